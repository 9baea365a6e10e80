import { describe, expect, it } from "vitest";
import { api } from "../../test/fixtures.ts";

const location = async (path: string) => {
  const response = await api(path, { redirect: "manual" });
  return { status: response.status, location: response.headers.get("Location") };
};

describe("GET /search as the plain form sends it", () => {
  it("goes on to the address with only the non-empty criteria, as the app writes it", async () => {
    expect(await location("/search?location=Kumasi&date=&distance=any")).toEqual({ status: 302, location: "/search?location=Kumasi" });
    expect(await location("/search?specialty=any&location=&date=&distance=")).toEqual({ status: 302, location: "/search" });
    expect(await location("/search?specialty=dentist&location=Accra&date=25%2F12%2F2030&distance=25&walkIns=true")).toEqual({
      status: 302,
      location: "/search?specialty=dentist&location=Accra&date=2030-12-25&distance=25&walkIns=true",
    });
  });

  it("keeps the audio or video visits filter the page's plain form sends", async () => {
    expect(await location("/search?specialty=any&location=&date=&distance=any&walkIns=true&remote=true")).toEqual({ status: 302, location: "/search?walkIns=true&remote=true" });
  });

  it("keeps the NHIS and verified providers filters the page's plain form sends", async () => {
    expect(await location("/search?specialty=any&location=&date=&distance=any&nhis=true&verified=true")).toEqual({ status: 302, location: "/search?nhis=true&verified=true" });
  });

  it("keeps a typed date that is no real day as typed, for the search to refuse", async () => {
    expect(await location("/search?location=Tema&date=31%2F02%2F2030&distance=any")).toEqual({ status: 302, location: "/search?location=Tema&date=31%2F02%2F2030" });
  });
});
