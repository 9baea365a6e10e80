import { describe, expect, it } from "vitest";
import { secondsLeft } from "./resend-cooldown";

describe("the resend countdown", () => {
  const sentAt = 1_000_000;
  const endsAt = sentAt + 60_000;

  it("starts at 60 seconds and counts down in whole seconds", () => {
    expect(secondsLeft(endsAt, sentAt)).toBe(60);
    expect(secondsLeft(endsAt, sentAt + 400)).toBe(60);
    expect(secondsLeft(endsAt, sentAt + 1_000)).toBe(59);
    expect(secondsLeft(endsAt, endsAt - 1)).toBe(1);
  });

  it("ends at zero and stays there", () => {
    expect(secondsLeft(endsAt, endsAt)).toBe(0);
    expect(secondsLeft(endsAt, endsAt + 5_000)).toBe(0);
  });
});
