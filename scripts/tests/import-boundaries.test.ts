/**
 * The lint rules that keep the code apart: an MFE reaches another only through the federation runtime,
 * a feature does not import another feature, no import cycle, and the rules of hooks.
 */
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const eslint = new ESLint({ cwd: new URL("../..", import.meta.url).pathname });

async function messagesOf(ruleId: string, filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath });
  return result!.messages.filter((m) => m.ruleId === ruleId).map((m) => m.message);
}

const restrictedImports = (filePath: string, source: string) => messagesOf("no-restricted-imports", filePath, source);
const featureImports = (filePath: string, source: string) => messagesOf("import-x/no-restricted-paths", filePath, source);

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

  it("lets the Worker draw a remote's page only through the remote's server exports", async () => {
    for (const filePath of ["edge-api/src/pages/probe.ts", "edge-api/src/routes/probe.ts"]) {
      expect(await restrictedImports(filePath, 'import { renderSearchPage } from "mfe-directory/server/search-page";\nexport const y = renderSearchPage;\n')).toEqual([]);
      for (const from of ["mfe-directory", "mfe-directory/src/features/search/components/search-page", "../../../mfe-directory/src/server/search-page.tsx"]) {
        expect(await restrictedImports(filePath, `import { x } from "${from}";\nexport const y = x;\n`)).toEqual([expect.stringContaining('only through its "mfe-directory/server/<page>" exports')]);
      }
    }
    expect(await restrictedImports("edge-api/src/pages/probe.ts", 'import { x } from "mfe-booking/server/x";\nexport const y = x;\n')).toEqual([
      expect.stringContaining("edge-api may not import another area's source"),
    ]);
  });

  it("refuses a deep import of a shared package, which would copy a singleton", async () => {
    const messages = await restrictedImports("mfe-booking/src/probe.ts", 'import { toastAtom } from "../../packages/state/src/index";\nexport const a = toastAtom;\n');
    expect(messages).toEqual([expect.stringContaining("Import a package by its name")]);
  });

  it("allows packages by name and the area's own modules", async () => {
    const messages = await restrictedImports(
      "mfe-booking/src/features/probe.ts",
      'import { formatCedis } from "@gh/contracts/money";\nimport { x } from "./x";\nexport const y = [formatCedis, x];\n',
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

describe("the API's route declarations, read by the browser's typed client", () => {
  it("import only contracts, @hono/zod-openapi and other declarations, never the Worker's code", async () => {
    for (const filePath of ["edge-api/src/routes/appointments/routes.ts", "edge-api/src/http/openapi-answers.ts", "edge-api/src/api-routes.ts"]) {
      for (const from of ["../../db/client.ts", "../../auth/session.ts", "hono", "./index.ts"]) {
        expect(await restrictedImports(filePath, `import { x } from "${from}";\nexport const y = x;\n`), `${filePath} importing ${from}`).toEqual([
          expect.stringContaining("A route declaration is read by the browser's typed client"),
        ]);
      }
    }
    const declarations = 'import { z } from "@hono/zod-openapi";\nimport { a } from "@gh/contracts/appointments";\nimport { b } from "../../http/openapi-answers.ts";\nimport { c } from "../providers/routes.ts";\nexport const y = [z, a, b, c];\n';
    expect(await restrictedImports("edge-api/src/routes/appointments/routes.ts", declarations)).toEqual([]);
  });

  it("reach a package only as types: a value import would put the Worker's declarations in a bundle", async () => {
    const [result] = await eslint.lintText('import { API_ROUTES } from "edge-api/api-routes";\nexport const y = API_ROUTES;\n', { filePath: "packages/api-client/src/probe.ts" });
    expect(result!.messages.map((m) => m.message)).toEqual([expect.stringContaining("with `import type`")]);
    expect(await messagesOf("@typescript-eslint/no-restricted-imports", "packages/api-client/src/probe.ts", 'import type { API_ROUTES } from "edge-api/api-routes";\nexport type Y = typeof API_ROUTES;\n')).toEqual([]);
    expect(await restrictedImports("packages/api-client/src/probe.ts", 'import { app } from "edge-api/src/app.ts";\nexport const y = app;\n')).toEqual([expect.stringContaining("import none of them")]);
  });
});

describe("feature boundaries", () => {
  it("refuses a feature importing another feature's module", async () => {
    const messages = await featureImports(
      "mfe-booking/src/features/my-appointments/probe.ts",
      'import { contactErrors } from "../booking/booking-form";\nexport const y = contactErrors;\n',
    );
    expect(messages).toEqual([expect.stringContaining('Feature "my-appointments" may not import another feature\'s internals')]);
  });

  it("refuses it in every remote and in the shell", async () => {
    const landing = await featureImports(
      "mfe-directory/src/features/landing/components/probe.tsx",
      'import { ProfileHeader } from "../../provider-profile/components/profile-header";\nexport const y = ProfileHeader;\n',
    );
    const shell = await featureImports("shell/src/features/verification/probe.ts", 'import { useSignIn } from "../auth/hooks/use-sign-in";\nexport const y = useSignIn;\n');
    expect([...landing, ...shell]).toHaveLength(2);
  });

  it("allows the feature's own modules and the area's shared components and helpers", async () => {
    const messages = await featureImports(
      "mfe-booking/src/features/my-appointments/probe.ts",
      'import { InlineAlert } from "../../components/inline-alert";\nimport { refreshAvailability } from "../../lib/use-availability";\nimport { canChange } from "./appointment-view";\nexport const y = [InlineAlert, refreshAvailability, canChange];\n',
    );
    expect(messages).toEqual([]);
  });
});

describe("import cycles", () => {
  it("refuses a module importing one that imports it back", async () => {
    // header.tsx imports main-links.ts: main-links importing the header closes a cycle.
    const messages = await messagesOf("import-x/no-cycle", "shell/src/layout/main-links.ts", 'import { Header } from "./header";\nexport const y = Header;\n');
    expect(messages).toEqual([expect.stringContaining("Dependency cycle")]);
  });
});

describe("rules of hooks", () => {
  it("refuses a hook called conditionally", async () => {
    const messages = await messagesOf(
      "react-hooks/rules-of-hooks",
      "mfe-booking/src/features/booking/probe.tsx",
      'import { useState } from "react";\nexport function Probe({ on }: { on: boolean }) {\n  if (on) useState(0);\n  return null;\n}\n',
    );
    expect(messages).toHaveLength(1);
  });

  it("refuses an effect that leaves out what it reads", async () => {
    const messages = await messagesOf(
      "react-hooks/exhaustive-deps",
      "packages/ui/src/probe.tsx",
      'import { useEffect } from "react";\nexport function Probe({ title }: { title: string }) {\n  useEffect(() => {\n    document.title = title;\n  }, []);\n  return null;\n}\n',
    );
    expect(messages).toEqual([expect.stringContaining("missing dependency: 'title'")]);
  });
});
