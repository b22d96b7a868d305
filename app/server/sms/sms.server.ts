// Transactional SMS through their own outbox (issue 31 item 9, decision 0118). A message is
// written in the transaction of the change it announces, once per reason (the dedupe key is
// unique: a repeated call, a retried request or a second server writes nothing); a background job
// sends due rows through the SMS provider port, retrying a temporary failure after 1, 2, 4, 8 and
// 16 minutes. Only transactional kinds exist (the table refuses any other); marketing would need a
// given İYS consent (`mayReceiveMarketingSms`), and nothing marketing is sent today.
import { randomBytes } from "node:crypto";
import { smsSegments } from "#app/domain/sms/segments.ts";
import type { Db } from "#app/server/db/client.server.ts";
import type { DriverJson, SmsKind } from "#app/server/db/schema.ts";
import {
  claimDueSms,
  insertMarketingConsent,
  insertSmsOnce,
  latestMarketingConsent,
  markSmsAttemptFailed,
  markSmsSent,
  type NewSms,
  reservationsPickingUpBetween,
} from "#app/server/repositories/sms.server.ts";
import type { SmsProvider } from "./provider.server.ts";
import { confirmationSms, paymentLinkSms, reminderSms } from "./sms-texts.server.ts";
import { serverT } from "#app/i18n/translate.server.ts";

/** The reminder goes once, when the pick-up is 24 hours away or less. */
export const REMINDER_BEFORE_MS = 24 * 3_600_000;
export const MAX_SMS_ATTEMPTS = 6;
export const SMS_LEASE_MS = 60_000;

export function smsRetryDelayMs(attempts: number): number {
  return 60_000 * 2 ** Math.max(0, attempts - 1);
}

export type QueueSms = {
  dedupeKey: string;
  kind: SmsKind;
  phone: string;
  lang: "tr" | "en";
  body: string;
  reservationId: string | null;
};

/** Queues the message unless its key was queued before; the new row's id or null (a repeat). */
export async function enqueueSms(tx: Db, message: QueueSms, now: Date): Promise<number | null> {
  const row = smsRow(message);
  return row ? insertSmsOnce(tx, row, now) : null;
}

/** The outbox row of a message: its number as the provider dials it, its encoding and parts; null when the number cannot be dialled. */
export function smsRow(message: QueueSms): NewSms | null {
  const phone = message.phone.replace(/[^\d+]/g, "");
  if (!/^\+\d{6,15}$/.test(phone)) return null;
  const segments = smsSegments(message.body);
  return { ...message, phone, encoding: segments.encoding, segments: segments.parts.length };
}

type ReservationForSms = {
  id: string;
  number: string;
  lang: "tr" | "en";
  pickupAt: Date;
  driver: DriverJson;
};

/** The pick-up office and whether the car is delivered, as the confirmation e-mail read them. */
type ConfirmationSmsAbout = {
  office: { nameTr: string; nameEn: string; phone: string } | null;
  delivered: boolean;
};

/**
 * The booking's confirmation SMS as its outbox row, once per reservation by its key (a change does
 * not send another); null without a number to dial.
 */
export function confirmationSmsRow(r: ReservationForSms, about: ConfirmationSmsAbout): NewSms | null {
  const { office, delivered } = about;
  // A car delivered to the customer is not picked up at the office (decision 0132).
  const body = confirmationSms(r.lang, {
    number: r.number,
    pickupAt: r.pickupAt,
    office: delivered
      ? serverT(r.lang)("sms.atAddress")
      : office
        ? r.lang === "en"
          ? office.nameEn
          : office.nameTr
        : "",
    officePhone: office?.phone ?? "",
  });
  return smsRow({
    dedupeKey: `confirmation:${r.id}`,
    kind: "confirmation",
    phone: r.driver.phone,
    lang: r.lang,
    body,
    reservationId: r.id,
  });
}

