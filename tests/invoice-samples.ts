// Invoices of the seven cases decision 0072 keeps as XML under tests/fixtures/invoices/, built
// from the domain alone (fixed numbers, ETTNs and times, so the files only change with the code).
import { exampleTckn } from "#app/domain/identity/tckn.ts";
import { exampleVkn } from "#app/domain/identity/vkn.ts";
import { deductionLine } from "#app/domain/invoices/from-receipt.ts";
import {
  buildInvoice,
  chooseProfile,
  type InvoiceBuyer,
  type InvoiceDocument,
  type InvoiceLineInput,
  type InvoiceParty,
  type InvoiceTypeCode,
} from "#app/domain/invoices/invoice.ts";
import { formatInvoiceNumber, seriesFor } from "#app/domain/invoices/invoice-number.ts";
import { returnLines } from "#app/domain/invoices/return-invoice.ts";

export const SAMPLE_SUPPLIER: InvoiceParty = {
  vkn: exampleVkn(26),
  mersisNo: "0947012345600017",
  title: "Yolda Araç Kiralama A.Ş.",
  taxOffice: "Beşiktaş",
  tradeRegistryNo: "123456-5",
  webAddress: "https://www.yolda.com.tr",
  address: {
    street: "Barbaros Bulvarı No: 10",
    district: "Beşiktaş",
    city: "İstanbul",
    postalZone: "34349",
    country: "Türkiye",
  },
  email: "fatura@yolda.com.tr",
  phone: "+90 212 000 00 00",
};

const istanbul = { street: "Bağdat Caddesi No: 5 D: 3", district: "Kadıköy", city: "İstanbul", country: "Türkiye" };

export const SAMPLE_BUYERS = {
  person: {
    kind: "person",
    tckn: exampleTckn(7),
    firstName: "Ayşe",
    familyName: "Yılmaz",
    address: istanbul,
    email: "ayse@example.com",
  },
  foreigner: {
    kind: "foreigner",
    passport: "C01X00T47",
    nationality: "DE",
    firstName: "Anna",
    familyName: "Schmidt",
    address: { street: "Lindenstraße 4", district: "Mitte", city: "Berlin", country: "Almanya" },
  },
  companyOutside: {
    kind: "company",
    vkn: exampleVkn(3),
    title: "Kadıköy Turizm Ltd. Şti.",
    taxOffice: "Kadıköy",
    address: istanbul,
  },
  companyInside: {
    kind: "company",
    vkn: exampleVkn(4),
    title: "Anadolu Lojistik A.Ş.",
    taxOffice: "Çankaya",
    address: { street: "Atatürk Bulvarı No: 100", district: "Çankaya", city: "Ankara", country: "Türkiye" },
  },
} satisfies Record<string, InvoiceBuyer>;

const rentalLines = (days: number, withDiscount: boolean): InvoiceLineInput[] => [
  {
    kind: "rental",
    name: "Araç kiralama: Renault Clio",
    quantity: days,
    unit: "DAY",
    listGrossKurus: days * 1_450_00,
    ...(withDiscount ? { allowance: { grossKurus: days * 145_00, reason: "Kampanya indirimi (YAZ10)" } } : {}),
  },
  { kind: "assurance", name: "Güvence: Tam koruma", quantity: days, unit: "DAY", listGrossKurus: days * 333_33 },
  { kind: "kmPackage", name: "KM paketi: 1.000 km", quantity: 1, unit: "C62", listGrossKurus: 750_00 },
  { kind: "extra", name: "Bebek koltuğu", quantity: 1, unit: "C62", listGrossKurus: 420_00 },
  { kind: "oneWayFee", name: "Tek yön ücreti", quantity: 1, unit: "C62", listGrossKurus: 1_200_00 },
];

const deskCharges: InvoiceLineInput[] = [
  { kind: "extraDays", name: "Ek kiralama günü", quantity: 1, unit: "DAY", listGrossKurus: 1_450_00 },
  { kind: "extraKm", name: "Ek kilometre", quantity: 137, unit: "KMT", listGrossKurus: 137 * 7_50 },
  { kind: "fuel", name: "Yakıt farkı (3/8 depo) ve dolum ücreti", quantity: 1, unit: "C62", listGrossKurus: 1_012_35 },
  { kind: "damage", name: "Hasar: sağ ayna çizik", quantity: 1, unit: "C62", listGrossKurus: 2_500_00 },
];

function doc(
  seq: number,
  buyer: InvoiceBuyer,
  type: InvoiceTypeCode,
  lines: readonly InvoiceLineInput[],
  extra: Partial<Pick<InvoiceDocument, "returns" | "internetSale" | "notes">> & {
    eFatura?: boolean;
    commercial?: boolean;
  },
): InvoiceDocument {
  const profile = chooseProfile({
    buyer,
    buyerIsEFaturaUser: extra.eFatura ?? false,
    type,
    commercial: extra.commercial ?? false,
  });
  return buildInvoice({
    number: formatInvoiceNumber(seriesFor(profile, type), 2026, seq),
    ettn: `0b6c1f2e-7d4a-4c3b-9e21-${String(seq).padStart(12, "0")}`,
    profile,
    type,
    issueDate: "2026-07-14",
    issueTime: "16:42:05",
    supplier: SAMPLE_SUPPLIER,
    buyer,
    orderReference: { id: `YLD-SMPL${String(seq).padStart(3, "0")}`, issueDate: "2026-06-30" },
    returns: extra.returns ?? null,
    internetSale: extra.internetSale ?? null,
    notes: extra.notes ?? [`Rezervasyon YLD-SMPL${String(seq).padStart(3, "0")}`],
    lines,
  });
}

const online = {
  webAddress: "https://www.yolda.com.tr",
  paymentMeans: "KREDIKARTI/BANKAKARTI",
  paymentAgent: "Yolda Bank sanal POS",
  paymentDate: "2026-06-30",
} as const;

export function sampleInvoices(): Record<string, InvoiceDocument> {
  const returned = doc(5, SAMPLE_BUYERS.person, "SATIS", [...rentalLines(4, true), ...deskCharges], {});
  // The return invoice after a refund returns 2.000 TL of the first case's invoice.
  const refunded = doc(1, SAMPLE_BUYERS.person, "SATIS", rentalLines(3, false), { internetSale: online });
  return {
    "person-online-earsiv": refunded,
    "foreigner-passport": doc(2, SAMPLE_BUYERS.foreigner, "SATIS", rentalLines(5, false), { internetSale: online }),
    "company-outside-efatura": doc(3, SAMPLE_BUYERS.companyOutside, "SATIS", rentalLines(2, false), {}),
    "company-inside-efatura": doc(1, SAMPLE_BUYERS.companyInside, "SATIS", rentalLines(7, true), { eFatura: true }),
    "return-desk-charges-discount": returned,
    "prepaid-cancellation-deduction": doc(6, SAMPLE_BUYERS.person, "SATIS", [deductionLine("YLD-SMPL006", 1_612_50)], {
      internetSale: online,
    }),
    "return-invoice-after-refund": doc(1, SAMPLE_BUYERS.person, "IADE", returnLines(refunded.lines, 2_000_00), {
      returns: { number: refunded.number, issueDate: refunded.issueDate },
      notes: [`İade: ${refunded.number} numaralı fatura`],
    }),
  };
}
