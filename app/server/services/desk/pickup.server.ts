// Pick-up (check-out): the agent reads the plate of the car in front of them (it must be the
// assigned unit), the odometer and fuel, notes damage, sees the licence and takes the deposit
// -> active. Recorded once: the check-out's primary key is the reservation (decision 0041).
import { depositFreeOf } from "#app/domain/pricing/deposit-free.ts";
import type { StaffActor } from "#app/domain/staff/permissions.ts";
import type { Db } from "#app/server/db/client.server.ts";
import { findCheckout, findUnit, insertCheckout, setStatus } from "#app/server/repositories/desk.server.ts";
import { insertReservationEvent } from "#app/server/repositories/reservations.server.ts";
import { audit } from "#app/server/services/staff/staff-access.server.ts";
import { type HandoverRecordInput, recordHandover } from "./handover-record.server.ts";
import { pickupBalance } from "./pickup-balance.server.ts";
import { recordHandoverDeposit } from "./deposit.server.ts";
import {
  type DeskRefusal,
  invalid,
  officesOf,
  reservationFor,
  staffTag,
  underLock,
  wrongState,
} from "./desk-common.server.ts";

export type PickupInput = {
  number: string;
  plate: string;
  odometerKm: number;
  fuelEighths: number;
  damageNotes: string;
  licenceSeen: boolean;
  depositKurus: number;
  depositMethod: "card_preauth" | "cash";
  now: Date;
  /** Drivers, inspection and agreement (handover-record.server.ts); the page always sends them. */
  handover?: HandoverRecordInput;
};

export type PickupResult = { ok: true; repeated: boolean } | DeskRefusal;

/** Plates compared as people type them: case, spaces and dashes do not matter. */
export function samePlate(a: string, b: string): boolean {
  const norm = (p: string) => p.toLocaleUpperCase("tr-TR").replace(/[\s-]/g, "");
  return norm(a) === norm(b);
}

export async function pickUp(db: Db, actor: StaffActor, input: PickupInput): Promise<PickupResult> {
  const found = await reservationFor(db, actor, "reservation.operate", input.number);
  if (!found) return { ok: false, reason: "notFound" };
  return underLock(db, found.id, async (tx, r): Promise<PickupResult> => {
    // A double click: the first submit did it; the second records nothing.
    if (r.status === "active" && (await findCheckout(tx, r.id))) return { ok: true, repeated: true };
    if (r.status !== "confirmed") return wrongState(r);
    const unit = await findUnit(tx, r.unitId);
    if (!unit || !samePlate(unit.plate, input.plate)) return invalid("plate", "plateMismatch");
    if (!Number.isSafeInteger(input.odometerKm) || input.odometerKm < 0) return invalid("odometerKm", "invalid");
    if (!Number.isInteger(input.fuelEighths) || input.fuelEighths < 0 || input.fuelEighths > 8) {
      return invalid("fuelEighths", "invalid");
    }
    if (!input.licenceSeen && !input.handover) return invalid("licenceSeen", "required");
    if ((await pickupBalance(tx, r)).refuse) return invalid("balance", "owedAtPickup");
    if (!Number.isSafeInteger(input.depositKurus) || input.depositKurus < 0) return invalid("depositKurus", "invalid");
    // A deposit-free rental (decision 0125) holds no deposit, whatever was posted.
    const depositKurus = depositFreeOf(r.lines) ? 0 : input.depositKurus;
    if (input.handover) {
      const readings = { ...input, depositKurus, unitId: unit.id };
      const recorded = await recordHandover(tx, actor, r, readings, input.handover, input.now);
      if (!recorded.ok) return recorded;
    }
    const record = {
      reservationId: r.id,
      unitId: unit.id,
      plate: unit.plate,
      odometerKm: input.odometerKm,
      fuelEighths: input.fuelEighths,
      damageNotes: input.damageNotes.trim(),
      licenceSeen: true,
      depositKurus,
      depositMethod: input.depositMethod,
      staffId: actor.id,
      at: input.now,
    };
    await insertCheckout(tx, record);
    // The deposit as money held (decision 0088): cash from now, a card once the bank pre-authorises it.
    await recordHandoverDeposit(tx, actor, r, { method: input.depositMethod, amountKurus: depositKurus }, input.now);
    await setStatus(tx, r.id, "active");
    await insertReservationEvent(tx, {
      reservationId: r.id,
      actor: staffTag(actor),
      from: r.status,
      to: "active",
      note: `picked up: ${unit.plate}, ${input.odometerKm} km, fuel ${input.fuelEighths}/8`,
      at: input.now,
    });
    await audit(tx, actor, {
      action: "reservation.pickup",
      entityType: "reservation",
      entityId: r.id,
      officeIds: officesOf(r),
      before: { status: r.status },
      after: {
        status: "active",
        plate: unit.plate,
        odometerKm: record.odometerKm,
        fuelEighths: record.fuelEighths,
        damageNotes: record.damageNotes,
        licenceSeen: true,
        depositKurus: record.depositKurus,
        depositMethod: record.depositMethod,
      },
    });
    return { ok: true, repeated: false };
  });
}
