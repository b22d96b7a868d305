// `node bench/lighthouse.ts`: Lighthouse (mobile, the default form factor and throttling) for the
// search results, booking steps 2, 3 and 4 and the back office's fleet timeline (issue 29 items 5
// and 9), 3 runs each, the median score and the audits that cost the most points in the median run.
// Against a built server you start yourself (LIGHTHOUSE_BASE, default http://127.0.0.1:3336, with
// the demo seed). Lighthouse is not a dependency: it runs with `npx lighthouse` (the npm registry's
// package, fetched once into npx's cache) and Debian's Chromium (CHROME_PATH, default
// /usr/bin/chromium). The booking steps are reached as a customer reaches them (Playwright's
// Chromium picks the cheapest car, takes the packages and fills in the driver), and Lighthouse opens
// each step with that browser's cookies: a draft belongs to its browser, and without them a step
// answers with a redirect to the empty search. A run that ends on another address is an error, not
// a score. The timeline is opened with a demo admin's session cookies. Prints the load average
// before and after: the machine is shared.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { chromium, type Page } from "@playwright/test";
import { DEMO_STAFF_PASSWORD, demoStaff } from "#seed/staff.ts";
import { fillDriverStep, takePackages } from "#tests/e2e/support/booking-steps.ts";
import { totpCode } from "#tests/support/totp.ts";

const base = process.env.LIGHTHOUSE_BASE ?? "http://127.0.0.1:3336";
const chrome = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const only = process.env.LIGHTHOUSE_ONLY ? new Set(process.env.LIGHTHOUSE_ONLY.split(",")) : null;
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(" ");
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

type BookingUrls = { results: string; step2: string; step3: string; step4: string; cookie: string };

async function bookingUrls(page: Page): Promise<BookingUrls> {
  const results = `${base}/rezervasyon?alis=IST&donus=IST&alisTarihi=${day(150)}T12:30&donusTarihi=${day(153)}T12:30`;
  await page.goto(results);
  await page.getByTestId("vehicle-card").last().getByRole("button").click();
  await page.waitForURL(/adim=2/);
  const step2 = page.url();
  await takePackages(page, "tr");
  const step3 = page.url();
  await fillDriverStep(page, "tr", { firstName: "Ayşe", lastName: "Bütçe", email: "ayse@example.com", tckn: 7 });
  await page.getByRole("button", { name: "Sonraki adım" }).click();
  await page.waitForURL(/adim=4/);
  const cookies = await page.context().cookies();
  return { results, step2, step3, step4: page.url(), cookie: cookies.map((c) => `${c.name}=${c.value}`).join("; ") };
}

/** A demo admin's session cookies, as the sign-in form gives them (e-mail, password, TOTP code). */
async function staffCookie(page: Page): Promise<string> {
  const admin = demoStaff.find((p) => p.role === "admin");
  if (!admin) throw new Error("no demo admin");
  await page.goto(`${base}/yonetim/giris`);
  await page.getByLabel("E-posta").fill(admin.email);
  await page.getByLabel("Şifre", { exact: true }).fill(DEMO_STAFF_PASSWORD);
  await page.getByRole("button", { name: "Devam" }).click();
  await page.getByLabel("Kod", { exact: true }).waitFor();
  const secondsLeft = 30 - (Math.floor(Date.now() / 1000) % 30);
  if (secondsLeft < 3) await page.waitForTimeout(secondsLeft * 1000 + 200);
  await page.getByLabel("Kod", { exact: true }).fill(totpCode(admin.totpKey));
  await page.getByRole("button", { name: "Giriş yap" }).click();
  await page.waitForURL((url) => url.pathname === "/yonetim");
  const cookies = await page.context().cookies();
  return cookies.map((c) => `${c.name}=${c.value}`).join("; ");
}

/** `mainThread`: Lighthouse's main-thread work (ms); `scriptTime`: of it, script evaluation (bootup-time). */
type Run = {
  score: number;
  tbt: number;
  lcp: number;
  fcp: number;
  scriptKb: number;
  mainThread: number;
  scriptTime: number;
  losses: string[];
};

