// The card deposit by an e-mailed link (issue 27 item 4; decision 0088's "not done yet"): the desk
// sends the customer a signed link, and the customer pre-authorises the deposit by 3-D Secure on
// their own device, on the same bank page the counter's tablet shows. The link names no person and
// lasts 48 hours; the bank's answer is applied by the deposit's own callback (handleDepositCallback),
// once, whichever device posted it. No card data reaches Yolda either way.
import { createHmac, timingSafeEqual } from "node:crypto";
import type { StaffActor } from "#app/domain/staff/permissions.ts";
import { localizePath, type Lang } from "#app/i18n/config.ts";
import type { Db } from "#app/server/db/client.server.ts";
import { depositLinkEmail } from "#app/server/email/desk-emails.server.ts";
import { enqueueEmail } from "#app/server/email/outbox.server.ts";
import type { CardFieldNames, PaymentGateway } from "#app/server/payments/gateway.server.ts";
import { findDeposit } from "#app/server/repositories/deposits.server.ts";
import { findReservationByNumber } from "#app/server/repositories/reservations.server.ts";
import { audit } from "#app/server/services/staff/staff-access.server.ts";
import { officesOf, reservationFor } from "./desk-common.server.ts";

export const DEPOSIT_LINK_TTL_MS = 48 * 60 * 60_000;
const NUMBER_RE = /^YLD-[0-9A-HJKMNP-TV-Z]{7}$/;

function signature(secret: string, number: string, expires: number): string {
  return createHmac("sha256", secret).update(`deposit-link:${number}:${expires}`).digest("base64url");
}

/** The query of a deposit link for reservation `number`, valid until `expires` (ms). */
export function depositLinkQuery(secret: string, number: string, expires: number): string {
  return new URLSearchParams({ no: number, e: String(expires), s: signature(secret, number, expires) }).toString();
}

/** The reservation number a signed, unexpired link names; null for a forged or expired one. */
export function verifyDepositLink(secret: string, query: URLSearchParams, now: Date): string | null {
  const number = query.get("no") ?? "";
  const expires = Number(query.get("e") ?? "");
  const given = Buffer.from(query.get("s") ?? "");
  if (!NUMBER_RE.test(number) || !Number.isSafeInteger(expires) || expires <= now.getTime()) return null;
  const expected = Buffer.from(signature(secret, number, expires));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return number;
}

export type SendDepositLinkResult = { ok: true; to: string; url: string } | { ok: false; reason: "notPending" };

/**
 * Sends the pending card deposit's link to the driver's e-mail, in the reservation's language, and
 * writes the audit entry in the same transaction. Asking again sends the link again (a customer who
 * lost the first e-mail), each time audited.
 */
export async function sendDepositLink(
  db: Db,
  actor: StaffActor,
  number: string,
  options: { secret: string; publicUrl: string; now: Date },
): Promise<SendDepositLinkResult | null> {
  const r = await reservationFor(db, actor, "reservation.operate", number);
  if (!r) return null;
  const d = await findDeposit(db, r.id);
  if (!d || d.method !== "card_preauth" || d.status !== "pending") return { ok: false, reason: "notPending" };
  const lang: Lang = r.lang === "en" ? "en" : "tr";
  const expires = options.now.getTime() + DEPOSIT_LINK_TTL_MS;
  const url = new URL(
    `${localizePath("/depozito", lang)}?${depositLinkQuery(options.secret, r.number, expires)}`,
    options.publicUrl,
  ).href;
  await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    await enqueueEmail(
      tx,
      depositLinkEmail({
        lang,
        to: r.driver.email,
        name: `${r.driver.firstName} ${r.driver.lastName}`,
        reservationNumber: r.number,
        amountKurus: d.amountKurus,
        expiresAt: new Date(expires),
        url,
      }),
      options.now,
    );
    await audit(tx, actor, {
      action: "deposit.link",
      entityType: "reservation",
      entityId: r.id,
      officeIds: officesOf(r),
      after: { depositKurus: d.amountKurus },
    });
  });
  return { ok: true, to: r.driver.email, url };
}

export type CustomerDepositPage =
  | { kind: "invalid" }
  | { kind: "done"; number: string; amountKurus: number; held: boolean }
  | {
      kind: "form";
      number: string;
      amountKurus: number;
      driverName: string;
      gateUrl: string;
      fields: Array<[string, string]>;
      cardFields: CardFieldNames;
      error: string | null;
    };

/**
 * What the customer's link opens: the bank's 3-D form for the pending deposit (its answer comes back
 * to /depozito-donus), or where the deposit stands once the bank has answered.
 */
export async function customerDepositPage(
  db: Db,
  gateway: PaymentGateway,
  query: URLSearchParams,
  options: { secret: string; publicUrl: string; lang: Lang; ip: string; now: Date },
): Promise<CustomerDepositPage> {
  const number = verifyDepositLink(options.secret, query, options.now);
  if (!number) return { kind: "invalid" };
  const r = await findReservationByNumber(db, number);
  if (!r) return { kind: "invalid" };
  const d = await findDeposit(db, r.id);
  if (!d || d.method !== "card_preauth") return { kind: "invalid" };
  if (d.status !== "pending" || !d.orderId) {
    return { kind: "done", number, amountKurus: d.amountKurus, held: d.status === "held" };
  }
  const start = await gateway.beginCheckout({
    orderId: d.orderId,
    amountKurus: d.amountKurus,
    currency: "TRY",
    lang: options.lang,
    returnUrl: new URL(localizePath("/depozito-donus", options.lang), options.publicUrl).href,
    customer: { firstName: r.driver.firstName, lastName: r.driver.lastName, email: r.driver.email, ip: options.ip },
    description: r.number,
    transaction: "preauth",
  });
  if (start.kind !== "form") return { kind: "invalid" };
  return {
    kind: "form",
    number,
    amountKurus: d.amountKurus,
    driverName: `${r.driver.firstName} ${r.driver.lastName}`,
    gateUrl: start.url,
    fields: start.fields,
    cardFields: start.cardFields,
    error: d.error,
  };
}
