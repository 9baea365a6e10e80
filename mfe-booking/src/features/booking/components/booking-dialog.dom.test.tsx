// @vitest-environment happy-dom
import type { Availability, CreatedAppointment } from "@gh/contracts/appointments";
import type { AccountUser } from "@gh/contracts/auth";
import type { Provider } from "@gh/contracts/providers";
import { act, useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { button, cleanup, click, container, description, fakeApi, field, render, settle, shownToast, type } from "@gh/test-support";
import { testProvider } from "@gh/test-support/provider";
import { paystack } from "../../../test/paystack";
import { BookingDialog } from "./booking-dialog";

// Monday, 23 November 2026, 08:00 in Accra.
const NOW = Date.parse("2026-11-23T08:00:00Z");
const REFERENCE = `apt_42_${NOW}`;

const provider: Provider = testProvider({
  id: 7,
  userId: 70,
  specialty: "cardiology",
  licenseNumber: "MDC/1234",
  education: "University of Ghana Medical School",
  hospitalAffiliation: "Korle Bu",
  location: "East Legon Clinic",
  address: "12 Lagos Avenue",
  phone: "+233302123456",
  email: "kwame@example.com",
  workingHours: { monday: "8:00 AM - 5:00 PM", tuesday: "8:00 AM - 5:00 PM", saturday: "Closed" },
});

const patient: AccountUser = {
  id: 3,
  email: "akosua@example.com",
  firstName: "Akosua",
  lastName: "Boateng",
  phone: "+233241234567",
  role: "patient",
  emailVerified: true,
  phoneVerified: false,
  profileImageUrl: null,
  createdAt: "2026-01-01T00:00:00Z",
};

const tuesday: Availability = {
  providerId: 7,
  date: "2026-11-24",
  slots: [
    { time: "09:00", startsAt: "2026-11-24T09:00:00.000Z", available: true },
    { time: "09:30", startsAt: "2026-11-24T09:30:00.000Z", available: false },
    { time: "10:30", startsAt: "2026-11-24T10:30:00.000Z", available: true },
  ],
};

const created: CreatedAppointment = {
  id: 42,
  bookingCode: "K7QX4M",
  status: "pending",
  paymentStatus: "pending",
  appointmentDate: "2026-11-24T10:30:00.000Z",
  fee: "150.00",
  visitType: "in_person",
  visitNote: null,
  platformCommission: "15.00",
  amountPesewas: 15000,
  holdExpiresAt: "2026-11-23T08:15:00.000Z",
};

type Routes = Parameters<typeof fakeApi>[0];

function api(overrides: Routes = {}) {
  return fakeApi({
    "GET /api/user": [200, patient],
    "GET /api/payments/config": [200, { gateway: "sandbox", publicKey: null }],
    "GET /api/providers/7/availability?date=2026-11-24": [200, tuesday],
    "GET /api/providers/7/availability?date=2026-11-28": [200, { providerId: 7, date: "2026-11-28", slots: [] }],
    "POST /api/appointments": [201, created],
    "POST /api/payments/sandbox/charge": [200, { ok: true }],
    "POST /api/payments/verify": [200, { verified: true, appointmentId: 42, reference: REFERENCE, paymentStatus: "completed" }],
    ...overrides,
  });
}

let openChanges: boolean[] = [];

async function openDialog() {
  await render(<BookingDialog provider={provider} open onOpenChange={(open) => openChanges.push(open)} />);
}

/** The provider page's part: a Book button that opens the dialog, which closes itself. */
function ReopenableDialog() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Book Appointment
      </button>
      <BookingDialog provider={provider} open={open} onOpenChange={setOpen} />
    </>
  );
}

const proceed = () => button(/^(Proceed to Payment|Booking\.\.\.|Opening payment\.\.\.|Verifying payment\.\.\.)$/)!;

/** Chooses Tuesday the 24th at 10:30 AM. */
async function chooseTuesdayAt1030() {
  await click(button("Tuesday, 24 November 2026"));
  await click(button("10:30 AM"));
}

