import { describe, expect, it } from "vitest";
import { en } from "./en.ts";
import { tr } from "./tr.ts";

function keysOf(value: unknown, prefix = ""): string[] {
  if (typeof value !== "object" || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k));
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1] ?? "").sort();
}

describe("message catalogs", () => {
  const trKeys = keysOf(tr).sort();
  const enKeys = keysOf(en).sort();

  it("have the same keys in Turkish and English", () => {
    expect(enKeys).toEqual(trKeys);
  });

  it("have no empty texts", () => {
    const get = (obj: unknown, key: string) =>
      key.split(".").reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], obj);
    for (const key of trKeys) {
      expect(String(get(tr, key)).trim(), `tr ${key}`).not.toBe("");
      expect(String(get(en, key)).trim(), `en ${key}`).not.toBe("");
    }
  });

  it("use the same placeholders in both languages", () => {
    const get = (obj: unknown, key: string) =>
      key.split(".").reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], obj);
    for (const key of trKeys) {
      expect(placeholders(String(get(en, key))), key).toEqual(placeholders(String(get(tr, key))));
    }
  });
});
