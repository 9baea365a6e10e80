import { describe, expect, it } from "vitest";
import { approvableYears } from "@gh/contracts/licences/options";
import { documentKind, documentSize, numbersDiffer, queueParams, readLicenceStatus, readPage } from "./licence-view";

describe("the licence queue's address", () => {
  it("reads the list and page, falling back to the first page of the waiting ones", () => {
    expect(readLicenceStatus(new URLSearchParams("status=rejected"))).toBe("rejected");
    expect(readLicenceStatus(new URLSearchParams("status=expired"))).toBe("pending");
    expect(readLicenceStatus(new URLSearchParams(""))).toBe("pending");
    expect(readPage(new URLSearchParams("page=3"))).toBe(3);
    expect(readPage(new URLSearchParams("page=0"))).toBe(1);
    expect(readPage(new URLSearchParams("page=two"))).toBe(1);
  });

  it("leaves the defaults out of the address", () => {
    expect(queueParams("pending")).toEqual({});
    expect(queueParams("pending", 2)).toEqual({ page: "2" });
    expect(queueParams("approved", 1)).toEqual({ status: "approved" });
  });
});

describe("the years a licence can be approved for", () => {
  it("is this year until 30 November, and next year's too from 1 December to 31 December", () => {
    expect(approvableYears(Date.parse("2026-01-01T00:00:00Z"))).toEqual([2026]);
    expect(approvableYears(Date.parse("2026-11-30T23:59:59Z"))).toEqual([2026]);
    expect(approvableYears(Date.parse("2026-12-01T00:00:00Z"))).toEqual([2026, 2027]);
    expect(approvableYears(Date.parse("2026-12-31T23:59:59Z"))).toEqual([2026, 2027]);
    expect(approvableYears(Date.parse("2027-01-01T00:00:00Z"))).toEqual([2027]);
  });
});

describe("the document in words", () => {
  it("names its format and says its size in KB below a megabyte, in MB with one decimal above", () => {
    expect(documentKind("application/pdf")).toBe("PDF");
    expect(documentKind("image/jpeg")).toBe("JPEG");
    expect(documentSize(300)).toBe("1 KB");
    expect(documentSize(860_160)).toBe("840 KB");
    expect(documentSize(1_048_576)).toBe("1.0 MB");
    expect(documentSize(5 * 1_048_576)).toBe("5.0 MB");
  });

  it("flags a registration number that is not the profile's licence number, ignoring spaces, dashes and slashes", () => {
    expect(numbersDiffer("MDC/RN/10442", "mdc rn 10442")).toBe(false);
    expect(numbersDiffer("PC/2019/0881", "PC-2018-0007")).toBe(true);
    // Nothing on the profile to compare with.
    expect(numbersDiffer("PC/2019/0881", "")).toBe(false);
  });
});
