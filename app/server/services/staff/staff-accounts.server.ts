// Staff accounts (docs/decisions/0035, "The staff list and invitations"): an admin (permission
// staff.manage) lists people, invites someone (the admin plugin creates the account without a
// password; the password-reset link e-mails the invitation), changes a role or offices, disables
// and enables. Each change writes its audit entry in the transaction that makes it.
import { APIError } from "better-auth/api";
import { eq } from "drizzle-orm";
import type { StaffActor, StaffRole } from "#app/domain/staff/permissions.ts";
import { staffAuthFor } from "#app/server/auth/staff-auth.server.ts";
import type { Db } from "#app/server/db/client.server.ts";
import { staffUsers } from "#app/server/db/schema.ts";
import type { Env } from "#app/server/env.server.ts";
import {
  deleteStaffUser,
  existingOfficeIds,
  findStaffRow,
  listStaffRows,
  officeNames,
  setStaffBanned,
  setStaffOffices,
  setStaffRole,
  type StaffRow,
} from "#app/server/repositories/staff.server.ts";
import { audit, requireAllowed } from "./staff-access.server.ts";

export type StaffAccountDeps = { db: Db; env: Env };

export type StaffAccountError = "emailTaken" | "officeRequired" | "unknownOffice" | "notFound" | "self";
export type StaffAccountResult = { ok: true; staff: StaffRow } | { ok: false; reason: StaffAccountError };

export type InviteInput = {
  name: string;
  email: string;
  role: StaffRole;
  officeIds: readonly number[];
  lang: "tr" | "en";
};

/** What the audit entry keeps of a person (no secrets). */
function snapshot(row: StaffRow) {
  return { name: row.name, email: row.email, role: row.role, officeIds: row.officeIds, disabled: row.banned };
}

/** Office role needs at least one office; other roles keep none. Null when fine. */
async function checkOffices(
  db: Db,
  role: StaffRole,
  officeIds: readonly number[],
): Promise<{ ids: number[] } | { error: StaffAccountError }> {
  const ids = [...new Set(officeIds)].sort((a, b) => a - b);
  if ((role === "office" || role === "office_manager") && ids.length === 0) return { error: "officeRequired" };
  const known = await existingOfficeIds(db, ids);
  if (known.length !== ids.length) return { error: "unknownOffice" };
  return { ids };
}

export async function listStaff(db: Db, actor: StaffActor): Promise<StaffRow[]> {
  requireAllowed(actor, "staff.manage");
  return listStaffRows(db);
}

/** Offices an admin can assign (id, code, name in the language asked for). */
export async function officeChoices(
  db: Db,
  actor: StaffActor,
  lang: "tr" | "en",
): Promise<Array<{ id: number; code: string; name: string }>> {
  requireAllowed(actor, "staff.manage");
  const rows = await officeNames(db);
  return rows.map((o) => ({ id: o.id, code: o.code, name: lang === "en" ? o.nameEn : o.nameTr }));
}

/** Creates the account (no usable password), assigns offices and e-mails the invitation link. */
export async function inviteStaff(
  { db, env }: StaffAccountDeps,
  actor: StaffActor,
  input: InviteInput,
): Promise<StaffAccountResult> {
  requireAllowed(actor, "staff.manage");
  const email = input.email.trim().toLowerCase();
  const name = input.name.trim();
  const offices = await checkOffices(db, input.role, input.officeIds);
  if ("error" in offices) return { ok: false, reason: offices.error };
  const taken = await db.select({ id: staffUsers.id }).from(staffUsers).where(eq(staffUsers.email, email));
  if (taken.length > 0) return { ok: false, reason: "emailTaken" };
  const auth = staffAuthFor(db, env);
  let id: string;
  try {
    const created = await auth.api.createUser({ body: { email, name, role: input.role } });
    id = created.user.id;
  } catch (error) {
    if (error instanceof APIError && error.statusCode < 500) return { ok: false, reason: "emailTaken" };
    throw error;
  }
  try {
    await db.transaction(async (tx) => {
      await tx.update(staffUsers).set({ lang: input.lang, updatedAt: new Date() }).where(eq(staffUsers.id, id));
      await setStaffOffices(tx, id, offices.ids);
      await audit(tx, actor, {
        action: "staff_account.invite",
        entityType: "staff",
        entityId: id,
        officeIds: offices.ids,
        before: null,
        after: { name, email, role: input.role, officeIds: offices.ids, lang: input.lang, disabled: false },
      });
    });
  } catch (error) {
    await deleteStaffUser(db, id);
    throw error;
  }
  // The staff instance's sendResetPassword queues the invitation in the person's language.
  await auth.api.requestPasswordReset({ body: { email } });
  const row = await findStaffRow(db, id);
  if (!row) throw new Error("invited staff row vanished");
  return { ok: true, staff: row };
}

