// Campaign texts write amounts the way the site prints prices (formatTl: "500,00 TL" in Turkish,
// "500.00 TL" in English), so a page never mixes "500 TL" in the text with "500,00 TL" beside it.
import { describe, expect, it } from "vitest";
import { formatTl } from "#app/domain/money/money.ts";
import { buildCampaigns } from "./campaigns.ts";

const AMOUNT = /\d[\d.,]*\s*TL/g;

function amountsIn(value: unknown): string[] {
  if (typeof value === "string") return value.match(AMOUNT) ?? [];
  if (Array.isArray(value)) return value.flatMap(amountsIn);
  return [];
}

function asKurus(text: string, lang: "tr" | "en"): number {
  const digits = text.replace(/\s*TL$/, "");
  const [group, radix] = lang === "tr" ? [".", ","] : [",", "."];
  const [whole = "", cents = "00"] = digits.split(radix);
  return Number(whole.split(group).join("")) * 100 + Number(cents.padEnd(2, "0").slice(0, 2));
}

describe("campaign texts", () => {
  const campaigns = buildCampaigns("2026-11-24");
  for (const lang of ["tr", "en"] as const) {
    it(`write every amount as the site prints prices (${lang})`, () => {
      const suffix = lang === "tr" ? "Tr" : "En";
      const found: string[] = [];
      for (const c of campaigns) {
        for (const [key, value] of Object.entries(c)) {
          if (!key.endsWith(suffix)) continue;
          for (const amount of amountsIn(value)) {
            found.push(amount);
            expect(amount, `${c.slug}.${key}`).toBe(formatTl(asKurus(amount, lang), lang));
          }
        }
      }
      expect(found.length).toBeGreaterThan(0);
    });
  }

  it("write English dates in words, never as dd.mm.yyyy", () => {
    for (const c of campaigns) {
      expect(c.termsEn, c.slug).not.toMatch(/\b\d{2}\.\d{2}\.\d{4}\b/);
      expect(c.termsEn, c.slug).toMatch(/\b\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4}\b/);
      expect(c.termsTr, c.slug).toMatch(/\b\d{2}\.\d{2}\.\d{4}\b/);
    }
  });
});
