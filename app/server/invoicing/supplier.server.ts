// Yolda as the invoice's supplier (AccountingSupplierParty). Company registration details are
// not secrets; these are the demo company's (a valid VKN of the test generator, a MERSİS number of
// the right shape) until the real ones are entered before going live (decision 0073).
import { exampleVkn } from "#app/domain/identity/vkn.ts";
import type { InvoiceParty } from "#app/domain/invoices/invoice.ts";

export function invoiceSupplier(publicUrl: string): InvoiceParty {
  return {
    vkn: exampleVkn(26),
    mersisNo: "0947012345600017",
    title: "Yolda Araç Kiralama A.Ş.",
    taxOffice: "Beşiktaş",
    tradeRegistryNo: "123456-5",
    webAddress: new URL(publicUrl).origin,
    address: {
      street: "Barbaros Bulvarı No: 10",
      district: "Beşiktaş",
      city: "İstanbul",
      postalZone: "34349",
      country: "Türkiye",
    },
    email: "fatura@yolda.com.tr",
  };
}
