import { describe, expect, it } from "vitest";
import { sampleInvoices } from "#tests/invoice-samples.ts";
import { checkUblTr } from "./ubl-check.ts";
import { writeUblTr } from "./ubl-writer.ts";

function sample(name: string): string {
  const doc = sampleInvoices()[name];
  if (!doc) throw new Error(name);
  return writeUblTr(doc);
}

describe("the UBL-TR check refuses what GİB or the sums would refuse", () => {
  const good = sample("return-desk-charges-discount");

  it("passes the writer's own output", () => {
    expect(checkUblTr(good).problems).toEqual([]);
  });

  it("an element out of the UBL 2.1 order", () => {
    const swapped = good.replace(
      /( {2}<cbc:IssueDate>[^<]*<\/cbc:IssueDate>\n)( {2}<cbc:IssueTime>[^<]*<\/cbc:IssueTime>\n)/,
      "$2$1",
    );
    expect(checkUblTr(swapped).problems).toContain("Invoice: cbc:IssueDate out of order in Invoice");
  });

  it("a payable amount that is not the sum of the lines", () => {
    const p = /<cbc:PayableAmount currencyID="TRY">(\d+)\.(\d\d)<\/cbc:PayableAmount>/.exec(good);
    const changed = good.replace(
      p?.[0] ?? "",
      `<cbc:PayableAmount currencyID="TRY">${Number(p?.[1]) + 1}.${p?.[2]}</cbc:PayableAmount>`,
    );
    expect(checkUblTr(changed).problems).toContain("PayableAmount ≠ TaxInclusiveAmount");
  });

  it("a line whose allowance does not explain its amount", () => {
    const changed = good.replace(
      /(<cbc:BaseAmount currencyID="TRY">)(\d+)/,
      (_, a: string, n: string) => `${a}${Number(n) + 1}`,
    );
    expect(checkUblTr(changed).problems.some((x) => x.includes("BaseAmount − Amount"))).toBe(true);
  });

  it("a quantity without unitCode, a wrong currency, a bad number, a profile out of the list", () => {
    const problems = checkUblTr(
      good
        .replace('unitCode="KMT"', "")
        .replace('currencyID="TRY"', 'currencyID="EUR"')
        .replace(/<cbc:ID>YEA2026(\d{9})<\/cbc:ID>/, "<cbc:ID>YEA26$1</cbc:ID>")
        .replace("<cbc:ProfileID>EARSIVFATURA", "<cbc:ProfileID>EARSIV"),
    ).problems.join("\n");
    expect(problems).toMatch(/unitCode missing/);
    expect(problems).toMatch(/currencyID must be TRY/);
    expect(problems).toMatch(/16-character number/);
    expect(problems).toMatch(/unknown profile/);
  });

  it("a number from another kind's series, and a year that is not the year of issue", () => {
    expect(checkUblTr(good.replace("<cbc:ID>YEA2026", "<cbc:ID>YEF2026")).problems).toContain(
      "number series YEF is not YEA",
    );
    expect(checkUblTr(good.replace("<cbc:ID>YEA2026", "<cbc:ID>YEA2025")).problems).toContain(
      "number year is not the year of IssueDate",
    );
  });

  it("a return invoice without the invoice it returns; a foreigner's unreadable passport number", () => {
    const iade = sample("return-invoice-after-refund").replace(
      /<cac:BillingReference>[\s\S]*<\/cac:BillingReference>\n/,
      "",
    );
    expect(checkUblTr(iade).problems.join()).toMatch(/BillingReference/);
    const foreigner = sample("foreigner-passport").replace(
      'schemeID="PASAPORT">C01X00T47<',
      'schemeID="PASAPORT">C0-1<',
    );
    expect(checkUblTr(foreigner).problems).toContain("a foreign buyer's passport number is unreadable");
  });

  it("a person on an e-Fatura profile and an e-Fatura with internet-sale details", () => {
    const person = sample("person-online-earsiv").replace("<cbc:ProfileID>EARSIVFATURA", "<cbc:ProfileID>TEMELFATURA");
    const problems = checkUblTr(person).problems;
    expect(problems).toContain("a person is invoiced on e-Arşiv");
    expect(problems).toContain("internet-sale details only on e-Arşiv invoices");
  });
});
