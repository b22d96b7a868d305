// The import rules of the house (docs/decisions/0030, 0031) are lint errors. Each is
// shown here by a deliberate violation that fails, beside the same import where it is allowed.
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

const eslint = new ESLint({ cwd: process.cwd() });

// ESLint loads its config on the first lint: typescript-eslint and the test plugins take about 2 s
// on an idle machine (3 s in a loaded unit run), which the first test paid inside its 5 s. Loaded
// once here, with room for a machine under load; each case then takes a few milliseconds.
beforeAll(async () => {
  await eslint.lintText("export {};\n", { filePath: "app/domain/lint-warm-up.ts" });
}, 30_000);

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

// Issue 25: a test that asserts nothing is a lint error, in the Vitest suites and the browser tests;
// expect, fc.assert and the project's expect.../assert... helpers count as assertions.
describe("a test without an assertion fails lint", () => {
  async function ruleErrors(filePath: string, code: string, ruleId: string): Promise<string[]> {
    const [result] = await eslint.lintText(code, { filePath });
    return (result?.messages ?? []).filter((m) => m.ruleId === ruleId).map((m) => m.message);
  }

  it("a unit or integration test that only calls the code under test fails; one that expects passes", async () => {
    const silent = 'import { it } from "vitest";\nit("inserts", async () => {\n  await Promise.resolve(1);\n});\n';
    for (const file of ["app/domain/money/lint-violation.test.ts", "tests/integration/lint-violation.test.ts"]) {
      expect(await ruleErrors(file, silent, "vitest/expect-expect")).toEqual(["Test has no assertions"]);
    }
    for (const code of [
      'import { expect, it } from "vitest";\nit("adds", () => {\n  expect(1 + 1).toBe(2);\n});\n',
      'import fc from "fast-check";\nimport { it } from "vitest";\nit("holds", () => {\n  fc.assert(fc.property(fc.nat(), (n) => n >= 0));\n});\n',
      'import { expect, it } from "vitest";\nconst expectEven = (n: number) => expect(n % 2).toBe(0);\nit("is even", () => {\n  expectEven(2);\n});\n',
    ]) {
      expect(await ruleErrors("tests/integration/lint-allowed.test.ts", code, "vitest/expect-expect")).toEqual([]);
    }
  });

  it("a browser test that only visits a page fails; one that expects passes", async () => {
    const silent =
      'import { test } from "@playwright/test";\ntest("home", async ({ page }) => {\n  await page.goto("/");\n});\n';
    expect(await ruleErrors("tests/e2e/lint-violation.spec.ts", silent, "playwright/expect-expect")).toEqual([
      "Test has no assertions",
    ]);
    const checked =
      'import { expect, test } from "@playwright/test";\ntest("home", async ({ page }) => {\n  await page.goto("/");\n  await expect(page).toHaveTitle(/Yolda/);\n});\n';
    expect(await ruleErrors("tests/e2e/lint-allowed.spec.ts", checked, "playwright/expect-expect")).toEqual([]);
  });
});
