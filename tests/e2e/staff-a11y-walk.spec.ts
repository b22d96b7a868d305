// Issue 28 item 7, "Done when": every demo role walks every back-office page it can open, Turkish and
// English, at 1280 and 820 px: axe finds nothing (Turkish at 1280, English at 820: decision 0185),
// nothing scrolls sideways, and the Nu Html Checker finds no error in the server's HTML (decision
// 0096). The pages come from the staff menu and the links on them (one page per kind of address), so
// a page added to the menu is walked without a change here.
// Speed: one signed-in context per role and language; a page whose main part another role already had
// checked (same language and width) is not checked again; the checker's Java starts once per worker
// (its HTTP service, started while the first pages load) instead of once per page.
import { spawn, type ChildProcess } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { axeFor } from "./support/axe.ts";
import { expect, test as base, type Page } from "@playwright/test";
import { staffRoles } from "#app/domain/staff/permissions.ts";
import { signInAsStaff } from "./staff-session.ts";
import { everyFlowInBothLanguages } from "./support/languages.ts";

const vnuJar = String(createRequire(import.meta.url)("vnu-jar"));
const widths = [1280, 820] as const;
/**
 * Where axe runs (decision 0185): each language at one width, Turkish at 1280 px and English at
 * 820 px, so each width and each language is checked (both widths in both with E2E_LANGUAGES=both).
 * Sideways scrolling is measured at both widths in both languages: it costs a few milliseconds.
 */
const axeWidths = (lang: "tr" | "en"): readonly number[] =>
  everyFlowInBothLanguages ? widths : [lang === "tr" ? 1280 : 820];
/** Addresses that are not pages: downloads, sign-out, files. */
const notAPage =
  /\/(cikis|makbuz|csv|cv)(\/|$)|\.(csv|pdf|xml|jpe?g|png|webp)$|\/sozlesme\/[^/]+$|\/hasar-fotograflari\//;
const maxPagesPerRole = 60;

type VnuMessage = { type: string; message: string; extract?: string };
type Vnu = { check: (html: string) => Promise<VnuMessage[]> };

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

const test = base.extend<object, { vnu: Vnu }>({
  vnu: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const port = await freePort();
      const java: ChildProcess = spawn(
        "java",
        [
          "-Xss1m",
          "-cp",
          vnuJar,
          "-Dnu.validator.servlet.bind-address=127.0.0.1",
          "nu.validator.servlet.Main",
          String(port),
        ],
        { stdio: "ignore" },
      );
      const url = `http://127.0.0.1:${port}/?out=json`;
      let ready: Promise<void> | null = null;
      const whenReady = () =>
        (ready ??= (async () => {
          for (let i = 0; i < 240; i++) {
            try {
              if ((await fetch(`http://127.0.0.1:${port}/`)).ok) return;
            } catch {
              // not listening yet
            }
            await new Promise((r) => setTimeout(r, 500));
          }
          throw new Error("the Nu Html Checker did not start");
        })());
      await use({
        check: async (html) => {
          await whenReady();
          const res = await fetch(url, {
            method: "POST",
            headers: { "Content-Type": "text/html; charset=utf-8" },
            body: html,
          });
          return ((await res.json()) as { messages: VnuMessage[] }).messages;
        },
      });
      java.kill("SIGTERM");
    },
    { scope: "worker" },
  ],
});

/** Claims shared by the walk's workers (the run's data folder): the first to claim a check does it. */
const claimsDir = path.join(process.env.E2E_DATA_DIR ?? tmpdir(), "staff-a11y-walk");
mkdirSync(claimsDir, { recursive: true });
function claim(...parts: string[]): boolean {
  // A retry checks again what its failed attempt claimed: a claim never lets a retry pass unchecked.
  const name = createHash("sha1")
    .update([`retry ${test.info().retry}`, ...parts].join("\u0000"))
    .digest("hex");
  try {
    writeFileSync(path.join(claimsDir, name), "", { flag: "wx" });
    return true;
  } catch {
    return false;
  }
}

/**
 * One page per kind of address: ids, numbers and slugs become ":x" (query strings are dropped). A
 * reservation number (YLD-GXWJAFC) need not hold a digit: without this rule each reservation's
 * pages counted as new kinds and filled the admin walk's cap with 27 copies of 6 pages.
 */
function kindOf(pathname: string): string {
  return pathname
    .split("/")
    .map((segment) =>
      /\d/.test(segment) || segment.length > 24 || /^[A-Z]{3}-[0-9A-Z]{4,}$/.test(segment) ? ":x" : segment,
    )
    .join("/");
}

