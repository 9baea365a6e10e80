import { prerenderConfig } from "../rspack.config.base.ts";

export default prerenderConfig({ name: "mfe_directory", dir: import.meta.dirname, entries: { prerender: "./src/prerender/pages.tsx", search: "./src/prerender/search.tsx" } });
