import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { exampleTckn } from "#app/domain/identity/tckn.ts";
import { SAMPLE_BUYERS } from "#tests/invoice-samples.ts";
import {
  buyerIdentification,
  buyerProblems,
  chooseProfile,
  GENERIC_TCKN,
  invoiceLine,
  type InvoiceLineInput,
  invoiceTotals,
} from "./invoice.ts";
import { formatInvoiceNumber, parseInvoiceNumber, seriesFor } from "./invoice-number.ts";

const lineInput = fc
  .record({
    gross: fc.integer({ min: 1, max: 50_000_000 }),
    discountPermille: fc.integer({ min: 0, max: 1000 }),
    quantity: fc.integer({ min: 1, max: 60 }),
  })
  .map(({ gross, discountPermille, quantity }): InvoiceLineInput => ({
    kind: "rental",
    name: "x",
    quantity,
    unit: "DAY",
    listGrossKurus: gross,
    allowance: { grossKurus: Math.floor((gross * discountPermille) / 1000), reason: "İndirim" },
  }));

describe("invoice lines and totals", () => {
  it("splits 1.450,00 TL at 20 % into 1.208,33 + 241,67 and keeps what the customer pays", () => {
    const l = invoiceLine(1, { kind: "rental", name: "x", quantity: 1, unit: "DAY", listGrossKurus: 145_000 });
    expect([l.netKurus, l.vatKurus, l.grossKurus]).toEqual([120_833, 24_167, 145_000]);
  });

  it("a discount is an allowance on the net: base − allowance = line amount, payable = list − discount", () => {
    const l = invoiceLine(1, {
      kind: "rental",
      name: "x",
      quantity: 4,
      unit: "DAY",
      listGrossKurus: 580_000,
      allowance: { grossKurus: 58_000, reason: "Kampanya" },
    });
    expect(l.listNetKurus).toBe(483_333);
    expect(l.netKurus).toBe(435_000);
    expect(l.allowanceNetKurus).toBe(48_333);
    expect(l.grossKurus).toBe(522_000);
  });

  it("refuses a discount above the price and a 0 % line without an exemption", () => {
    const base = { kind: "rental", name: "x", quantity: 1, unit: "DAY" } as const;
    expect(() => invoiceLine(1, { ...base, listGrossKurus: 100, allowance: { grossKurus: 101, reason: "" } })).toThrow(
      RangeError,
    );
    expect(() => invoiceLine(1, { ...base, listGrossKurus: 100, vatRatePct: 0 })).toThrow(RangeError);
  });

  it("property: every line and the document add up exactly, and the tax is the rate within a kuruş", () => {
    fc.assert(
      fc.property(fc.array(lineInput, { minLength: 1, maxLength: 12 }), (inputs) => {
        const lines = inputs.map((x, i) => invoiceLine(i + 1, x));
        for (const [i, l] of lines.entries()) {
          const input = inputs[i];
          if (!input) throw new Error("unreachable");
          expect(l.listNetKurus - l.allowanceNetKurus).toBe(l.netKurus);
          expect(l.netKurus + l.vatKurus).toBe(l.grossKurus);
          expect(l.grossKurus).toBe(input.listGrossKurus - (input.allowance?.grossKurus ?? 0));
          expect(l.allowanceNetKurus).toBeGreaterThanOrEqual(0);
          expect(Math.abs(l.vatKurus - l.netKurus * 0.2)).toBeLessThanOrEqual(1);
        }
        const t = invoiceTotals(lines);
        const paid = inputs.reduce((s, x) => s + x.listGrossKurus - (x.allowance?.grossKurus ?? 0), 0);
        expect(t.payableKurus).toBe(paid);
        expect(t.taxExclusiveKurus).toBe(t.lineExtensionKurus - t.allowanceTotalKurus);
        expect(t.taxInclusiveKurus).toBe(t.taxExclusiveKurus + t.taxTotalKurus);
        expect(t.subtotals.reduce((s, x) => s + x.vatKurus, 0)).toBe(t.taxTotalKurus);
        expect(t.subtotals.reduce((s, x) => s + x.taxableKurus, 0)).toBe(t.taxExclusiveKurus);
      }),
      { numRuns: 500 },
    );
  });
});

