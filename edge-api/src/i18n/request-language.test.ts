import { describe, expect, it } from "vitest";
import { languageAlternates, languageChoiceRedirect, requestLanguage } from "./request-language.ts";

const request = (headers: Record<string, string>, address = "http://127.0.0.1/") => new Request(address, { headers });

describe("the language of a request", () => {
  it("is the cookie's choice, else the browser's best language we speak, else English", () => {
    expect(requestLanguage(request({ Cookie: "gh_session=x; gh_lang=ee", "Accept-Language": "ha" }))).toBe("ee");
    expect(requestLanguage(request({ "Accept-Language": "fr-FR, tw;q=0.8, ha;q=0.5" }))).toBe("ak");
    expect(requestLanguage(request({ Cookie: "gh_lang=xx", "Accept-Language": "ha-NG" }))).toBe("ha");
    expect(requestLanguage(request({}))).toBe("en-GH");
  });
});

describe("?lang= on a page", () => {
  it("keeps the choice in a cookie and sends the visitor on to the address without it", () => {
    const response = languageChoiceRedirect(request({}, "http://127.0.0.1/search?specialty=cardiology&lang=gaa"))!;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/search?specialty=cardiology");
    expect(response.headers.get("Set-Cookie")).toBe("gh_lang=gaa; Path=/; Max-Age=31536000; SameSite=Lax");
  });

  it("drops a language we do not speak from the address and changes nothing", () => {
    const response = languageChoiceRedirect(request({}, "http://127.0.0.1/emergency?lang=fr"))!;
    expect(response.headers.get("Location")).toBe("/emergency");
    expect(response.headers.get("Set-Cookie")).toBeNull();
  });

  it("is not there on an ordinary address", () => {
    expect(languageChoiceRedirect(request({}, "http://127.0.0.1/emergency"))).toBeNull();
  });
});

describe("the hreflang alternates", () => {
  it("name the same page in each language, and the address without a choice as x-default", () => {
    const links = languageAlternates(new URL("http://127.0.0.1/search?specialty=cardiology&lang=ak"));
    expect(links).toContain('<link rel="alternate" hreflang="ak" href="http://127.0.0.1/search?specialty=cardiology&amp;lang=ak">');
    expect(links).toContain('<link rel="alternate" hreflang="en-GH" href="http://127.0.0.1/search?specialty=cardiology&amp;lang=en-GH">');
    expect(links).toContain('<link rel="alternate" hreflang="x-default" href="http://127.0.0.1/search?specialty=cardiology">');
    expect(links.match(/<link /g)).toHaveLength(6);
  });
});
