// The rental agreement (kira sözleşmesi; issue 27 item 2, decision 0079) as plain text: built once
// at hand-over from the reservation, the drivers and the inspection, in the customer's language
// (Turkish always available), and kept exactly as built with its SHA-256 hash. The return's document
// is a new text that names the hand-over's (km and fuel in, charges, the return signature).
import { formatTl, type Lang } from "#app/domain/money/money.ts";
import { formatKm } from "#app/domain/text/quantities.ts";
import { NO_DEPOSIT_TEXT } from "#app/domain/pricing/deposit-free.ts";
import { type DocumentMonth, monthlyDocumentLines } from "#app/domain/rental/monthly-documents.ts";
import type { DamageKind, DamageZone } from "./damages.ts";
import type { DriverIdentity } from "./drivers.ts";

export type AgreementDamage = { zone: DamageZone; kind: DamageKind; sizeCm: number };
export type AgreementLine = { label: string; amountKurus: number };

export type HandoverAgreementInput = {
  company: string;
  number: string;
  /**
   * Local "dd.mm.yyyy HH:mm" texts and office names, already in the document's language. `address`
   * is the booked leg's address (decision 0140): the car is delivered there at the pick-up, or
   * collected from there at the return, by that office.
   */
  pickup: { at: string; office: string; address?: string | null };
  dropoff: { at: string; office: string; address?: string | null };
  customer: { name: string; email: string; phone: string };
  drivers: readonly DriverIdentity[];
  car: { plate: string; model: string; odometerKm: number; fuelEighths: number };
  damages: readonly AgreementDamage[];
  lines: readonly AgreementLine[];
  totalKurus: number;
  depositKurus: number;
  depositMethod: "card_preauth" | "cash";
  /** The deposit-free package (decision 0125): the deposit line says there is none and why. */
  depositFree?: { dailyKurus: number } | null;
  /** A monthly rental's months (decision 0130): dates, TL, km and how each is paid. */
  months?: readonly DocumentMonth[] | null;
  terms: { title: string; version: number; body: string };
};

export type ReturnAgreementInput = {
  company: string;
  number: string;
  handoverSha256: string;
  returnedAt: string;
  car: { plate: string; odometerKmOut: number; fuelOut: number; odometerKmIn: number; fuelIn: number };
  newDamages: readonly AgreementDamage[];
  charges: readonly AgreementLine[];
  chargesKurus: number;
};

const WORDS = {
  tr: {
    title: "ARAÇ KİRALAMA SÖZLEŞMESİ",
    returnTitle: "ARAÇ İADE TUTANAĞI",
    number: "Rezervasyon",
    lessor: "Kiraya veren",
    customer: "Kiracı",
    drivers: "Sürücüler",
    main: "Asıl sürücü",
    additional: "Ek sürücü",
    licence: "Ehliyet",
    class: "sınıf",
    country: "ülke",
    valid: "geçerlilik",
    tckn: "T.C. kimlik no",
    passport: "Pasaport",
    car: "Araç",
    plate: "Plaka",
    kmOut: "Çıkış km",
    fuelOut: "Çıkış yakıt",
    kmIn: "Dönüş km",
    fuelIn: "Dönüş yakıt",
    pickup: "Alış",
    dropoff: "İade",
    delivered: "Adrese teslim",
    collected: "Adresten alım",
    byOffice: "şube",
    damages: "Teslimde araçta bulunan hasarlar",
    newDamages: "Dönüşte bulunan yeni hasarlar",
    none: "Yok",
    price: "Ücret",
    total: "Toplam",
    deposit: "Depozito",
    methods: { card_preauth: "kart provizyonu", cash: "nakit" },
    terms: "Kiralama koşulları",
    version: "sürüm",
    charges: "Dönüş ücretleri",
    refersTo: "Bağlı olduğu sözleşme (SHA-256)",
    returnedAt: "Dönüş zamanı",
    signature: "Kiracının imzası ile bu metni okuduğunu ve kabul ettiğini beyan eder.",
    zones: {
      front: "Ön",
      rear: "Arka",
      left: "Sol yan",
      right: "Sağ yan",
      roof: "Tavan",
      wheels: "Tekerlekler",
      glass: "Camlar",
      interior: "İç mekân",
    },
    kinds: {
      scratch: "çizik",
      dent: "göçük",
      crack: "çatlak",
      chip: "taş izi",
      missing: "eksik parça",
      stain: "leke",
      other: "diğer",
    },
  },
  en: {
    title: "VEHICLE RENTAL AGREEMENT",
    returnTitle: "VEHICLE RETURN RECORD",
    number: "Reservation",
    lessor: "Lessor",
    customer: "Renter",
    drivers: "Drivers",
    main: "Main driver",
    additional: "Additional driver",
    licence: "Licence",
    class: "class",
    country: "country",
    valid: "valid",
    tckn: "Turkish ID no",
    passport: "Passport",
    car: "Car",
    plate: "Plate",
    kmOut: "Km out",
    fuelOut: "Fuel out",
    kmIn: "Km in",
    fuelIn: "Fuel in",
    pickup: "Pick-up",
    dropoff: "Return",
    delivered: "Delivered to address",
    collected: "Collected from address",
    byOffice: "office",
    damages: "Damage on the car at hand-over",
    newDamages: "New damage found at return",
    none: "None",
    price: "Price",
    total: "Total",
    deposit: "Deposit",
    methods: { card_preauth: "card pre-authorisation", cash: "cash" },
    terms: "Rental terms",
    version: "version",
    charges: "Return charges",
    refersTo: "Refers to agreement (SHA-256)",
    returnedAt: "Returned at",
    signature: "By signing, the renter declares having read and accepted this text.",
    zones: {
      front: "Front",
      rear: "Rear",
      left: "Left side",
      right: "Right side",
      roof: "Roof",
      wheels: "Wheels",
      glass: "Glass",
      interior: "Interior",
    },
    kinds: {
      scratch: "scratch",
      dent: "dent",
      crack: "crack",
      chip: "chip",
      missing: "missing part",
      stain: "stain",
      other: "other",
    },
  },
} as const;

