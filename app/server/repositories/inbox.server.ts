// SQL of the desk's inboxes (docs/decisions/0043): cancellation requests with
// their reservation, requests (contact, fleet, job) with their status, notes and replies.
import { and, asc, desc, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "#app/server/db/client.server.ts";
import {
  cancellationRequests,
  type CancellationRefundState,
  departments,
  type FormKind,
  formSubmissions,
  paymentReferences,
  requestNotes,
  type RequestStatus,
  reservations,
} from "#app/server/db/schema.ts";
import type { CancellationRequestRow } from "./forms.server.ts";

export type FormSubmissionRow = typeof formSubmissions.$inferSelect;
export type RequestNoteRow = typeof requestNotes.$inferSelect;

// ----------------------------------------------------------------------------------------------
// Cancellation requests

export type CancellationInboxRow = {
  request: CancellationRequestRow;
  reservation: typeof reservations.$inferSelect;
};

/**
 * Requests with their reservation, unanswered first (oldest first among them), then the decided
 * ones newest first. `officeIds` (null = every office) keeps those touching one of the offices.
 */
export async function listCancellationInbox(
  db: Db,
  options: { officeIds: readonly number[] | null; limit: number },
): Promise<CancellationInboxRow[]> {
  const where = officeWhere(options.officeIds);
  return db
    .select({ request: cancellationRequests, reservation: reservations })
    .from(cancellationRequests)
    .innerJoin(reservations, eq(reservations.id, cancellationRequests.reservationId))
    .where(where)
    .orderBy(
      sql`case when ${cancellationRequests.status} = 'received' then 0 else 1 end`,
      sql`case when ${cancellationRequests.status} = 'received' then ${cancellationRequests.requestedAt} end asc`,
      desc(cancellationRequests.appliedAt),
      desc(cancellationRequests.requestedAt),
    )
    .limit(options.limit);
}

function officeWhere(officeIds: readonly number[] | null): SQL | undefined {
  if (officeIds === null) return undefined;
  if (officeIds.length === 0) return sql`false`;
  return or(
    inArray(reservations.pickupOfficeId, [...officeIds]),
    inArray(reservations.dropoffOfficeId, [...officeIds]),
  );
}

export async function findCancellationInboxRow(db: Db, id: string): Promise<CancellationInboxRow | null> {
  const rows = await db
    .select({ request: cancellationRequests, reservation: reservations })
    .from(cancellationRequests)
    .innerJoin(reservations, eq(reservations.id, cancellationRequests.reservationId))
    .where(eq(cancellationRequests.id, id))
    .limit(1);
  return rows[0] ?? null;
}

export async function lockCancellationRequest(tx: Db, id: string): Promise<CancellationRequestRow | null> {
  const rows = await tx
    .select()
    .from(cancellationRequests)
    .where(eq(cancellationRequests.id, id))
    .for("update")
    .limit(1);
  return rows[0] ?? null;
}

export async function updateCancellationRequest(
  tx: Db,
  id: string,
  patch: Partial<{
    status: CancellationRequestRow["status"];
    appliedAt: Date;
    appliedBy: string;
    decidedByName: string;
    declineReason: string;
    rule: string;
    refundKurus: number;
    deductionKurus: number;
    refundState: CancellationRefundState;
    refundAttempt: number;
    refundResult: unknown;
    refundManualNote: string;
    refundManualBy: string;
    refundManualAt: Date;
  }>,
): Promise<void> {
  await tx.update(cancellationRequests).set(patch).where(eq(cancellationRequests.id, id));
}

/** The latest request of a reservation (the lookup page shows its state), or null. */
export async function latestCancellationRequestOf(
  db: Db,
  reservationId: string,
): Promise<CancellationRequestRow | null> {
  const rows = await db
    .select()
    .from(cancellationRequests)
    .where(eq(cancellationRequests.reservationId, reservationId))
    .orderBy(desc(cancellationRequests.requestedAt))
    .limit(1);
  return rows[0] ?? null;
}

export async function countUnansweredCancellations(db: Db, officeIds: readonly number[] | null): Promise<number> {
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(cancellationRequests)
    .innerJoin(reservations, eq(reservations.id, cancellationRequests.reservationId))
    .where(and(eq(cancellationRequests.status, "received"), officeWhere(officeIds)));
  return Number(rows[0]?.n ?? 0);
}

// ----------------------------------------------------------------------------------------------
// Payment references of a reservation

export async function listReferencesOf(db: Db, reservationId: string) {
  return db
    .select()
    .from(paymentReferences)
    .where(eq(paymentReferences.reservationId, reservationId))
    .orderBy(desc(paymentReferences.createdAt));
}

export async function lockReferenceById(tx: Db, id: string) {
  const rows = await tx.select().from(paymentReferences).where(eq(paymentReferences.id, id)).for("update").limit(1);
  return rows[0] ?? null;
}

// ----------------------------------------------------------------------------------------------
// Requests: contact messages, fleet requests, job applications

export type RequestListRow = FormSubmissionRow & { departmentTr: string | null; departmentEn: string | null };

/** Requests of these kinds, open ones (new, in progress) first, newest first within each group. */
export async function listRequests(
  db: Db,
  options: { kinds: readonly FormKind[]; status?: RequestStatus | "open"; limit: number },
): Promise<RequestListRow[]> {
  if (options.kinds.length === 0) return [];
  const status =
    options.status === undefined
      ? undefined
      : options.status === "open"
        ? inArray(formSubmissions.status, ["new", "in_progress"])
        : eq(formSubmissions.status, options.status);
  const rows = await db
    .select({ submission: formSubmissions, departmentTr: departments.nameTr, departmentEn: departments.nameEn })
    .from(formSubmissions)
    .leftJoin(departments, eq(departments.id, formSubmissions.departmentId))
    .where(and(inArray(formSubmissions.kind, [...options.kinds]), status))
    .orderBy(
      sql`case when ${formSubmissions.status} in ('new', 'in_progress') then 0 else 1 end`,
      desc(formSubmissions.createdAt),
    )
    .limit(options.limit);
  return rows.map((r) => ({ ...r.submission, departmentTr: r.departmentTr, departmentEn: r.departmentEn }));
}

export async function findRequest(db: Db, id: string): Promise<RequestListRow | null> {
  const rows = await db
    .select({ submission: formSubmissions, departmentTr: departments.nameTr, departmentEn: departments.nameEn })
    .from(formSubmissions)
    .leftJoin(departments, eq(departments.id, formSubmissions.departmentId))
    .where(eq(formSubmissions.id, id))
    .limit(1);
  const row = rows[0];
  return row ? { ...row.submission, departmentTr: row.departmentTr, departmentEn: row.departmentEn } : null;
}

export async function lockRequest(tx: Db, id: string): Promise<FormSubmissionRow | null> {
  const rows = await tx.select().from(formSubmissions).where(eq(formSubmissions.id, id)).for("update").limit(1);
  return rows[0] ?? null;
}

export async function updateRequest(
  tx: Db,
  id: string,
  patch: Partial<{
    status: RequestStatus;
    assignedToId: string | null;
    assignedToName: string | null;
    updatedAt: Date;
  }>,
): Promise<void> {
  await tx.update(formSubmissions).set(patch).where(eq(formSubmissions.id, id));
}

export async function insertRequestNote(tx: Db, row: typeof requestNotes.$inferInsert): Promise<RequestNoteRow> {
  const rows = await tx.insert(requestNotes).values(row).returning();
  const inserted = rows[0];
  if (!inserted) throw new Error("request note insert returned no row");
  return inserted;
}

export async function listRequestNotes(db: Db, submissionId: string): Promise<RequestNoteRow[]> {
  return db
    .select()
    .from(requestNotes)
    .where(eq(requestNotes.submissionId, submissionId))
    .orderBy(asc(requestNotes.createdAt), asc(requestNotes.id));
}

export async function countNewRequests(db: Db, kinds: readonly FormKind[]): Promise<number> {
  if (kinds.length === 0) return 0;
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(formSubmissions)
    .where(and(inArray(formSubmissions.kind, [...kinds]), eq(formSubmissions.status, "new")));
  return Number(rows[0]?.n ?? 0);
}
