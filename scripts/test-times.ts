// Prints how long each suite of `npm test` took and its 10 slowest tests, as markdown tables
// (docs/decisions/0068). Reads the folder the test scripts write into (default .test-times/):
//   steps.tsv                      one line per step .ci/run ran: name, seconds, exit code
//   unit.json, integration-postgresql.json, integration-pglite.json   Vitest's JSON reporter
//   browser.json                   Playwright's JSON reporter
// A suite without a step line takes its time from its report; one with neither is "not run".
// Other steps of .ci/run (npm-ci, deploy-check...) come first, in the order they ran.
//   npm exec -- node scripts/test-times.ts [folder]
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const SUITES = [
  { step: "lint", label: "lint" },
  { step: "typecheck", label: "typecheck" },
  { step: "unit", label: "unit", report: "unit.json" },
  { step: "integration-postgresql", label: "integration (PostgreSQL)", report: "integration-postgresql.json" },
  { step: "browser", label: "browser", report: "browser.json" },
  { step: "integration-pglite", label: "integration (PGlite)", report: "integration-pglite.json" },
] as const;

type VitestReport = {
  success?: boolean;
  startTime?: number;
  numTotalTests?: number;
  numFailedTests?: number;
  testResults?: Array<{
    name: string;
    endTime?: number;
    assertionResults?: Array<{ title: string; ancestorTitles?: string[]; duration?: number | null; status?: string }>;
  }>;
};

type PlaywrightSuite = {
  title?: string;
  file?: string;
  specs?: Array<{
    title: string;
    file?: string;
    tests?: Array<{ results?: Array<{ duration?: number; status?: string }> }>;
  }>;
  suites?: PlaywrightSuite[];
};
type PlaywrightReport = {
  stats?: { duration?: number; expected?: number; unexpected?: number; flaky?: number; skipped?: number };
  suites?: PlaywrightSuite[];
};

export type SuiteRow = { label: string; seconds: number | null; tests: string; result: string };
export type SlowTest = { suite: string; file: string; name: string; seconds: number };

function readJson<T>(file: string): T | null {
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, "utf8")) as T;
  } catch {
    return null; // A report cut short (the run was killed while writing): as if not run.
  }
}

/** steps.tsv: "name<TAB>seconds<TAB>exit code" per line, the last line of a name winning. */
export function readSteps(dir: string): Map<string, { seconds: number; exit: number }> {
  const steps = new Map<string, { seconds: number; exit: number }>();
  const file = path.join(dir, "steps.tsv");
  if (!existsSync(file)) return steps;
  for (const line of readFileSync(file, "utf8").split("\n")) {
    const [name, seconds, exit] = line.trim().split("\t");
    if (!name || seconds === undefined || exit === undefined) continue;
    steps.set(name, { seconds: Number(seconds), exit: Number(exit) });
  }
  return steps;
}

function relative(file: string, root: string): string {
  return path.isAbsolute(file) ? path.relative(root, file) : file;
}

function vitestTests(report: VitestReport, suite: string, root: string): SlowTest[] {
  return (report.testResults ?? []).flatMap((file) =>
    (file.assertionResults ?? [])
      .filter((t) => typeof t.duration === "number")
      .map((t) => ({
        suite,
        file: relative(file.name, root),
        name: [...(t.ancestorTitles ?? []), t.title].join(" > "),
        seconds: (t.duration ?? 0) / 1000,
      })),
  );
}

function playwrightTests(suites: PlaywrightSuite[], suite: string, titles: string[] | null = null): SlowTest[] {
  return suites.flatMap((s) => {
    // The top suites (titles null) are the spec files, titled with the file name: not a describe.
    const inner = titles === null ? [] : s.title ? [...titles, s.title] : titles;
    const own = (s.specs ?? []).flatMap((spec) =>
      (spec.tests ?? []).flatMap((t) => {
        const last = t.results?.at(-1);
        if (!last || typeof last.duration !== "number") return [];
        const name = [...inner, spec.title].join(" > ");
        return [{ suite, file: `tests/e2e/${spec.file ?? s.file ?? "?"}`, name, seconds: last.duration / 1000 }];
      }),
    );
    return [...own, ...playwrightTests(s.suites ?? [], suite, inner)];
  });
}

