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
        },
      },
      {
        test: {
          name: "integration",
          include: ["app/**/*.integration.test.ts", "seed/**/*.integration.test.ts", "tests/integration/**/*.test.ts"],
          environment: "node",
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: true,
          maxWorkers: 2,
        },
      },
    ],
  },
});
