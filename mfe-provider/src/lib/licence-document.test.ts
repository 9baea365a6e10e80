import { describe, expect, it } from "vitest";
import { LICENCE_DOCUMENT_TEXTS, licenceDocumentProblem } from "./licence-document";

const file = (name: string, type: string, size: number) => new File([new Uint8Array(size)], name, { type });

describe("the licence file, checked in the browser", () => {
  it("takes a PDF, JPG or PNG of up to 5 MB", () => {
    expect(licenceDocumentProblem(file("licence.pdf", "application/pdf", 1000))).toBeNull();
    expect(licenceDocumentProblem(file("licence.JPG", "", 1000))).toBeNull();
    expect(licenceDocumentProblem(file("scan", "image/png", 5 * 1024 * 1024))).toBeNull();
  });

  it("refuses another kind of file, an empty one, and one over 5 MB", () => {
    expect(licenceDocumentProblem(file("licence.docx", "application/vnd.openxmlformats-officedocument.wordprocessingml.document", 1000))).toBe(LICENCE_DOCUMENT_TEXTS.wrongType);
    expect(licenceDocumentProblem(file("licence.pdf", "application/pdf", 0))).toBe(LICENCE_DOCUMENT_TEXTS.wrongType);
    expect(licenceDocumentProblem(file("licence.pdf", "application/pdf", 5 * 1024 * 1024 + 1))).toBe(LICENCE_DOCUMENT_TEXTS.tooLarge);
  });
});
