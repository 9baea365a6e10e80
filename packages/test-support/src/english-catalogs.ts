/**
 * Unit and DOM tests draw the screens' English texts as the app does: in the app each area registers
 * its compiled catalogs when its code is first loaded (src/locales/index.ts, run before its exposed
 * modules), which a test importing one component never triggers. English messages with placeholders
 * or plurals need their compiled forms (docs/architecture.md#languages).
 */
import { registerCatalogs } from "@gh/i18n";
import shell from "../../../shell/src/locales/compiled/en-GH.json";
import directory from "../../../mfe-directory/src/locales/compiled/en-GH.json";
import booking from "../../../mfe-booking/src/locales/compiled/en-GH.json";
import provider from "../../../mfe-provider/src/locales/compiled/en-GH.json";
import admin from "../../../mfe-admin/src/locales/compiled/en-GH.json";

for (const [area, english] of Object.entries({ shell, directory, booking, provider, admin })) void registerCatalogs(area, { english, urls: {} });
