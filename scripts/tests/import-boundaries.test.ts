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

  it("refuses the Worker's data, http and payments code importing a route", async () => {
    for (const filePath of ["edge-api/src/db/probe.ts", "edge-api/src/http/probe.ts", "edge-api/src/payments/probe.ts"]) {
      const messages = await restrictedImports(filePath, 'import { x } from "../routes/providers/search.ts";\nexport const y = x;\n');
      expect(messages).toEqual([expect.stringContaining("Only app.ts and routes/ import routes")]);
    }
  });

  it("refuses the Worker's code, routes included, importing the seed", async () => {
    for (const [filePath, from] of [["edge-api/src/routes/providers/probe.ts", "../../../seed/names.ts"], ["edge-api/src/db/probe.ts", "../../seed/build.ts"]]) {
      const messages = await restrictedImports(filePath!, `import { x } from "${from}";\nexport const y = x;\n`);
      expect(messages).toEqual([expect.stringContaining("does not import the seed")]);
    }
  });

  it("allows routes to import each other and what they call", async () => {
    const messages = await restrictedImports(
      "edge-api/src/routes/admin/probe.ts",
      'import { a } from "../../db/providers.ts";\nimport { b } from "../provider-practice/edit-by-id.ts";\nexport const y = [a, b];\n',
    );
    expect(messages).toEqual([]);
  });
});
