// @vitest-environment happy-dom
import type { Weekday } from "@gh/contracts/schedule";
import { DEFAULT_WORKING_HOURS } from "@gh/contracts/schedule/working-hours";
import { cleanup, click, container, description, field, render, type } from "@gh/test-support";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { WorkingHoursEditor } from "./working-hours-editor";

let written: Record<Weekday, string>[] = [];

function Editor({ initial, errors }: { initial: Record<Weekday, string>; errors?: Record<string, string> }) {
  const [hours, setHours] = useState(initial);
  return (
    <form>
      <WorkingHoursEditor
        value={hours}
        errors={errors}
        onChange={(next) => {
          written.push(next);
          setHours(next);
        }}
      />
    </form>
  );
}

const lastWritten = () => written[written.length - 1]!;

afterEach(() => {
  cleanup();
  written = [];
});

describe("the working hours editor", () => {
  it("shows each day's hours with labelled controls, Sunday closed and not bookable", async () => {
    await render(<Editor initial={{ ...DEFAULT_WORKING_HOURS }} />);
    expect(container.querySelector("legend")?.textContent).toBe("Working hours");
    expect(field("Monday Open").checked).toBe(true);
    expect(field<HTMLSelectElement>("Monday Opens").selectedOptions[0]?.textContent).toBe("9:00 AM");
    expect(field<HTMLSelectElement>("Friday Closes").selectedOptions[0]?.textContent).toBe("5:00 PM");
    expect(field("Saturday Open").checked).toBe(false);
    expect(field<HTMLSelectElement>("Saturday Opens").disabled).toBe(true);

    const sunday = field("Sunday Open");
    expect(sunday.checked).toBe(false);
    expect(sunday.disabled).toBe(true);
    expect(description(sunday)).toContain("Not bookable");
    expect(document.getElementById(`${sunday.id.replace(/-open$/, "")}-opens`)).toBeNull();
  });

  it("writes a day's hours as '9:00 AM - 5:00 PM' text, and Closed when unticked", async () => {
    await render(<Editor initial={{ ...DEFAULT_WORKING_HOURS }} />);
    await click(field("Saturday Open"));
    expect(lastWritten().saturday).toBe("9:00 AM - 5:00 PM");

    type(field<HTMLSelectElement>("Saturday Opens"), "480");
    type(field<HTMLSelectElement>("Saturday Closes"), "780");
    expect(lastWritten().saturday).toBe("8:00 AM - 1:00 PM");
    expect(lastWritten().monday).toBe("9:00 AM - 5:00 PM");

    await click(field("Monday Open"));
    expect(lastWritten().monday).toBe("Closed");
    // Opening Monday again brings back the hours it had.
    await click(field("Monday Open"));
    expect(lastWritten().monday).toBe("9:00 AM - 5:00 PM");
  });

  it("keeps the closing time after the opening time", async () => {
    await render(<Editor initial={{ ...DEFAULT_WORKING_HOURS }} />);
    type(field<HTMLSelectElement>("Tuesday Opens"), "1080");
    expect(lastWritten().tuesday).toBe("6:00 PM - 6:30 PM");
    const closes = [...field<HTMLSelectElement>("Tuesday Closes").options].map((option) => option.textContent);
    expect(closes[0]).toBe("6:30 PM");
  });

  it("keeps Sunday closed whatever it was given", async () => {
    await render(<Editor initial={{ ...DEFAULT_WORKING_HOURS, sunday: "9:00 AM - 1:00 PM" }} />);
    expect(field("Sunday Open").checked).toBe(false);
    await click(field("Wednesday Open"));
    expect(lastWritten()).toMatchObject({ wednesday: "Closed", sunday: "Closed" });
  });

  it("ties a day's problem to its controls", async () => {
    await render(<Editor initial={{ ...DEFAULT_WORKING_HOURS }} errors={{ thursday: "Thursday's hours are wrong" }} />);
    const opens = field<HTMLSelectElement>("Thursday Opens");
    expect(opens.getAttribute("aria-invalid")).toBe("true");
    expect(description(opens)).toContain("Thursday's hours are wrong");
    expect(description(field("Thursday Open"))).toContain("Thursday's hours are wrong");

    // Hours with no bookable slot are flagged as they are chosen, in the rule's own words.
    type(field<HTMLSelectElement>("Monday Opens"), "1020");
    type(field<HTMLSelectElement>("Monday Closes"), "1140");
    expect(lastWritten().monday).toBe("5:00 PM - 7:00 PM");
    expect(description(field("Monday Opens"))).toContain("Monday's hours must include bookable time between 9:00 AM and 5:00 PM");
  });
});
