import { defineConfig } from "vitest/config";

// Unit tests sit beside the code (no database); integration tests talk to a real
// database: PostgreSQL when DATABASE_URL is set, embedded PGlite otherwise.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: ["app/**/*.test.ts", "server/**/*.test.ts", "scripts/**/*.test.ts", "seed/**/*.test.ts"],
          exclude: ["**/*.integration.test.ts", "node_modules/**"],
          environment: "node",
          // docs/decisions/0068: importing was 40% of the unit run (24.9 s of 62 s), mostly the same modules
          // loaded again for every file (drizzle-orm's schema builders, pdf-lib, pdfjs, zod). Unit
          // tests keep no state between files (no vi.mock, no env or global stubs), so the files of
          // a worker share their modules: measured on the 12 heaviest files, import 9.9 s -> 4.4 s.
          isolate: false,
          // drizzle-orm and pdf-lib load as hundreds of small files; bundled once (cached in
          // node_modules/.vite) they load as one: with isolate off, import 4.4 s -> 3.1 s.
          deps: { optimizer: { ssr: { enabled: true, include: ["drizzle-orm", "drizzle-orm/pg-core", "pdf-lib"] } } },
        },
      },
      {
        test: {
          name: "integration",
          include: ["app/**/*.integration.test.ts", "seed/**/*.integration.test.ts", "tests/integration/**/*.test.ts"],
          // tests/integration/postgres/: what needs a PostgreSQL server (pg_dump and pg_restore, a
          // connection the server ends, the migration one-shot's DATABASE_URL). PGlite runs in the
          // process and has none, so .ci/run's PGlite pass leaves the folder out here rather than
          // reporting its tests as skipped (docs/decisions/0071).
          exclude: process.env.DATABASE_URL ? [] : ["tests/integration/postgres/**"],
          environment: "node",
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: true,
          maxWorkers: 2,
          // PGlite's WebAssembly runs on a thread of its own (decision 0169) beside the test's own
          // WebAssembly (undici's HTTP parser for fetch). On CPUs with memory protection keys, V8
          // tracks every thread's JIT pages in one process-wide map, and code compiled and freed on
          // two threads at once can abort the process ("Check failed: jit_page.has_value()"). One file's
          // worker died in CI with no error, as such a crash does. Without PKU the map is not used
          // (docs/decisions/0182).
          execArgv: ["--no-memory-protection-keys"],
        },
      },
    ],
  },
});
