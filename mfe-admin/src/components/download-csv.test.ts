import { describe, expect, it } from "vitest";
import { attachmentName } from "./download-csv";

describe("the exported file's name", () => {
  it("is the one the server gives", () => {
    expect(attachmentName('attachment; filename="users_2026-11-20.csv"', "x.csv")).toBe("users_2026-11-20.csv");
    expect(attachmentName("attachment; filename=users_2026-11-20.csv", "x.csv")).toBe("users_2026-11-20.csv");
    expect(attachmentName("attachment; filename=\"a.csv\"; filename*=UTF-8''r%C3%A9sum%C3%A9.csv", "x.csv")).toBe("résumé.csv");
  });

  it("falls back when the server gives none", () => {
    expect(attachmentName(null, "users_2026-11-20.csv")).toBe("users_2026-11-20.csv");
    expect(attachmentName("attachment", "users_2026-11-20.csv")).toBe("users_2026-11-20.csv");
  });
});
