/**
 * Remote visits end to end (docs/product-rules.md#remote-visits): a patient and a provider in two
 * browser contexts, each with Chromium's fake camera and microphone, call each other over 127.0.0.1
 * through the appointment's room. What the test reads of the call is what the browser itself reports
 * (getStats of the page's RTCPeerConnection, support/calls.ts) and what the screen says.
 */
import { expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { axeViolations } from "./support/axe";
import { appointmentCard, chooseSlot, freeSlots, signInAs, slotOf } from "./support/booking";
import { callStats, FAKE_MEDIA_PERMISSIONS, joinableVisit, remoteVisitProvider, watchPeerConnections } from "./support/calls";
import { moveAppointmentTo, offSlotMinute } from "./support/test-database";
import { toast } from "./support/toast";

/** A context of its own for each side of the call, its camera and microphone granted. */
async function callSide(browser: Browser, baseURL: string | undefined): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, permissions: FAKE_MEDIA_PERMISSIONS });
  await watchPeerConnections(context);
  return { context, page: await context.newPage() };
}

const callState = (page: Page) => page.locator("[data-call-state]");

/** The counter rises within a few seconds: media is arriving (or leaving) now. */
async function expectRising(page: Page, counter: "inboundAudioBytes" | "outboundVideoPackets"): Promise<void> {
  const before = (await callStats(page))[counter];
  await expect.poll(async () => (await callStats(page))[counter], { timeout: 10_000 }).toBeGreaterThan(before);
}

test.describe("remote visits", () => {
  test("a patient books and pays an audio visit, both join, the provider admits, audio flows both ways, and a reload is back within 10 s", async ({ browser, baseURL }) => {
    test.setTimeout(120_000);
    const provider = await callSide(browser, baseURL);
    const patient = await callSide(browser, baseURL);
    const registered = await remoteVisitProvider(provider.context.request);

    // The patient books an audio visit in the dialog and pays in the sandbox.
    await signInAs(patient.page);
    const [slot] = await freeSlots(patient.page.request, registered.id, 1);
    await patient.page.goto(`/provider/${registered.id}`);
    await expect(patient.page.getByText("Audio visits").first()).toBeVisible();
    await patient.page.getByRole("button", { name: "Book Appointment" }).click();
    const booking = patient.page.getByRole("dialog", { name: "Book Appointment" });
    await booking.getByRole("radio", { name: /Audio visit/ }).check();
    await chooseSlot(booking, slot!);
    await booking.getByRole("button", { name: "Proceed to Payment" }).click();
    await booking.getByRole("radio", { name: "MTN Mobile Money" }).check();
    await booking.getByRole("button", { name: "Approve payment" }).click();
    await expect(toast(patient.page).getByText("Payment Successful!", { exact: true })).toBeVisible();
    await booking.getByRole("button", { name: "Done" }).click();

    // The provider confirms; the visit is moved to five minutes from now, inside its join window.
    const mine = (await (await patient.page.request.get("/api/appointments/my")).json()) as { id: number; visitType: string; appointmentDate: string }[];
    const booked = mine.find((a) => a.appointmentDate === `${slot!.date}T${slot!.time}:00.000Z`)!;
    expect(booked.visitType).toBe("audio");
    expect((await provider.context.request.patch(`/api/providers/appointments/${booked.id}`, { data: { status: "confirmed" } })).status()).toBe(200);
    const startsAt = offSlotMinute(5 * 60_000);
    moveAppointmentTo(booked.id, startsAt);

    // The patient joins from My Appointments: device check, then the waiting room.
    await patient.page.goto("/my-appointments");
    const card = appointmentCard(patient.page, registered.name, slotOf(startsAt));
    await expect(card).toContainText("Audio visit");
    await card.getByRole("link", { name: /^Join/ }).click();
    await expect(patient.page).toHaveURL(new RegExp(`/visits/${booked.id}$`));
    await expect(patient.page.getByText("Nothing of this call is recorded or stored", { exact: false })).toBeVisible();
    expect(await axeViolations(patient.page)).toEqual([]);
    await patient.page.getByRole("button", { name: "Join", exact: true }).click();
    await expect(callState(patient.page)).toHaveAttribute("data-call-state", "waiting");
    expect(await axeViolations(patient.page)).toEqual([]);

    // The provider joins from the dashboard and admits the patient.
    await provider.page.goto("/provider/dashboard");
    await provider.page.getByRole("link", { name: /^Join/ }).first().click();
    await expect(provider.page).toHaveURL(new RegExp(`/visits/${booked.id}$`));
    await provider.page.getByRole("button", { name: "Join", exact: true }).click();
    await provider.page.getByRole("button", { name: "Admit" }).click();
    await expect(callState(provider.page)).toHaveAttribute("data-call-state", "connected", { timeout: 15_000 });
    await expect(callState(patient.page)).toHaveAttribute("data-call-state", "connected", { timeout: 15_000 });
    expect(await axeViolations(provider.page)).toEqual([]);

    // Audio arrives on both sides.
    await expectRising(patient.page, "inboundAudioBytes");
    await expectRising(provider.page, "inboundAudioBytes");

    // The patient reloads: back in the call within 10 s, with nothing done on the provider's side.
    const reloaded = Date.now();
    await patient.page.reload();
    await expect(callState(patient.page)).toHaveAttribute("data-call-state", "connected", { timeout: 10_000 });
    expect(Date.now() - reloaded).toBeLessThan(10_000);
    await expectRising(provider.page, "inboundAudioBytes");
    await expectRising(patient.page, "inboundAudioBytes");

    await provider.context.close();
    await patient.context.close();
  });

  test("in a video visit, switching to audio only stops the video packets", async ({ browser, baseURL }) => {
    test.setTimeout(90_000);
    const provider = await callSide(browser, baseURL);
    const patient = await callSide(browser, baseURL);
    const registered = await remoteVisitProvider(provider.context.request);
    await signInAs(patient.page);
    const id = await joinableVisit(patient.context.request, provider.context.request, registered.id, "video");

    await patient.page.goto(`/visits/${id}`);
    await patient.page.getByRole("button", { name: "Join", exact: true }).click();
    await provider.page.goto(`/visits/${id}`);
    await provider.page.getByRole("button", { name: "Join", exact: true }).click();
    await provider.page.getByRole("button", { name: "Admit" }).click();
    await expect(callState(patient.page)).toHaveAttribute("data-call-state", "connected", { timeout: 15_000 });
    await expectRising(patient.page, "outboundVideoPackets");

    await patient.page.getByRole("button", { name: "Audio only" }).click();
    // Packets already queued may still leave; after that, none.
    await patient.page.waitForTimeout(1_000);
    const stopped = (await callStats(patient.page)).outboundVideoPackets;
    await patient.page.waitForTimeout(3_000);
    expect((await callStats(patient.page)).outboundVideoPackets).toBe(stopped);
    await expectRising(provider.page, "inboundAudioBytes");

    await provider.context.close();
    await patient.context.close();
  });
});
