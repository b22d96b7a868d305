// The import rules of the house (docs/decisions/0030, 0031) are lint errors. Each is
// shown here by a deliberate violation that fails, beside the same import where it is allowed.
import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
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

/** The zones (eslint.config.js serverZones, featureZones) use typescript-eslint's rule of the same name. */
async function zoneErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === "no-restricted-imports" || m.ruleId === "@typescript-eslint/no-restricted-imports")
    .map((m) => m.message);
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

// docs/decisions/0068: a test that asserts nothing is a lint error, in the Vitest suites and the browser tests;
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
describe("the layers' zones are lint errors (docs/architecture.md, 'Layers')", () => {
  const service = 'import { createQuote } from "#app/server/services/quote.server.ts";\nexport { createQuote };\n';
  const repository =
    'import { findByNumber } from "#app/server/repositories/reservations.server.ts";\nexport { findByNumber };\n';

  it("a repository that imports a service or payments fails; a service may import a repository", async () => {
    expect(await zoneErrors("app/server/repositories/lint-violation.server.ts", service)).toEqual([
      expect.stringContaining("Repositories never import services or payments"),
    ]);
    const payments = 'import type { Charge } from "#app/server/payments/gateway.server.ts";\nexport type { Charge };\n';
    expect(await zoneErrors("app/server/repositories/lint-violation.server.ts", payments)).toEqual([
      expect.stringContaining("Repositories never import services or payments"),
    ]);
    expect(await zoneErrors("app/server/services/lint-allowed.server.ts", repository)).toEqual([]);
  });

  it("app/server/db that imports anything of app/server above it fails; app/domain and db's own modules pass", async () => {
    const above =
      'import { DECLINE_REASONS } from "#app/server/payments/gateway.server.ts";\nexport { DECLINE_REASONS };\n';
    expect(await zoneErrors("app/server/db/lint-violation.ts", above)).toEqual([
      expect.stringContaining("app/server/db imports nothing above it"),
    ]);
    const allowed =
      'import { DECLINE_REASONS } from "#app/domain/payments/payment-words.ts";\nimport { offices } from "#app/server/db/schema.ts";\nexport { DECLINE_REASONS, offices };\n';
    expect(await zoneErrors("app/server/db/lint-allowed.ts", allowed)).toEqual([]);
  });

  it("a service that imports a route or the HTTP layer fails", async () => {
    const route = 'import { pageContext } from "#app/routes/page-context.server.ts";\nexport { pageContext };\n';
    expect(await zoneErrors("app/server/services/lint-violation.server.ts", route)).toEqual([
      expect.stringContaining("app/server imports nothing from app/features, app/components or app/routes"),
    ]);
    const http = 'import { apiRouter } from "#app/server/api/api-http.server.ts";\nexport { apiRouter };\n';
    expect(await zoneErrors("app/server/services/lint-violation.server.ts", http)).toEqual([
      expect.stringContaining("Services never import the HTTP layer"),
    ]);
  });

  it("a route-level server module beside its route that imports a repository fails too", async () => {
    expect(await zoneErrors("app/routes/admin/lint-violation.server.ts", repository)).toEqual([
      expect.stringContaining("Routes never import repositories or the database"),
    ]);
    expect(await zoneErrors("app/routes/admin/lint-allowed.server.ts", service)).toEqual([]);
  });

  it("only the request context's module of app/server names React Router", async () => {
    const code = 'import { createContext } from "react-router";\nexport { createContext };\n';
    expect(await zoneErrors("app/server/http/request-context.server.ts", code)).toEqual([]);
    expect(await zoneErrors("app/server/http/lint-violation.server.ts", code)).toEqual([
      expect.stringContaining("app/server never imports React Router"),
    ]);
  });

  it("a feature that imports another feature's internals fails; app/components and a public entry pass", async () => {
    const internals = 'import { fieldClass } from "#app/features/search/search-styles.ts";\nexport { fieldClass };\n';
    expect(await zoneErrors("app/features/trips/lint-violation.tsx", internals)).toEqual([
      expect.stringContaining("app/features/trips imports another feature only through app/components or app/shared"),
    ]);
    const allowed = [
      'import { Banner } from "#app/components/banner.tsx";',
      'import { SearchBar } from "#app/features/search/search-bar.tsx";',
      'import { TripListView } from "#app/features/trips/trip-views.tsx";',
      "export { Banner, SearchBar, TripListView };",
      "",
    ].join("\n");
    expect(await zoneErrors("app/features/trips/lint-allowed.tsx", allowed)).toEqual([]);
  });
});

describe("an import circle fails `npm run lint` (.dependency-cruiser.mjs)", () => {
  const run = promisify(execFile);
  const depcruise = path.join("node_modules", "dependency-cruiser", "bin", "dependency-cruiser.mjs");

  /** Runs the lint's circle check on two modules in a fresh folder of the project; its exit code and report. */
  async function cruise(a: string, b: string): Promise<{ code: number; report: string }> {
    const dir = await mkdtemp(path.join(process.cwd(), ".lint-circle-"));
    try {
      await writeFile(path.join(dir, "a.ts"), a);
      await writeFile(path.join(dir, "b.ts"), b);
      const folder = path.relative(process.cwd(), dir);
      try {
        const { stdout } = await run(process.execPath, [depcruise, folder, "--config", ".dependency-cruiser.mjs"]);
        return { code: 0, report: stdout };
      } catch (error) {
        const failed = error as { code: number; stdout: string };
        return { code: failed.code, report: failed.stdout };
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  it("two modules that import each other fail, a type import counting as an import; one way passes", async () => {
    const a = 'import { b } from "./b.ts";\nexport type A = { n: number };\nexport const a = () => b;\n';
    const circle = await cruise(a, 'import type { A } from "./a.ts";\nexport const b: A = { n: 1 };\n');
    expect(circle.code).not.toBe(0);
    expect(circle.report).toContain("no-circular");
    expect(circle.report).toMatch(/a\.ts →\s+\S*b\.ts →\s+\S*a\.ts/);
    const oneWay = await cruise(a, "export const b = { n: 1 };\n");
    expect(oneWay).toEqual({ code: 0, report: expect.stringContaining("no dependency violations found") });
  }, 60_000);
});
