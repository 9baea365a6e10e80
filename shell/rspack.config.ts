import path from "node:path";
import { hostConfig } from "../rspack.config.base.ts";

export default hostConfig({
  name: "shell",
  dir: import.meta.dirname,
  runtimePlugins: [
    path.join(import.meta.dirname, "src/federation/remote-fallback-plugin.ts"),
    path.join(import.meta.dirname, "src/federation/share-bundler-runtime-plugin.ts"),
  ],
});
