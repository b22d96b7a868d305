import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3210);

// Debian's headless shell (package chromium-headless-shell, the same Blink without the browser's
// windowing layers) when it is installed, else Debian's Chromium: the same 47 browser tests took
// 96 s against 122 s (docs/decisions/0159). CHROMIUM_PATH chooses either.
const chromiumPath =
  process.env.CHROMIUM_PATH ??
  (existsSync("/usr/bin/chromium-headless-shell") ? "/usr/bin/chromium-headless-shell" : "/usr/bin/chromium");

// Browser tests drive Debian's Chromium (no browser download) against the production build,
// started by global-setup on its own database.
export default defineConfig({
  testDir: "tests/e2e",
  globalSetup: "./tests/e2e/global-setup.ts",
  fullyParallel: true,
  workers: 2,
  // One retry on CI only, for a renderer that stops answering under load (docs/decisions/0019).
  // The list reporter names every test that needed it as "flaky"; such a test is a bug to fix.
  retries: process.env.CI ? 1 : 0,
  // Long journeys (sign up -> profile -> six member pages with axe) take 30-40 s alone on this
  // 2-core machine and near a minute beside another worker; a stall still fails (docs/decisions/0019).
  timeout: 120_000,
  expect: { timeout: 10_000 },
  // The JSON report feeds the time table of CI (scripts/test-times.ts, issue 25).
  reporter: [["list"], ["json", { outputFile: ".test-times/browser.json" }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: "off",
    screenshot: "off",
    // Transitions end at once (app.css honours prefers-reduced-motion): axe never measures a button's
    // contrast halfway through its fade back from the pending state's 60 % opacity.
    reducedMotion: "reduce",
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    // Weights measured against the demo data as seeded (issue 29: the timeline at 300 cars x 30
    // days), before the other tests add their bookings and cars: at the end of stop 38's suite the
    // timeline's data had grown from 33.7 to 41.4 KB with the bars other tests had booked.
    {
      name: "seeded",
      testMatch: /timeline-weight\.spec\.ts/,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 900 } },
    },
    {
      name: "desktop",
      dependencies: ["seeded"],
      testIgnore: /timeline-weight\.spec\.ts/,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 900 } },
    },
  ],
});
