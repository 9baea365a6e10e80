/**
 * Marks an English text as a message for the catalogs where it is defined, away from where it is shown
 * (option lists, validation messages); the screen or the API shows it with `t(text)`. Returns it
 * unchanged. Here, not in @gh/i18n, so contracts stay free of the message runtime (docs/architecture.md, Languages).
 */
export function msg<const Text extends string>(message: Text): Text {
  return message;
}
