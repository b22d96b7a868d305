import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { asciiName, foldName, sameName, turkishLower, turkishUpper } from "./turkish.ts";

describe("Turkish case rules", () => {
  it("maps the dotted and dotless i in Turkish", () => {
    expect(turkishUpper("ışık istanbul")).toBe("IŞIK İSTANBUL");
    expect(turkishLower("IŞIK İSTANBUL")).toBe("ışık istanbul");
  });
});

describe("sameName", () => {
  it("matches Turkish names in any case", () => {
    expect(sameName("IŞIK", "ışık")).toBe(true);
    expect(sameName("İLHAN", "ilhan")).toBe(true);
    expect(sameName("ÇAĞLAR", "çağlar")).toBe(true);
    expect(sameName("ÖZTÜRK", "Öztürk")).toBe(true);
    expect(sameName("Işık", "IŞIK")).toBe(true);
  });

  it("matches names typed on a keyboard without Turkish i rules", () => {
    expect(sameName("SMITH", "smith")).toBe(true);
    expect(sameName("ILHAN", "ilhan")).toBe(true);
    expect(sameName("İLHAN", "ILHAN")).toBe(true);
    // "İ" decomposed as I + combining dot above still matches.
    expect(sameName("I\u0307LHAN", "ilhan")).toBe(true);
  });

  it("ignores surrounding and repeated spaces", () => {
    expect(sameName("  Yılmaz  Demir ", "YILMAZ DEMİR")).toBe(true);
  });

  it("matches the name as an embossed card prints it, without Turkish letters", () => {
    expect(sameName("CAGRI OZTURK", "Çağrı Öztürk")).toBe(true);
    expect(sameName("ozturk", "ÖZTÜRK")).toBe(true);
    expect(sameName("ŞAHİN", "SAHIN")).toBe(true);
    expect(sameName("Çelik", "celik")).toBe(true);
    expect(sameName("Gül Işıl", "GUL ISIL")).toBe(true);
    expect(asciiName(" Çağrı  Öztürk ")).toBe("CAGRI OZTURK");
  });

  it("keeps different names distinct", () => {
    expect(sameName("Demir", "Demirci")).toBe(false);
    expect(sameName("Öz", "Ak")).toBe(false);
    expect(sameName("", "a")).toBe(false);
  });

  it("folds any Turkish name to the ASCII a card carries, and matches it", () => {
    const ascii: Record<string, string> = {
      ç: "c",
      ğ: "g",
      ı: "i",
      İ: "I",
      ö: "o",
      ş: "s",
      ü: "u",
      Ç: "C",
      Ğ: "G",
      Ö: "O",
      Ş: "S",
      Ü: "U",
    };
    const letters = [..."abcçdefgğhıijklmnoöprsştuüvyzABCÇDEFGĞHIİJKLMNOÖPRSŞTUÜVYZ "];
    const name = fc.array(fc.constantFrom(...letters), { maxLength: 24 }).map((a) => a.join(""));
    fc.assert(
      fc.property(name, (typed) => {
        const embossed = [...typed]
          .map((c) => ascii[c] ?? c)
          .join("")
          .toUpperCase();
        expect(sameName(typed, embossed)).toBe(true);
        expect(asciiName(typed)).toMatch(/^[A-Z ]*$/);
        expect(asciiName(asciiName(typed))).toBe(asciiName(typed));
      }),
    );
  });

  it("is reflexive, symmetric and stable under Turkish case changes", () => {
    const name = fc.string({ unit: fc.constantFrom(..."abcçdefgğhıijklmnoöprsştuüvyzIİŞĞÜÖÇ "), maxLength: 20 });
    fc.assert(
      fc.property(name, name, (a, b) => {
        expect(sameName(a, a)).toBe(true);
        expect(sameName(a, b)).toBe(sameName(b, a));
        expect(sameName(turkishUpper(a), turkishLower(a))).toBe(true);
        expect(foldName(foldName(a))).toBe(foldName(a));
      }),
    );
  });
});
