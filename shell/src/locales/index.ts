/** The shell's catalogs: its own texts and the shared packages' (docs/architecture.md, Languages). */
import { registerCatalogs } from "@gh/i18n";

void registerCatalogs("shell", {
  urls: {
    ak: new URL("./compiled/ak.json", import.meta.url).href,
    ee: new URL("./compiled/ee.json", import.meta.url).href,
    gaa: new URL("./compiled/gaa.json", import.meta.url).href,
    ha: new URL("./compiled/ha.json", import.meta.url).href,
    "en-XA": new URL("./compiled/en-XA.json", import.meta.url).href,
  },
});
