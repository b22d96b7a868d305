// Who handles which request in the desk's requests inbox (docs/decisions/0043).
// Contact messages and fleet requests name no office: every role with `request.handle` sees them.
// Job applications carry a CV (personal data): only `job_application.handle` (HR, admins).
import {
  allows,
  roleAllows,
  type StaffActor,
  type StaffPermission,
  type StaffRole,
} from "#app/domain/staff/permissions.ts";

export const requestKinds = ["contact", "fleet", "job"] as const;
export type RequestKind = (typeof requestKinds)[number];

export const requestStatuses = ["new", "in_progress", "answered", "closed"] as const;
export type RequestStatus = (typeof requestStatuses)[number];

export function isRequestStatus(value: unknown): value is RequestStatus {
  return typeof value === "string" && (requestStatuses as readonly string[]).includes(value);
}

export function permissionForKind(kind: RequestKind): StaffPermission {
  return kind === "job" ? "job_application.handle" : "request.handle";
}

/** The kinds of request this person may read and answer. */
export function kindsFor(actor: StaffActor): RequestKind[] {
  return requestKinds.filter((kind) => allows(actor, permissionForKind(kind)));
}

/** Whether a staff member with `role` may be given a request of this kind to handle. */
export function canBeAssigned(role: StaffRole, kind: RequestKind): boolean {
  return roleAllows(role, permissionForKind(kind));
}

/**
 * The status after a reply is e-mailed: an open request becomes answered; a closed one stays
 * closed (a late word after closing does not reopen it).
 */
export function statusAfterReply(status: RequestStatus): RequestStatus {
  return status === "closed" ? "closed" : "answered";
}

/** A note added to a new request means someone is on it. */
export function statusAfterNote(status: RequestStatus): RequestStatus {
  return status === "new" ? "in_progress" : status;
}

export const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
