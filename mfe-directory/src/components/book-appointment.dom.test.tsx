// @vitest-environment happy-dom
/**
 * Book Appointment and the booking dialog it opens, with the booking area's dialog stood in for by a
 * small one (the real one comes from another remote through the federation runtime).
 */
import type { BookingDialogProps } from "@gh/contracts/federation";
import { button, click, container, fakeApi, render, withFixedDate } from "@gh/test-support";
import { accountUser } from "@gh/test-support/account-user";
import { testProvider } from "@gh/test-support/provider";
import { useLocation } from "@gh/router";
import { describe, expect, it, vi } from "vitest";
import { BookAppointment } from "./book-appointment";

const downloads = vi.hoisted(() => ({ count: 0 }));

vi.mock("../lib/load-booking-dialog", async () => {
  const { createRemoteLoader } = await import("@gh/federation");
  function StandInDialog({ provider, open }: BookingDialogProps) {
    return open ? <div role="dialog" aria-label={`Book with ${provider.user.firstName}`} /> : null;
  }
  return {
    BOOKING_DIALOG: "mfe_booking/BookingDialog",
    bookingRemote: createRemoteLoader(() => ({
      options: { remotes: [] },
      registerRemotes: () => undefined,
      async loadRemote<T>() {
        downloads.count += 1;
        return { default: StandInDialog } as T;
      },
    })),
  };
});

function Address() {
  const location = useLocation();
  return <p data-testid="address">{location.pathname + location.search}</p>;
}

const address = () => container.querySelector("[data-testid=address]")?.textContent;
const dialog = () => container.querySelector("[role=dialog]");

const checked = testProvider({ id: 7, user: { firstName: "Akosua", lastName: "Asante" } });
const unchecked = testProvider({ id: 8, user: { firstName: "Yaw", lastName: "Osei" }, licenceVerifiedFor: null, isVerified: false });

withFixedDate("2026-06-15T10:00:00Z");

function signedIn() {
  fakeApi({ "GET /api/user": [200, accountUser()] });
}

describe("Book Appointment", () => {
  it("opens the booking dialog for a provider whose licence is checked", async () => {
    signedIn();
    await render(<BookAppointment provider={checked} />);
    await click(button("Book Appointment"));
    expect(dialog()?.getAttribute("aria-label")).toBe("Book with Akosua");
  });

  it("reopens the dialog when a visitor comes back from signing in with ?book=", async () => {
    signedIn();
    await render(
      <>
        <BookAppointment provider={checked} />
        <Address />
      </>,
      { route: "/provider/7?book=7" },
    );
    expect(dialog()?.getAttribute("aria-label")).toBe("Book with Akosua");
    expect(address()).toBe("/provider/7");
  });

  it("for a provider whose licence is not checked yet, is a sentence: nothing to press and no dialog, even when the address asks for one", async () => {
    signedIn();
    downloads.count = 0;
    await render(<BookAppointment provider={unchecked} />, { route: "/provider/8?book=8" });
    expect(button("Book Appointment")).toBeUndefined();
    expect(container.querySelector("button")).toBeNull();
    expect(container.textContent).toBe("Booking opens once the licence is checked");
    expect(dialog()).toBeNull();
    // Not even downloaded.
    expect(downloads.count).toBe(0);
  });
});
