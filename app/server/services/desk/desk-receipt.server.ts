// The receipt PDF from the desk: every payment received for the reservation, online and at the
// desk, and the return's charges (the member area's receipt code, decision 0016 and 0041).
import type { StaffActor } from "#app/domain/staff/permissions.ts";
import type { Lang } from "#app/i18n/config.ts";
import type { Db } from "#app/server/db/client.server.ts";
import { renderReceiptPdf } from "#app/server/receipts/receipt-pdf.server.ts";
import { loadReceipt } from "#app/server/repositories/receipts.server.ts";
import { reservationFor } from "./desk-common.server.ts";

export type DeskReceiptResult =
  { ok: true; pdf: Uint8Array; number: string } | { ok: false; reason: "notFound" | "notPaid" };

export async function deskReceipt(
  db: Db,
  actor: StaffActor,
  input: { number: string; lang: Lang; now: Date },
): Promise<DeskReceiptResult> {
  const reservation = await reservationFor(db, actor, "reservation.read", input.number);
  if (!reservation) return { ok: false, reason: "notFound" };
  const receipt = await loadReceipt(db, reservation.number);
  if (!receipt) return { ok: false, reason: "notPaid" };
  return {
    ok: true,
    number: reservation.number,
    pdf: await renderReceiptPdf(receipt, input.lang, { issuedAt: input.now }),
  };
}
