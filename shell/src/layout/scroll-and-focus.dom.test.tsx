// @vitest-environment happy-dom
import { act, useEffect, useRef, useState } from "react";
import { Link, Outlet, useNavigate, useRoutes, type NavigateFunction } from "@gh/router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, click, render, settle } from "@gh/test-support";
import { ScrollAndFocus } from "./scroll-and-focus";

// happy-dom has no layout: the page is as tall as a test says, and scrolling moves scrollY.
let pageHeight = 5000;
let navigate: NavigateFunction;

function scrollY() {
  return window.scrollY;
}

function setScrollY(y: number) {
  Object.defineProperty(window, "scrollY", { configurable: true, value: y });
  window.dispatchEvent(new Event("scroll"));
}

/** The visitor scrolls. */
function scrollTo(y: number) {
  act(() => setScrollY(y));
}

function Layout() {
  navigate = useNavigate();
  return (
    <>
      <ScrollAndFocus />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <footer>
        <Link to="/privacy">Privacy Policy</Link>
      </footer>
    </>
  );
}

function Landing() {
  return (
    <>
      <h1>Find trusted healthcare providers</h1>
      <Link to="/search">Search Providers</Link>
    </>
  );
}

/** Like a remote: its heading arrives a moment after the route changes. */
function LazyProfile() {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setLoaded(true), 50);
    return () => clearTimeout(timer);
  }, []);
  return loaded ? <h1>Dr. Ama Mensah</h1> : <p>Loading...</p>;
}

/** Like the sign-in page: it puts focus in its first field itself. */
function SignIn() {
  const email = useRef<HTMLInputElement>(null);
  useEffect(() => email.current?.focus(), []);
  return (
    <>
      <h1>Welcome</h1>
      <label>
        Email <input ref={email} />
      </label>
    </>
  );
}

function Routes() {
  return useRoutes([
    {
      element: <Layout />,
      children: [
        { path: "/", element: <Landing /> },
        { path: "/search", element: <h1>Search Results</h1> },
        { path: "/provider/:id", element: <LazyProfile /> },
        { path: "/auth", element: <SignIn /> },
        { path: "/privacy", element: <h1>Privacy Policy</h1> },
      ],
    },
  ]);
}

const link = (name: string) => [...document.querySelectorAll("a")].find((a) => a.textContent === name)!;
const heading = () => document.querySelector("main h1");

beforeEach(() => {
  pageHeight = 5000;
  Object.defineProperty(document.documentElement, "scrollHeight", { configurable: true, get: () => pageHeight });
  Object.defineProperty(window, "scrollY", { configurable: true, value: 0 });
  vi.spyOn(window, "scrollTo").mockImplementation(((options: ScrollToOptions) => setScrollY(options.top ?? 0)) as typeof window.scrollTo);
  sessionStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("ScrollAndFocus", () => {
  it("opens a new page at its top with focus on its heading", async () => {
    await render(<Routes />);
    scrollTo(584);
    await click(link("Search Providers"));
    expect(scrollY()).toBe(0);
    expect(document.activeElement).toBe(heading());
    expect(heading()?.textContent).toBe("Search Results");
    // Focusable by script only: no new Tab stop.
    expect(heading()?.getAttribute("tabindex")).toBe("-1");
  });

  it("waits for a lazily loaded page's heading before focusing it", async () => {
    await render(<Routes />, { route: "/search" });
    scrollTo(1200);
    act(() => void navigate("/provider/7"));
    expect(scrollY()).toBe(0);
    expect(heading()).toBeNull();
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(heading()?.textContent).toBe("Dr. Ama Mensah");
    expect(document.activeElement).toBe(heading());
  });

  it("moves focus from a footer link to the new page's heading", async () => {
    await render(<Routes />);
    link("Privacy Policy").focus();
    await click(link("Privacy Policy"));
    expect(document.activeElement?.textContent).toBe("Privacy Policy");
    expect(document.activeElement?.tagName).toBe("H1");
  });

  it("leaves focus where the new page put it", async () => {
    await render(<Routes />);
    act(() => void navigate("/auth"));
    await settle();
    expect(document.activeElement?.tagName).toBe("INPUT");
  });

  it("keeps the position when only the query string changes (sort, filters, page)", async () => {
    await render(<Routes />, { route: "/search" });
    scrollTo(900);
    const focused = document.activeElement;
    act(() => void navigate("/search?sort=rating"));
    act(() => void navigate("/search?sort=rating&page=2", { replace: true }));
    await settle();
    expect(scrollY()).toBe(900);
    expect(document.activeElement).toBe(focused);
  });

  it("restores each history entry's position on Back and Forward", async () => {
    await render(<Routes />, { route: "/search" });
    scrollTo(1500);
    act(() => void navigate("/provider/3"));
    await settle();
    scrollTo(300);
    act(() => void navigate(-1));
    expect(scrollY()).toBe(1500);
    act(() => void navigate(1));
    expect(scrollY()).toBe(300);
  });

  it("restores a position once a page coming back has grown tall enough for it", async () => {
    await render(<Routes />, { route: "/search" });
    scrollTo(4000);
    act(() => void navigate("/privacy"));
    pageHeight = 1000;
    act(() => void navigate(-1));
    expect(scrollY()).toBe(0);
    // The results arrive: the page grows.
    pageHeight = 6000;
    await act(async () => {
      document.querySelector("main")!.append(document.createElement("div"));
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(scrollY()).toBe(4000);
  });
});
