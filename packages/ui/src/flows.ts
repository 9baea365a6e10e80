// @gh/ui/flows: the parts of the design system that only multi-step flows use (dialogs, tabs, code
// entry and its resend timer, the change-password form), a federation singleton of its own so that no first screen downloads
// them (docs/product-rules.md#performance-budgets). Their building blocks come from "@gh/ui", the shared copy, never a second one.
export { ChangePasswordForm, type ChangePasswordFormProps } from "./change-password-form";
export { CodeInput, type CodeInputProps } from "./code-input";
export { ConfirmDialog, type ConfirmDialogProps } from "./confirm-dialog";
export { Dialog, type DialogProps } from "./dialog";
export { Tabs, type TabItem, type TabsProps } from "./tabs";
export { devCodeFromState, devCodeState, useDevCodeToast, type DevCodeState } from "./use-dev-code-toast";
export { useResendCooldown } from "./use-resend-cooldown";
