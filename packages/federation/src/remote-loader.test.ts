import { describe, expect, it, vi } from "vitest";
import { createRemoteLoader, exposedModuleId, type FederationHost } from "./remote-loader";
import { REMOTE_UNAVAILABLE } from "./remote-unavailable";

const DIALOG = "mfe_booking/BookingDialog";
const BookingDialog = () => null;

/** A federation instance with the booking remote registered; registerRemotes replaces a remote as the runtime's does. */
function fakeHost(entry = "/mfe/booking/remoteEntry.js?v=1a2b3c") {
  const host = {
    options: { remotes: [{ name: "mfe_booking", entry }] },
    loadRemote: vi.fn<(id: string) => Promise<unknown>>(),
    registerRemotes: vi.fn((remotes: { name: string; entry: string }[], _options?: { force?: boolean }) => {
      for (const remote of remotes) host.options.remotes = [...host.options.remotes.filter((r) => r.name !== remote.name), remote];
    }),
  };
  return host;
}

/** The loader over `host` (a mock stands in for the runtime's generic loadRemote). */
const loaderOver = (host: object | null) => createRemoteLoader(() => host as FederationHost | null);

describe("loading a remote's exposed module", () => {
  it("downloads it once: a preload and the render share one download", async () => {
    const host = fakeHost();
    host.loadRemote.mockResolvedValue({ default: BookingDialog });
    const loader = loaderOver(host);

    expect(loader.loaded(DIALOG)).toBeUndefined();
    const [preload, render] = await Promise.all([loader.load(DIALOG), loader.load(DIALOG)]);
    await loader.load(DIALOG);

    expect(host.loadRemote).toHaveBeenCalledTimes(1);
    expect(host.loadRemote).toHaveBeenCalledWith(DIALOG);
    expect(preload.default).toBe(BookingDialog);
    expect(render).toBe(preload);
    expect(loader.loaded(DIALOG)?.default).toBe(BookingDialog);
  });

  it("forgets a failed download, so the next load really tries again", async () => {
    const host = fakeHost();
    host.loadRemote.mockRejectedValueOnce(new TypeError("Failed to fetch")).mockResolvedValueOnce({ default: BookingDialog });
    const loader = loaderOver(host);

    await expect(loader.load(DIALOG)).rejects.toThrow("Failed to fetch");
    expect(loader.loaded(DIALOG)).toBeUndefined();
    await expect(loader.load(DIALOG)).resolves.toMatchObject({ default: BookingDialog });
    expect(host.loadRemote).toHaveBeenCalledTimes(2);
  });

  it("reads the fallback plugin's marked module, a module without a component and a missing federation instance as unavailable", async () => {
    const host = fakeHost();
    // Marked, it is unavailable whatever else it holds.
    host.loadRemote.mockResolvedValueOnce({ [REMOTE_UNAVAILABLE]: true, default: BookingDialog }).mockResolvedValueOnce({ BookingDialog }).mockResolvedValueOnce(null);
    const loader = loaderOver(host);

    await expect(loader.load(DIALOG)).rejects.toThrow(`${DIALOG} could not be loaded`);
    await expect(loader.load(DIALOG)).rejects.toThrow(`${DIALOG} could not be loaded`);
    await expect(loader.load(DIALOG)).rejects.toThrow(`${DIALOG} could not be loaded`);
    await expect(loaderOver(null).load(DIALOG)).rejects.toThrow(`${DIALOG} could not be loaded`);
    expect(loader.loaded(DIALOG)).toBeUndefined();
  });

  it("names an exposed module as the runtime does", () => {
    expect(exposedModuleId("mfe_directory", "./EmergencyPage")).toBe("mfe_directory/EmergencyPage");
  });
});

describe("retrying a remote", () => {
  it("registers it again under a fresh URL each time, so the runtime drops its cached failure", () => {
    const host = fakeHost();
    const loader = loaderOver(host);

    loader.reset("mfe_booking");
    expect(host.registerRemotes).toHaveBeenLastCalledWith([{ name: "mfe_booking", entry: "/mfe/booking/remoteEntry.js?v=1a2b3c&retry=1" }], { force: true });
    loader.reset("mfe_booking");
    expect(host.registerRemotes).toHaveBeenLastCalledWith([{ name: "mfe_booking", entry: "/mfe/booking/remoteEntry.js?v=1a2b3c&retry=2" }], { force: true });
  });

  it("starts the query string when the entry has none", () => {
    const host = fakeHost("/mfe/booking/remoteEntry.js");
    loaderOver(host).reset("mfe_booking");
    expect(host.options.remotes).toEqual([{ name: "mfe_booking", entry: "/mfe/booking/remoteEntry.js?retry=1" }]);
  });

  it("leaves a remote the instance does not know alone", () => {
    const host = fakeHost();
    loaderOver(host).reset("mfe_admin");
    loaderOver(null).reset("mfe_booking");
    expect(host.registerRemotes).not.toHaveBeenCalled();
  });
});
