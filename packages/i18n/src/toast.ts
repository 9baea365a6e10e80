/**
 * A toast written elsewhere (contracts' toasts: their texts marked there), in the page's language. Its
 * own entry point, outside the shared runtime: only the areas that show such toasts bundle it.
 */
import type { MessageWithValues } from "@gh/contracts/msg";
import { t } from "@gh/i18n";

export function translatedToast<Toast extends { title: string | MessageWithValues; description?: string | MessageWithValues }>(
  toast: Toast,
): Omit<Toast, "title" | "description"> & { title: string; description?: string } {
  return { ...toast, title: t(toast.title), ...(toast.description === undefined ? {} : { description: t(toast.description) }) };
}
