// @vitest-environment happy-dom
import { formatTypedDate, TYPED_DATE_PROBLEM } from "@gh/contracts/ghana-time";
import { PROVIDER_MESSAGES } from "@gh/contracts/providers/options";
import { button, click, container, description, fakeApi, field, render, shownToast, type, withFixedDate } from "@gh/test-support";
import { describe, expect, it, vi } from "vitest";
import { TimeOffSection } from "./time-off-section";

// Friday, 20 November 2026 in Accra.
const NOW = Date.parse("2026-11-20T08:00:00Z");
const dialog = () => document.querySelector("dialog[open]") as HTMLElement | null;
const listed = () => [...container.querySelectorAll(".time-off__block")].map((block) => block.querySelector(".time-off__days")?.textContent);

const christmas = { id: 4, from: "2026-12-24", to: "2026-12-26", reason: "Christmas" };

withFixedDate(NOW);

/** Types the days as a provider does, day first ("23/11/2026"). */
async function addDays(from: string, to = from, reason = "") {
  type(field("From"), formatTypedDate(from));
  if (to !== from) type(field("To"), formatTypedDate(to));
  if (reason) type(field("Reason (optional)"), reason);
  await click(button("Add Time Off"));
}

describe("a provider's time off", () => {
  it("lists upcoming blocks soonest first and leaves out the ones already over", async () => {
    fakeApi({
      "GET /api/providers/time-off": [
        200,
        [christmas, { id: 2, from: "2026-11-01", to: "2026-11-03", reason: null }, { id: 3, from: "2026-11-20", to: "2026-11-20", reason: null }],
      ],
    });
    await render(<TimeOffSection onChanged={() => {}} />);
    expect(listed()).toEqual(["Friday, 20 November 2026", "Thursday, 24 December 2026 to Saturday, 26 December 2026"]);
    expect(container.textContent).toContain("Christmas");
  });

  it("says when no time off is planned", async () => {
    fakeApi({ "GET /api/providers/time-off": [200, []] });
    await render(<TimeOffSection onChanged={() => {}} />);
    expect(container.textContent).toContain("No time off planned.");
  });

  it("adds a day off (the last day follows the first) and refreshes what shows free days", async () => {
    const onChanged = vi.fn();
    const server = fakeApi({
      "GET /api/providers/time-off": [200, []],
      "POST /api/providers/time-off": [201, { id: 9, from: "2026-11-23", to: "2026-11-23", reason: "Conference", cancelledAppointments: 0 }],
    });
    await render(<TimeOffSection onChanged={onChanged} />);
    await addDays("2026-11-23", "2026-11-23", "Conference");
    expect(server.posts()).toEqual([
      { method: "POST", url: "/api/providers/time-off", body: { from: "2026-11-23", to: "2026-11-23", reason: "Conference" } },
    ]);
    expect(shownToast()).toMatchObject({ title: "Time Off Added", description: "Patients cannot book you on Monday, 23 November 2026." });
    expect(onChanged).toHaveBeenCalled();
    expect(field("From").value).toBe("");
  });

  it("checks the dates before sending them", async () => {
    const server = fakeApi({ "GET /api/providers/time-off": [200, []] });
    await render(<TimeOffSection onChanged={() => {}} />);
    await click(button("Add Time Off"));
    expect(description(field("From"))).toContain("Choose the first day");
    expect(description(field("To"))).toContain("Choose the last day");

    await addDays("2026-11-25", "2026-11-24");
    expect(description(field("To"))).toContain("The last day must be on or after the first day");

    type(field("To"), "19/11/2026");
    type(field("From"), "19/11/2026");
    await click(button("Add Time Off"));
    expect(description(field("From"))).toContain("Choose today or a later day");

    // Typed day first: a month-first or impossible date is named, not sent.
    type(field("From"), "12/25/2026");
    type(field("To"), "31/02/2027");
    await click(button("Add Time Off"));
    expect(description(field("From"))).toContain(TYPED_DATE_PROBLEM);
    expect(description(field("To"))).toContain(TYPED_DATE_PROBLEM);
    expect(server.posts()).toEqual([]);
  });

  it("copies a typed first day into the last day, shown day first", async () => {
    fakeApi({ "GET /api/providers/time-off": [200, []] });
    await render(<TimeOffSection onChanged={() => {}} />);
    type(field("From"), "3/12/2026");
    expect(field("To").value).toBe("03/12/2026");
    expect(description(field("From"))).toContain("DD/MM/YYYY");
  });

  it("asks before cancelling booked appointments, then sends the days again with cancelAppointments", async () => {
    const message = PROVIDER_MESSAGES.timeOffHasAppointments([
      { patientName: "Ama Owusu", startsAt: "2026-11-23T09:30:00.000Z" },
      { patientName: "Kofi Boateng", startsAt: "2026-11-24T14:00:00.000Z" },
    ]);
    const onChanged = vi.fn();
    const server = fakeApi({
      "GET /api/providers/time-off": [200, []],
      "POST /api/providers/time-off": ({ body }) =>
        (body as { cancelAppointments?: boolean }).cancelAppointments
          ? [201, { id: 9, from: "2026-11-23", to: "2026-11-24", reason: null, cancelledAppointments: 2 }]
          : [409, { error: { code: "conflict", message, fields: { cancelAppointments: message } } }],
    });
    await render(<TimeOffSection onChanged={onChanged} />);
    await addDays("2026-11-23", "2026-11-24");

    expect(dialog()?.querySelector("h2")?.textContent).toBe("Cancel these appointments?");
    expect(dialog()?.textContent).toContain(message);
    // The provider sees which visits go, and that the patients get their money back.
    expect(dialog()?.textContent).toContain("Ama Owusu, Monday, 23 November 2026 at 9:30 AM; Kofi Boateng, Tuesday, 24 November 2026 at 2:00 PM.");
    expect(dialog()?.textContent).toContain("each patient is told and refunded in full, automatically.");
    expect(onChanged).not.toHaveBeenCalled();

    await click(button("Cancel Appointments", dialog()!));
    expect(server.posts().map((call) => call.body)).toEqual([
      { from: "2026-11-23", to: "2026-11-24" },
      { from: "2026-11-23", to: "2026-11-24", cancelAppointments: true },
    ]);
    expect(dialog()).toBeNull();
    expect(shownToast()).toMatchObject({ title: "Time Off Added" });
    expect(shownToast()?.description).toContain("2 appointments were cancelled and each patient was told.");
    expect(onChanged).toHaveBeenCalled();
  });

  it("keeps the appointments when the provider says no", async () => {
    const booked = PROVIDER_MESSAGES.timeOffHasAppointments([{ patientName: "Ama Owusu", startsAt: "2026-11-23T09:30:00.000Z" }]);
    const server = fakeApi({
      "GET /api/providers/time-off": [200, []],
      "POST /api/providers/time-off": [409, { error: { code: "conflict", message: booked, fields: { cancelAppointments: booked } } }],
    });
    await render(<TimeOffSection onChanged={() => {}} />);
    await addDays("2026-11-23");
    await click(button("Keep Appointments", dialog()!));
    expect(dialog()).toBeNull();
    expect(server.posts()).toHaveLength(1);
  });

  it("says so when the days overlap time off already planned", async () => {
    fakeApi({
      "GET /api/providers/time-off": [200, [christmas]],
      "POST /api/providers/time-off": [409, { error: { code: "conflict", message: PROVIDER_MESSAGES.timeOffOverlaps } }],
    });
    await render(<TimeOffSection onChanged={() => {}} />);
    await addDays("2026-12-25");
    expect(dialog()).toBeNull();
    expect(shownToast()).toMatchObject({ title: "Time Off Not Added", description: PROVIDER_MESSAGES.timeOffOverlaps, variant: "destructive" });
  });

  it("removes a block", async () => {
    const onChanged = vi.fn();
    let blocks = [christmas];
    const server = fakeApi({
      "GET /api/providers/time-off": () => [200, blocks],
      "DELETE /api/providers/time-off/4": () => {
        blocks = [];
        return [204];
      },
    });
    await render(<TimeOffSection onChanged={onChanged} />);
    await click(button("Remove time off Thursday, 24 December 2026 to Saturday, 26 December 2026"));
    expect(server.posts()).toEqual([{ method: "DELETE", url: "/api/providers/time-off/4", body: undefined }]);
    expect(shownToast()).toMatchObject({ title: "Time Off Removed" });
    expect(onChanged).toHaveBeenCalled();
    expect(container.textContent).toContain("No time off planned.");
  });
});
