// A guest's receipt (issue 26): a customer who paid by card without an account finds the reservation
// by number and surname on the lookup page, which then offers the receipt PDF by a signed link that
// lasts an hour (the number and surname are asked again for nothing, and the link names no person).
// The payment e-mail carries the same receipt, drawn when the e-mail is sent (receiptAttachment).
import { createHmac, timingSafeEqual } from "node:crypto";
import type { Lang } from "#app/domain/money/money.ts";
import type { Db } from "#app/server/db/client.server.ts";
import type { EmailAttachment } from "#app/server/email/message.server.ts";
import { loadReceipt } from "#app/server/repositories/receipts.server.ts";
import { renderReceiptPdf } from "#app/server/receipts/receipt-pdf.server.ts";

export const GUEST_RECEIPT_TTL_MS = 60 * 60_000;
const NUMBER_RE = /^YLD-[0-9A-HJKMNP-TV-Z]{7}$/;

function signature(secret: string, number: string, expires: number): string {
  return createHmac("sha256", secret).update(`guest-receipt:${number}:${expires}`).digest("base64url");
}

/** The receipt's file name in the reader's language. */
export function receiptFileName(number: string, lang: Lang): string {
  return `${lang === "tr" ? "makbuz" : "receipt"}-${number}.pdf`;
}

/**
 * The query of a guest's receipt link for reservation `number` (found by number and surname just
 * now), or null when the reservation has no receipt (nothing paid yet).
 */
export async function guestReceiptQuery(db: Db, secret: string, number: string, now: Date): Promise<string | null> {
  if (!(await loadReceipt(db, number))) return null;
  const expires = now.getTime() + GUEST_RECEIPT_TTL_MS;
  return new URLSearchParams({ no: number, e: String(expires), s: signature(secret, number, expires) }).toString();
}

/** The PDF a signed, unexpired link asks for; null for a forged, expired or unpaid one (a 404). */
export async function guestReceiptPdf(
  db: Db,
  secret: string,
  query: URLSearchParams,
  lang: Lang,
  now: Date,
): Promise<{ pdf: Uint8Array; fileName: string } | null> {
  const number = query.get("no") ?? "";
  const expires = Number(query.get("e") ?? "");
  const given = Buffer.from(query.get("s") ?? "");
  if (!NUMBER_RE.test(number) || !Number.isSafeInteger(expires) || expires <= now.getTime()) return null;
  const expected = Buffer.from(signature(secret, number, expires));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const receipt = await loadReceipt(db, number);
  if (!receipt) return null;
  return { pdf: await renderReceiptPdf(receipt, lang), fileName: receiptFileName(number, lang) };
}

/**
 * An e-mail's receipt attachment, drawn when the outbox sends it (so the PDF is not stored in the
 * outbox row and shows what was paid at that moment). A reservation without a receipt throws: the
 * outbox retries later rather than send a payment e-mail without its receipt.
 */
export async function drawReceiptAttachment(db: Db, attachment: EmailAttachment): Promise<EmailAttachment> {
  const wanted = attachment.receiptOf;
  if (!wanted) return attachment;
  const receipt = await loadReceipt(db, wanted.number);
  if (!receipt) throw new Error("receipt not available yet");
  const pdf = await renderReceiptPdf(receipt, wanted.lang);
  return {
    filename: attachment.filename,
    contentType: "application/pdf",
    content: Buffer.from(pdf).toString("base64"),
    encoding: "base64",
  };
}
