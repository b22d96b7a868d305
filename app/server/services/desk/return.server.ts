// Return (check-in): odometer, fuel and the time the car came back; the charges follow from the
// rules (return-charges.ts) with the booked model's prices, recorded as lines -> completed. What is
// then owed is taken at the desk (desk-payment.server.ts). Recorded once per reservation.
import { carOutOf } from "./car-out.server.ts";
import {
  type ChargeLine,
  FUEL_UNIT_KURUS,
  REFUEL_FEE_KURUS,
  type ReturnCharges,
  ReturnInputError,
  returnCharges,
} from "#app/domain/desk/return-charges.ts";
import type { StaffActor } from "#app/domain/staff/permissions.ts";
import type { Db } from "#app/server/db/client.server.ts";
import { findCheckin, insertCheckin, rentalTerms, setStatus } from "#app/server/repositories/desk.server.ts";
import { insertReservationEvent, type ReservationRow } from "#app/server/repositories/reservations.server.ts";
import { issueInvoiceForReturn } from "#app/server/services/invoices.server.ts";
import { audit } from "#app/server/services/staff/staff-access.server.ts";
import type { DamageInput } from "./handover-record.server.ts";
import { checkReturnDamages, recordReturn } from "./return-record.server.ts";
import { recordWaivers, type WaiverInput, waiveReturnCharges } from "./return-waivers.server.ts";
import {
  type DeskRefusal,
  invalid,
  officesOf,
  reservationFor,
  staffTag,
  underLock,
  wrongState,
} from "./desk-common.server.ts";

/** A return time may be typed this far ahead of the server's clock (the counter's clock drifts). */
const FUTURE_TOLERANCE_MS = 5 * 60_000;

export type ReturnCarInput = {
  number: string;
  odometerKm: number;
  fuelEighths: number;
  returnedAt: Date;
  damages: readonly { description: string; amountKurus: number }[];
  now: Date;
  /** The return inspection's damage (return-record.server.ts); the page always sends it. */
  inspection?: { damages: DamageInput[] } & WaiverInput;
} & WaiverInput;

export type ReturnCarResult = { ok: true; repeated: boolean; charges: ReturnCharges | null } | DeskRefusal;

async function computeCharges(
  tx: Db,
  r: ReservationRow,
  input: Omit<ReturnCarInput, "number">,
): Promise<ReturnCharges | DeskRefusal> {
  // After a car swap the return is compared with the new car's own km and fuel out, and the km
  // driven in the first car count towards the allowance (decision 0143).
  const carOut = await carOutOf(tx, r.id);
  if (!carOut) return invalid("odometerKm", "noPickupRecord");
  const out = carOut.chargeable;
  // The car brought back cannot read less than it went out with (its own km out after a swap).
  if (Number.isInteger(input.odometerKm) && input.odometerKm < carOut.odometerKm)
    return invalid("odometerKm", "invalid");
  if (
    Number.isNaN(input.returnedAt.getTime()) ||
    input.returnedAt.getTime() > input.now.getTime() + FUTURE_TOLERANCE_MS
  ) {
    return invalid("returnedAt", "future");
  }
  const terms = await rentalTerms(tx, r);
  try {
    return returnCharges(
      {
        pickupAt: r.pickupAt,
        bookedDays: r.rentalDays,
        vehicleRentalKurus: Math.max(0, r.vehicleKurus - r.discountKurus),
        kmLimitPerDay: terms.kmLimitPerDay,
        packageKm: terms.packageKm,
        extraKmKurus: terms.extraKmKurus,
        tankLitres: terms.tankLitres,
        fuelUnitKurus: FUEL_UNIT_KURUS[terms.fuel],
        refuelFeeKurus: REFUEL_FEE_KURUS,
        out: { odometerKm: out.odometerKm, fuelEighths: out.fuelEighths },
      },
      input,
    );
  } catch (error) {
    if (error instanceof ReturnInputError) return invalid(error.field, error.code);
    throw error;
  }
}

