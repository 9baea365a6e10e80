// @gh/forms: forms checked as typed against the contracts' schemas, for every area's screens. Not a
// federation singleton: it holds no shared state, so each area bundles only what it uses.
export { errorsOfFields } from "./field-errors.ts";
export { useCheckedForm, type FormSchema } from "./use-checked-form.ts";
