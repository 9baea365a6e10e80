// @vitest-environment happy-dom
import { FIRST_READS_ELEMENT_ID } from "@gh/contracts/federation";
import { QueryClient } from "@gh/query";
import { afterEach, describe, expect, it } from "vitest";
import { seedFirstReads } from "./first-reads";

function handOver(json: string) {
  document.body.insertAdjacentHTML("beforeend", `<script type="application/json" id="${FIRST_READS_ELEMENT_ID}">${json}</script>`);
}

afterEach(() => {
  document.body.innerHTML = "";
});

describe("the answers a Worker-drawn page hands the app", () => {
  it("start the app's cache with each read under its API path, and leave the page", () => {
    handOver(`{"/api/providers/search?specialty=dentist":{"providers":[{"id":7,"name":"\\u003c/script> Ama"}],"total":1},"/api/specialties":[]}`);
    const client = new QueryClient();
    seedFirstReads(client);
    expect(client.getQueryData(["/api/providers/search?specialty=dentist"])).toEqual({ providers: [{ id: 7, name: "</script> Ama" }], total: 1 });
    expect(client.getQueryData(["/api/specialties"])).toEqual([]);
    expect(document.getElementById(FIRST_READS_ELEMENT_ID)).toBeNull();
  });

  it("are ignored when damaged or absent, so the app reads the API itself", () => {
    const client = new QueryClient();
    seedFirstReads(client);
    handOver(`{"/api/specialties": [`);
    seedFirstReads(client);
    handOver(`null`);
    seedFirstReads(client);
    expect(client.getQueryCache().getAll()).toHaveLength(0);
  });
});
