// The route table of ../shared/design/routes.tsv, with real slugs for the {slug} pages.
import { readFileSync } from "node:fs";
import path from "node:path";

export interface RouteRow {
  path: string;
  kind: string;
  layout: string;
  access: string;
}

export function readRouteTable(): RouteRow[] {
  const file = path.resolve(process.cwd(), "../shared/design/routes.tsv");
  const [, ...lines] = readFileSync(file, "utf8").trim().split("\n");
  return lines
    .map((line) => line.split("\t"))
    .filter((cols) => cols[0] && cols[0].startsWith("/"))
    .map(([p = "", kind = "", layout = "", access = ""]) => ({ path: p, kind, layout, access }));
}

/** First slug of each kind, read from the sitemap the app serves. */
export async function slugExamples(baseURL: string): Promise<Record<string, string>> {
  const xml = await (await fetch(`${baseURL}/sitemap.xml`)).text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? "").pathname);
  const pick = (prefix: string) => {
    const found = locs.find((p) => p.startsWith(`/${prefix}-`));
    if (!found) throw new Error(`no ${prefix}- page in the sitemap`);
    return found.slice(prefix.length + 2);
  };
  return {
    blog: pick("blog"),
    haber: pick("haber"),
    gezi: pick("gezi"),
    kampanya: pick("kampanya"),
    ofis: pick("ofis"),
    uye: "profil",
  };
}

export function concretePath(row: RouteRow, slugs: Record<string, string>): string {
  return row.path.replace(/^\/(\w+)-\{slug\}$/, (_m, prefix: string) => `/${prefix}-${slugs[prefix] ?? "x"}`);
}
