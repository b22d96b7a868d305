// What every desk use case shares (decision 0041): find the reservation by number, check the
// permission with the offices it touches, run the change in one transaction under the reservation's
// row lock, and write the reservation event and the audit entry in that same transaction.
import type { StaffActor, StaffPermission } from "#app/domain/staff/permissions.ts";
import type { Db } from "#app/server/db/client.server.ts";
import { findReservationByNumberForDesk } from "#app/server/repositories/desk.server.ts";
import { lockReservation, type ReservationRow } from "#app/server/repositories/reservations.server.ts";
import { requireAllowed } from "#app/server/services/staff/staff-access.server.ts";

/** Why a desk action did nothing (access is refused by throwing StaffAccessDenied). */
export type DeskRefusal =
  | { ok: false; reason: "notFound" }
  /** The reservation's status does not allow the action now. */
  | { ok: false; reason: "wrongState"; status: ReservationRow["status"] }
  /** The form's values break a rule; `field` names the input to mark. */
  | { ok: false; reason: "invalid"; field: string; code: string };

export const notFound = { ok: false, reason: "notFound" } as const;
export const wrongState = (r: ReservationRow): DeskRefusal => ({ ok: false, reason: "wrongState", status: r.status });
export const invalid = (field: string, code: string): DeskRefusal => ({ ok: false, reason: "invalid", field, code });

/** The "actor" of reservation and payment events for a staff member. */
export const staffTag = (actor: StaffActor) => `staff:${actor.id}`;

/** The offices a reservation touches (pick-up, drop-off): an office agent of either may act on it. */
export const officesOf = (r: Pick<ReservationRow, "pickupOfficeId" | "dropoffOfficeId">): number[] => [
  r.pickupOfficeId,
  r.dropoffOfficeId,
];

/**
 * Finds the reservation and checks `permission` for it: the role first (nothing is read for a role
 * that may never do this), then the offices the reservation touches. Throws StaffAccessDenied.
 */
export async function reservationFor(
  db: Db,
  actor: StaffActor,
  permission: StaffPermission,
  number: string,
): Promise<ReservationRow | null> {
  requireAllowed(actor, permission);
  const reservation = await findReservationByNumberForDesk(db, number);
  if (!reservation) return null;
  requireAllowed(actor, permission, officesOf(reservation));
  return reservation;
}

/** Runs `work` in one transaction holding the reservation's row lock (re-read under the lock). */
export async function underLock<T>(
  db: Db,
  reservationId: string,
  work: (tx: Db, reservation: ReservationRow) => Promise<T>,
): Promise<T | typeof notFound> {
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const locked = await lockReservation(tx, reservationId);
    if (!locked) return notFound;
    return work(tx, locked);
  });
}
