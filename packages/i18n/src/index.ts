// @gh/i18n: the visitor's language and its texts, one instance app-wide (a federation singleton).
// Screens use `useT()` / `<Trans>`, other code `t()`; texts defined away from where they are shown are
// marked with `msg()` so the catalogs find them (docs/architecture.md, Languages).
export { msg } from "@gh/contracts/msg";
// The languages' list for the browser's code, so every area shares this one copy of it.
export { LANGUAGES, type Language, type PageLanguage } from "@gh/contracts/languages";
export { t, currentLanguage, activate, addTranslations, type MessageValues, type CompiledCatalog } from "./translate";
export type { CompiledMessage } from "./draw-message";
export { useT } from "./use-t";
export { Trans, formatElements, type TransProps } from "./trans";
export { registerCatalogs, loadCatalogs, catalogsReady } from "./catalogs";
export type { AreaCatalogs } from "./registry";
export { startLanguage, chooseLanguage } from "./choose-language";
