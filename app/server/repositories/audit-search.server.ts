// The audit screen's reads (docs/decisions/0066): the log filtered and paged, newest first, with a
// reservation's number beside its entries and the staff who ever wrote one. Read-only: the log is
// append-only (decision 0034) and nothing here writes.
import { and, desc, eq, gte, lt, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "#app/server/db/client.server.ts";
import { auditLog, reservations, staffUsers } from "#app/server/db/schema.ts";

export type AuditSearch = {
  actorId?: string | undefined;
  entityType?: string | undefined;
  /** A record's id, or a reservation's number (any case). */
  record?: string | undefined;
  action?: string | undefined;
  /** Instants: from inclusive, to exclusive. */
  from?: Date | undefined;
  to?: Date | undefined;
  /** Only entries touching one of these offices (null = every office). */
  officeIds?: readonly number[] | null;
};

export type AuditSearchRow = {
  id: number;
  at: Date;
  actorId: string;
  actorName: string;
  action: string;
  entityType: string;
  entityId: string;
  reservationNumber: string | null;
  before: unknown;
  after: unknown;
  note: string | null;
};

function conditions(search: AuditSearch): SQL | undefined {
  const parts: SQL[] = [];
  if (search.actorId) parts.push(eq(auditLog.actorId, search.actorId));
  if (search.entityType) parts.push(eq(auditLog.entityType, search.entityType));
  if (search.action) parts.push(eq(auditLog.action, search.action));
  if (search.from) parts.push(gte(auditLog.at, search.from));
  if (search.to) parts.push(lt(auditLog.at, search.to));
  if (search.record) {
    const text = search.record.trim();
    const byNumber = sql`${auditLog.entityType} = 'reservation' and ${auditLog.entityId} in (select ${reservations.id}::text from ${reservations} where ${reservations.number} = ${text.toUpperCase()})`;
    parts.push(or(eq(auditLog.entityId, text), byNumber) as SQL);
  }
  if (search.officeIds) {
    const ids = sql.join(
      search.officeIds.map((id) => sql`${id}`),
      sql`, `,
    );
    parts.push(search.officeIds.length === 0 ? sql`false` : sql`${auditLog.officeIds} && array[${ids}]::integer[]`);
  }
  return parts.length === 0 ? undefined : and(...parts);
}

/** A page of entries, newest first (`limit` rows from `offset`). */
export async function searchAudit(
  db: Db,
  search: AuditSearch,
  page: { limit: number; offset: number },
): Promise<AuditSearchRow[]> {
  return db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      actorId: auditLog.actorId,
      // The person's current name; the name written with the entry when the account is gone.
      actorName: sql<string>`coalesce(${staffUsers.name}, ${auditLog.actorName})`,
      action: auditLog.action,
      entityType: auditLog.entityType,
      entityId: auditLog.entityId,
      // A subquery only for reservation entries: their ids are UUIDs, other records' are not.
      reservationNumber: sql<
        string | null
      >`case when ${auditLog.entityType} = 'reservation' and ${auditLog.entityId} ~ '^[0-9a-f-]{36}$' then (select r.number from ${reservations} r where r.id = ${auditLog.entityId}::uuid) end`,
      before: auditLog.before,
      after: auditLog.after,
      note: auditLog.note,
    })
    .from(auditLog)
    .leftJoin(staffUsers, eq(staffUsers.id, auditLog.actorId))
    .where(conditions(search))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** Everyone who ever wrote an entry, by name (for the person filter). */
export async function auditActors(db: Db): Promise<{ id: string; name: string }[]> {
  const rows = await db
    .selectDistinctOn([auditLog.actorId], {
      id: auditLog.actorId,
      name: sql<string>`coalesce(${staffUsers.name}, ${auditLog.actorName})`,
    })
    .from(auditLog)
    .leftJoin(staffUsers, eq(staffUsers.id, auditLog.actorId))
    .orderBy(auditLog.actorId, desc(auditLog.at));
  return rows.sort((a, b) => a.name.localeCompare(b.name, "tr"));
}
