/**
 * Brings a problem the patient must fix into view. Focusing a field scrolls only the control itself
 * into view, so the error printed under it stayed hidden below the dialog's "Proceed to Payment" bar
 * on a phone; here the whole field (label, control, error) is scrolled in, above that bar.
 */

/** Focuses the field's control and scrolls its whole block into the dialog's visible area. */
export function revealField(control: HTMLElement | null) {
  if (!control) return;
  control.focus({ preventScroll: true });
  revealProblem(control.closest<HTMLElement>(".ui-field") ?? control);
}

/** Scrolls a message (or a field's block) into view with the least movement: no jump when already visible. */
export function revealProblem(element: HTMLElement | null) {
  element?.scrollIntoView?.({ block: "nearest", inline: "nearest" });
}
