// The time table of CI (docs/decisions/0068) from the shapes Vitest's and Playwright's JSON reporters write.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { collectTimes, timesMarkdown } from "./test-times.ts";

let dir = "";
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

function folder(files: Record<string, unknown>): string {
  dir = mkdtempSync(path.join(tmpdir(), "test-times-"));
  for (const [name, content] of Object.entries(files)) {
    writeFileSync(path.join(dir, name), typeof content === "string" ? content : JSON.stringify(content));
  }
  return dir;
}

const unit = {
  success: true,
  startTime: 1_000_000,
  numTotalTests: 3,
  numFailedTests: 0,
  testResults: [
    {
      name: "/repo/app/a.test.ts",
      endTime: 1_004_500,
      assertionResults: [
        { title: "fast", ancestorTitles: ["a"], duration: 5 },
        { title: "slow", ancestorTitles: ["a", "inner"], duration: 2_500 },
      ],
    },
    { name: "/repo/app/b.test.ts", endTime: 1_003_000, assertionResults: [{ title: "b", duration: 700 }] },
  ],
};

const browser = {
  stats: { duration: 61_000, expected: 2, unexpected: 1, flaky: 1, skipped: 0 },
  suites: [
    {
      title: "booking.spec.ts",
      file: "booking.spec.ts",
      specs: [{ title: "books a car", file: "booking.spec.ts", tests: [{ results: [{ duration: 30_000 }] }] }],
      suites: [
        {
          title: "payment | 3-D Secure",
          file: "booking.spec.ts",
          specs: [
            {
              title: "retried",
              file: "booking.spec.ts",
              tests: [{ results: [{ duration: 9_000 }, { duration: 4_000 }] }],
            },
          ],
        },
      ],
    },
  ],
};

describe("test-times", () => {
  it("takes each suite's time from .ci/run's steps, else from its report, and lists the slowest tests", () => {
    const times = collectTimes(
      folder({
        "steps.tsv": "npm-ci\t20.5\t0\nlint\t41.2\t0\ntypecheck\t30.0\t0\nunit\t70.4\t0\nbrowser\t95.0\t1\n",
        "unit.json": unit,
        "browser.json": browser,
        "integration-pglite.json": { ...unit, success: false, numFailedTests: 1 },
      }),
      "/repo",
    );
    expect(times.suites).toEqual([
      { label: "npm-ci", seconds: 20.5, tests: "", result: "passed" },
      { label: "lint", seconds: 41.2, tests: "", result: "passed" },
      { label: "typecheck", seconds: 30, tests: "", result: "passed" },
      { label: "unit", seconds: 70.4, tests: "3", result: "passed" },
      { label: "integration (PostgreSQL)", seconds: null, tests: "", result: "not run" },
      { label: "browser", seconds: 95, tests: "4, 1 failed, 1 flaky", result: "failed (exit 1)" },
      // No step line: the time from the report's start to its last file's end.
      { label: "integration (PGlite)", seconds: 4.5, tests: "3, 1 failed", result: "failed" },
    ]);
    const table = timesMarkdown(times, 3);
    expect(table).toContain("| total | 261.6 | | |");
    expect(table.split("\n").slice(-3)).toEqual([
      "| browser | tests/e2e/booking.spec.ts | books a car | 30.0 |",
      "| browser | tests/e2e/booking.spec.ts | payment \\| 3-D Secure > retried | 4.0 |",
      "| unit | app/a.test.ts | a > inner > slow | 2.5 |",
    ]);
  });

  it("prints every suite as not run from an empty folder, and skips a report cut short", () => {
    const times = collectTimes(folder({ "unit.json": '{"success": tr' }));
    expect(times.suites.map((s) => s.result)).toEqual(Array(6).fill("not run"));
    expect(times.tests).toEqual([]);
  });
});