/** A damage as one line: "Sağ yan: çizik, 3 cm". */
export function damageLine(d: AgreementDamage, lang: Lang): string {
  const w = WORDS[lang];
  return `${w.zones[d.zone]}: ${w.kinds[d.kind]}, ${d.sizeCm} cm`;
}

export const damageZoneLabel = (zone: DamageZone, lang: Lang) => WORDS[lang].zones[zone];
export const damageKindLabel = (kind: DamageKind, lang: Lang) => WORDS[lang].kinds[kind];

function isoToLocal(day: string): string {
  const [y, m, d] = day.split("-");
  return `${d}.${m}.${y}`;
}

function driverLines(d: DriverIdentity, index: number, lang: Lang): string[] {
  const w = WORDS[lang];
  const id = d.idKind === "tckn" ? `${w.tckn}: ${d.idNumber}` : `${w.passport}: ${d.idNumber} (${d.idCountry})`;
  return [
    `${index === 0 ? w.main : `${w.additional} ${index}`}: ${d.firstName} ${d.lastName}`,
    `  ${id}`,
    `  ${w.licence}: ${d.licenceNumber}, ${w.class} ${d.licenceClass}, ${w.country} ${d.licenceCountry}, ${w.valid} ${isoToLocal(d.licenceIssued)} - ${isoToLocal(d.licenceExpires)}`,
  ];
}

/** The hand-over agreement's exact text (lines joined with "\n", no trailing spaces). */
export function handoverAgreementText(input: HandoverAgreementInput, lang: Lang): string {
  const w = WORDS[lang];
  const tl = (k: number) => formatTl(k, lang);
  const lines: string[] = [
    w.title,
    `${w.number}: ${input.number}`,
    "",
    `${w.lessor}: ${input.company}`,
    `${w.customer}: ${input.customer.name}, ${input.customer.email}, ${input.customer.phone}`,
    "",
    `${w.drivers}`,
    ...input.drivers.flatMap((d, i) => driverLines(d, i, lang)),
    "",
    `${w.car}: ${input.car.model}, ${w.plate} ${input.car.plate}`,
    `${w.kmOut}: ${formatKm(input.car.odometerKm, lang)}, ${w.fuelOut}: ${input.car.fuelEighths}/8`,
    `${w.pickup}: ${input.pickup.at}, ${legPlace(input.pickup, w.delivered, w.byOffice)}`,
    `${w.dropoff}: ${input.dropoff.at}, ${legPlace(input.dropoff, w.collected, w.byOffice)}`,
    "",
    w.damages,
    ...(input.damages.length ? input.damages.map((d) => `- ${damageLine(d, lang)}`) : [`- ${w.none}`]),
    "",
    w.price,
    ...input.lines.map((l) => `- ${l.label}: ${tl(l.amountKurus)}`),
    `${w.total}: ${tl(input.totalKurus)}`,
    input.depositFree
      ? depositFreeAgreementLine(input.depositFree.dailyKurus, lang)
      : `${w.deposit}: ${tl(input.depositKurus)} (${w.methods[input.depositMethod]})`,
    ...monthLines(input.months, lang),
    "",
    `${w.terms}: ${input.terms.title} (${w.version} ${input.terms.version})`,
    ...input.terms.body.split(/\r?\n/),
    "",
    w.signature,
  ];
  return lines.map((l) => l.replace(/\s+$/, "")).join("\n");
}

