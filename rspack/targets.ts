/** Browsers of the phones our patients carry; lower targets cost bytes on every page. */
export const TARGETS = ["chrome >= 87", "edge >= 88", "firefox >= 78", "safari >= 14", "samsung >= 14"];