/** The suites' rows and every test with its time, from the folder's step times and reports. */
export function collectTimes(dir: string, root = process.cwd()): { suites: SuiteRow[]; tests: SlowTest[] } {
  const steps = readSteps(dir);
  const suites: SuiteRow[] = [];
  const tests: SlowTest[] = [];
  const named = new Set<string>(SUITES.map((s) => s.step));
  for (const [name, step] of steps) {
    if (named.has(name)) continue;
    const result = step.exit === 0 ? "passed" : `failed (exit ${step.exit})`;
    suites.push({ label: name, seconds: step.seconds, tests: "", result });
  }
  for (const suite of SUITES) {
    const step = steps.get(suite.step);
    let seconds: number | null = step ? step.seconds : null;
    let count = "";
    let passed: boolean | null = step ? step.exit === 0 : null;
    if ("report" in suite && suite.step === "browser") {
      const report = readJson<PlaywrightReport>(path.join(dir, suite.report));
      if (report) {
        const s = report.stats ?? {};
        seconds ??= (s.duration ?? 0) / 1000;
        count = `${(s.expected ?? 0) + (s.unexpected ?? 0) + (s.flaky ?? 0)}`;
        if (s.unexpected) count += `, ${s.unexpected} failed`;
        if (s.flaky) count += `, ${s.flaky} flaky`;
        passed ??= !s.unexpected;
        tests.push(...playwrightTests(report.suites ?? [], suite.label));
      }
    } else if ("report" in suite) {
      const report = readJson<VitestReport>(path.join(dir, suite.report));
      if (report) {
        const ends = (report.testResults ?? []).map((f) => f.endTime ?? 0);
        if (seconds === null && report.startTime && ends.length > 0) {
          seconds = (Math.max(...ends) - report.startTime) / 1000;
        }
        count = `${report.numTotalTests ?? 0}`;
        if (report.numFailedTests) count += `, ${report.numFailedTests} failed`;
        passed ??= report.success ?? null;
        tests.push(...vitestTests(report, suite.label, root));
      }
    }
    const result = passed === null ? "not run" : passed ? "passed" : step ? `failed (exit ${step.exit})` : "failed";
    suites.push({ label: suite.label, seconds, tests: count, result });
  }
  return { suites, tests };
}

const cell = (text: string) => text.replace(/\|/g, "\\|").replace(/\s+/g, " ");
const secs = (s: number | null) => (s === null ? "-" : s.toFixed(1));

export function timesMarkdown(times: { suites: SuiteRow[]; tests: SlowTest[] }, slowest = 10): string {
  const total = times.suites.reduce((sum, s) => sum + (s.seconds ?? 0), 0);
  const lines = [
    "| suite | seconds | tests | result |",
    "| --- | ---: | ---: | --- |",
    ...times.suites.map((s) => `| ${s.label} | ${secs(s.seconds)} | ${s.tests} | ${s.result} |`),
    `| total | ${total.toFixed(1)} | | |`,
    "",
    `The ${slowest} slowest tests:`,
    "",
    "| suite | file | test | seconds |",
    "| --- | --- | --- | ---: |",
    ...[...times.tests]
      .sort((a, b) => b.seconds - a.seconds)
      .slice(0, slowest)
      .map((t) => `| ${t.suite} | ${cell(t.file)} | ${cell(t.name)} | ${t.seconds.toFixed(1)} |`),
  ];
  return lines.join("\n");
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = path.resolve(process.argv[2] ?? ".test-times");
  console.log(timesMarkdown(collectTimes(dir)));
}
