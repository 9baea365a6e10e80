/**
 * What a visitor typed into a prerendered form before the app started, carried into the app's own
 * form once it has replaced the HTML, so starting the app never throws away their typing. Values are
 * set the way typing sets them (the native setter, then an input/change event) so React's state
 * follows. Only fields changed from the build-time render are carried, matched by form action and name.
 */

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
interface TypedValue {
  action: string;
  name: string;
  value: string;
  checked?: boolean;
}

/** How long the app's page may take to show its form. */
const WAIT_FOR_FORM_MS = 10_000;

interface PrerenderedField {
  action: string;
  field: Field;
}

function fieldsOf(root: HTMLElement): PrerenderedField[] {
  return Array.from(root.querySelectorAll("form")).flatMap((form) => {
    const action = form.getAttribute("action") ?? "";
    return (Array.from(form.elements) as Field[]).filter((field) => field.name).map((field) => ({ action, field }));
  });
}

/** What differs from the build-time render; the fields may already be out of the page (still readable). */
function changedFields(fields: PrerenderedField[]): TypedValue[] {
  const typed: TypedValue[] = [];
  for (const { action, field } of fields) {
    if (field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio")) {
      if (field.checked !== field.defaultChecked) typed.push({ action, name: field.name, value: field.value, checked: field.checked });
    } else if (field instanceof HTMLSelectElement) {
      if (Array.from(field.options).some((option) => option.selected !== option.defaultSelected)) typed.push({ action, name: field.name, value: field.value });
    } else if ("defaultValue" in field && field.value !== field.defaultValue) {
      typed.push({ action, name: field.name, value: field.value });
    }
  }
  return typed;
}

function setAsTyped(field: Field, value: TypedValue): boolean {
  if (field instanceof HTMLInputElement && value.checked !== undefined) {
    if (field.value === value.value && field.checked !== value.checked) field.click();
    return true;
  }
  if (field instanceof HTMLSelectElement && !Array.from(field.options).some((option) => option.value === value.value)) return false; // its list is still loading
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value")?.set;
  setter?.call(field, value.value);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? "change" : "input", { bubbles: true }));
  return true;
}

/**
 * Call before the app renders over `root`. What was typed is read when the app's own fields appear,
 * not now: the app draws in a time-sliced transition, and a visitor may still type into the
 * prerendered form until the moment it is replaced.
 */
export function carryOverTyping(root: HTMLElement): void {
  const prerendered = fieldsOf(root);
  if (prerendered.length === 0) return;
  const previous = new Set<Element>(prerendered.map(({ field }) => field));
  const appFields = (selector: string) => Array.from(root.querySelectorAll<Field>(selector)).filter((field) => !previous.has(field));
  let pending: TypedValue[] | null = null;
  const apply = () => {
    if (pending === null) {
      if (appFields("input, select, textarea").length === 0) return; // not drawn yet
      pending = changedFields(prerendered);
    }
    pending = pending.filter((value) => {
      const fields = appFields(`form[action="${CSS.escape(value.action)}"] [name="${CSS.escape(value.name)}"]`);
      const field = fields.find((candidate) => value.checked === undefined || candidate.value === value.value);
      return !(field && !field.disabled && setAsTyped(field, value));
    });
    if (pending.length === 0) observer.disconnect();
  };
  const observer = new MutationObserver(apply);
  observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ["disabled"] });
  setTimeout(() => observer.disconnect(), WAIT_FOR_FORM_MS);
}
