// The return's charges as a preview, then confirm (decision 0081): the waivers the agent typed on
// the preview are checked by the pure rules (charge-waivers.ts) with the person's `charges.waive`
// and the configured limit, then recorded beside the booked lines and audited, in the return's
// own transaction. returnCar calls `waiveReturnCharges` before booking and `recordWaivers` after.
import { applyWaivers, DEFAULT_WAIVE_LIMIT_KURUS, type Waived, type Waiver } from "#app/domain/desk/charge-waivers.ts";
import type { ReturnCharges } from "#app/domain/desk/return-charges.ts";
import { allows, type StaffActor } from "#app/domain/staff/permissions.ts";
import type { Db } from "#app/server/db/client.server.ts";
import { insertChargeWaivers } from "#app/server/repositories/desk-money.server.ts";
import type { ReservationRow } from "#app/server/repositories/reservations.server.ts";
import { audit } from "#app/server/services/staff/staff-access.server.ts";
import { type DeskRefusal, invalid, officesOf } from "./desk-common.server.ts";

export type WaiverInput = {
  waivers?: readonly Waiver[];
  /** What the preview showed as computed: a confirm of other readings or rules is refused as stale. */
  previewedKurus?: number;
  /** DESK_WAIVE_LIMIT_KURUS from the configuration. */
  waiveLimitKurus?: number;
};

export function waiveReturnCharges(
  actor: StaffActor,
  r: ReservationRow,
  charges: ReturnCharges,
  input: WaiverInput,
): { ok: true; waived: Waived } | DeskRefusal {
  if (input.previewedKurus !== undefined && input.previewedKurus !== charges.totalKurus) {
    return invalid("preview", "previewStale");
  }
  const result = applyWaivers(charges.lines, input.waivers ?? [], {
    limitKurus: input.waiveLimitKurus ?? DEFAULT_WAIVE_LIMIT_KURUS,
    mayWaiveAboveLimit: allows(actor, "charges.waive", officesOf(r)),
  });
  if (!result.ok) return invalid(`waive${result.error.index}`, result.error.code);
  return { ok: true, waived: result.value };
}

export async function recordWaivers(tx: Db, actor: StaffActor, r: ReservationRow, waived: Waived, now: Date) {
  const changed = waived.lines.filter((l) => l.amountKurus < l.computedKurus);
  if (changed.length === 0) return;
  await insertChargeWaivers(
    tx,
    changed.map((l) => ({
      reservationId: r.id,
      kind: l.kind,
      description: l.description,
      computedKurus: l.computedKurus,
      bookedKurus: l.amountKurus,
      reason: l.reason,
      staffId: actor.id,
      at: now,
    })),
  );
  await audit(tx, actor, {
    action: "charges.waive",
    entityType: "reservation",
    entityId: r.id,
    officeIds: officesOf(r),
    before: { chargesKurus: waived.totalKurus + waived.waivedKurus },
    after: {
      chargesKurus: waived.totalKurus,
      waivedKurus: waived.waivedKurus,
      lines: changed.map((l) => ({
        kind: l.kind,
        description: l.description,
        computedKurus: l.computedKurus,
        bookedKurus: l.amountKurus,
        reason: l.reason,
      })),
    },
  });
}
