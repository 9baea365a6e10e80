/**
 * The directory area's catalogs, registered when any of its exposed modules first runs (the federation
 * build puts this module before each of them; docs/architecture.md, Languages).
 */
import { registerCatalogs } from "@gh/i18n";

void registerCatalogs("directory", {
  urls: {
    ak: new URL("./compiled/ak.json", import.meta.url).href,
    ee: new URL("./compiled/ee.json", import.meta.url).href,
    gaa: new URL("./compiled/gaa.json", import.meta.url).href,
    ha: new URL("./compiled/ha.json", import.meta.url).href,
    "en-XA": new URL("./compiled/en-XA.json", import.meta.url).href,
  },
});
