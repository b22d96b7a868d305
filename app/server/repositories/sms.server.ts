// SQL of the SMS outbox and the İYS consent records (decision 0118). A message is queued once per
// reason: the dedupe key is unique and a repeat inserts nothing. Delivery claims due rows like the
// e-mail outbox (FOR UPDATE SKIP LOCKED, a random token, a lease) and marks a row only while the
// token still matches.
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "#app/server/db/client.server.ts";
import { offices, reservations, smsMarketingConsents, smsOutbox, type SmsKind } from "#app/server/db/schema.ts";

export type SmsOutboxRow = typeof smsOutbox.$inferSelect;

export type NewSms = {
  dedupeKey: string;
  kind: SmsKind;
  phone: string;
  body: string;
  lang: "tr" | "en";
  encoding: "gsm7" | "ucs2";
  segments: number;
  reservationId: string | null;
};

/** Inserts the message unless one with its key exists; the new row's id, or null for a repeat. */
export async function insertSmsOnce(tx: Db, message: NewSms, now: Date): Promise<number | null> {
  const rows = await smsInsertOnce(tx, message, now).returning({ id: smsOutbox.id });
  return rows[0]?.id ?? null;
}

/** The same insert, not yet run: on its own or in `writeTogether` (decision 0183). */
export function smsInsertOnce(tx: Db, message: NewSms, now: Date) {
  return tx
    .insert(smsOutbox)
    .values({ ...message, nextAttemptAt: now, createdAt: now })
    .onConflictDoNothing({ target: smsOutbox.dedupeKey });
}

export async function smsKeyExists(db: Db, dedupeKey: string): Promise<boolean> {
  const rows = await db.select({ id: smsOutbox.id }).from(smsOutbox).where(eq(smsOutbox.dedupeKey, dedupeKey));
  return rows.length > 0;
}

export type ClaimedSms = { id: number; phone: string; body: string; encoding: "gsm7" | "ucs2"; attempts: number };

export async function claimDueSms(
  db: Db,
  now: Date,
  limit: number,
  leaseUntil: Date,
  token: string,
): Promise<ClaimedSms[]> {
  const result = await db.execute(sql`
    update sms_outbox o
    set attempts = o.attempts + 1,
        next_attempt_at = ${leaseUntil.toISOString()}::timestamptz,
        claim_token = ${token}
    where o.id in (
      select id from sms_outbox
      where status = 'pending' and next_attempt_at <= ${now.toISOString()}::timestamptz
      order by next_attempt_at, id
      limit ${limit}
      for update skip locked
    )
    returning o.id, o.phone, o.body, o.encoding, o.attempts`);
  const rows = (result as unknown as { rows: ClaimedSms[] }).rows;
  return rows.map((r) => ({ ...r, id: Number(r.id), attempts: Number(r.attempts) })).sort((a, b) => a.id - b.id);
}

const heldBy = (id: number, token: string) =>
  and(eq(smsOutbox.id, id), eq(smsOutbox.claimToken, token), eq(smsOutbox.status, "pending"));

export async function markSmsSent(
  db: Db,
  id: number,
  token: string,
  sent: { provider: string; providerMessageId: string; at: Date },
): Promise<boolean> {
  const rows = await db
    .update(smsOutbox)
    .set({
      status: "sent",
      sentAt: sent.at,
      provider: sent.provider,
      providerMessageId: sent.providerMessageId,
      lastError: null,
      claimToken: null,
    })
    .where(heldBy(id, token))
    .returning({ id: smsOutbox.id });
  return rows.length === 1;
}

export async function markSmsAttemptFailed(
  db: Db,
  id: number,
  token: string,
  error: string,
  retryAt: Date | null,
): Promise<boolean> {
  const rows = await db
    .update(smsOutbox)
    .set(
      retryAt
        ? { lastError: error.slice(0, 500), nextAttemptAt: retryAt, claimToken: null }
        : { status: "failed", lastError: error.slice(0, 500), claimToken: null },
    )
    .where(heldBy(id, token))
    .returning({ id: smsOutbox.id });
  return rows.length === 1;
}

/** The newest messages, for /dev/sms. */
export async function listSmsForDevPage(db: Db, limit: number): Promise<SmsOutboxRow[]> {
  return db.select().from(smsOutbox).orderBy(desc(smsOutbox.id)).limit(limit);
}

export async function listSmsOfReservation(db: Db, reservationId: string): Promise<SmsOutboxRow[]> {
  return db.select().from(smsOutbox).where(eq(smsOutbox.reservationId, reservationId)).orderBy(smsOutbox.id);
}

/** Confirmed reservations whose pick-up is in (now, until]: what the reminder job looks at. */
export async function reservationsPickingUpBetween(db: Db, now: Date, until: Date) {
  return db
    .select({
      id: reservations.id,
      number: reservations.number,
      pickupAt: reservations.pickupAt,
      lang: reservations.lang,
      driver: reservations.driver,
      officeTr: offices.nameTr,
      officeEn: offices.nameEn,
      /** Delivered to an address (decision 0132): the reminder names the address, not the office. */
      delivered: sql<boolean>`exists (select 1 from reservation_deliveries d where d.reservation_id = ${reservations.id} and d.leg = 'delivery')`,
    })
    .from(reservations)
    .innerJoin(offices, eq(offices.id, reservations.pickupOfficeId))
    .where(
      and(
        eq(reservations.status, "confirmed"),
        sql`${reservations.pickupAt} > ${now.toISOString()}::timestamptz`,
        sql`${reservations.pickupAt} <= ${until.toISOString()}::timestamptz`,
        sql`not exists (select 1 from sms_outbox s where s.dedupe_key = 'reminder:' || ${reservations.id}::text)`,
      ),
    )
    .orderBy(reservations.pickupAt)
    .limit(500);
}

export async function insertMarketingConsent(
  tx: Db,
  row: { memberId: string | null; phone: string; given: boolean; ip: string | null; at: Date },
): Promise<void> {
  await tx.insert(smsMarketingConsents).values({ ...row, source: "HS_WEB" });
}

/** The latest İYS record for the number: true only when it is a given consent. */
export async function latestMarketingConsent(db: Db, phone: string): Promise<boolean> {
  const rows = await db
    .select({ given: smsMarketingConsents.given })
    .from(smsMarketingConsents)
    .where(eq(smsMarketingConsents.phone, phone))
    .orderBy(desc(smsMarketingConsents.at), desc(smsMarketingConsents.id))
    .limit(1);
  return rows[0]?.given ?? false;
}

/** Deletes the SMS rows of these reservations (KVKK deletion); the number deleted. */
export async function deleteSmsOfReservations(tx: Db, reservationIds: readonly string[]): Promise<number> {
  if (reservationIds.length === 0) return 0;
  const rows = await tx
    .delete(smsOutbox)
    .where(inArray(smsOutbox.reservationId, [...reservationIds]))
    .returning({ id: smsOutbox.id });
  return rows.length;
}
