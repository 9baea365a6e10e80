import { SPECIALTIES } from "@gh/contracts/specialties";
import { describe, expect, it } from "vitest";
import { api, insertProvider } from "../../../test/fixtures.ts";

describe("GET /api/specialties", () => {
  it("lists every specialty of the spec with its live provider count", async () => {
    await insertProvider({ specialtyId: "cardiology" });
    await insertProvider({ specialtyId: "cardiology", isVerified: false });
    await insertProvider({ specialtyId: "dentist" });

    const response = await api("/api/specialties");
    expect(response.status).toBe(200);
    const list = (await response.json()) as { id: string; name: string; count: number }[];

    expect(list.map((s) => s.id).sort()).toEqual(SPECIALTIES.map((s) => s.id).sort());
    const byId = Object.fromEntries(list.map((s) => [s.id, s]));
    expect(byId.cardiology).toEqual({ id: "cardiology", name: "Cardiology", count: 2 });
    expect(byId.dentist).toEqual({ id: "dentist", name: "Dental Care", count: 1 });
    expect(byId.pathology!.count).toBe(0);
  });

  it("keeps the migrated names equal to the contracts list", async () => {
    const list = (await (await api("/api/specialties")).json()) as { id: string; name: string }[];
    const names = Object.fromEntries(list.map((s) => [s.id, s.name]));
    for (const specialty of SPECIALTIES) expect(names[specialty.id]).toBe(specialty.name);
  });
});