/** Sends a fresh invitation (set-password) link to someone already on the list. */
export async function resendInvitation(
  { db, env }: StaffAccountDeps,
  actor: StaffActor,
  staffId: string,
): Promise<StaffAccountResult> {
  requireAllowed(actor, "staff.manage");
  const row = await findStaffRow(db, staffId);
  if (!row) return { ok: false, reason: "notFound" };
  await db.transaction(async (tx) => {
    await audit(tx, actor, {
      action: "staff_account.reinvite",
      entityType: "staff",
      entityId: row.id,
      before: snapshot(row),
      after: snapshot(row),
    });
  });
  await staffAuthFor(db, env).api.requestPasswordReset({ body: { email: row.email } });
  return { ok: true, staff: row };
}

/** Changes role and offices together (an office agent needs an office; others keep none). */
export async function changeRole(
  db: Db,
  actor: StaffActor,
  staffId: string,
  input: { role: StaffRole; officeIds: readonly number[] },
): Promise<StaffAccountResult> {
  requireAllowed(actor, "staff.manage");
  const before = await findStaffRow(db, staffId);
  if (!before) return { ok: false, reason: "notFound" };
  if (before.id === actor.id && input.role !== before.role) return { ok: false, reason: "self" };
  const offices = await checkOffices(db, input.role, input.officeIds);
  if ("error" in offices) return { ok: false, reason: offices.error };
  const roleChanged = before.role !== input.role;
  await db.transaction(async (tx) => {
    if (roleChanged) await setStaffRole(tx, staffId, input.role);
    await setStaffOffices(tx, staffId, offices.ids);
    await audit(tx, actor, {
      action: roleChanged ? "staff_account.role" : "staff_account.offices",
      entityType: "staff",
      entityId: staffId,
      officeIds: [...new Set([...before.officeIds, ...offices.ids])],
      before: snapshot(before),
      after: { ...snapshot(before), role: input.role, officeIds: offices.ids },
    });
  });
  const after = await findStaffRow(db, staffId);
  if (!after) return { ok: false, reason: "notFound" };
  return { ok: true, staff: after };
}

/** Offices only (the role stays). */
export async function setOffices(
  db: Db,
  actor: StaffActor,
  staffId: string,
  officeIds: readonly number[],
): Promise<StaffAccountResult> {
  requireAllowed(actor, "staff.manage");
  const row = await findStaffRow(db, staffId);
  if (!row) return { ok: false, reason: "notFound" };
  return changeRole(db, actor, staffId, { role: row.role as StaffRole, officeIds });
}

async function setDisabled(db: Db, actor: StaffActor, staffId: string, disabled: boolean): Promise<StaffAccountResult> {
  requireAllowed(actor, "staff.manage");
  const before = await findStaffRow(db, staffId);
  if (!before) return { ok: false, reason: "notFound" };
  if (before.id === actor.id) return { ok: false, reason: "self" };
  await db.transaction(async (tx) => {
    await setStaffBanned(tx, staffId, disabled, disabled ? `disabled by ${actor.id}` : null);
    await audit(tx, actor, {
      action: disabled ? "staff_account.disable" : "staff_account.enable",
      entityType: "staff",
      entityId: staffId,
      officeIds: before.officeIds,
      before: snapshot(before),
      after: { ...snapshot(before), disabled },
    });
  });
  const after = await findStaffRow(db, staffId);
  if (!after) return { ok: false, reason: "notFound" };
  return { ok: true, staff: after };
}

/** Disables an account (the admin plugin's ban): no new session, open sessions end. */
export function disableStaff(db: Db, actor: StaffActor, staffId: string): Promise<StaffAccountResult> {
  return setDisabled(db, actor, staffId, true);
}

export function enableStaff(db: Db, actor: StaffActor, staffId: string): Promise<StaffAccountResult> {
  return setDisabled(db, actor, staffId, false);
}
