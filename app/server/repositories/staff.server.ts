// Staff accounts as the desk sees them: people, their role, whether they are disabled, whether
// two-step sign-in is set up, and the offices they are assigned to. Better Auth writes the
// account rows itself (app/server/auth/staff-auth.server.ts); role, ban and offices change here,
// inside the transaction that audits the change.
import { readTogether } from "#app/server/db/reads.server.ts";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "#app/server/db/client.server.ts";
import { offices, staffAccounts, staffOffices, staffSessions, staffUsers } from "#app/server/db/schema.ts";

export type StaffRow = {
  id: string;
  name: string;
  email: string;
  role: string;
  lang: "tr" | "en";
  banned: boolean;
  twoFactorEnabled: boolean;
  hasPassword: boolean;
  officeIds: number[];
  createdAt: Date;
};

export async function officeIdsOf(db: Db, staffId: string): Promise<number[]> {
  const rows = await db
    .select({ officeId: staffOffices.officeId })
    .from(staffOffices)
    .where(eq(staffOffices.staffId, staffId))
    .orderBy(asc(staffOffices.officeId));
  return rows.map((r) => r.officeId);
}

export async function listStaffRows(db: Db): Promise<StaffRow[]> {
  const [people, assignments, passwords] = await readTogether(db, [
    () => db.select().from(staffUsers).orderBy(asc(staffUsers.name)),
    () => db.select().from(staffOffices).orderBy(asc(staffOffices.officeId)),
    () =>
      db.select({ userId: staffAccounts.userId }).from(staffAccounts).where(eq(staffAccounts.providerId, "credential")),
  ]);
  const withPassword = new Set(passwords.map((p) => p.userId));
  return people.map((p) => ({
    id: p.id,
    name: p.name,
    email: p.email,
    role: p.role,
    lang: p.lang,
    banned: p.banned,
    twoFactorEnabled: p.twoFactorEnabled,
    hasPassword: withPassword.has(p.id),
    officeIds: assignments.filter((a) => a.staffId === p.id).map((a) => a.officeId),
    createdAt: p.createdAt,
  }));
}

export async function findStaffRow(db: Db, staffId: string): Promise<StaffRow | null> {
  const rows = await listStaffRowsWhere(db, staffId);
  return rows[0] ?? null;
}

async function listStaffRowsWhere(db: Db, staffId: string): Promise<StaffRow[]> {
  const people = await db.select().from(staffUsers).where(eq(staffUsers.id, staffId));
  if (people.length === 0) return [];
  const [officeIds, passwords] = await readTogether(db, [
    () => officeIdsOf(db, staffId),
    () =>
      db
        .select({ userId: staffAccounts.userId })
        .from(staffAccounts)
        .where(and(eq(staffAccounts.userId, staffId), eq(staffAccounts.providerId, "credential"))),
  ]);
  return people.map((p) => ({
    id: p.id,
    name: p.name,
    email: p.email,
    role: p.role,
    lang: p.lang,
    banned: p.banned,
    twoFactorEnabled: p.twoFactorEnabled,
    hasPassword: passwords.length > 0,
    officeIds,
    createdAt: p.createdAt,
  }));
}

/** Replaces the person's office assignments with `officeIds`. */
export async function setStaffOffices(tx: Db, staffId: string, officeIds: readonly number[]): Promise<void> {
  await tx.delete(staffOffices).where(eq(staffOffices.staffId, staffId));
  if (officeIds.length > 0) {
    await tx.insert(staffOffices).values([...new Set(officeIds)].map((officeId) => ({ staffId, officeId })));
  }
}

export async function setStaffRole(tx: Db, staffId: string, role: string): Promise<void> {
  await tx.update(staffUsers).set({ role, updatedAt: new Date() }).where(eq(staffUsers.id, staffId));
}

/** Disables (the admin plugin's ban: no new session) or enables an account; disabling ends its sessions. */
export async function setStaffBanned(tx: Db, staffId: string, banned: boolean, reason: string | null): Promise<void> {
  await tx
    .update(staffUsers)
    .set({ banned, banReason: banned ? reason : null, banExpires: null, updatedAt: new Date() })
    .where(eq(staffUsers.id, staffId));
  if (banned) await tx.delete(staffSessions).where(eq(staffSessions.userId, staffId));
}

/** Ids of active offices among `ids` (an assignment to an unknown office is refused). */
export async function existingOfficeIds(db: Db, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: offices.id })
    .from(offices)
    .where(inArray(offices.id, [...ids]));
  return rows.map((r) => r.id);
}

export async function deleteStaffUser(db: Db, staffId: string): Promise<void> {
  await db.delete(staffUsers).where(eq(staffUsers.id, staffId));
}

/** Offices for pickers: id, code and name in the language asked for. */
export async function officeNames(
  db: Db,
): Promise<Array<{ id: number; code: string; nameTr: string; nameEn: string }>> {
  return db
    .select({ id: offices.id, code: offices.code, nameTr: offices.nameTr, nameEn: offices.nameEn })
    .from(offices)
    .orderBy(asc(offices.nameTr));
}

/** Staff names by id (the reservation story names who did what; decision 0082). */
export async function staffNamesOf(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: staffUsers.id, name: staffUsers.name })
    .from(staffUsers)
    .where(inArray(staffUsers.id, [...ids]));
  return new Map(rows.map((r) => [r.id, r.name]));
}
