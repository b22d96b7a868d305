// The lines of a rental's invoice from the same layout the PDF receipt prints (receipt-lines.ts),
// so the receipt, the desk and the invoice show one set of figures: booked rows (rental days,
// assurance, KM package, extras, one-way fee), the return's desk charges, and each row's discount
// as the line's allowance. The deduction of a cancelled prepaid booking is one line of its own.
import { formatDistanceKm } from "#app/domain/delivery/delivery-fee.ts";
import type { ReceiptData } from "#app/domain/receipts/receipt.ts";
import type { ReceiptLayout, ReceiptRow } from "#app/domain/receipts/receipt-lines.ts";
import type { InvoiceLineInput } from "./invoice.ts";

type Names = Pick<ReceiptData, "vehicle" | "assuranceName" | "addOnNames" | "kmPackageName" | "extraNames">;

function discountReason(row: ReceiptRow): string {
  const d = row.discount;
  if (!d) return "";
  if (d.kind === "campaign") return `Kampanya indirimi (${d.code})`;
  if (d.kind === "member") return `Üye indirimi (%${d.percent})`;
  if (d.kind === "payNow") return `Şimdi öde indirimi (%${(d.basisPoints / 100).toLocaleString("tr-TR")})`;
  return "İndirim";
}

function lineOf(row: ReceiptRow, names: Names): Omit<InvoiceLineInput, "listGrossKurus" | "allowance"> {
  const l = row.label;
  const car = `${names.vehicle.brand} ${names.vehicle.model}`;
  switch (l.kind) {
    case "vehicle":
      return { kind: "rental", name: `Araç kiralama: ${car}`, quantity: l.days, unit: "DAY" };
    case "rental":
      return { kind: "rental", name: `Araç kiralama: ${car}`, quantity: l.days, unit: "DAY" };
    case "oneWayFee":
      return { kind: "oneWayFee", name: "Tek yön ücreti", quantity: 1, unit: "C62" };
    case "delivery":
      // A service line like an extra (decision 0123): the leg and its distance in the name.
      return {
        kind: "extra",
        name: `${l.leg === "delivery" ? "Adrese teslim" : "Adresten iade alma"} (${formatDistanceKm(l.km, "tr")})`,
        quantity: 1,
        unit: "C62",
      };
    case "assurance": {
      const name = l.addOn ? names.addOnNames?.[l.addOn]?.tr : names.assuranceName?.tr;
      return { kind: "assurance", name: `Güvence: ${name ?? l.addOn ?? "paket"}`, quantity: l.days, unit: "DAY" };
    }
    case "kmPackage":
      return {
        kind: "kmPackage",
        name: `KM paketi: ${names.kmPackageName?.tr ?? ""}`.trim(),
        quantity: 1,
        unit: "C62",
      };
    case "extra":
      return { kind: "extra", name: names.extraNames[l.code]?.tr ?? l.code, quantity: l.quantity, unit: "C62" };
    case "extras":
      return { kind: "extra", name: "Ek ürünler", quantity: 1, unit: "C62" };
    case "charge":
      if (l.charge === "extra_days") {
        return { kind: "extraDays", name: "Ek kiralama günü", quantity: l.quantity, unit: "DAY" };
      }
      if (l.charge === "extra_km") return { kind: "extraKm", name: "Ek kilometre", quantity: l.quantity, unit: "KMT" };
      if (l.charge === "fuel") {
        return { kind: "fuel", name: `Yakıt farkı (${l.quantity}/8 depo) ve dolum ücreti`, quantity: 1, unit: "C62" };
      }
      return { kind: "damage", name: `Hasar: ${l.description}`, quantity: 1, unit: "C62" };
  }
}

/** Invoice lines for the receipt's rows; rows of 0 TL are left out (nothing to invoice). */
export function invoiceLinesFromLayout(layout: Pick<ReceiptLayout, "rows">, names: Names): InvoiceLineInput[] {
  return layout.rows.flatMap((row): InvoiceLineInput[] => {
    if (row.listKurus <= 0) return [];
    const allowance = row.listKurus - row.amount.gross;
    return [
      {
        ...lineOf(row, names),
        listGrossKurus: row.listKurus,
        ...(allowance > 0 ? { allowance: { grossKurus: allowance, reason: discountReason(row) } } : {}),
      },
    ];
  });
}

/** The one line of a prepaid booking cancelled with a deduction: the part Yolda keeps. */
export function deductionLine(reservationNumber: string, deductionKurus: number): InvoiceLineInput {
  return {
    kind: "deduction",
    name: `Rezervasyon iptal kesintisi (${reservationNumber})`,
    quantity: 1,
    unit: "C62",
    listGrossKurus: deductionKurus,
  };
}