function lighthouse(url: string, cookie: string | null): Run {
  const dir = mkdtempSync(path.join(tmpdir(), "yolda-lh-"));
  const out = path.join(dir, "report.json");
  try {
    const args = [
      "--yes",
      "lighthouse@12",
      url,
      "--only-categories=performance",
      "--output=json",
      `--output-path=${out}`,
      "--quiet",
      `--chrome-flags=--headless=new --no-sandbox --disable-gpu`,
    ];
    if (cookie) args.push(`--extra-headers=${JSON.stringify({ Cookie: cookie })}`);
    execFileSync("npx", args, { env: { ...process.env, CHROME_PATH: chrome }, stdio: ["ignore", "ignore", "inherit"] });
    const report = JSON.parse(readFileSync(out, "utf8")) as {
      finalDisplayedUrl?: string;
      categories: { performance: { score: number; auditRefs: { id: string; weight: number }[] } };
      audits: Record<
        string,
        {
          score: number | null;
          numericValue?: number;
          displayValue?: string;
          title: string;
          details?: { items?: { resourceType?: string; transferSize?: number }[] };
        }
      >;
    };
    // A step that redirected (no draft for this browser) measured another page.
    if (report.finalDisplayedUrl !== url) {
      throw new Error(`lighthouse ended on ${report.finalDisplayedUrl ?? "no page"}, not ${url}`);
    }
    // The scripts as transferred (brotli from this server), what the page's JS budget counts.
    const scriptBytes = (report.audits["network-requests"]?.details?.items ?? [])
      .filter((i) => i.resourceType === "Script")
      .reduce((n, i) => n + (i.transferSize ?? 0), 0);
    const audit = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
    const losses = report.categories.performance.auditRefs
      .filter((r) => r.weight > 0)
      .map((r) => ({ r, a: report.audits[r.id] }))
      .filter(({ a }) => a && a.score !== null && a.score < 1)
      .sort((x, y) => (1 - (y.a?.score ?? 1)) * y.r.weight - (1 - (x.a?.score ?? 1)) * x.r.weight)
      .map(({ r, a }) => `${r.id} ${a?.displayValue ?? ""} (score ${a?.score})`);
    return {
      score: Math.round(report.categories.performance.score * 100),
      tbt: audit("total-blocking-time"),
      lcp: audit("largest-contentful-paint"),
      fcp: audit("first-contentful-paint"),
      scriptKb: scriptBytes / 1024,
      mainThread: audit("mainthread-work-breakdown"),
      scriptTime: audit("bootup-time"),
      losses,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const browser = await chromium.launch({ executablePath: chrome, args: ["--headless", "--no-sandbox"] });
const customer = await browser.newPage();
const urls = await bookingUrls(customer);
const staff = await (await browser.newContext()).newPage();
const cookie = await staffCookie(staff);
await browser.close();

const pages: { name: string; url: string; cookie: string | null }[] = [
  { name: "search results", url: urls.results, cookie: null },
  { name: "step 2 (packages)", url: urls.step2, cookie: urls.cookie },
  { name: "step 3 (driver)", url: urls.step3, cookie: urls.cookie },
  { name: "step 4 (payment)", url: urls.step4, cookie: urls.cookie },
  { name: "fleet timeline (30 days, every office)", url: `${base}/yonetim/filo?gun=30`, cookie },
];
console.log(`lighthouse ${runs} runs a page, mobile; load average before ${load()}`);
for (const p of pages) {
  if (only && !only.has(p.name.split(" ")[0] ?? "")) continue;
  const results: Run[] = [];
  for (let i = 0; i < runs; i++) results.push(lighthouse(p.url, p.cookie));
  const sorted = [...results].sort((a, b) => a.score - b.score);
  const median = sorted[Math.floor(sorted.length / 2)];
  if (!median) continue;
  console.log(
    `${p.name}: median ${median.score} (runs ${results.map((r) => r.score).join(", ")}); median run: FCP ${median.fcp.toFixed(0)} ms, LCP ${median.lcp.toFixed(0)} ms, TBT ${median.tbt.toFixed(0)} ms, main thread ${median.mainThread.toFixed(0)} ms (script ${median.scriptTime.toFixed(0)} ms), scripts ${median.scriptKb.toFixed(1)} KB transferred; load ${load()}`,
  );
  // TBT and main-thread time per run: comparable across runs when the machine's load differs.
  console.log(
    `  runs: TBT ${results.map((r) => r.tbt.toFixed(0)).join(", ")} ms; main thread ${results.map((r) => r.mainThread.toFixed(0)).join(", ")} ms; script ${results.map((r) => r.scriptTime.toFixed(0)).join(", ")} ms`,
  );
  for (const loss of median.losses.slice(0, 4)) console.log(`  - ${loss}`);
}
