// What axe cannot see (decision 0028): the Nu Html Checker over the server-rendered HTML of every route
// in both languages, plus the search-engine view of each page (canonical addresses, sitemap, meta).
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { expect, test } from "@playwright/test";
import { addDays } from "#app/domain/time/calendar.ts";
import { istanbulDate } from "#app/domain/time/istanbul.ts";
import { concretePath, routeTable, slugExamples } from "./route-table.ts";

const table = routeTable;
const pages = table.filter((r) => ["page", "list", "form", "flow"].includes(r.kind));
const vnuJar = String(createRequire(import.meta.url)("vnu-jar"));

interface VnuMessage {
  type: string;
  url?: string;
  message: string;
  extract?: string;
}

test("the Nu Html Checker finds no errors in the HTML of any route in either language", async ({
  request,
  baseURL,
}) => {
  const slugs = await slugExamples(baseURL ?? "");
  const dir = mkdtempSync(path.join(tmpdir(), "yolda-vnu-"));
  try {
    const paths: string[] = [];
    for (const prefix of ["", "/en"]) {
      for (const row of pages) paths.push(prefix + (row.path === "/" && prefix ? "" : concretePath(row, slugs)));
      paths.push(`${prefix}/bu-sayfa-yok`);
    }
    await Promise.all(
      paths.map(async (p, i) => {
        const res = await request.get(p || "/");
        const name = `${String(i).padStart(3, "0")}${(p || "/").replace(/[^a-zA-Z0-9]+/g, "_")}.html`;
        writeFileSync(path.join(dir, name), await res.text());
      }),
    );
    // One Java start for all pages: the checker takes a folder.
    const result = await promisify(execFile)(
      "java",
      ["-Xss1m", "-jar", vnuJar, "--errors-only", "--format", "json", "--exit-zero-always", dir],
      { maxBuffer: 64 * 1024 * 1024 },
    );
    const messages = (JSON.parse(result.stderr || result.stdout) as { messages: VnuMessage[] }).messages;
    const errors = messages
      .filter((m) => m.type === "error")
      .map((m) => `${path.basename(m.url ?? "")}: ${m.message} [${(m.extract ?? "").trim().slice(0, 120)}]`);
    expect(errors, `${errors.length} vnu errors`).toEqual([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("English booking pages write dates in English, Turkish ones in Turkish", async ({ request }) => {
  const from = addDays(istanbulDate(new Date()), 20);
  const to = addDays(from, 3);
  const query = `alis=IST&donus=IST&alisTarihi=${from}T10:00&donusTarihi=${to}T10:00`;
  const [y, m, d] = from.split("-");
  const month = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"][Number(m) - 1];
  const text = async (path: string) =>
    (await (await request.get(path)).text()).replace(/<script[\s\S]*?<\/script>/g, "").replace(/<[^>]+>/g, " ");
  const en = await text(`/en/rezervasyon?${query}`);
  expect(en).toContain(`${Number(d)} ${month} ${y}, 10:00`);
  expect(en).not.toMatch(/\b\d{2}\.\d{2}\.\d{4}\b/);
  expect(await text(`/rezervasyon?${query}`)).toContain(`${d}.${m}.${y} 10:00`);
});

test("search engines see one address per page, a sitemap of indexable pages with dates, and real descriptions", async ({
  request,
  baseURL,
}) => {
  // Case and trailing-slash variants redirect permanently to the canonical path.
  for (const [from, to] of [
    ["/SSS", "/sss"],
    ["/sss/", "/sss"],
    ["/en/SSS/", "/en/sss"],
    ["/arac-kiralama-rehberi?x=1", "/Arac-Kiralama-Rehberi?x=1"],
  ] as const) {
    const res = await request.get(from, { maxRedirects: 0 });
    expect(res.status(), from).toBe(301);
    expect(res.headers()["location"], from).toBe(to);
  }

  // The sitemap lists no page that asks not to be indexed, and dates what has a date.
  const xml = await (await request.get("/sitemap.xml")).text();
  const entries = [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?/g)];
  const noindex: string[] = [];
  await Promise.all(
    entries.map(async ([, loc = ""]) => {
      const html = await (await request.get(new URL(loc).pathname)).text();
      if (/<meta name="robots" content="noindex/.test(html)) noindex.push(loc);
    }),
  );
  expect(noindex).toEqual([]);
  const dated = entries.filter(([, loc = ""]) => /\/(blog|haber)-/.test(loc));
  expect(dated.length).toBeGreaterThan(0);
  for (const [, loc, lastmod] of dated) expect(lastmod, loc).toMatch(/^\d{4}-\d{2}-\d{2}$/);

  // Every page describes itself in at least 50 characters; the booking page has its own words.
  const slugs = await slugExamples(baseURL ?? "");
  const short: string[] = [];
  const descriptions = new Map<string, string>();
  for (const prefix of ["", "/en"]) {
    await Promise.all(
      pages.map(async (row) => {
        const path = prefix + (row.path === "/" && prefix ? "" : concretePath(row, slugs));
        const html = await (await request.get(path || "/")).text();
        const description = (/<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? "")
          .replace(/&#x27;|&#39;/g, "'")
          .replace(/&quot;/g, '"')
          .replace(/&amp;/g, "&");
        descriptions.set(path || "/", description);
        if (description.length < 50) short.push(`${path || "/"}: "${description}"`);
      }),
    );
  }
  expect(short).toEqual([]);
  expect(descriptions.get("/rezervasyon")).not.toBe(descriptions.get("/"));
  expect(descriptions.get("/en/rezervasyon")).not.toBe(descriptions.get("/en"));

  // Each page shares its own picture (its banner scene as a JPEG a link preview can show).
  const images = new Map<string, string>();
  for (const path of ["/sss", "/hakkimizda", `/blog-${slugs.blog}`, `/gezi-${slugs.gezi}`, "/tum_yerler"]) {
    const html = await (await request.get(path)).text();
    const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1] ?? "";
    images.set(path, image);
    const picture = await request.get(new URL(image).pathname);
    expect(picture.status(), image).toBe(200);
    expect(picture.headers()["content-type"], image).toMatch(/^image\/(jpeg|png)/);
  }
  expect(new Set(images.values()).size, [...images.values()].join(" ")).toBeGreaterThanOrEqual(4);

  // A shared link to a missing page still gets a card.
  const missing = await (await request.get("/bu-sayfa-yok")).text();
  expect(missing).toMatch(/<meta property="og:title" content="Aradığınız Sayfa Bulunamadı"/);
});
