import { prerenderConfig } from "../rspack.config.base.ts";

export default prerenderConfig({ name: "mfe_directory", dir: import.meta.dirname, entry: "./src/prerender/pages.tsx" });
