// @vitest-environment happy-dom
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from "vitest";
import { RemoteComponent } from "./remote-component";
import { createRemoteLoader, type FederationHost, type RemoteLoader } from "./remote-loader";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const DIALOG = "mfe_booking/BookingDialog";

function Greeting({ name }: { name: string }) {
  return <p>Booking with {name}</p>;
}

function Crashing(): never {
  throw new Error("the remote's bug");
}

let host: { options: { remotes: { name: string; entry: string }[] }; loadRemote: Mock<(id: string) => Promise<unknown>>; registerRemotes: Mock };
let loader: RemoteLoader;
let container: HTMLElement;
let root: Root;

beforeEach(() => {
  host = { options: { remotes: [{ name: "mfe_booking", entry: "/mfe/booking/remoteEntry.js?v=1a2b3c" }] }, loadRemote: vi.fn(), registerRemotes: vi.fn() };
  // A mock stands in for the runtime's generic loadRemote.
  loader = createRemoteLoader(() => host as unknown as FederationHost);
  container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
  // The boundary reports what it caught; the tests read the screen instead.
  vi.spyOn(console, "error").mockImplementation(() => undefined);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.restoreAllMocks();
});

async function show() {
  await act(async () => {
    root.render(
      <main>
        <h1>Provider profile</h1>
        <RemoteComponent
          loader={loader}
          id={DIALOG}
          props={{ name: "Dr Ama Owusu" }}
          label="booking dialog"
          loading={<p>Opening booking...</p>}
          unavailable={(retry) => (
            <section>
              <p>This section is temporarily unavailable</p>
              <button onClick={retry}>Retry</button>
            </section>
          )}
        />
      </main>,
    );
  });
}

/** Lets pending downloads resolve and React render what they bring. */
async function settle() {
  for (let i = 0; i < 3; i++) await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

describe("a remote's component on the page", () => {
  it("shows the loading text while the code downloads, then the component with its props", async () => {
    let arrive: (module: { default: typeof Greeting }) => void = () => undefined;
    host.loadRemote.mockReturnValue(new Promise((resolve) => (arrive = resolve)));
    await show();
    expect(container.textContent).toContain("Opening booking...");

    arrive({ default: Greeting });
    await settle();
    expect(container.textContent).toBe("Provider profileBooking with Dr Ama Owusu");
  });

  it("renders an already downloaded component at once, without the loading text", async () => {
    host.loadRemote.mockResolvedValue({ default: Greeting });
    await loader.load(DIALOG);
    const loadingShown = vi.fn();
    const observer = new MutationObserver(() => {
      if (container.textContent?.includes("Opening booking...")) loadingShown();
    });
    observer.observe(container, { childList: true, subtree: true, characterData: true });

    act(() => root.render(<RemoteComponent loader={loader} id={DIALOG} props={{ name: "Dr Kofi Mensah" }} loading={<p>Opening booking...</p>} unavailable={() => null} />));
    // Drawn in the same commit, with nothing suspended in between.
    expect(container.textContent).toBe("Booking with Dr Kofi Mensah");
    await settle();
    observer.disconnect();
    expect(loadingShown).not.toHaveBeenCalled();
    expect(host.loadRemote).toHaveBeenCalledTimes(1);
  });

  it("says the section is unavailable when the download fails, keeps the rest of the page, and Retry downloads it again under a fresh URL", async () => {
    host.loadRemote.mockRejectedValueOnce(new TypeError("Failed to fetch")).mockResolvedValueOnce({ default: Greeting });
    await show();
    await settle();
    expect(container.textContent).toBe("Provider profileThis section is temporarily unavailableRetry");

    await act(async () => container.querySelector("button")!.click());
    await settle();
    expect(host.registerRemotes).toHaveBeenCalledWith([{ name: "mfe_booking", entry: "/mfe/booking/remoteEntry.js?v=1a2b3c&retry=1" }], { force: true });
    expect(host.loadRemote).toHaveBeenCalledTimes(2);
    expect(container.textContent).toBe("Provider profileBooking with Dr Ama Owusu");
  });

  it("keeps a remote that crashes while drawing inside its own boundary", async () => {
    host.loadRemote.mockResolvedValue({ default: Crashing });
    await show();
    await settle();
    expect(container.querySelector("h1")?.textContent).toBe("Provider profile");
    expect(container.textContent).toContain("This section is temporarily unavailable");
    expect(console.error).toHaveBeenCalledWith("Section booking dialog failed", expect.any(Error), expect.any(String));
  });
});