/** The charges a return with these readings would bring, without recording anything (the form's preview). */
export async function previewReturn(
  db: Db,
  actor: StaffActor,
  input: ReturnCarInput,
): Promise<{ ok: true; charges: ReturnCharges } | DeskRefusal> {
  const r = await reservationFor(db, actor, "reservation.operate", input.number);
  if (!r) return { ok: false, reason: "notFound" };
  if (r.status !== "active") return wrongState(r);
  const charges = await computeCharges(db, r, input);
  return "lines" in charges ? { ok: true, charges } : charges;
}

export async function returnCar(db: Db, actor: StaffActor, input: ReturnCarInput): Promise<ReturnCarResult> {
  const found = await reservationFor(db, actor, "reservation.operate", input.number);
  if (!found) return { ok: false, reason: "notFound" };
  return underLock(db, found.id, async (tx, r): Promise<ReturnCarResult> => {
    if (r.status === "completed" && (await findCheckin(tx, r.id))) return { ok: true, repeated: true, charges: null };
    if (r.status !== "active") return wrongState(r);
    const charges = await computeCharges(tx, r, input);
    if (!("lines" in charges)) return charges;
    const refused = input.inspection ? checkReturnDamages(input.inspection.damages) : null;
    if (refused) return refused;
    const waiving = waiveReturnCharges(actor, r, charges, input);
    if (!waiving.ok) return waiving;
    const { waived } = waiving;
    const terms = await rentalTerms(tx, r);
    await insertCheckin(
      tx,
      {
        reservationId: r.id,
        odometerKm: input.odometerKm,
        fuelEighths: input.fuelEighths,
        returnedAt: input.returnedAt,
        rentalDays: charges.rentalDays,
        kmAllowance: charges.kmAllowance,
        tankLitres: terms.tankLitres,
        fuelUnitKurus: FUEL_UNIT_KURUS[terms.fuel],
        refuelFeeKurus: REFUEL_FEE_KURUS,
        chargesKurus: waived.totalKurus,
        staffId: actor.id,
        at: input.now,
      },
      waived.lines
        .filter((l) => l.amountKurus > 0)
        .map((l: ChargeLine) => ({
          kind: l.kind,
          quantity: l.quantity,
          unitKurus: l.unitKurus,
          amountKurus: l.amountKurus,
          description: l.description,
        })),
    );
    if (input.inspection) {
      const inspected = await recordReturn(
        tx,
        actor,
        r,
        { ...input, damages: input.inspection.damages },
        charges,
        input.now,
      );
      if (!inspected.ok) throw new Error("return inspection refused after its check");
    }
    await setStatus(tx, r.id, "completed");
    await insertReservationEvent(tx, {
      reservationId: r.id,
      actor: staffTag(actor),
      from: r.status,
      to: "completed",
      note: `returned: ${input.odometerKm} km, fuel ${input.fuelEighths}/8, charges ${waived.totalKurus}`,
      at: input.now,
    });
    await audit(tx, actor, {
      action: "reservation.return",
      entityType: "reservation",
      entityId: r.id,
      officeIds: officesOf(r),
      before: { status: r.status },
      after: {
        status: "completed",
        returnedAt: input.returnedAt.toISOString(),
        odometerKm: input.odometerKm,
        fuelEighths: input.fuelEighths,
        rentalDays: charges.rentalDays,
        lines: waived.lines,
        chargesKurus: waived.totalKurus,
      },
    });
    await recordWaivers(tx, actor, r, waived, input.now);
    // The rental's money is final: its invoice, from the booked (waived) lines (decision 0072).
    await issueInvoiceForReturn(tx, r.id, input.now);
    return { ok: true, repeated: false, charges: { ...charges, lines: waived.lines, totalKurus: waived.totalKurus } };
  });
}