/**
 * Where the car is handed over or taken back: the office, or for a delivered or collected leg the
 * address with the office that brings or fetches the car ("Adrese teslim: Atatürk Mah. 12,
 * ATAŞEHİR (şube: İstanbul Kadıköy)").
 */
function legPlace(end: { office: string; address?: string | null }, label: string, byOffice: string): string {
  const address = end.address?.trim();
  return address ? `${label}: ${address} (${byOffice}: ${end.office})` : end.office;
}

/** The monthly payment plan's lines (none for a shorter rental). */
function monthLines(months: readonly DocumentMonth[] | null | undefined, lang: Lang): string[] {
  if (!months || months.length === 0) return [];
  const plan = monthlyDocumentLines(months, lang);
  return ["", plan.heading, plan.lead, ...plan.lines.map((l) => `- ${l}`)];
}

/** "Depozito yok: depozitosuz paket (günlük 450,00 TL)" in the document's language. */
export function depositFreeAgreementLine(dailyKurus: number, lang: Lang): string {
  const daily = formatTl(dailyKurus, lang);
  return lang === "tr" ? `${NO_DEPOSIT_TEXT.tr} (günlük ${daily})` : `${NO_DEPOSIT_TEXT.en} (${daily} a day)`;
}

/** The return document's exact text: it names the hand-over agreement by its hash. */
export function returnAgreementText(input: ReturnAgreementInput, lang: Lang): string {
  const w = WORDS[lang];
  const tl = (k: number) => formatTl(k, lang);
  const c = input.car;
  const lines = [
    w.returnTitle,
    `${w.number}: ${input.number}`,
    `${w.refersTo}: ${input.handoverSha256}`,
    "",
    `${w.lessor}: ${input.company}`,
    `${w.plate}: ${c.plate}`,
    `${w.returnedAt}: ${input.returnedAt}`,
    `${w.kmOut}: ${formatKm(c.odometerKmOut, lang)}, ${w.fuelOut}: ${c.fuelOut}/8`,
    `${w.kmIn}: ${formatKm(c.odometerKmIn, lang)}, ${w.fuelIn}: ${c.fuelIn}/8`,
    "",
    w.newDamages,
    ...(input.newDamages.length ? input.newDamages.map((d) => `- ${damageLine(d, lang)}`) : [`- ${w.none}`]),
    "",
    w.charges,
    ...input.charges.map((l) => `- ${l.label}: ${tl(l.amountKurus)}`),
    `${w.total}: ${tl(input.chargesKurus)}`,
    "",
    w.signature,
  ];
  return lines.map((l) => l.replace(/\s+$/, "")).join("\n");
}

export type ReservationPrices = {
  rentalDays: number;
  vehicleKurus: number;
  discountKurus: number;
  oneWayFeeKurus: number;
  assuranceKurus: number;
  kmPackageKurus: number;
  extrasKurus: number;
  payNowDiscountKurus: number;
};

const PRICE_WORDS = {
  tr: {
    vehicle: (days: number) => `Araç kirası (${days} gün)`,
    discount: "İndirim",
    oneWay: "Tek yön ücreti",
    assurance: "Güvence paketi",
    kmPackage: "Kilometre paketi",
    extras: "Ek hizmetler",
    payNow: "Peşin ödeme indirimi",
  },
  en: {
    vehicle: (days: number) => `Car rental (${days} ${days === 1 ? "day" : "days"})`,
    discount: "Discount",
    oneWay: "One-way fee",
    assurance: "Cover package",
    kmPackage: "Kilometre package",
    extras: "Extras",
    payNow: "Pay-now discount",
  },
} as const;

