// In-memory sandbox stores for unit tests; records are copied in and out like a database would.
import type {
  SandboxAcsSession,
  SandboxLedgerEntry,
  SandboxLedgerStore,
  SandboxSessionStore,
} from "./sandbox-store.server.ts";

export function createMemorySessionStore(): SandboxSessionStore {
  const rows = new Map<string, SandboxAcsSession>();
  return {
    async get(id) {
      const row = rows.get(id);
      return row && structuredClone(row);
    },
    async findByMd(md) {
      for (const row of rows.values()) if (row.md === md) return structuredClone(row);
      return undefined;
    },
    async insert(session) {
      if (rows.has(session.id)) throw new Error("session id already exists");
      rows.set(session.id, structuredClone(session));
    },
    async replace(next, expectedVersion) {
      const current = rows.get(next.id);
      if (!current || current.version !== expectedVersion) return false;
      rows.set(next.id, structuredClone(next));
      return true;
    },
  };
}

export function createMemoryLedgerStore(): SandboxLedgerStore {
  const rows = new Map<string, SandboxLedgerEntry>();
  const key = (clientId: string, orderId: string): string => JSON.stringify([clientId, orderId]);
  return {
    async get(clientId, orderId) {
      const row = rows.get(key(clientId, orderId));
      return row && structuredClone(row);
    },
    async insert(entry) {
      const k = key(entry.clientId, entry.orderId);
      if (rows.has(k)) return false;
      rows.set(k, structuredClone(entry));
      return true;
    },
    async replace(next, expectedVersion) {
      const k = key(next.clientId, next.orderId);
      const current = rows.get(k);
      if (!current || current.version !== expectedVersion) return false;
      rows.set(k, structuredClone(next));
      return true;
    },
    async list(clientId) {
      return [...rows.values()].filter((r) => r.clientId === clientId).map((r) => structuredClone(r));
    },
  };
}
