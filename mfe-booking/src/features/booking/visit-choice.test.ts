import { describe, expect, it } from "vitest";
import { visitChoices, visitFee } from "./visit-choice";

const inPersonOnly = { consultationFee: "150.00", remoteVisits: { audio: null, video: null } };

describe("the kinds of visit the booking dialog offers", () => {
  it("lists in person, then audio, then video, each with its own fee", () => {
    const provider = { consultationFee: "150.00", remoteVisits: { audio: "80.00", video: "150.00" } };
    expect(visitChoices(provider)).toEqual([
      { type: "in_person", fee: "150.00" },
      { type: "audio", fee: "80.00" },
      { type: "video", fee: "150.00" },
    ]);
  });

  it("leaves out what the provider does not offer, and asks nothing of an in-person-only provider", () => {
    expect(visitChoices({ consultationFee: "150.00", remoteVisits: { audio: null, video: "200.00" } }).map((choice) => choice.type)).toEqual(["in_person", "video"]);
    expect(visitChoices(inPersonOnly)).toEqual([{ type: "in_person", fee: "150.00" }]);
  });

  it("shows the in-person fee for a kind the provider does not offer (the server refuses it)", () => {
    expect(visitFee(inPersonOnly, "audio")).toBe("150.00");
    expect(visitFee({ consultationFee: "150.00", remoteVisits: { audio: "80.00", video: null } }, "audio")).toBe("80.00");
  });
});
