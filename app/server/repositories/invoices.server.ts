// Invoices (decisions 0072, 0073): the numbering counter, the never-edited documents, their
// sending columns (claimed by the sending job like the outbox: FOR UPDATE SKIP LOCKED, a random
// token and a lease) and the cached taxpayer-list answers.
import { readTogether } from "#app/server/db/reads.server.ts";
import { and, asc, desc, eq, gte, lt, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "#app/server/db/client.server.ts";
import {
  type BillingJson,
  efaturaTaxpayers,
  invoiceCounters,
  invoiceEmailResends,
  invoices,
  reservations,
} from "#app/server/db/schema.ts";

export type InvoiceRow = typeof invoices.$inferSelect;
export type NewInvoiceRow = Omit<
  typeof invoices.$inferInsert,
  | "id"
  | "sendStatus"
  | "sendAttempts"
  | "nextAttemptAt"
  | "claimToken"
  | "lastError"
  | "refusedReason"
  | "integratorRef"
  | "sentAt"
  | "createdAt"
>;

/** What an invoice needs of its reservation besides the receipt: the billing and driver as typed. */
export async function reservationForInvoice(db: Db, reservationId: string) {
  const rows = await db
    .select({
      id: reservations.id,
      number: reservations.number,
      createdAt: reservations.createdAt,
      paymentType: reservations.paymentType,
      billing: reservations.billing,
      driver: reservations.driver,
    })
    .from(reservations)
    .where(eq(reservations.id, reservationId))
    .limit(1);
  return rows[0] ?? null;
}

/** Serialises issuing for one reservation until the transaction ends (works on PGlite too). */
export async function lockReservationInvoices(tx: Db, reservationId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`invoice:${reservationId}`}))`);
}

/**
 * The next sequence of a series in a year. The counter row stays locked until the caller's
 * transaction ends, so the invoice stored in that transaction gets the number and no other server
 * can take it; a rolled-back transaction gives its number back (no gap).
 */
export async function takeInvoiceSequence(tx: Db, series: string, year: number): Promise<number> {
  const rows = await tx
    .insert(invoiceCounters)
    .values({ series, year, lastSequence: 1 })
    .onConflictDoUpdate({
      target: [invoiceCounters.series, invoiceCounters.year],
      set: { lastSequence: sql`${invoiceCounters.lastSequence} + 1` },
    })
    .returning({ sequence: invoiceCounters.lastSequence });
  const sequence = rows[0]?.sequence;
  if (sequence === undefined) throw new Error("invoice counter returned no row");
  return sequence;
}

export async function insertInvoice(tx: Db, row: NewInvoiceRow, now: Date): Promise<InvoiceRow> {
  const rows = await tx
    .insert(invoices)
    .values({ ...row, nextAttemptAt: now, createdAt: now })
    .returning();
  const inserted = rows[0];
  if (!inserted) throw new Error("invoice insert returned no row");
  return inserted;
}

export async function findInvoiceByCause(
  db: Db,
  reservationId: string,
  cause: InvoiceRow["cause"],
  causeKey: string,
): Promise<InvoiceRow | null> {
  const rows = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.reservationId, reservationId), eq(invoices.cause, cause), eq(invoices.causeKey, causeKey)))
    .limit(1);
  return rows[0] ?? null;
}

export async function findInvoiceByNumber(db: Db, number: string): Promise<InvoiceRow | null> {
  const rows = await db.select().from(invoices).where(eq(invoices.number, number)).limit(1);
  return rows[0] ?? null;
}

export async function findInvoice(db: Db, id: string): Promise<InvoiceRow | null> {
  const rows = await db.select().from(invoices).where(eq(invoices.id, id)).limit(1);
  return rows[0] ?? null;
}

/** The reservation's invoices, oldest first. */
export async function listReservationInvoices(db: Db, reservationId: string): Promise<InvoiceRow[]> {
  return db
    .select()
    .from(invoices)
    .where(eq(invoices.reservationId, reservationId))
    .orderBy(asc(invoices.issuedAt), asc(invoices.sequence));
}

/** The return invoices issued against one invoice. */
export async function listReturnsOf(db: Db, invoiceId: string): Promise<InvoiceRow[]> {
  return db.select().from(invoices).where(eq(invoices.returnsInvoiceId, invoiceId)).orderBy(asc(invoices.issuedAt));
}

export async function listRecentInvoices(db: Db, limit: number): Promise<InvoiceRow[]> {
  return db.select().from(invoices).orderBy(desc(invoices.issuedAt), desc(invoices.sequence)).limit(limit);
}

// --- sending ----------------------------------------------------------------------------------

export type ClaimedInvoice = Pick<InvoiceRow, "id" | "number" | "ettn" | "profile" | "xml" | "sendAttempts">;

/** Takes up to `limit` due pending invoices for `token`: attempts + 1, next attempt = the lease's end. */
export async function claimDueInvoices(
  db: Db,
  now: Date,
  limit: number,
  leaseUntil: Date,
  token: string,
): Promise<ClaimedInvoice[]> {
  const result = await db.execute(sql`
    update invoices i
    set send_attempts = i.send_attempts + 1,
        next_attempt_at = ${leaseUntil.toISOString()}::timestamptz,
        claim_token = ${token}
    where i.id in (
      select id from invoices
      where send_status = 'pending' and next_attempt_at <= ${now.toISOString()}::timestamptz
      order by next_attempt_at, sequence
      limit ${limit}
      for update skip locked
    )
    returning i.id, i.number, i.ettn, i.profile, i.xml, i.send_attempts`);
  const rows = (
    result as unknown as {
      rows: {
        id: string;
        number: string;
        ettn: string;
        profile: InvoiceRow["profile"];
        xml: string;
        send_attempts: number;
      }[];
    }
  ).rows;
  return rows
    .map((r) => ({
      id: r.id,
      number: r.number,
      ettn: r.ettn,
      profile: r.profile,
      xml: r.xml,
      sendAttempts: Number(r.send_attempts),
    }))
    .sort((a, b) => a.number.localeCompare(b.number));
}

const heldBy = (id: string, token: string) =>
  and(eq(invoices.id, id), eq(invoices.claimToken, token), eq(invoices.sendStatus, "pending"));

/** The integrator's answer for a claimed invoice; false when the claim was lost to another worker. */
export async function markInvoiceSent(
  db: Db,
  id: string,
  token: string,
  outcome:
    | { status: "accepted"; integratorRef: string; at: Date }
    | { status: "refused"; reason: string; at: Date }
    | { status: "retry"; error: string; retryAt: Date }
    | { status: "failed"; error: string },
): Promise<boolean> {
  const set =
    outcome.status === "accepted"
      ? {
          sendStatus: "accepted" as const,
          integratorRef: outcome.integratorRef,
          sentAt: outcome.at,
          lastError: null,
          refusedReason: null,
          claimToken: null,
        }
      : outcome.status === "refused"
        ? {
            sendStatus: "refused" as const,
            refusedReason: outcome.reason.slice(0, 500),
            lastError: null,
            claimToken: null,
          }
        : outcome.status === "retry"
          ? { lastError: outcome.error.slice(0, 500), nextAttemptAt: outcome.retryAt, claimToken: null }
          : { sendStatus: "failed" as const, lastError: outcome.error.slice(0, 500), claimToken: null };
  const rows = await db.update(invoices).set(set).where(heldBy(id, token)).returning({ id: invoices.id });
  return rows.length === 1;
}

/** Puts a refused or given-up invoice back in the queue (finance's re-send). */
export async function requeueInvoice(db: Db, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(invoices)
    .set({ sendStatus: "pending", nextAttemptAt: now, sendAttempts: 0, claimToken: null })
    .where(and(eq(invoices.id, id), sql`${invoices.sendStatus} in ('refused', 'failed')`))
    .returning({ id: invoices.id });
  return rows.length === 1;
}

export async function markInvoiceCancelled(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(invoices)
    .set({ sendStatus: "cancelled" })
    .where(and(eq(invoices.id, id), eq(invoices.sendStatus, "accepted")))
    .returning({ id: invoices.id });
  return rows.length === 1;
}

/** For monitoring (not yet wired to /metrics): invoices still waiting, refused, or given up. */
export async function countUnsentInvoices(db: Db): Promise<{ pending: number; refused: number; failed: number }> {
  const rows = await db
    .select({ status: invoices.sendStatus, n: sql<number>`count(*)::int` })
    .from(invoices)
    .where(sql`${invoices.sendStatus} in ('pending', 'refused', 'failed')`)
    .groupBy(invoices.sendStatus);
  const of = (s: string) => Number(rows.find((r) => r.status === s)?.n ?? 0);
  return { pending: of("pending"), refused: of("refused"), failed: of("failed") };
}

// --- the taxpayer list cache ------------------------------------------------------------------

export async function findTaxpayer(db: Db, vkn: string): Promise<typeof efaturaTaxpayers.$inferSelect | null> {
  const rows = await db.select().from(efaturaTaxpayers).where(eq(efaturaTaxpayers.vkn, vkn)).limit(1);
  return rows[0] ?? null;
}

export async function saveTaxpayer(
  db: Db,
  vkn: string,
  isUser: boolean,
  alias: string | null,
  at: Date,
): Promise<void> {
  await db
    .insert(efaturaTaxpayers)
    .values({ vkn, isUser, alias, checkedAt: at })
    .onConflictDoUpdate({ target: efaturaTaxpayers.vkn, set: { isUser, alias, checkedAt: at } });
}

// --- reaching the customer (decision 0092) ------------------------------------------------------

/** Who receives an invoice: the reservation's driver e-mail, language, name and member. */
export async function invoiceRecipient(db: Db, invoiceId: string) {
  const rows = await db
    .select({
      number: invoices.number,
      typeCode: invoices.typeCode,
      payableKurus: invoices.payableKurus,
      reservationNumber: reservations.number,
      lang: reservations.lang,
      driver: reservations.driver,
      memberId: reservations.memberId,
    })
    .from(invoices)
    .innerJoin(reservations, eq(reservations.id, invoices.reservationId))
    .where(eq(invoices.id, invoiceId))
    .limit(1);
  return rows[0] ?? null;
}

/** A reservation's invoices with the reservation's number, member and driver surname, for access checks. */
export async function invoiceWithReservation(db: Db, number: string) {
  const rows = await db
    .select({
      invoice: invoices,
      reservationNumber: reservations.number,
      memberId: reservations.memberId,
      driver: reservations.driver,
    })
    .from(invoices)
    .innerJoin(reservations, eq(reservations.id, invoices.reservationId))
    .where(eq(invoices.number, number))
    .limit(1);
  return rows[0] ?? null;
}

/** The invoices of a reservation found by its number (newest first). */
export async function listInvoicesOfReservationNumber(db: Db, reservationNumber: string): Promise<InvoiceRow[]> {
  return db
    .select({ invoice: invoices })
    .from(invoices)
    .innerJoin(reservations, eq(reservations.id, invoices.reservationId))
    .where(eq(reservations.number, reservationNumber))
    .orderBy(desc(invoices.issuedAt), desc(invoices.sequence))
    .then((rows) => rows.map((r) => r.invoice));
}

/** The invoices of a member's reservations (newest first), for the member's bills. */
export async function listMemberInvoices(db: Db, memberId: string) {
  return db
    .select({
      number: invoices.number,
      typeCode: invoices.typeCode,
      issuedAt: invoices.issuedAt,
      payableKurus: invoices.payableKurus,
      sendStatus: invoices.sendStatus,
      reservationNumber: reservations.number,
    })
    .from(invoices)
    .innerJoin(reservations, eq(reservations.id, invoices.reservationId))
    .where(eq(reservations.memberId, memberId))
    .orderBy(desc(invoices.issuedAt), desc(invoices.sequence));
}

// --- the invoice office (decision 0104) ---------------------------------------------------------

export type InvoiceKindFilter = "earsiv" | "efatura" | "iade";

export type InvoiceSearch = {
  /** Folded text (`foldText`): invoice number, ETTN, reservation number or buyer name. */
  folded: string | null;
  status: InvoiceRow["sendStatus"] | null;
  kind: InvoiceKindFilter | null;
  /** [from, until) instants of the issue time. */
  from: Date | null;
  until: Date | null;
  offset: number;
  limit: number;
};

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

const corrections = alias(invoices, "corrections");
const corrected = alias(invoices, "corrected");
const returned = alias(invoices, "returned");

/** The office's list: newest first, one page, with the total count of matches. */
export async function searchInvoices(db: Db, s: InvoiceSearch) {
  const where: SQL[] = [];
  if (s.folded) {
    const like = `%${escapeLike(s.folded)}%`;
    where.push(sql`(lower(${invoices.number}) like ${like} or ${invoices.ettn}::text like ${like}
      or lower(${reservations.number}) like ${like} or yolda_fold(${invoices.buyerName}) like ${like})`);
  }
  if (s.status) where.push(eq(invoices.sendStatus, s.status));
  if (s.kind === "iade") where.push(eq(invoices.typeCode, "IADE"));
  if (s.kind === "earsiv") where.push(and(eq(invoices.typeCode, "SATIS"), eq(invoices.profile, "EARSIVFATURA"))!);
  if (s.kind === "efatura") {
    where.push(and(eq(invoices.typeCode, "SATIS"), sql`${invoices.profile} <> 'EARSIVFATURA'`)!);
  }
  if (s.from) where.push(gte(invoices.issuedAt, s.from));
  if (s.until) where.push(lt(invoices.issuedAt, s.until));
  const filter = where.length > 0 ? and(...where) : undefined;
  const [rows, counted] = await readTogether(db, [
    () =>
      db
        .select({
          id: invoices.id,
          number: invoices.number,
          ettn: invoices.ettn,
          profile: invoices.profile,
          typeCode: invoices.typeCode,
          cause: invoices.cause,
          issuedAt: invoices.issuedAt,
          buyerName: invoices.buyerName,
          payableKurus: invoices.payableKurus,
          sendStatus: invoices.sendStatus,
          refusedReason: invoices.refusedReason,
          lastError: invoices.lastError,
          sentAt: invoices.sentAt,
          reservationNumber: reservations.number,
          billing: reservations.billing,
          driverEmail: sql<string | null>`${reservations.driver}->>'email'`,
          correctedByNumber: corrections.number,
          correctsNumber: corrected.number,
          returnsNumber: returned.number,
          hasReturn: sql<boolean>`exists (select 1 from invoices r where r.returns_invoice_id = ${invoices.id})`,
          lastResendAt: sql<
            string | null
          >`(select max(e.created_at)::text from invoice_email_resends e where e.invoice_id = ${invoices.id})`,
        })
        .from(invoices)
        .leftJoin(reservations, eq(reservations.id, invoices.reservationId))
        .leftJoin(corrections, eq(corrections.correctsInvoiceId, invoices.id))
        .leftJoin(corrected, eq(corrected.id, invoices.correctsInvoiceId))
        .leftJoin(returned, eq(returned.id, invoices.returnsInvoiceId))
        .where(filter)
        .orderBy(desc(invoices.issuedAt), desc(invoices.number))
        .limit(s.limit)
        .offset(s.offset),
    () =>
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(invoices)
        .leftJoin(reservations, eq(reservations.id, invoices.reservationId))
        .where(filter),
  ]);
  return { rows, total: Number(counted[0]?.n ?? 0) };
}
export type InvoiceOfficeRow = Awaited<ReturnType<typeof searchInvoices>>["rows"][number];

/** The correction issued for an invoice, if any. */
export async function findCorrectionOf(db: Db, invoiceId: string): Promise<InvoiceRow | null> {
  const rows = await db.select().from(invoices).where(eq(invoices.correctsInvoiceId, invoiceId)).limit(1);
  return rows[0] ?? null;
}

/** Locks the invoice row for the caller's transaction (only its sending columns may change). */
export async function lockInvoice(tx: Db, invoiceId: string): Promise<InvoiceRow | null> {
  const rows = await tx.select().from(invoices).where(eq(invoices.id, invoiceId)).for("update").limit(1);
  return rows[0] ?? null;
}

/** Replaces the reservation's billing details (an invoice correction; the invoices stay as issued). */
export async function updateReservationBilling(tx: Db, reservationId: string, billing: BillingJson): Promise<void> {
  await tx.update(reservations).set({ billing }).where(eq(reservations.id, reservationId));
}

export type EmailResendRow = typeof invoiceEmailResends.$inferSelect;

/** Claims a click's key for an invoice's e-mail; null when the key was used already (the first row). */
export async function claimEmailResend(
  tx: Db,
  row: Omit<typeof invoiceEmailResends.$inferInsert, "outboxId">,
): Promise<{ claimed: true } | { claimed: false; first: EmailResendRow | null }> {
  const inserted = await tx
    .insert(invoiceEmailResends)
    .values(row)
    .onConflictDoNothing({ target: invoiceEmailResends.key })
    .returning({ key: invoiceEmailResends.key });
  if (inserted.length === 1) return { claimed: true };
  const first = await tx.select().from(invoiceEmailResends).where(eq(invoiceEmailResends.key, row.key)).limit(1);
  return { claimed: false, first: first[0] ?? null };
}

export async function setEmailResendOutbox(tx: Db, key: string, outboxId: number, recipient: string): Promise<void> {
  await tx.update(invoiceEmailResends).set({ outboxId, recipient }).where(eq(invoiceEmailResends.key, key));
}

export async function countEmailResends(db: Db, invoiceId: string): Promise<number> {
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(invoiceEmailResends)
    .where(eq(invoiceEmailResends.invoiceId, invoiceId));
  return Number(rows[0]?.n ?? 0);
}
