import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { foldPlate, foldText, phoneDigits } from "./fold.ts";

describe("search folding", () => {
  it("folds Turkish letters and case so agents without a Turkish keyboard find people", () => {
    expect(foldText("KOÇ")).toBe(foldText("koc"));
    expect(foldText("Çelik")).toBe(foldText("celik"));
    expect(foldText("GİZEM")).toBe(foldText("GIZEM"));
    expect(foldText("Işıl Ağaoğlu ŞÜKRÜ öz")).toBe("isil agaoglu sukru oz");
    expect(foldText("ayse.kaya@ÖRNEK.com")).toBe("ayse.kaya@ornek.com");
  });

  it("reads plates without spaces or dashes and phones in any format", () => {
    expect(foldPlate("34 ABC 123")).toBe("34abc123");
    expect(foldPlate("34-abc-123")).toBe(foldPlate("34abc123"));
    for (const typed of ["0532 111 22 33", "+905321112233", "+90 (532) 111-22-33", "5321112233", "00905321112233"]) {
      expect(phoneDigits(typed), typed).toBe("5321112233");
    }
    expect(phoneDigits("12")).toBeNull();
  });

  it("property: folding is idempotent and gives no upper-case ASCII or Turkish letters", () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(..."aAbBcCçÇgGğĞiIıİoOöÖsSşŞuUüÜ 0-9@.") }), (text) => {
        const folded = foldText(text);
        expect(foldText(folded)).toBe(folded);
        expect(folded).not.toMatch(/[A-ZÇĞİIÖŞÜçğıöşü]/);
        expect([...folded].length).toBe([...text].length);
      }),
    );
  });
});
