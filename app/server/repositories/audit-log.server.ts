// The staff audit log (docs/decisions/0034): rows are only ever inserted; the database refuses
// anything else. `appendAudit` runs inside the caller's transaction, beside the change it records.
import { and, desc, eq, lt } from "drizzle-orm";
import type { Db } from "#app/server/db/client.server.ts";
import { auditLog } from "#app/server/db/schema.ts";

export type AuditRow = typeof auditLog.$inferSelect;

export type AuditEntry = {
  actor: { id: string; name: string; role: string };
  action: string;
  entityType: string;
  entityId: string;
  officeIds?: readonly number[];
  before?: unknown;
  after?: unknown;
  note?: string | null;
};

export async function appendAudit(tx: Db, entry: AuditEntry): Promise<AuditRow> {
  const [row] = await tx
    .insert(auditLog)
    .values({
      actorId: entry.actor.id,
      actorName: entry.actor.name,
      actorRole: entry.actor.role,
      action: entry.action,
      entityType: entry.entityType,
      entityId: entry.entityId,
      officeIds: [...(entry.officeIds ?? [])],
      before: entry.before ?? null,
      after: entry.after ?? null,
      note: entry.note ?? null,
    })
    .returning();
  if (!row) throw new Error("audit_log insert returned nothing");
  return row;
}

/** One record's history, oldest first (shown on the record's page). */
export async function auditOf(db: Db, entityType: string, entityId: string): Promise<AuditRow[]> {
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, entityId)))
    .orderBy(auditLog.at, auditLog.id);
}

/** The newest entries first, a page at a time (`beforeId` = the last id of the previous page). */
export async function recentAudit(db: Db, options: { limit: number; beforeId?: number }): Promise<AuditRow[]> {
  return db
    .select()
    .from(auditLog)
    .where(options.beforeId === undefined ? undefined : lt(auditLog.id, options.beforeId))
    .orderBy(desc(auditLog.id))
    .limit(options.limit);
}
