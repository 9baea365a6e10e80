import type { PageLanguage } from "@gh/contracts/languages";
import { searchPageReads } from "@gh/contracts/search/page";
import { describe, expect, it } from "vitest";
import { api, insertProvider } from "../../test/fixtures.ts";
import { jsonInHtml } from "./prerendered-page.ts";
import { drawSearchPage } from "./search-page.ts";

const draw = (address: string, language: PageLanguage = "en-GH") => drawSearchPage(new URL(address, "http://127.0.0.1"), (path) => api(path), language);
const headings = (html: string) => [...html.matchAll(/<h2 id="[^"]*" class="directory-provider-card__name">([^<]*)<\/h2>/g)].map((match) => match[1]);

describe("/search drawn by the Worker", () => {
  it("shows the search's results as the app would, drawn from the API's own answers", async () => {
    await insertProvider({ specialtyId: "cardiology", averageRating: 4.9, reviewCount: 40 }, { firstName: "Akosua", lastName: "Asante" });
    await insertProvider({ specialtyId: "cardiology", averageRating: 4.1, reviewCount: 5 }, { firstName: "Kofi", lastName: "Boateng" });
    await insertProvider({ specialtyId: "general" }, { firstName: "Yaw", lastName: "Osei" });

    const drawn = await draw("/search?specialty=cardiology");
    expect(drawn).not.toBeNull();
    const { html, reads } = drawn!;
    expect(headings(html)).toEqual(["Dr. Akosua Asante", "Dr. Kofi Boateng"]);
    expect(html).toContain("2 providers found");
    expect(html).toContain('href="/provider/');
    // The answers handed to the app are the page's reads, as the API gives them.
    const paths = searchPageReads("?specialty=cardiology");
    expect(Object.keys(reads)).toEqual(paths);
    for (const path of paths) expect(reads[path]).toEqual(await (await api(path)).json());
  });

  it("honours ?remote=true: only providers offering audio or video visits, the box ticked, and the plain form sending it again", async () => {
    await insertProvider({ specialtyId: "cardiology", offersAudio: true, audioFeePesewas: 16000 }, { firstName: "Abena", lastName: "Mensah" });
    await insertProvider({ specialtyId: "cardiology", offersVideo: true }, { firstName: "Zakari", lastName: "Iddrisu" });
    await insertProvider({ specialtyId: "cardiology" }, { firstName: "Kwame", lastName: "Asare" });

    const drawn = await draw("/search?specialty=cardiology&remote=true");
    expect(drawn).not.toBeNull();
    const { html, reads } = drawn!;
    expect(Object.keys(reads)).toEqual(["/api/providers/search?specialty=cardiology&remote=true", "/api/specialties"]);
    expect(headings(html).sort()).toEqual(["Dr. Abena Mensah", "Dr. Zakari Iddrisu"]);
    expect(html).toContain("2 providers found that offer audio or video visits");
    expect(html).toContain(">Audio visits</span>");
    expect(html).toContain(">Video visits</span>");
    // The page's GET form carries the filter: its box is named as the address names it, and ticked.
    const box = html.match(/<input[^>]*name="remote"[^>]*>/)?.[0] ?? "";
    expect(box).toContain('value="true"');
    expect(box).toContain("checked");

    // Without the filter the box is there, unticked, and everyone is listed.
    const unfiltered = (await draw("/search?specialty=cardiology"))!.html;
    expect(headings(unfiltered)).toHaveLength(3);
    expect(unfiltered.match(/<input[^>]*name="remote"[^>]*>/)?.[0]).not.toContain("checked");
  });

  it("honours ?nhis=true&verified=true: only providers who accept NHIS with this year's licence, both boxes ticked, a chip for each", async () => {
    const year = new Date().getUTCFullYear();
    await insertProvider({ specialtyId: "general", acceptsNhis: true }, { firstName: "Adwoa", lastName: "Mensah" });
    await insertProvider({ specialtyId: "general", acceptsNhis: true, licenceVerifiedFor: year - 1, isVerified: false }, { firstName: "Kojo", lastName: "Badu" });
    await insertProvider({ specialtyId: "general" }, { firstName: "Kwesi", lastName: "Appiah" });

    const drawn = await draw("/search?specialty=general&nhis=true&verified=true");
    expect(drawn).not.toBeNull();
    const { html, reads } = drawn!;
    expect(Object.keys(reads)).toEqual(["/api/providers/search?specialty=general&nhis=true&verified=true", "/api/specialties"]);
    expect(headings(html)).toEqual(["Dr. Adwoa Mensah"]);
    expect(html).toContain(">Verified Provider</span>");
    expect(html).toContain(">Accepts NHIS</span>");
    // The page's GET form carries both filters: each box named as the address names it, and ticked.
    for (const name of ["nhis", "verified"]) {
      const box = html.match(new RegExp(`<input[^>]*name="${name}"[^>]*>`))?.[0] ?? "";
      expect(box).toContain('value="true"');
      expect(box).toContain("checked");
    }
    // Each filter has its chip (the app makes it work).
    expect(html).toContain('aria-label="Remove filter: Accepts NHIS"');
    expect(html).toContain('aria-label="Remove filter: Verified providers only"');

    // Without them the boxes are there, unticked, and everyone is listed, each with their licence's standing.
    const unfiltered = (await draw("/search?specialty=general"))!.html;
    expect(headings(unfiltered)).toHaveLength(3);
    for (const name of ["nhis", "verified"]) expect(unfiltered.match(new RegExp(`<input[^>]*name="${name}"[^>]*>`))?.[0]).not.toContain("checked");
    expect(unfiltered).toContain(">Licence renewal pending</span>");
    expect(unfiltered).not.toContain("Remove filter: Accepts NHIS");
  });

  it("draws a provider whose licence is not checked yet with Pending Verification and no Book Appointment", async () => {
    await insertProvider({ specialtyId: "dentist", licenceVerifiedFor: null, isVerified: false }, { firstName: "Yaa", lastName: "Owusu" });
    const { html } = (await draw("/search?specialty=dentist"))!;
    expect(headings(html)).toEqual(["Dr. Yaa Owusu"]);
    expect(html).toContain(">Pending Verification</span>");
    expect(html).toContain("Booking opens once the licence is checked");
    expect(html).not.toContain("Book Appointment");
  });

  it("lists the featured providers when nothing is filtered", async () => {
    await insertProvider({ averageRating: 4.8, reviewCount: 20 }, { firstName: "Esi", lastName: "Quaye" });
    const drawn = await draw("/search");
    expect(headings(drawn!.html)).toEqual(["Dr. Esi Quaye"]);
    expect(drawn!.html).toContain("All Healthcare Providers");
  });

  it("is not drawn when the API refuses the search: the app explains the refusal field by field", async () => {
    expect((await api("/api/providers/search?location=Atlantis&distance=10")).status).toBe(400);
    expect(await draw("/search?location=Atlantis&distance=10")).toBeNull();
  });

  it("hands the answers over as JSON no text of theirs can break out of", async () => {
    await insertProvider({ bio: "Ends here </script><script>alert(1)</script> <!--" }, { firstName: "Ama", lastName: "Owusu" });
    const block = jsonInHtml({ "/api/providers/featured?limit=50": await (await api("/api/providers/featured?limit=50")).json() });
    expect(block).not.toMatch(/<\/script|<!--/i);
    expect(JSON.parse(block)["/api/providers/featured?limit=50"][0].bio).toBe("Ends here </script><script>alert(1)</script> <!--");
  });
});
