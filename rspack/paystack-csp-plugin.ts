import { rspack, type Compiler, type RspackPluginInstance } from "@rspack/core";
import { admitPaystack } from "../scripts/paystack-csp.ts";

/** A build for a deployment with a Paystack key admits its checkout in the page CSP (scripts/paystack-csp.ts). */
export class PaystackCspPlugin implements RspackPluginInstance {
  apply(compiler: Compiler) {
    if (!process.env.PAYSTACK_PUBLIC_KEY) return;
    compiler.hooks.thisCompilation.tap("PaystackCspPlugin", (compilation) => {
      compilation.hooks.processAssets.tap({ name: "PaystackCspPlugin", stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONS }, () => {
        const headers = compilation.getAsset("_headers");
        if (!headers) throw new Error("shell: public/_headers was not copied into the build");
        compilation.updateAsset("_headers", new rspack.sources.RawSource(admitPaystack(String(headers.source.source()))));
      });
    });
  }
}