/** Back-office links in the page's menu and main part, as Turkish paths. */
async function staffLinks(page: Page): Promise<string[]> {
  const hrefs = await page
    .locator("header nav a[href], main a[href]")
    .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
  const out: string[] = [];
  for (const href of hrefs) {
    const url = new URL(href);
    if (url.origin !== new URL(page.url()).origin) continue;
    const p = url.pathname.replace(/^\/en(?=\/|$)/, "");
    if (!p.startsWith("/yonetim") || notAPage.test(p)) continue;
    if (/^\/yonetim\/(giris|iki-adim|davet)/.test(p)) continue;
    out.push(p);
  }
  return out;
}

/** The page's main part with its numbers blurred: the same screen for two roles has the same key. */
async function mainKey(page: Page): Promise<string> {
  const html = await page
    .locator("main")
    .first()
    .innerHTML()
    .catch(() => "");
  return createHash("sha1").update(html).digest("hex");
}

for (const role of staffRoles) {
  for (const lang of ["tr", "en"] as const) {
    test(`${role}, ${lang}: every back-office page: axe 0 at ${axeWidths(lang).join(" and ")} px, Nu 0, no sideways scroll at 1280 and 820 px`, async ({
      page,
      vnu,
    }) => {
      // The admin walk is about 60 pages x 2 widths; a slow CI machine takes 2-3x this one's 6 minutes.
      test.setTimeout(1_500_000);
      const started = Date.now();
      const prefix = lang === "en" ? "/en" : "";
      await page.setViewportSize({ width: 1280, height: 900 });
      await signInAsStaff(page, role, lang);
      const problems: string[] = [];
      const report = (line: string) => {
        problems.push(line);
        console.log(`PROBLEM ${role}: ${line}`);
      };
      const timings = { signIn: Date.now() - started, goto: 0, axe: 0, vnu: 0 };
      const pending: Promise<void>[] = [];
      const kinds = new Set<string>();
      const pages: string[] = [];
      const add = (links: string[]) => {
        for (const link of links) {
          const kind = kindOf(link);
          if (kinds.has(kind) || pages.length >= maxPagesPerRole) continue;
          kinds.add(kind);
          pages.push(link);
        }
      };
      // The menu's pages, then one page per kind of address linked from them (two levels).
      add(["/yonetim", ...(await staffLinks(page))]);
      let axeRuns = 0;
      for (let i = 0; i < pages.length; i++) {
        const trPath = pages[i] ?? "";
        const at = `${prefix}${trPath}`;
        let t0 = Date.now();
        const pageStarted = t0;
        const response = i === 0 ? await page.reload() : await page.goto(at);
        timings.goto += Date.now() - t0;
        const status = response?.status() ?? 0;
        if (status >= 400) {
          // A page the menu or a link offers must open (a 403 here is a link shown to the wrong role).
          report(`${at}: HTTP ${status}`);
          continue;
        }
        if (trPath.split("/").length <= 4) add(await staffLinks(page));
        // The server's HTML of this load, to the checker (the first page of each role whole, then
        // each main part once).
        const key = await mainKey(page);
        if (i === 0 || claim("vnu", lang, key)) {
          const html = (await response?.text()) ?? "";
          pending.push(
            (async () => {
              const t1 = Date.now();
              for (const m of await vnu.check(html)) {
                if (m.type === "error") report(`vnu ${at}: ${m.message} [${(m.extract ?? "").trim().slice(0, 100)}]`);
              }
              timings.vnu += Date.now() - t1;
            })(),
          );
        }
        for (const width of widths) {
          await page.setViewportSize({ width, height: 900 });
          const extra = await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          );
          if (extra > 0) report(`${at} @${width}: scrolls sideways by ${extra} px`);
          if (!axeWidths(lang).includes(width)) continue;
          if (i > 0 && !claim("axe", lang, String(width), key)) continue;
          t0 = Date.now();
          axeRuns++;
          const axe = await axeFor(page).analyze();
          timings.axe += Date.now() - t0;
          for (const v of axe.violations) {
            report(`${at} @${width}: axe ${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
          }
        }
        await page.setViewportSize({ width: 1280, height: 900 });
        const took = Date.now() - pageStarted;
        if (took > 8000) console.log(`SLOW ${role} ${at}: ${took} ms`);
      }
      await Promise.all(pending);
      const note = `${role} ${lang}: ${pages.length} pages, ${axeRuns} axe runs, ${pending.length} checked by Nu, ${Date.now() - started} ms ${JSON.stringify(timings)}`;
      test.info().annotations.push({ type: "walk", description: note });
      console.log(`${note}\n  ${pages.join("\n  ")}`);
      expect(problems, problems.join("\n")).toEqual([]);
    });
  }
}
