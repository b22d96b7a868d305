// The import rules of the house (docs/decisions/0030, 0031) are lint errors. Each is
// shown here by a deliberate violation that fails, beside the same import where it is allowed.
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const eslint = new ESLint({ cwd: process.cwd() });

async function importErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === "no-restricted-imports").map((m) => m.message);
}

async function syntaxErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === "no-restricted-syntax").map((m) => m.message);
}

describe("the house's import rules are lint errors", () => {
  it("an import that climbs out of its folder fails anywhere; the #app alias and a sibling pass", async () => {
    for (const code of [
      'import { formatTl } from "../../domain/money/format.ts";\nexport { formatTl };\n',
      'export { formatTl } from "../money/format.ts";\n',
      'export const load = () => import("../money/format.ts");\n',
    ]) {
      expect(await syntaxErrors("app/domain/pricing/lint-violation.ts", code)).toEqual([
        expect.stringContaining("No climbing relative imports"),
      ]);
    }
    expect(
      await syntaxErrors(
        "tests/integration/lint-violation.test.ts",
        'import "../../app/server/db/client.server.ts";\n',
      ),
    ).toEqual([expect.stringContaining("No climbing relative imports")]);
    const allowed =
      'import { a } from "#app/domain/money/format.ts";\nimport { b } from "./sibling.ts";\nexport { a, b };\n';
    expect(await syntaxErrors("app/domain/pricing/lint-allowed.ts", allowed)).toEqual([]);
  });

  it("a route that imports a repository fails; a service may", async () => {
    const code =
      'import { findByNumber } from "#app/server/repositories/reservations.server.ts";\nexport { findByNumber };\n';
    expect(await importErrors("app/routes/lint-violation.tsx", code)).toEqual([
      expect.stringContaining("Routes never import repositories or the database"),
    ]);
    const allowed =
      'import { findByNumber } from "#app/server/repositories/reservations.server.ts";\nexport { findByNumber };\n';
    expect(await importErrors("app/server/services/lint-allowed.server.ts", allowed)).toEqual([]);
  });

  it("server code that imports from app/features fails; a route may", async () => {
    const code = 'import { BookingSummary } from "#app/features/booking/booking-ui.tsx";\nexport { BookingSummary };\n';
    expect(await importErrors("app/server/services/lint-violation.server.ts", code)).toEqual([
      expect.stringContaining("app/server imports nothing from app/features, app/components or app/routes"),
    ]);
    const allowed =
      'import { BookingSummary } from "#app/features/booking/booking-ui.tsx";\nexport { BookingSummary };\n';
    expect(await importErrors("app/routes/lint-allowed.tsx", allowed)).toEqual([]);
  });

  it("server code that imports React Router fails; a route-level server module beside its route may", async () => {
    const code = 'import { redirect } from "react-router";\nexport { redirect };\n';
    expect(await importErrors("app/server/services/lint-violation.server.ts", code)).toEqual([
      expect.stringContaining("app/server never imports React Router"),
    ]);
    expect(await importErrors("app/routes/lint-allowed.server.ts", code)).toEqual([]);
  });
});
