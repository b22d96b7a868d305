// The staff audit log is append-only (docs/decisions/0034): rows written with a
// change stay exactly as written; UPDATE, DELETE and TRUNCATE are refused by the database itself,
// and an entry rolls back with the change it records.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StaffActor } from "#app/domain/staff/permissions.ts";
import { auditLog } from "#app/server/db/schema.ts";
import { auditOf } from "#app/server/repositories/audit-log.server.ts";
import { audit } from "#app/server/services/staff/staff-access.server.ts";
import { type TestDatabase, withTestDatabase } from "./test-database.ts";

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await withTestDatabase();
});
afterAll(async () => {
  await testDb?.cleanup();
});

const agent: StaffActor = {
  id: "staff-1",
  name: "Ayşe Yılmaz",
  email: "ayse@example.com",
  role: "office",
  officeIds: [1],
};

describe("audit log", () => {
  it("keeps who, what, before and after, and shows them on the record", async () => {
    const { db } = testDb.database;
    await db.transaction(async (tx) => {
      await audit(tx, agent, {
        action: "reservation.pickup",
        entityType: "reservation",
        entityId: "r-1",
        officeIds: [1],
        before: { status: "confirmed" },
        after: { status: "active", odometerKm: 12000 },
      });
    });
    const rows = await auditOf(db, "reservation", "r-1");
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actorId: "staff-1",
      actorName: "Ayşe Yılmaz",
      actorRole: "office",
      action: "reservation.pickup",
      officeIds: [1],
      before: { status: "confirmed" },
      after: { status: "active", odometerKm: 12000 },
    });
  });

  it("refuses to change or remove an entry", async () => {
    const { db } = testDb.database;
    const [row] = await auditOf(db, "reservation", "r-1");
    await expect(db.update(auditLog).set({ note: "edited" }).where(eq(auditLog.id, row!.id))).rejects.toThrow();
    await expect(db.delete(auditLog).where(eq(auditLog.id, row!.id))).rejects.toThrow();
    await expect(db.execute(sql`truncate audit_log`)).rejects.toThrow();
    const after = await auditOf(db, "reservation", "r-1");
    expect(after).toEqual([row]);
  });

  it("rolls back with the change it records", async () => {
    const { db } = testDb.database;
    await expect(
      db.transaction(async (tx) => {
        await audit(tx, agent, { action: "reservation.return", entityType: "reservation", entityId: "r-2" });
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    expect(await auditOf(db, "reservation", "r-2")).toEqual([]);
  });
});
