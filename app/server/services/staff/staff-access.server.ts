// The server-side check every staff use case makes before it reads or changes anything
// (docs/decisions/0034). Routes turn `StaffAccessDenied` into a 403 page in the staff's language;
// services call `requireAllowed` with the offices the record touches, so a URL typed by hand for
// another office's reservation is refused exactly like a hidden button.
import { allows, type StaffActor, type StaffPermission } from "#app/domain/staff/permissions.ts";
import { appendAudit, type AuditEntry, type AuditRow } from "#app/server/repositories/audit-log.server.ts";
import type { Db } from "#app/server/db/client.server.ts";

export class StaffAccessDenied extends Error {
  readonly permission: StaffPermission;
  readonly officeIds: readonly number[] | undefined;
  constructor(permission: StaffPermission, officeIds: readonly number[] | undefined) {
    super(`staff access denied: ${permission}`);
    this.name = "StaffAccessDenied";
    this.permission = permission;
    this.officeIds = officeIds;
  }
}

export function requireAllowed(actor: StaffActor, permission: StaffPermission, officeIds?: readonly number[]): void {
  if (!allows(actor, permission, officeIds)) throw new StaffAccessDenied(permission, officeIds);
}

/** Writes one audit row for `actor` inside `tx` (the transaction that makes the change). */
export function audit(tx: Db, actor: StaffActor, entry: Omit<AuditEntry, "actor">): Promise<AuditRow> {
  return appendAudit(tx, { ...entry, actor: { id: actor.id, name: actor.name, role: actor.role } });
}
