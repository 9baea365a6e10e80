/**
 * @gh/i18n for the booking area's code, with the area's catalogs registered first: the build already
 * runs locales/ before each exposed module, and importing it here as well means a module loaded on its
 * own (a unit test) draws its English placeholders and plurals too.
 */
import "../locales";

export { msg, t, Trans, useT } from "@gh/i18n";
