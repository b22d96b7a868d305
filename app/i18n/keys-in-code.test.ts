// Every message key the code names exists in both catalogs. The key types catch a literal
// `t("...")` at compile time; this test also covers keys held in variables, unions, casts
// (`as MessageKey`) and the fixed start of template keys (`t(\`fleet.fuel.${fuel}\`)`).
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { en } from "./messages/en.ts";
import { tr } from "./messages/tr.ts";
import { isPlural } from "./plural.ts";
import { staffPermissions } from "#app/domain/staff/permissions.ts";

const root = join(import.meta.dirname, "..", "..");
const areas = Object.keys(tr);
const catalogs = { tr, en } as const;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "messages" || entry.name.startsWith("+") ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

function lookup(catalog: unknown, key: string): unknown {
  return key.split(".").reduce<unknown>((node, part) => {
    if (typeof node !== "object" || node === null) return undefined;
    return (node as Record<string, unknown>)[part];
  }, catalog);
}

const isMessage = (value: unknown) => typeof value === "string" || Array.isArray(value) || isPlural(value);
const isGroup = (value: unknown) => typeof value === "object" && value !== null && !isMessage(value);

interface Use {
  key: string;
  where: string;
  /** A template's fixed start ("fleet.fuel" of `fleet.fuel.${fuel}`): a group, not a text. */
  prefix: boolean;
}

/** Quoted strings that start with a catalog area and a dot, and template keys' fixed starts. */
function keysUsed(files: readonly string[]): Use[] {
  const area = `(?:${areas.join("|")})`;
  const literal = new RegExp(`(["'\`])(${area}(?:\\.[A-Za-z0-9_]+)+)\\1`, "g");
  const template = new RegExp(`\`(${area}(?:\\.[A-Za-z0-9_]+)*)\\.\\$\\{`, "g");
  return files.flatMap((file) => {
    const text = readFileSync(file, "utf8");
    const where = (index: number) => `${relative(root, file)}:${text.slice(0, index).split("\n").length}`;
    return [
      ...[...text.matchAll(literal)].map((m) => ({ key: m[2] ?? "", where: where(m.index), prefix: false })),
      ...[...text.matchAll(template)].map((m) => ({ key: m[1] ?? "", where: where(m.index), prefix: true })),
    ];
  });
}

/** Staff permission names ("payment.desk", "staff.manage") look like keys but are not texts. */
const notKeys = new Set<string>(staffPermissions);
const PAGE_PART = /^(?:pages|content|list|fleet|booking|forms|staff|consent)\.[A-Za-z0-9_]+$/;

function missing(uses: readonly Use[]): string[] {
  return uses
    .filter((use) => !notKeys.has(use.key))
    .flatMap((use) =>
      Object.entries(catalogs)
        .filter(([, catalog]) => {
          const value = lookup(catalog, use.key);
          // A route's handle may name one group of the "pages", "content", "list", "fleet", "booking", "forms" or "staff" area
          // ("pages.faq", "content.offices", "list.faqTopics", the fleet's static "fleet.label", the booking
          // results' "booking.vehicles", areas.ts).
          if (!use.prefix && PAGE_PART.test(use.key)) return !isGroup(value) && !isMessage(value);
          return use.prefix ? !isGroup(value) : !isMessage(value);
        })
        .map(([lang]) => `${use.where} "${use.key}" (${lang})`),
    );
}

describe("message keys in the code", () => {
  const files = [...sourceFiles(join(root, "app")), ...sourceFiles(join(root, "server"))];
  const uses = keysUsed(files);

  it("finds the keys the code uses", () => {
    expect(files.length).toBeGreaterThan(100);
    expect(uses.length).toBeGreaterThan(500);
    expect(uses.some((use) => use.prefix && use.key === "fleet.fuel")).toBe(true);
  });

  it("every key used in app/ and server/ exists in Turkish and English", () => {
    expect(missing(uses)).toEqual([]);
  });

  it("reports a key missing in either language", () => {
    const probe = [
      { key: "nav.fleet", where: "probe", prefix: false },
      { key: "nav.nowhere", where: "probe", prefix: false },
      { key: "nav", where: "probe", prefix: true },
      { key: "nav.fleet", where: "probe", prefix: true },
    ];
    expect(missing(probe)).toEqual([
      'probe "nav.nowhere" (tr)',
      'probe "nav.nowhere" (en)',
      'probe "nav.fleet" (tr)',
      'probe "nav.fleet" (en)',
    ]);
  });
});
