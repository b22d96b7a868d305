// What axe cannot see (issue #16): the Nu Html Checker over the server-rendered HTML of every route
// in both languages, plus the search-engine view of each page (canonical addresses, sitemap, meta).
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { expect, test } from "@playwright/test";
import { addDays } from "../../app/domain/time/calendar.ts";
import { istanbulDate } from "../../app/domain/time/istanbul.ts";
import { concretePath, readRouteTable, slugExamples } from "./route-table.ts";

const table = readRouteTable();
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
  test.setTimeout(90_000);
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
