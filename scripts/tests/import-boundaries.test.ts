/** The lint rule that keeps areas apart: an MFE reaches another only through the federation runtime. */
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const eslint = new ESLint({ cwd: new URL("../..", import.meta.url).pathname });

async function restrictedImports(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath });
  return result!.messages.filter((m) => m.ruleId === "no-restricted-imports").map((m) => m.message);
}

describe("import boundaries", () => {
  it("refuses an MFE importing another MFE's source", async () => {
    const messages = await restrictedImports(
      "mfe-admin/src/features/probe.ts",
      'import LandingPage from "../../../mfe-directory/src/features/landing/components/landing-page";\nexport const page = LandingPage;\n',
    );
    expect(messages).toEqual([expect.stringContaining("mfe-admin may not import another area's source")]);
  });

  it("refuses the shell importing a remote's source", async () => {
    const messages = await restrictedImports("shell/src/probe.ts", 'import { x } from "mfe-booking/src/x";\nexport const y = x;\n');
    expect(messages).toHaveLength(1);
  });

  it("refuses a deep import of a shared package, which would copy a singleton", async () => {
    const messages = await restrictedImports("mfe-booking/src/probe.ts", 'import { toastAtom } from "../../packages/state/src/index";\nexport const a = toastAtom;\n');
    expect(messages).toEqual([expect.stringContaining("Import a package by its name")]);
  });

  it("allows packages by name and the area's own modules", async () => {
    const messages = await restrictedImports(
      "mfe-booking/src/features/probe.ts",
      'import { formatCedis } from "@gh/contracts";\nimport { x } from "./x";\nexport const y = [formatCedis, x];\n',
    );
    expect(messages).toEqual([]);
  });
});
