import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { faqQueryWords, filterFaq, foldForSearch } from "./faq-filter.ts";

const entries = [
  { question: "İptal nasıl yapılır?", answer: "Rezervasyonunuzu iptal etmek için..." },
  { question: "Depozito ne kadar?", answer: "Kredi kartından provizyon alınır." },
  { question: "Ehliyetim kaç yıllık olmalı?", answer: "En az iki yıllık sürücü belgesi." },
  { question: "IŞIK kontrolü", answer: "Araç teslimde ödeme yapılır." },
];

describe("FAQ filter", () => {
  it("matches whatever the case, with Turkish dotted and dotless i as one letter", () => {
    for (const q of ["iptal", "İPTAL", "IPTAL", "İptal"])
      expect(filterFaq(entries, q).map((e) => e.question)).toEqual(["İptal nasıl yapılır?"]);
    expect(filterFaq(entries, "ışık")).toHaveLength(1);
    expect(filterFaq(entries, "isik")).toHaveLength(1);
  });

  it("forgives missing Turkish letters typed on other keyboards", () => {
    expect(filterFaq(entries, "odeme")).toHaveLength(1);
    expect(filterFaq(entries, "surucu belgesi")).toHaveLength(1);
  });

  it("needs every word, in question or answer", () => {
    expect(filterFaq(entries, "depozito kredi")).toHaveLength(1);
    expect(filterFaq(entries, "depozito ehliyet")).toHaveLength(0);
  });

  it("keeps everything for an empty or blank query and nothing for nonsense", () => {
    expect(filterFaq(entries, "")).toHaveLength(entries.length);
    expect(filterFaq(entries, "   ")).toHaveLength(entries.length);
    expect(filterFaq(entries, "zzqxw")).toHaveLength(0);
  });

  it("never finds more by typing more (narrows as you type)", () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        const shorter = filterFaq(entries, a);
        const longer = filterFaq(entries, `${a} ${b}`);
        expect(longer.every((e) => shorter.includes(e))).toBe(true);
      }),
    );
  });

  it("folds the same way on both sides", () => {
    expect(foldForSearch("ÇĞİÖŞÜ")).toBe("cgiosu");
    expect(faqQueryWords("  Kaç   GÜN ")).toEqual(["kac", "gun"]);
  });
});
