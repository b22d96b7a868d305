import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isGsm7, PART_LIMIT, SINGLE_LIMIT, segmentCount, smsSegments } from "./segments.ts";

const gsmChars = Array.from("ABCabc019 .,:;!?@£$ÇÖÜöüäéñ-()/+\n");
const extensionChars = Array.from("€[]{}^~|\\");
const turkishOnly = Array.from("çğıİşŞĞ");
const gsmText = fc.array(fc.constantFrom(...gsmChars, ...extensionChars), { maxLength: 700 }).map((a) => a.join(""));
const unicodeText = fc
  .tuple(
    fc.array(fc.constantFrom(...gsmChars, ...turkishOnly, "😀"), { maxLength: 400 }),
    fc.constantFrom(...turkishOnly, "😀"),
    fc.nat(),
  )
  .map(([a, forced, at]) => {
    const i = at % (a.length + 1);
    return [...a.slice(0, i), forced, ...a.slice(i)].join("");
  });

const septets = (s: string) => Array.from(s).reduce((n, ch) => n + (extensionChars.includes(ch) ? 2 : 1), 0);

describe("SMS segments (160/153 GSM-7, 70/67 UCS-2)", () => {
  it("counts the usual figures", () => {
    expect(segmentCount("A".repeat(160))).toBe(1);
    expect(segmentCount("A".repeat(161))).toBe(2);
    expect(segmentCount("A".repeat(306))).toBe(2);
    expect(segmentCount("A".repeat(307))).toBe(3);
    expect(segmentCount("ş".repeat(70))).toBe(1);
    expect(segmentCount("ş".repeat(71))).toBe(2);
    expect(segmentCount("ş".repeat(134))).toBe(2);
    expect(segmentCount("ş".repeat(135))).toBe(3);
    expect(segmentCount("")).toBe(0);
  });

  it("Turkish ç ğ ı İ ş need UCS-2; Ç Ö Ü ö ü are in the GSM alphabet", () => {
    expect(isGsm7("ÇÖÜöü")).toBe(true);
    for (const ch of turkishOnly) expect(smsSegments(`Merhaba ${ch}`).encoding).toBe("ucs2");
    // One "ı" turns a 100-character text into two messages.
    expect(segmentCount("a".repeat(99) + "ı")).toBe(2);
    expect(segmentCount("a".repeat(100))).toBe(1);
  });

  it("the euro sign costs two septets", () => {
    expect(smsSegments("€".repeat(80)).units).toBe(160);
    expect(segmentCount("€".repeat(80))).toBe(1);
    expect(segmentCount("€".repeat(81))).toBe(2);
  });

  it("a GSM-7 text: parts join to the text, each part within 153 septets, count as the formula", () => {
    fc.assert(
      fc.property(gsmText, (text) => {
        const s = smsSegments(text);
        expect(s.encoding).toBe("gsm7");
        expect(s.parts.join("")).toBe(text);
        expect(s.units).toBe(septets(text));
        if (s.units <= SINGLE_LIMIT.gsm7) expect(s.parts.length).toBe(text === "" ? 0 : 1);
        else {
          for (const p of s.parts) expect(septets(p)).toBeLessThanOrEqual(PART_LIMIT.gsm7);
          // An escape pair is never split, so at most one part more than the plain formula.
          expect(s.parts.length).toBeGreaterThanOrEqual(Math.ceil(s.units / PART_LIMIT.gsm7));
          expect(s.parts.length).toBeLessThanOrEqual(Math.ceil(s.units / (PART_LIMIT.gsm7 - 1)));
        }
      }),
    );
  });

  it("a text with a Turkish letter or emoji: UCS-2, parts join back, each within 67 units, no pair split", () => {
    fc.assert(
      fc.property(unicodeText, (text) => {
        const s = smsSegments(text);
        expect(s.encoding).toBe("ucs2");
        expect(s.units).toBe(text.length);
        expect(s.parts.join("")).toBe(text);
        if (text.length <= SINGLE_LIMIT.ucs2) expect(s.parts).toEqual([text]);
        else
          for (const p of s.parts) {
            expect(p.length).toBeLessThanOrEqual(PART_LIMIT.ucs2);
            expect(/^[\uDC00-\uDFFF]/.test(p)).toBe(false);
          }
      }),
    );
  });

  it("adding a character never lowers the count", () => {
    fc.assert(
      fc.property(fc.oneof(gsmText, unicodeText), fc.constantFrom(...gsmChars, ...turkishOnly), (text, ch) => {
        expect(segmentCount(text + ch)).toBeGreaterThanOrEqual(segmentCount(text));
      }),
    );
  });
});