describe("buyers", () => {
  it("accepts the sample buyers and identifies them by the scheme of their kind", () => {
    for (const b of Object.values(SAMPLE_BUYERS)) expect(buyerProblems(b)).toEqual([]);
    expect(buyerIdentification(SAMPLE_BUYERS.person)).toEqual({ schemeID: "TCKN", id: SAMPLE_BUYERS.person.tckn });
    expect(buyerIdentification(SAMPLE_BUYERS.foreigner)).toEqual({ schemeID: "TCKN", id: GENERIC_TCKN });
    expect(buyerIdentification(SAMPLE_BUYERS.companyInside).schemeID).toBe("VKN");
  });

  it("names what is wrong: a TCKN with a bad check digit, a VKN, a Turkish 'foreigner', a company without tax office", () => {
    const good = exampleTckn(11);
    const bad = `${good.slice(0, 10)}${(Number(good[10]) + 1) % 10}`;
    expect(buyerProblems({ ...SAMPLE_BUYERS.person, tckn: bad })).toEqual(["tckn"]);
    expect(buyerProblems({ ...SAMPLE_BUYERS.person, tckn: GENERIC_TCKN })).toEqual([]);
    expect(buyerProblems({ ...SAMPLE_BUYERS.person, tckn: "1111111111" })).toEqual(["tckn"]);
    expect(buyerProblems({ ...SAMPLE_BUYERS.foreigner, nationality: "TR" })).toEqual(["nationality"]);
    expect(
      buyerProblems({
        ...SAMPLE_BUYERS.companyOutside,
        vkn: `${SAMPLE_BUYERS.companyOutside.vkn.slice(0, 9)}${(Number(SAMPLE_BUYERS.companyOutside.vkn[9]) + 1) % 10}`,
        taxOffice: " ",
      }),
    ).toEqual(["vkn", "taxOffice"]);
    expect(
      buyerProblems({ ...SAMPLE_BUYERS.person, address: { ...SAMPLE_BUYERS.person.address, street: "" } }),
    ).toEqual(["address"]);
  });
});

describe("profile and numbering", () => {
  it("e-Fatura users get TEMELFATURA or TICARIFATURA (returns TEMELFATURA), everyone else e-Arşiv", () => {
    const c = SAMPLE_BUYERS.companyInside;
    expect(chooseProfile({ buyer: c, buyerIsEFaturaUser: true, type: "SATIS" })).toBe("TEMELFATURA");
    expect(chooseProfile({ buyer: c, buyerIsEFaturaUser: true, type: "SATIS", commercial: true })).toBe("TICARIFATURA");
    expect(chooseProfile({ buyer: c, buyerIsEFaturaUser: true, type: "IADE", commercial: true })).toBe("TEMELFATURA");
    expect(chooseProfile({ buyer: c, buyerIsEFaturaUser: false, type: "SATIS" })).toBe("EARSIVFATURA");
    expect(chooseProfile({ buyer: SAMPLE_BUYERS.person, buyerIsEFaturaUser: true, type: "SATIS" })).toBe(
      "EARSIVFATURA",
    );
  });

  it("a number is 16 characters: series, year, 9-digit sequence; read back the same", () => {
    fc.assert(
      fc.property(fc.integer({ min: 2020, max: 2099 }), fc.integer({ min: 1, max: 999_999_999 }), (year, seq) => {
        const n = formatInvoiceNumber(seriesFor("EARSIVFATURA", "SATIS"), year, seq);
        expect(n).toHaveLength(16);
        expect(parseInvoiceNumber(n)).toEqual({ series: "YEA", year, sequence: seq });
      }),
    );
    expect(() => formatInvoiceNumber("YEA", 2026, 1_000_000_000)).toThrow(RangeError);
    expect(parseInvoiceNumber("YEA2026000000000")).toBeNull();
    expect(
      new Set([
        seriesFor("EARSIVFATURA", "SATIS"),
        seriesFor("TEMELFATURA", "SATIS"),
        seriesFor("EARSIVFATURA", "IADE"),
        seriesFor("TICARIFATURA", "IADE"),
      ]).size,
    ).toBe(4);
  });
});
