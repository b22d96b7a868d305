// The seven invoices of decision 0072 written as UBL-TR XML, checked by the project's own check
// and compared with the files kept under tests/fixtures/invoices/ (written when missing, or again
// with UPDATE_INVOICE_FIXTURES=1 after a deliberate change of the writer).
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { sampleInvoices } from "#tests/invoice-samples.ts";
import { checkUblTr } from "./ubl-check.ts";
import { writeUblTr } from "./ubl-writer.ts";

const dir = new URL("../../../tests/fixtures/invoices/", import.meta.url);

describe("UBL-TR fixtures", () => {
  for (const [name, doc] of Object.entries(sampleInvoices())) {
    it(`${name}: passes the check and matches the kept XML`, () => {
      const xml = writeUblTr(doc);
      const check = checkUblTr(xml);
      expect(check.problems).toEqual([]);
      expect(check.number).toBe(doc.number);
      expect(check.payableKurus).toBe(doc.totals.payableKurus);
      const file = new URL(`${name}.xml`, dir);
      if (!existsSync(file) || process.env.UPDATE_INVOICE_FIXTURES === "1") writeFileSync(file, xml);
      expect(readFileSync(file, "utf8")).toBe(xml);
    });
  }

  it("the cases are what their names say", () => {
    const s = sampleInvoices();
    const get = (k: string) => {
      const d = s[k];
      if (!d) throw new Error(k);
      return d;
    };
    expect(get("person-online-earsiv")).toMatchObject({
      profile: "EARSIVFATURA",
      internetSale: { paymentMeans: "KREDIKARTI/BANKAKARTI" },
    });
    expect(get("foreigner-passport").buyer.kind).toBe("foreigner");
    expect(get("company-outside-efatura").profile).toBe("EARSIVFATURA");
    expect(get("company-inside-efatura").profile).toBe("TEMELFATURA");
    const ret = get("return-desk-charges-discount");
    expect(ret.lines.some((l) => l.kind === "damage") && ret.totals.allowanceTotalKurus > 0).toBe(true);
    expect(get("prepaid-cancellation-deduction").lines.map((l) => l.kind)).toEqual(["deduction"]);
    const iade = get("return-invoice-after-refund");
    expect(iade.type).toBe("IADE");
    expect(iade.totals.payableKurus).toBe(2_000_00);
  });
});