/** The elements scrolled into view (happy-dom does not lay out, so the call itself is what can be checked). */
let scrolledIntoView: Element[] = [];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(NOW);
  scrolledIntoView = [];
  vi.spyOn(Element.prototype, "scrollIntoView").mockImplementation(function (this: Element) {
    scrolledIntoView.push(this);
  });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  openChanges = [];
});

describe("booking an appointment", () => {
  it("books the 10:30 slot and pays by MTN MoMo in the test checkout", async () => {
    const server = api();
    await openDialog();

    expect(container.ownerDocument.querySelector("dialog h2")?.textContent).toBe("Book Appointment");
    expect(field("Full Name").value).toBe("Akosua Boateng");
    expect(field("Phone Number").value).toBe("+233241234567");
    expect(field("Phone Number").placeholder).toBe("+233 XX XXX XXXX");
    expect(field("Email").type).toBe("email");
    expect(field("Email").value).toBe("akosua@example.com");
    expect(proceed().disabled).toBe(true);
    expect(document.body.textContent).toContain("Still needed: a date, a time.");
    // The fee is all the patient pays: the platform's 10% is part of it, not a line added to it.
    const feeLines = [...document.querySelectorAll(".checkout-fee dt")].map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`);
    expect(feeLines).toEqual(["Consultation fee ₵150.00", "Total to pay ₵150.00"]);
    expect(document.body.textContent).toContain("No extra charges. Platform fee (10%): ₵15.00 of the ₵150.00 goes to GhanaHealth; the provider receives ₵135.00.");
    expect(document.body.textContent).not.toContain("(included)");
    // This provider sees patients in person only: no kind of visit to choose.
    expect(document.querySelector("fieldset legend")).toBeNull();
    expect(document.body.textContent).not.toContain("Kind of visit");

    await click(button("Tuesday, 24 November 2026"));
    expect(button("9:30 AM, unavailable")!.disabled).toBe(true);
    expect(proceed().disabled).toBe(true);
    await click(button("10:30 AM"));
    expect(button("10:30 AM")!.getAttribute("aria-checked")).toBe("true");
    expect(proceed().disabled).toBe(false);
    type(field<HTMLTextAreaElement>("Reason for Visit (optional)"), "Chest pain when climbing stairs");

    await click(proceed());
    expect(document.body.textContent).toContain("Test mode: no real money is charged");
    expect(document.body.textContent).toContain("Amount to pay ₵150.00");
    expect(field("Mobile money number").value).toBe("+233241234567");

    await click(button("Approve payment"));
    expect(server.posts()).toEqual([
      {
        method: "POST",
        url: "/api/appointments",
        body: {
          providerId: 7,
          appointmentDate: "2026-11-24T10:30:00.000Z",
          visitType: "in_person",
          reason: "Chest pain when climbing stairs",
          patientName: "Akosua Boateng",
          patientPhone: "+233241234567",
          patientEmail: "akosua@example.com",
          fee: "150.00",
          paymentStatus: "pending",
        },
      },
      { method: "POST", url: "/api/payments/sandbox/charge", body: { reference: REFERENCE, amountPesewas: 15000, channel: "mtn", phone: "+233241234567", outcome: "success" } },
      { method: "POST", url: "/api/payments/verify", body: { reference: REFERENCE, appointmentId: 42 } },
    ]);
    expect(shownToast()).toMatchObject({ title: "Payment Successful!", description: `Your appointment has been booked. Reference: ${REFERENCE}` });
    // The dialog stays open on the confirmation, which takes focus.
    expect(openChanges).toEqual([]);
    const heading = document.activeElement as HTMLElement;
    expect(heading.tagName).toBe("H3");
    expect(heading.textContent).toBe("Booking received");
  });

  it("checks the mobile money number against the network chosen before charging, and shows the server's word on it", async () => {
    const server = api({
      "POST /api/payments/sandbox/charge": [400, { error: { code: "validation_failed", message: "This is not a Telecel number.", fields: { phone: "This is not a Telecel number." } } }],
    });
    await openDialog();
    await chooseTuesdayAt1030();
    await click(proceed());
    await click(document.querySelector<HTMLInputElement>('input[name="sandbox-channel"][value="vod"]')!);
    // The account's MTN number under Telecel Cash: said under the number, nothing charged.
    await click(button("Approve payment"));
    expect(description(field("Mobile money number"))).toContain(
      "This is an MTN number. For Telecel Cash enter a Telecel number (020 or 050), or choose MTN Mobile Money.",
    );
    expect(document.activeElement).toBe(field("Mobile money number"));
    expect(server.posts().map((post) => post.url)).toEqual(["/api/appointments"]);

    type(field("Mobile money number"), "020 123 4567");
    expect(field("Mobile money number").getAttribute("aria-invalid")).toBeNull();
    await click(button("Approve payment"));
    expect(server.posts().at(-1)).toEqual({
      method: "POST",
      url: "/api/payments/sandbox/charge",
      body: { reference: REFERENCE, amountPesewas: 15000, channel: "vod", phone: "020 123 4567", outcome: "success" },
    });
    expect(description(field("Mobile money number"))).toContain("This is not a Telecel number.");
    expect(button("Approve payment")!.disabled).toBe(false);
  });

  it("states the cancellation policy in the payment step, before the patient pays", async () => {
    const server = api();
    await openDialog();
    const payment = [...document.querySelectorAll("section")].find((section) => section.querySelector("h3")?.textContent === "4. Payment")!;
    expect(payment.textContent).toContain("Cancel at least 24 hours before your visit for a full refund. If the provider cancels, you are always refunded in full.");
    expect(server.posts()).toEqual([]);
  });

  it("starts the next booking with the phone the last one was made with, which the server now keeps", async () => {
    let booked = false;
    api({
      "GET /api/user": () => [200, { ...patient, phone: booked ? "+233249876543" : null }],
      "POST /api/appointments": () => {
        booked = true;
        return [201, created];
      },
    });
    function BookAgain() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Book again
          </button>
          <BookingDialog provider={provider} open={open} onOpenChange={setOpen} />
        </>
      );
    }
    await render(<BookAgain />);
    expect(field("Phone Number").value).toBe("");
    await chooseTuesdayAt1030();
    type(field("Phone Number"), "024 987 6543");
    await click(proceed());
    await click(button("Approve payment"));
    await click(button("Done"));
    await click(button("Book again"));
    await settle();
    expect(field("Phone Number").value).toBe("+233249876543");
  });

  it("confirms a paid booking on screen: who, when, fee, reference and that the provider has yet to confirm", async () => {
    api();
    await openDialog();
    await chooseTuesdayAt1030();
    await click(proceed());
    await click(button("Approve payment"));

    const confirmation = document.querySelector<HTMLElement>("dialog section[aria-labelledby]")!;
    const details = Object.fromEntries(
      [...confirmation.querySelectorAll("dl > div")].map((row) => [row.querySelector("dt")!.textContent, row.querySelector("dd")!.textContent]),
    );
    expect(details).toEqual({
      "Booking code": "K7QX4M",
      Provider: "Dr. Kwame Mensah",
      Date: "Tuesday, 24 November 2026",
      Time: "10:30 AM",
      "Fee paid": "₵150.00",
      "Payment reference": REFERENCE,
      Status: "Awaiting the provider's confirmation",
    });
    // Nothing on screen says "confirmed" before the provider does.
    expect(confirmation.textContent).not.toMatch(/\bconfirmed\b/i);
    expect(shownToast()?.description).not.toMatch(/\bconfirmed\b/i);
    // The payment step is over: no Proceed bar under the confirmation.
    expect(proceed()).toBeUndefined();

    const calendar = [...confirmation.querySelectorAll("a")].find((link) => link.textContent === "Add to calendar")!;
    expect(calendar.getAttribute("download")).toBe("appointment-2026-11-24.ics");
    const ics = decodeURIComponent(calendar.getAttribute("href")!.replace(/^data:text\/calendar;charset=utf-8,/, ""));
    expect(ics).toContain("\r\nDTSTART:20261124T103000Z\r\nDTEND:20261124T110000Z\r\n");
    expect(ics).toContain("\r\nLOCATION:East Legon Clinic\\, 12 Lagos Avenue\\, Accra\r\n");

    const myAppointments = [...confirmation.querySelectorAll("a")].find((link) => link.textContent === "Go to My Appointments")!;
    expect(myAppointments.getAttribute("href")).toBe("/my-appointments");

    await click(button("Done"));
    expect(openChanges).toEqual([false]);
  });

  it("starts a new booking when opened again after a confirmation", async () => {
    api();
    await render(<ReopenableDialog />);
    await click(button("Book Appointment"));
    await chooseTuesdayAt1030();
    type(field<HTMLTextAreaElement>("Reason for Visit (optional)"), "Chest pain");
    await click(proceed());
    await click(button("Approve payment"));
    expect(document.body.textContent).toContain("Booking received");

    await click(button("Done"));
    await click(button("Book Appointment"));
    expect(document.body.textContent).not.toContain("Booking received");
    // Every field starts again: no date or time, the account's details.
    expect(document.body.textContent).toContain("Still needed: a date, a time.");
    expect(field<HTMLTextAreaElement>("Reason for Visit (optional)").value).toBe("");
    expect(field("Full Name").value).toBe("Akosua Boateng");
  });

  it("closes the days the provider does not work, naming them under the calendar", async () => {
    api();
    await openDialog();
    // Unbookable days stay focusable for the arrow keys, announced as unavailable.
    expect(button("Saturday, 28 November 2026")!.getAttribute("aria-disabled")).toBe("true");
    expect(button("Tuesday, 24 November 2026")!.getAttribute("aria-disabled")).toBeNull();
    // This provider keeps hours on Mondays and Tuesdays only.
    expect(document.body.textContent).toContain("Dr. Kwame Mensah does not see patients on Wednesdays, Thursdays, Fridays, Saturdays or Sundays.");
  });

  it("asks for another time when the slot was just taken, and shows the fresh times", async () => {
    let availabilityCalls = 0;
    api({
      "POST /api/appointments": [409, { error: { code: "conflict", message: "This time slot has just been taken. Please choose another time." } }],
      "GET /api/providers/7/availability?date=2026-11-24": () => {
        availabilityCalls += 1;
        return [200, tuesday];
      },
    });
    await openDialog();
    await chooseTuesdayAt1030();
    await click(proceed());

    expect(shownToast()).toMatchObject({ title: "Booking Failed", description: "There was an error booking your appointment. Please try again." });
    expect(container.ownerDocument.querySelector("[role=alert]")?.textContent).toBe("This time slot has just been taken. Please choose another time.");
    expect(button("10:30 AM")!.getAttribute("aria-checked")).toBe("false");
    expect(proceed().disabled).toBe(true);
    expect(availabilityCalls).toBe(2);
    expect(openChanges).toEqual([]);
  });

  it("shows the server's field message under the field", async () => {
    const server = api({
      "POST /api/appointments": [400, { error: { code: "validation_failed", message: "Check the form", fields: { patientEmail: "Please enter a valid email address" } } }],
    });
    await openDialog();
    await chooseTuesdayAt1030();
    type(field("Email"), "akosua@");
    await click(proceed());
    expect(field("Email").getAttribute("aria-invalid")).toBe("true");
    expect(description(field("Email"))).toContain("Please enter a valid email address");
    expect(document.activeElement).toBe(field("Email"));
    expect(server.posts()).toHaveLength(1);
  });

  it("catches a phone number that is not Ghanaian without calling the server", async () => {
    const server = api();
    await openDialog();
    await chooseTuesdayAt1030();
    type(field("Phone Number"), "12345");
    await click(proceed());
    expect(description(field("Phone Number"))).toContain("Enter a Ghana phone number, e.g. +233 24 123 4567");
    expect(server.posts()).toEqual([]);
    expect(document.activeElement).toBe(field("Phone Number"));
    // The whole field, error included, is scrolled into view (focus alone would leave the error under the Proceed bar).
    expect(scrolledIntoView).toContain(field("Phone Number").closest(".ui-field"));
  });

  it("keeps the booking pending when the patient closes the checkout", async () => {
    const server = api();
    await openDialog();
    await chooseTuesdayAt1030();
    await click(proceed());
    await click(button("Close"));
    expect(shownToast()).toMatchObject({ title: "Payment Cancelled", description: "You can try again when ready to complete your booking." });
    expect(openChanges).toEqual([false]);
    expect(server.posts().map((call) => call.url)).toEqual(["/api/appointments"]);
  });

  it("says Payment Verification Failed after a declined test payment, keeping the form to try again", async () => {
    const server = api({ "POST /api/payments/verify": [402, { error: { code: "bad_request", message: "The payment could not be verified." } }] });
    await openDialog();
    await chooseTuesdayAt1030();
    await click(proceed());
    await click(button("Decline payment"));

    expect(server.posts()[1]!.body).toMatchObject({ outcome: "failed" });
    expect(shownToast()).toMatchObject({ title: "Payment Verification Failed", description: "Please contact support with your transaction reference." });
    expect(openChanges).toEqual([]);
    expect(document.body.textContent).toContain(`contact support with your reference ${REFERENCE}`);
    expect(proceed().disabled).toBe(false);
  });

  it("steps aside for Paystack's checkout, then verifies the payment", async () => {
    const server = api({ "GET /api/payments/config": [200, { gateway: "paystack", publicKey: "pk_test_123" }] });
    await openDialog();
    await chooseTuesdayAt1030();
    const dialog = document.querySelector("dialog")!;
    expect(dialog.hasAttribute("open")).toBe(true);
    await click(proceed());
    await act(() => vi.waitFor(() => expect(paystack).toHaveLength(1)));
    expect(paystack[0]).toMatchObject({ key: "pk_test_123", email: "akosua@example.com", amount: 15000, currency: "GHS", reference: REFERENCE });
    // A modal <dialog> would make Paystack's frame inert.
    expect(dialog.hasAttribute("open")).toBe(false);

    await act(async () => paystack[0]!.onSuccess!({ id: 1, reference: REFERENCE, message: "Approved" }));
    await settle();
    expect(shownToast()?.title).toBe("Payment Successful!");
    expect(server.posts().map((call) => call.url)).toEqual(["/api/appointments", "/api/payments/verify"]);
    // Back from Paystack's frame, the dialog returns with the confirmation, focus on its heading.
    expect(dialog.hasAttribute("open")).toBe(true);
    expect(openChanges).toEqual([]);
    expect(document.activeElement?.textContent).toBe("Booking received");
  });
});

describe("choosing an audio or video visit", () => {
  /** The demo provider's kind of offer: audio for less than in person, video at its own fee. */
  const remoteProvider: Provider = { ...provider, remoteVisits: { audio: "80.00", video: "120.00" } };
  const openRemoteDialog = () => render(<BookingDialog provider={remoteProvider} open onOpenChange={(open) => openChanges.push(open)} />);

  /** A kind of visit's radio, by its accessible name (kind and fee, from aria-labelledby). */
  function visitRadio(name: string): HTMLInputElement | undefined {
    return [...document.querySelectorAll<HTMLInputElement>("input[type=radio]")].find(
      (radio) =>
        (radio.getAttribute("aria-labelledby") ?? "")
          .split(" ")
          .map((id) => document.getElementById(id)?.textContent)
          .join(" ") === name,
    );
  }

  const feeLines = () => [...document.querySelectorAll(".checkout-fee dt")].map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`);

  it("asks for the kind of visit before the date, in person unless chosen, each with its fee", async () => {
    api();
    await openRemoteDialog();
    const group = document.querySelector("fieldset.visit-choice")!;
    expect(group.querySelector("legend")?.textContent).toBe("Kind of visit");
    // Before the date: the group comes first in the form.
    const dateHeading = [...document.querySelectorAll("h3")].find((heading) => heading.textContent === "1. Choose a date")!;
    expect(group.compareDocumentPosition(dateHeading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    expect(visitRadio("In person ₵150.00")!.checked).toBe(true);
    expect(visitRadio("Audio visit ₵80.00")!.checked).toBe(false);
    expect(description(visitRadio("Audio visit ₵80.00")!)).toBe("A voice call, from anywhere");
    expect(description(visitRadio("Video visit ₵120.00")!)).toBe("Video when your connection allows");
    // The dialog still opens on the calendar: in person is already chosen, and the choice is just above.
    expect(document.activeElement?.closest(".slot-calendar")).not.toBeNull();
    expect(feeLines()).toEqual(["Consultation fee ₵150.00", "Total to pay ₵150.00"]);
  });

  it("books an audio visit: sends its kind, shows its fee, keeps the chosen time", async () => {
    const server = api({
      "POST /api/appointments": [201, { ...created, visitType: "audio", fee: "80.00", platformCommission: "8.00", amountPesewas: 8000 }],
      "POST /api/payments/verify": [200, { verified: true, appointmentId: 42, reference: REFERENCE, paymentStatus: "completed" }],
    });
    await openRemoteDialog();
    await chooseTuesdayAt1030();
    await click(visitRadio("Audio visit ₵80.00"));
    expect(visitRadio("Audio visit ₵80.00")!.checked).toBe(true);
    // The same times serve every kind of visit: the time chosen stays.
    expect(button("10:30 AM")!.getAttribute("aria-checked")).toBe("true");
    expect(feeLines()).toEqual(["Consultation fee ₵80.00", "Total to pay ₵80.00"]);
    expect(document.body.textContent).toContain("Platform fee (10%): ₵8.00 of the ₵80.00 goes to GhanaHealth; the provider receives ₵72.00.");

    await click(proceed());
    expect(server.posts()[0]!.body).toMatchObject({ visitType: "audio", fee: "80.00", appointmentDate: "2026-11-24T10:30:00.000Z" });
    // The checkout charges the server's figure.
    expect(document.body.textContent).toContain("Amount to pay ₵80.00");
    await click(button("Approve payment"));

    const details = Object.fromEntries(
      [...document.querySelectorAll("dialog section[aria-labelledby] dl > div")].map((row) => [row.querySelector("dt")!.textContent, row.querySelector("dd")!.textContent]),
    );
    expect(details).toMatchObject({ "Kind of visit": "Audio visit", "Fee paid": "₵80.00" });
    // Nowhere to go for an audio visit: the calendar entry names the kind of visit, not the clinic.
    const calendar = [...document.querySelectorAll("dialog a")].find((link) => link.textContent === "Add to calendar")!;
    expect(decodeURIComponent(calendar.getAttribute("href")!)).toContain("\r\nLOCATION:Audio visit\r\n");
  });

  it("shows the server's refusal of the kind of visit at the choice, and clears it on a new choice", async () => {
    const refusal = "This provider does not offer this kind of visit. Please choose another.";
    const server = api({
      "POST /api/appointments": [400, { error: { code: "validation_failed", message: "Check the form", fields: { visitType: refusal } } }],
    });
    await openRemoteDialog();
    await click(visitRadio("Video visit ₵120.00"));
    await chooseTuesdayAt1030();
    await click(proceed());

    expect(server.posts()[0]!.body).toMatchObject({ visitType: "video" });
    const group = document.querySelector<HTMLFieldSetElement>("fieldset.visit-choice")!;
    expect(group.querySelector("[role=alert]")?.textContent).toBe(refusal);
    expect(description(group)).toBe(refusal);
    // Said once, at the choice (not again above Proceed), with the focus on the chosen kind, in view.
    expect(document.body.textContent!.split(refusal)).toHaveLength(2);
    expect(document.activeElement).toBe(visitRadio("Video visit ₵120.00"));
    expect(scrolledIntoView).toContain(group);

    await click(visitRadio("In person ₵150.00"));
    expect(group.querySelector("[role=alert]")).toBeNull();
  });
});
