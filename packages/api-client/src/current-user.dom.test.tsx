// @vitest-environment happy-dom
import { cleanup, container, fakeApi, render } from "@gh/test-support";
import { accountUser } from "@gh/test-support/account-user";
import { afterEach, describe, expect, it } from "vitest";
import { useCurrentUser } from "./current-user";

function WhoIsSignedIn() {
  const { user, isPending } = useCurrentUser();
  if (isPending) return <p>Checking…</p>;
  return <p>{user ? `Signed in as ${user.firstName}` : "Anonymous"}</p>;
}

const patient = accountUser({ id: 5 });

afterEach(cleanup);

describe("the current user", () => {
  it("is the user GET /api/user answers with", async () => {
    const api = fakeApi({ "GET /api/user": [200, patient] });
    await render(<WhoIsSignedIn />);
    expect(container.textContent).toBe("Signed in as Ama");
    expect(api.calls.map((call) => call.url)).toEqual(["/api/user"]);
  });

  it("is nobody (not an error) when the API answers 401", async () => {
    fakeApi({ "GET /api/user": [401, { error: { code: "unauthenticated", message: "Not signed in" } }] });
    await render(<WhoIsSignedIn />);
    expect(container.textContent).toBe("Anonymous");
  });

  it("is pending until the API answers", async () => {
    fakeApi({ "GET /api/user": () => new Promise(() => undefined) });
    await render(<WhoIsSignedIn />);
    expect(container.textContent).toBe("Checking…");
  });
});
