/** A toast written in @gh/contracts (its texts marked there with msg) in the page's language. */
import { t } from "@gh/i18n";

export function translatedToast<Toast extends { title: string; description?: string }>(toast: Toast): Toast {
  return { ...toast, title: t(toast.title), ...(toast.description === undefined ? {} : { description: t(toast.description) }) };
}