/** A payment link (a /sanal-odeme reference) by SMS, once per reference. */
export async function enqueuePaymentLinkSms(
  tx: Db,
  r: { id: string; number: string; lang: "tr" | "en"; driver: DriverJson },
  reference: { id: string; amountKurus: number; expiresAt: Date; url: string },
  now: Date,
): Promise<number | null> {
  const body = paymentLinkSms(r.lang, {
    number: r.number,
    amountKurus: reference.amountKurus,
    expiresAt: reference.expiresAt,
    url: reference.url,
  });
  return enqueueSms(
    tx,
    {
      dedupeKey: `paymentLink:${reference.id}`,
      kind: "paymentLink",
      phone: r.driver.phone,
      lang: r.lang,
      body,
      reservationId: r.id,
    },
    now,
  );
}

/**
 * Queues the pick-up reminder of every confirmed reservation picked up within the next 24 hours
 * that has none yet. Run by one server at a time (a job lease); even two at once queue each
 * reminder once, as the key is unique. Returns how many were queued.
 */
export async function queueDueReminders(db: Db, now: Date): Promise<number> {
  const due = await reservationsPickingUpBetween(db, now, new Date(now.getTime() + REMINDER_BEFORE_MS));
  let queued = 0;
  for (const r of due) {
    const body = reminderSms(r.lang, {
      number: r.number,
      pickupAt: r.pickupAt,
      office: r.delivered ? serverT(r.lang)("sms.atAddress") : r.lang === "en" ? r.officeEn : r.officeTr,
    });
    const id = await enqueueSms(
      db,
      {
        dedupeKey: `reminder:${r.id}`,
        kind: "reminder",
        phone: r.driver.phone,
        lang: r.lang,
        body,
        reservationId: r.id,
      },
      now,
    );
    if (id !== null) queued += 1;
  }
  return queued;
}

export type SmsDeliveryReport = { sent: number; retried: number; failed: number; lost: number };

/** Sends due messages through `provider`; each row to one worker, its outcome written once. */
export async function deliverSms(
  db: Db,
  provider: SmsProvider,
  now: Date = new Date(),
  options: { batch?: number; limit?: number; leaseMs?: number } = {},
): Promise<SmsDeliveryReport> {
  const batch = options.batch ?? 20;
  const limit = options.limit ?? 200;
  const leaseMs = options.leaseMs ?? SMS_LEASE_MS;
  const report: SmsDeliveryReport = { sent: 0, retried: 0, failed: 0, lost: 0 };
  let handled = 0;
  while (handled < limit) {
    const token = randomBytes(16).toString("base64url");
    const rows = await claimDueSms(db, now, Math.min(batch, limit - handled), new Date(now.getTime() + leaseMs), token);
    if (rows.length === 0) break;
    for (const row of rows) {
      handled += 1;
      const result = await provider
        .send({ to: row.phone, text: row.body, encoding: row.encoding })
        .catch((error: unknown) => ({ ok: false as const, permanent: false, error: String((error as Error).message) }));
      if (result.ok) {
        const marked = await markSmsSent(db, row.id, token, {
          provider: provider.name,
          providerMessageId: result.providerMessageId,
          at: now,
        });
        if (marked) report.sent += 1;
        else report.lost += 1;
        continue;
      }
      const giveUp = result.permanent || row.attempts >= MAX_SMS_ATTEMPTS;
      const retryAt = giveUp ? null : new Date(now.getTime() + smsRetryDelayMs(row.attempts));
      const marked = await markSmsAttemptFailed(db, row.id, token, result.error, retryAt);
      if (!marked) report.lost += 1;
      else if (giveUp) report.failed += 1;
      else report.retried += 1;
    }
  }
  return report;
}

/** Records a marketing SMS consent given or withdrawn, for İYS (source: the web site). */
export async function recordMarketingSmsConsent(
  tx: Db,
  consent: { memberId: string | null; phone: string; given: boolean; ip: string | null },
  now: Date,
): Promise<void> {
  await insertMarketingConsent(tx, { ...consent, at: now });
}

/** The gate any marketing SMS must pass: the number's latest İYS record is a given consent. */
export async function mayReceiveMarketingSms(db: Db, phone: string): Promise<boolean> {
  return latestMarketingConsent(db, phone);
}
