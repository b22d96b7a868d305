import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  CAPTCHA_ALPHABET,
  CAPTCHA_LENGTH,
  captchaTextAlternative,
  generateCaptchaCode,
  generateCaptchaQuestion,
  normalizeCaptchaAnswer,
  NUMBER_WORDS,
  numberWordsToDigits,
  type RandomSource,
  renderCaptchaSvg,
} from "./captcha.server.ts";

/** mulberry32: a small seeded generator so images are repeatable. */
function seeded(seed: number): RandomSource {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const codeArb = fc
  .array(fc.constantFrom(...CAPTCHA_ALPHABET), { minLength: CAPTCHA_LENGTH, maxLength: CAPTCHA_LENGTH })
  .map((chars) => chars.join(""));

/** Every tag, with its attributes, in document order. */
function tags(svg: string): { name: string; attrs: Record<string, string> }[] {
  return [...svg.matchAll(/<([a-z]+)((?:\s+[A-Za-z-]+="[^"]*")*)\s*\/?>/g)].map((m) => ({
    name: m[1] ?? "",
    attrs: Object.fromEntries([...(m[2] ?? "").matchAll(/([A-Za-z-]+)="([^"]*)"/g)].map((a) => [a[1], a[2]])),
  }));
}

describe("generateCaptchaCode", () => {
  it("makes codes of the right length from the unambiguous alphabet", () => {
    for (let i = 0; i < 200; i++) {
      const code = generateCaptchaCode();
      expect(code).toMatch(new RegExp(`^[${CAPTCHA_ALPHABET}]{${CAPTCHA_LENGTH}}$`));
    }
    expect(CAPTCHA_ALPHABET).not.toMatch(/[0O1IL]/);
  });

  it("uses the whole alphabet", () => {
    const seen = new Set(Array.from({ length: 400 }, () => generateCaptchaCode()).join(""));
    expect(seen.size).toBe(CAPTCHA_ALPHABET.length);
  });
});

describe("renderCaptchaSvg", () => {
  it("is a well-formed SVG made only of a background rect and paths", () => {
    fc.assert(
      fc.property(codeArb, fc.integer(), (code, seed) => {
        const svg = renderCaptchaSvg(code, seeded(seed));
        expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
        expect(svg.endsWith("</svg>")).toBe(true);
        // Everything is a tag: no text nodes between elements.
        expect(svg.replace(/<[^>]*>/g, "")).toBe("");
        const all = tags(svg);
        expect(all.map((t) => t.name)).toEqual(["svg", "rect", ...Array<string>(all.length - 2).fill("path")]);
        expect(svg.match(/<\/?svg/g)).toHaveLength(2);
        for (const t of all.slice(2)) {
          expect(t.attrs.d).toMatch(/^(?:[ML]-?\d+(?:\.\d)? -?\d+(?:\.\d)?)+$/);
        }
      }),
      { numRuns: 50 },
    );
  });

  it("has no text, title, description or label that could hold the answer", () => {
    fc.assert(
      fc.property(codeArb, fc.integer(), (code, seed) => {
        const svg = renderCaptchaSvg(code, seeded(seed));
        expect(svg).not.toMatch(/<(text|tspan|title|desc|foreignObject|use|symbol)\b/i);
        expect(svg).not.toMatch(/aria-|data-|id=/);
        expect(svg).not.toContain(code);
        // Apart from the markup the only letters are the path commands M and L: no answer letters.
        const letters = new Set(
          tags(svg).flatMap((t) => Object.entries(t.attrs).flatMap(([k, v]) => (k === "d" ? [...v] : []))),
        );
        for (const l of letters) expect(l).toMatch(/[ML\d. -]/);
      }),
      { numRuns: 50 },
    );
  });

  it("draws one glyph path per character plus noise", () => {
    const svg = renderCaptchaSvg("ACDEF", seeded(1));
    const paths = tags(svg).filter((t) => t.name === "path");
    expect(paths.filter((p) => !p.attrs.opacity)).toHaveLength(CAPTCHA_LENGTH);
    expect(paths.filter((p) => p.attrs.opacity).length).toBeGreaterThanOrEqual(7);
  });

  it("gives different images for different codes and for the same code twice", () => {
    expect(renderCaptchaSvg("ACDEF", seeded(7))).not.toBe(renderCaptchaSvg("ACDEH", seeded(7)));
    expect(renderCaptchaSvg("ACDEF", seeded(7))).toBe(renderCaptchaSvg("ACDEF", seeded(7)));
    expect(renderCaptchaSvg("ACDEF")).not.toBe(renderCaptchaSvg("ACDEF"));
  });

  it("never repeats a glyph's path data, even for the same letter", () => {
    const paths = tags(renderCaptchaSvg("AAAAA", seeded(3)))
      .filter((t) => t.name === "path" && !t.attrs.opacity)
      .map((t) => t.attrs.d);
    expect(new Set(paths).size).toBe(CAPTCHA_LENGTH);
  });

  it("keeps every glyph inside the image", () => {
    fc.assert(
      fc.property(codeArb, fc.integer(), (code, seed) => {
        for (const t of tags(renderCaptchaSvg(code, seeded(seed))).filter((t) => t.name === "path")) {
          const numbers = (t.attrs.d ?? "").match(/-?\d+(?:\.\d+)?/g)?.map(Number) ?? [];
          numbers.forEach((n, i) => {
            expect(n).toBeGreaterThanOrEqual(0);
            expect(n).toBeLessThanOrEqual(i % 2 === 0 ? 200 : 70);
          });
        }
      }),
      { numRuns: 50 },
    );
  });

  it("refuses characters it has no glyph for", () => {
    expect(() => renderCaptchaSvg("AB0IL")).toThrow(/no glyph/);
  });
});

describe("the question mode", () => {
  it("reads a sum written in Turkish or English words, with or without marks and spaces", () => {
    expect(numberWordsToDigits("on bir")).toBe("11");
    expect(numberWordsToDigits("ONBİR")).toBe("11");
    expect(numberWordsToDigits("üç")).toBe("3");
    expect(numberWordsToDigits("uc")).toBe("3");
    expect(numberWordsToDigits("Eleven")).toBe("11");
    expect(numberWordsToDigits("12")).toBe("12");
    expect(numberWordsToDigits("XK7MW")).toBe("XK7MW");
  });

  it("every number it may ask for has a word in both languages that reads back to it", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 32 - 1 }), (seed) => {
        const state = seed;
        const { a, b } = generateCaptchaQuestion(seeded(state));
        for (const n of [a, b]) expect(n >= 2 && n <= 9).toBe(true);
        for (const words of [NUMBER_WORDS.tr, NUMBER_WORDS.en]) {
          expect(numberWordsToDigits(words[a + b] ?? "")).toBe(String(a + b));
        }
      }),
    );
  });

  it("a word answer read as digits is never an image code (digits are 1-2 characters, codes 5)", () => {
    fc.assert(
      fc.property(fc.integer(), fc.constantFrom(...NUMBER_WORDS.tr, ...NUMBER_WORDS.en), (seed, word) => {
        expect(numberWordsToDigits(word)).not.toBe(generateCaptchaCode(seeded(seed)));
      }),
    );
  });
});

describe("answers and text alternative", () => {
  it("compares answers without case and spaces", () => {
    expect(normalizeCaptchaAnswer("  ac d7f \n")).toBe("ACD7F");
  });

  it("points to a message key and gives only the length, never the characters", () => {
    const alt = captchaTextAlternative();
    expect(alt.key).toBe("forms.captcha.imageAlt");
    expect(alt.vars).toEqual({ length: CAPTCHA_LENGTH });
  });
});
