import type { RemoteManifestEntry } from "@gh/contracts/federation";
import { describe, expect, it } from "vitest";
import { remotePageAt } from "./route-code";

const remotes: RemoteManifestEntry[] = [
  {
    name: "mfe_directory",
    entry: "/mfe/directory/remoteEntry.js",
    routes: [
      { path: "/", module: "./LandingPage" },
      { path: "/search", module: "./SearchPage" },
      { path: "/provider/:id", module: "./ProviderProfilePage" },
    ],
  },
  {
    name: "mfe_provider",
    entry: "/mfe/provider/remoteEntry.js",
    routes: [
      { path: "/provider/verify", module: "./ProviderVerifyPage", access: "anonymous" },
      { path: "/provider/dashboard", module: "./ProviderDashboardPage", access: "provider" },
      { path: "/provider/register", redirect: "/register-provider" },
    ],
  },
];

describe("the page whose code a cold start asks for first", () => {
  it("is the remote page the router will show at the address", () => {
    expect(remotePageAt(remotes, "/search")).toEqual({ remote: "mfe_directory", route: remotes[0]!.routes[1] });
    expect(remotePageAt(remotes, "/provider/prov_123")).toEqual({ remote: "mfe_directory", route: remotes[0]!.routes[2] });
  });

  it("prefers fixed segments over a parameter, as the router ranks them", () => {
    expect(remotePageAt(remotes, "/provider/verify")?.remote).toBe("mfe_provider");
    expect(remotePageAt(remotes, "/provider/dashboard")?.route).toMatchObject({ access: "provider" });
  });

  it("is none for an address no remote serves", () => {
    expect(remotePageAt(remotes, "/auth")).toBeNull();
    expect(remotePageAt(remotes, "/provider/prov_123/extra")).toBeNull();
  });
});