/** The reservation's price as the agreement's lines (discounts negative; zero lines left out). */
export function agreementPriceLines(p: ReservationPrices, lang: Lang): AgreementLine[] {
  const w = PRICE_WORDS[lang];
  const lines: AgreementLine[] = [
    { label: w.vehicle(p.rentalDays), amountKurus: p.vehicleKurus },
    { label: w.discount, amountKurus: -p.discountKurus },
    { label: w.oneWay, amountKurus: p.oneWayFeeKurus },
    { label: w.assurance, amountKurus: p.assuranceKurus },
    { label: w.kmPackage, amountKurus: p.kmPackageKurus },
    { label: w.extras, amountKurus: p.extrasKurus },
    { label: w.payNow, amountKurus: -p.payNowDiscountKurus },
  ];
  return lines.filter((l) => l.amountKurus !== 0);
}

/** How many additional drivers the booking's extras include (the "additional-driver" extra). */
export function bookedAdditionalDrivers(lines: unknown): number {
  if (!Array.isArray(lines)) return 0;
  let count = 0;
  for (const line of lines as unknown[]) {
    if (typeof line !== "object" || line === null) continue;
    const l = line as { kind?: unknown; code?: unknown; quantity?: unknown };
    if (l.kind === "extra" && l.code === "additional-driver" && typeof l.quantity === "number") count += l.quantity;
  }
  return Math.max(0, Math.min(9, Math.trunc(count)));
}

export type ReturnCorrectionInput = {
  company: string;
  number: string;
  /** The return document this one replaces (its SHA-256): never edited, still kept. */
  previousSha256: string;
  version: number;
  correctedAt: string;
  reason: string;
  /** The charges in force before, reversed whole, and the corrected lines booked in their place. */
  reversed: readonly AgreementLine[];
  reversedKurus: number;
  charges: readonly AgreementLine[];
  chargesKurus: number;
};

const CORRECTION_WORDS = {
  tr: {
    title: "ARAÇ İADE TUTANAĞI: DÜZELTME",
    replaces: "Yerine geçtiği iade tutanağı (SHA-256)",
    version: "Düzeltme no",
    at: "Düzeltme zamanı",
    reason: "Düzeltme gerekçesi",
    reversed: "Ters kayıt (önceki dönüş ücretleri iptal edildi)",
    corrected: "Düzeltilmiş dönüş ücretleri",
    none: "Yok",
    total: "Toplam",
  },
  en: {
    title: "VEHICLE RETURN RECORD: CORRECTION",
    replaces: "Replaces the return record (SHA-256)",
    version: "Correction no",
    at: "Corrected at",
    reason: "Reason for the correction",
    reversed: "Reversing entry (the earlier return charges cancelled)",
    corrected: "Corrected return charges",
    none: "None",
    total: "Total",
  },
} as const;

/** The reissued return part after a correction: a new document that names the one it replaces. */
export function returnCorrectionText(input: ReturnCorrectionInput, lang: Lang): string {
  const w = CORRECTION_WORDS[lang];
  const tl = (k: number) => formatTl(k, lang);
  const lines = [
    w.title,
    `${WORDS[lang].number}: ${input.number}`,
    `${w.replaces}: ${input.previousSha256}`,
    `${w.version}: ${input.version}`,
    `${WORDS[lang].lessor}: ${input.company}`,
    `${w.at}: ${input.correctedAt}`,
    `${w.reason}: ${input.reason}`,
    "",
    w.reversed,
    ...(input.reversed.length ? input.reversed.map((l) => `- ${l.label}: -${tl(l.amountKurus)}`) : [`- ${w.none}`]),
    `${w.total}: -${tl(input.reversedKurus)}`,
    "",
    w.corrected,
    ...(input.charges.length ? input.charges.map((l) => `- ${l.label}: ${tl(l.amountKurus)}`) : [`- ${w.none}`]),
    `${w.total}: ${tl(input.chargesKurus)}`,
  ];
  return lines.map((l) => l.replace(/\s+$/, "")).join("\n");
}
