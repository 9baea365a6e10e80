// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { carryOverTyping } from "./carry-over-form";

const FORM = `
  <form action="/search" method="get">
    <select name="specialty"><option value="" selected>Select specialty</option><option value="dentist">Dental Care</option></select>
    <input type="text" name="location" value="">
    <input type="checkbox" name="walkIns" value="true">
  </form>`;

/** The app's commit: React replaces the build-time markup with its own, equal-looking elements. */
function drawApp(root: HTMLElement, markup = FORM) {
  root.innerHTML = markup;
}

const flushObservers = () => new Promise((resolve) => setTimeout(resolve, 0));
const field = <T extends Element>(root: HTMLElement, name: string) => root.querySelector<T>(`[name="${name}"]`)!;

function prerenderedRoot(): HTMLElement {
  const root = document.createElement("div");
  root.innerHTML = FORM;
  document.body.append(root);
  return root;
}

afterEach(() => {
  document.body.innerHTML = "";
});

describe("carrying typing from the prerendered form into the app's", () => {
  it("carries what was typed while the app was still drawing, up to the moment the form is replaced", async () => {
    const root = prerenderedRoot();
    carryOverTyping(root);
    // Typed after the start began, before React's commit.
    field<HTMLInputElement>(root, "location").value = "Kumasi";
    field<HTMLSelectElement>(root, "specialty").value = "dentist";
    field<HTMLInputElement>(root, "walkIns").checked = true;
    const events: string[] = [];
    drawApp(root);
    root.addEventListener("input", (event) => events.push(`input:${(event.target as HTMLInputElement).name}`));
    root.addEventListener("change", (event) => events.push(`change:${(event.target as HTMLInputElement).name}`));
    await flushObservers();

    expect(field<HTMLInputElement>(root, "location").value).toBe("Kumasi");
    expect(field<HTMLSelectElement>(root, "specialty").value).toBe("dentist");
    expect(field<HTMLInputElement>(root, "walkIns").checked).toBe(true);
    // As typing would, so the app's state follows.
    expect(events).toEqual(expect.arrayContaining(["input:location", "change:specialty"]));
  });

  it("leaves the app's form alone when nothing was typed", async () => {
    const root = prerenderedRoot();
    carryOverTyping(root);
    drawApp(root);
    const location = field<HTMLInputElement>(root, "location");
    location.value = "typed in the app";
    await flushObservers();
    expect(location.value).toBe("typed in the app");
    expect(field<HTMLInputElement>(root, "walkIns").checked).toBe(false);
  });

  it("sets a select once its list has arrived", async () => {
    const root = prerenderedRoot();
    carryOverTyping(root);
    field<HTMLSelectElement>(root, "specialty").value = "dentist";
    drawApp(root, FORM.replace('<option value="dentist">Dental Care</option>', ""));
    await flushObservers();
    expect(field<HTMLSelectElement>(root, "specialty").value).toBe("");

    const dental = document.createElement("option");
    dental.value = "dentist";
    dental.textContent = "Dental Care";
    field<HTMLSelectElement>(root, "specialty").append(dental);
    await flushObservers();
    expect(field<HTMLSelectElement>(root, "specialty").value).toBe("dentist");
  });
});
