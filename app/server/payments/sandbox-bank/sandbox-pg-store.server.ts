// PostgreSQL-backed stores of the sandbox bank: each record is one jsonb row with a version number,
// and a replace only lands when the stored version is the one the caller read.
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "#app/server/db/client.server.ts";
import { sandboxLedger, sandboxSessions } from "#app/server/db/schema.ts";
import type {
  SandboxAcsSession,
  SandboxLedgerEntry,
  SandboxLedgerStore,
  SandboxSessionStore,
} from "./sandbox-store.server.ts";

export function createPgSessionStore(db: Db): SandboxSessionStore {
  return {
    async get(id) {
      const rows = await db.select().from(sandboxSessions).where(eq(sandboxSessions.id, id)).limit(1);
      return rows[0]?.data as SandboxAcsSession | undefined;
    },
    async findByMd(md) {
      const rows = await db.select().from(sandboxSessions).where(eq(sandboxSessions.md, md)).limit(1);
      return rows[0]?.data as SandboxAcsSession | undefined;
    },
    async insert(session) {
      await db
        .insert(sandboxSessions)
        .values({ id: session.id, md: session.md, data: session, version: session.version });
    },
    async replace(next, expectedVersion) {
      const rows = await db
        .update(sandboxSessions)
        .set({ data: next, md: next.md, version: next.version })
        .where(and(eq(sandboxSessions.id, next.id), eq(sandboxSessions.version, expectedVersion)))
        .returning({ id: sandboxSessions.id });
      return rows.length === 1;
    },
  };
}

export function createPgLedgerStore(db: Db): SandboxLedgerStore {
  const key = (clientId: string, orderId: string) =>
    and(eq(sandboxLedger.clientId, clientId), eq(sandboxLedger.orderId, orderId));
  return {
    async get(clientId, orderId) {
      const rows = await db.select().from(sandboxLedger).where(key(clientId, orderId)).limit(1);
      return rows[0]?.data as SandboxLedgerEntry | undefined;
    },
    async insert(entry) {
      const rows = await db
        .insert(sandboxLedger)
        .values({ clientId: entry.clientId, orderId: entry.orderId, data: entry, version: entry.version })
        .onConflictDoNothing()
        .returning({ orderId: sandboxLedger.orderId });
      return rows.length === 1;
    },
    async replace(next, expectedVersion) {
      const rows = await db
        .update(sandboxLedger)
        .set({ data: next, version: next.version })
        .where(and(key(next.clientId, next.orderId), eq(sandboxLedger.version, expectedVersion)))
        .returning({ orderId: sandboxLedger.orderId });
      return rows.length === 1;
    },
    async list(clientId) {
      const rows = await db.select().from(sandboxLedger).where(eq(sandboxLedger.clientId, clientId));
      return rows.map((r) => r.data as SandboxLedgerEntry);
    },
  };
}

/** Sessions older than a day are of no use to anyone; the sandbox keeps its table small. */
export async function pruneSandboxSessions(db: Db, now: Date): Promise<void> {
  await db.execute(
    sql`delete from sandbox_sessions where created_at < ${new Date(now.getTime() - 86_400_000).toISOString()}::timestamptz`,
  );
}
