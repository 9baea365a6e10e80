import { describe, expect, it } from "vitest";
import { pageCount, pageNumbers, showingText } from "./paging";

describe("admin paging", () => {
  it("counts pages, with at least one", () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
    expect(pageCount(100_000, 20)).toBe(5000);
  });

  it("shows every page button when few, else the ends and the current page's neighbours", () => {
    expect(pageNumbers(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageNumbers(1, 62)).toEqual([1, 2, null, 62]);
    expect(pageNumbers(30, 62)).toEqual([1, null, 29, 30, 31, null, 62]);
    expect(pageNumbers(3, 62)).toEqual([1, 2, 3, 4, null, 62]);
    expect(pageNumbers(62, 62)).toEqual([1, null, 61, 62]);
  });

  it("says which rows are showing, with thousands separated", () => {
    expect(showingText({ page: 2, pageSize: 20, shown: 20, total: 1234 })).toBe("Showing 21–40 of 1,234");
    expect(showingText({ page: 62, pageSize: 20, shown: 14, total: 1234 })).toBe("Showing 1,221–1,234 of 1,234");
    expect(showingText({ page: 1, pageSize: 20, shown: 0, total: 0 })).toBe("");
  });
});
