// Changes to a running rental at the desk (issue 27 item 7, decision 0090): what the difference
// moves, the latest return the car's next customer allows, and the addendum's text.
import { formatTl } from "#app/domain/money/money.ts";

export type RunningChangeKind = "extend" | "dropoff" | "upgrade" | "driver";

/**
 * What a change moves. A dearer change is collected at the desk for its difference; a cheaper one
 * gives back only what was paid beyond the new total (an unpaid office balance just gets smaller).
 */
export function runningChangeMoney(input: { oldTotalKurus: number; newTotalKurus: number; paidKurus: number }): {
  chargeKurus: number;
  refundKurus: number;
} {
  const difference = input.newTotalKurus - input.oldTotalKurus;
  if (difference > 0) return { chargeKurus: difference, refundKurus: 0 };
  return { chargeKurus: 0, refundKurus: Math.max(0, Math.min(-difference, input.paidKurus - input.newTotalKurus)) };
}

const SLOT_MS = 30 * 60_000;

/**
 * The latest return the car's next booking allows: its pick-up less the return office's turnaround,
 * down to a half hour; null when that is not after the rental's current return.
 */
export function latestReturn(nextPickupAt: Date, bufferMinutes: number, currentReturnAt: Date): Date | null {
  const t = Math.floor((nextPickupAt.getTime() - bufferMinutes * 60_000) / SLOT_MS) * SLOT_MS;
  return t > currentReturnAt.getTime() ? new Date(t) : null;
}

export type AddendumInput = {
  company: string;
  number: string;
  /** The agreement it adds to: its version and the first 12 characters of its hash. */
  refersTo: { sha256: string } | null;
  version: number;
  at: string;
  customer: string;
  changes: AddendumLine[];
  oldTotalKurus: number;
  newTotalKurus: number;
  chargeKurus: number;
  refundKurus: number;
  waived: { kurus: number; reason: string } | null;
};

export type AddendumLine =
  | { kind: "extend"; from: string; to: string }
  | { kind: "dropoff"; from: string; to: string }
  | { kind: "upgrade"; from: string; to: string; plate: string }
  | { kind: "driver"; name: string; licence: string }
  | {
      kind: "swap";
      fromPlate: string;
      inKm: number;
      inFuel: number;
      inNotes: string;
      toPlate: string;
      outKm: number;
      outFuel: number;
      outNotes: string;
    };

const kmText = (km: number, lang: "tr" | "en") => new Intl.NumberFormat(lang === "tr" ? "tr-TR" : "en-GB").format(km);

const WORDS = {
  tr: {
    title: "KİRA SÖZLEŞMESİ EKİ",
    number: "Rezervasyon",
    refers: "Eklendiği sözleşme (SHA-256)",
    none: "—",
    at: "Tarih",
    customer: "Müşteri",
    changes: "Değişiklikler",
    extend: (a: string, b: string) => `Uzatma: iade ${a} yerine ${b}`,
    dropoff: (a: string, b: string) => `İade şubesi: ${a} yerine ${b}`,
    upgrade: (a: string, b: string, plate: string) => `Sınıf yükseltme: ${a} yerine ${b} (plaka ${plate})`,
    driver: (n: string, l: string) => `Ek sürücü: ${n} (ehliyet ${l})`,
    swapIn: (plate: string, km: string, fuel: number, notes: string) =>
      `Araç değişimi: ${plate} geri alındı (${km} km, yakıt ${fuel}/8${notes ? `; hasar: ${notes}` : "; yeni hasar yok"})`,
    swapOut: (plate: string, km: string, fuel: number, notes: string) =>
      `yeni araç ${plate} teslim edildi (${km} km, yakıt ${fuel}/8${notes ? `; hasar: ${notes}` : ""})`,
    oldTotal: "Önceki toplam",
    newTotal: "Yeni toplam",
    charged: "Tahsil edilen fark",
    refunded: "İade edilecek fark",
    waived: (k: string, r: string) => `Ücretsiz yükseltme: ${k} alınmadı (gerekçe: ${r})`,
    rest: "Sözleşmenin diğer tüm hükümleri aynen geçerlidir.",
    sign: "Müşteri imzası",
  },
  en: {
    title: "RENTAL AGREEMENT ADDENDUM",
    number: "Reservation",
    refers: "Agreement it adds to (SHA-256)",
    none: "—",
    at: "Date",
    customer: "Customer",
    changes: "Changes",
    extend: (a: string, b: string) => `Extension: return ${b} instead of ${a}`,
    dropoff: (a: string, b: string) => `Return office: ${b} instead of ${a}`,
    upgrade: (a: string, b: string, plate: string) => `Upgrade: ${b} instead of ${a} (plate ${plate})`,
    driver: (n: string, l: string) => `Additional driver: ${n} (licence ${l})`,
    swapIn: (plate: string, km: string, fuel: number, notes: string) =>
      `Car swap: ${plate} taken back (${km} km, fuel ${fuel}/8${notes ? `; damage: ${notes}` : "; no new damage"})`,
    swapOut: (plate: string, km: string, fuel: number, notes: string) =>
      `new car ${plate} handed over (${km} km, fuel ${fuel}/8${notes ? `; damage: ${notes}` : ""})`,
    oldTotal: "Previous total",
    newTotal: "New total",
    charged: "Difference charged",
    refunded: "Difference to refund",
    waived: (k: string, r: string) => `Free upgrade: ${k} not charged (reason: ${r})`,
    rest: "All other terms of the agreement remain in force.",
    sign: "Customer's signature",
  },
} as const;

export function addendumLineText(line: AddendumLine, lang: "tr" | "en"): string {
  const w = WORDS[lang];
  switch (line.kind) {
    case "extend":
      return w.extend(line.from, line.to);
    case "dropoff":
      return w.dropoff(line.from, line.to);
    case "upgrade":
      return w.upgrade(line.from, line.to, line.plate);
    case "driver":
      return w.driver(line.name, line.licence);
    case "swap":
      return `${w.swapIn(line.fromPlate, kmText(line.inKm, lang), line.inFuel, line.inNotes)}; ${w.swapOut(
        line.toPlate,
        kmText(line.outKm, lang),
        line.outFuel,
        line.outNotes,
      )}`;
  }
}

/** The addendum's exact text (stored and hashed; never edited). */
export function addendumText(input: AddendumInput, lang: "tr" | "en"): string {
  const w = WORDS[lang];
  const tl = (k: number) => formatTl(k, lang);
  const out = [
    `${input.company}`,
    `${w.title} ${input.version}`,
    `${w.number}: ${input.number}`,
    `${w.refers}: ${input.refersTo ? input.refersTo.sha256 : w.none}`,
    `${w.at}: ${input.at}`,
    `${w.customer}: ${input.customer}`,
    "",
    `${w.changes}:`,
    ...input.changes.map((c) => `- ${addendumLineText(c, lang)}`),
    "",
    `${w.oldTotal}: ${tl(input.oldTotalKurus)}`,
    `${w.newTotal}: ${tl(input.newTotalKurus)}`,
  ];
  if (input.chargeKurus > 0) out.push(`${w.charged}: ${tl(input.chargeKurus)}`);
  if (input.refundKurus > 0) out.push(`${w.refunded}: ${tl(input.refundKurus)}`);
  if (input.waived) out.push(w.waived(tl(input.waived.kurus), input.waived.reason));
  out.push("", w.rest, "", `${w.sign}: ____________________`);
  return out.join("\n");
}
