import { activate, addTranslations, t } from "@gh/i18n";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { afterEach, describe, expect, it } from "vitest";
import { ApiError, problemText } from "./index.ts";

const SECONDS = "{seconds, plural, one {Try again in # second} other {Try again in # seconds}}";
const MINUTES = "{minutes, plural, one {Try again in # minute} other {Try again in # minutes}}";

const rateLimited = (message: string, retryAfterSeconds: number) =>
  new ApiError(429, "429: …", { error: { code: "rate_limited", message, retryAfterSeconds } });

afterEach(() => activate("en-GH"));

describe("the wait, in the page's language", () => {
  it("is said in English as the message is written", () => {
    expect(t(MINUTES, { minutes: 2 })).toBe("Try again in 2 minutes");
    expect(t(SECONDS, { seconds: 1 })).toBe("Try again in 1 second");
    expect(problemText(rateLimited("Too many codes requested. Please try again later.", 61))).toBe("Too many codes requested. Try again in 2 minutes.");
    expect(problemText(rateLimited("Please wait before requesting another code.", 1))).toBe("Please wait before requesting another code. Try again in 1 second.");
  });

  it("translates the message, drops its translated 'try again later' and says the wait in the language", () => {
    addTranslations("ha", {
      "Too many codes requested. Please try again later.": "An nemi lambobi da yawa. Da fatan a sake gwadawa daga baya.",
      "Please try again later.": "Da fatan a sake gwadawa daga baya.",
      [MINUTES]: compileMessage("{minutes, plural, one {A sake gwadawa bayan minti #} other {A sake gwadawa bayan mintuna #}}") as never,
    });
    activate("ha");
    expect(problemText(rateLimited("Too many codes requested. Please try again later.", 899))).toBe("An nemi lambobi da yawa. A sake gwadawa bayan mintuna 15.");
  });
});
