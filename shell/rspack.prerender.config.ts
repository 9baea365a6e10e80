import { prerenderConfig } from "../rspack.config.base.ts";

export default prerenderConfig({ name: "shell", dir: import.meta.dirname, entries: { prerender: "./src/prerender/chrome.tsx" } });
