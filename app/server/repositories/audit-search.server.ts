// The audit screen's reads (docs/decisions/0066): the log filtered and paged, newest first, with a
// reservation's number beside its entries and the staff who ever wrote one. Read-only: the log is
// append-only (decision 0034) and nothing here writes.
import { and, desc, eq, gte, lt, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "#app/server/db/client.server.ts";
import {
  apiClients,
  auditLog,
  campaigns,
  cancellationRequests,
  offices,
  reservations,
  staffUsers,
  units,
  vehicleClasses,
  vehicleModels,
} from "#app/server/db/schema.ts";
import type { Lang } from "#app/i18n/config.ts";

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
  /** What the record is called (an office's name, a car's plate, a campaign's code...), when known. */
  recordName: string | null;
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

const numericId = sql`${auditLog.entityId} ~ '^[0-9]{1,9}$'`;
const uuidId = sql`${auditLog.entityId} ~ '^[0-9a-f-]{36}$'`;

/**
 * The record's name in the reader's language, read by primary key for the kinds that have one;
 * each subquery runs only for its own kind (a CASE branch), so an id is cast only when it fits.
 */
function recordName(lang: Lang) {
  const officeName = lang === "en" ? sql`o.name_en` : sql`o.name_tr`;
  const className = lang === "en" ? sql`c.name_en` : sql`c.name_tr`;
  const kind = auditLog.entityType;
  return sql<string | null>`case
    when ${kind} = 'office' and ${numericId} then (select ${officeName} from ${offices} o where o.id = ${auditLog.entityId}::integer)
    when ${kind} = 'unit' and ${numericId} then (select u.plate from ${units} u where u.id = ${auditLog.entityId}::integer)
    when ${kind} in ('vehicle_model', 'model') and ${numericId} then (select m.brand || ' ' || m.model from ${vehicleModels} m where m.id = ${auditLog.entityId}::integer)
    when ${kind} = 'vehicle_class' and ${numericId} then (select ${className} from ${vehicleClasses} c where c.id = ${auditLog.entityId}::integer)
    when ${kind} = 'campaign' and ${numericId} then (select k.code from ${campaigns} k where k.id = ${auditLog.entityId}::integer)
    when ${kind} = 'staff' then (select p.name from ${staffUsers} p where p.id = ${auditLog.entityId})
    when ${kind} = 'api_client' and ${uuidId} then (select a.client_id from ${apiClients} a where a.id = ${auditLog.entityId}::uuid)
    when ${kind} = 'cancellation_request' and ${uuidId} then (select r.number from ${cancellationRequests} q join ${reservations} r on r.id = q.reservation_id where q.id = ${auditLog.entityId}::uuid)
  end`;
}

/** A page of entries, newest first (`limit` rows from `offset`). */
export async function searchAudit(
  db: Db,
  search: AuditSearch,
  page: { limit: number; offset: number },
  lang: Lang,
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
      >`case when ${auditLog.entityType} = 'reservation' and ${uuidId} then (select r.number from ${reservations} r where r.id = ${auditLog.entityId}::uuid) end`,
      recordName: recordName(lang),
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
