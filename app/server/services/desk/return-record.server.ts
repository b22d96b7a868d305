// The return inspection (issue 27 item 3, decision 0078): the car's readings in, the damage found,
// split by the domain rule into damage that was already open at the hand-over (not the customer's)
// and new damage, which becomes an open damage of the car; then the return document, a new
// agreement that refers to the hand-over's by id and hash, to be signed at the counter.
// `recordReturn` runs inside the return's transaction (return.server.ts calls it once).
import { swapsOf } from "./car-out.server.ts";
import { returnAgreementText } from "#app/domain/handover/agreement.ts";
import { openAt, splitReturnDamages } from "#app/domain/handover/damages.ts";
import type { ChargeLine } from "#app/domain/desk/return-charges.ts";
import type { StaffActor } from "#app/domain/staff/permissions.ts";
import type { Db } from "#app/server/db/client.server.ts";
import { deskNames } from "#app/server/repositories/desk.server.ts";
import {
  agreementsOf,
  damagesOfUnit,
  findInspection,
  insertAgreement,
  insertDamage,
  insertInspection,
} from "#app/server/repositories/handover-records.server.ts";
import type { ReservationRow } from "#app/server/repositories/reservations.server.ts";
import { company } from "#app/shared/layout/company.ts";
import { sha256Hex } from "./agreement-hash.server.ts";
import type { DeskRefusal } from "./desk-common.server.ts";
import { bilingualBody, checkDamages, type DamageInput } from "./handover-record.server.ts";
import { localDateTimeText } from "./handover-time.server.ts";

export type ReturnRecordInput = {
  odometerKm: number;
  fuelEighths: number;
  returnedAt: Date;
  /** What the return inspection found (damage still open from before is recognised, not re-recorded). */
  damages: DamageInput[];
};

export type ReturnRecordOutcome = { ok: true; newDamageIds: number[]; knownDamageIds: number[] } | DeskRefusal;

const CHARGE_WORDS = {
  tr: { extra_days: "Ek gün", extra_km: "Ek kilometre", fuel: "Yakıt", damage: "Hasar" },
  en: { extra_days: "Extra days", extra_km: "Extra kilometres", fuel: "Fuel", damage: "Damage" },
} as const;

/** Checks the reported damage before anything is written (the return refuses as a whole). */
export function checkReturnDamages(damages: readonly DamageInput[]): DeskRefusal | null {
  const checked = checkDamages(damages);
  return checked.ok ? null : checked;
}

export async function recordReturn(
  tx: Db,
  actor: StaffActor,
  r: ReservationRow,
  input: ReturnRecordInput,
  charges: { lines: readonly ChargeLine[]; totalKurus: number },
  now: Date,
): Promise<ReturnRecordOutcome> {
  const checked = checkDamages(input.damages);
  if (!checked.ok) return checked;
  // The car that comes back went out at the hand-over, or at the last swap of a running-rental
  // change (decision 0143): its own inspection is what the return compares with.
  const lastSwap = (await swapsOf(tx, r.id)).at(-1)?.out ?? null;
  const pickup = lastSwap ?? (await findInspection(tx, r.id, "pickup"));
  const unitId = pickup?.unitId ?? r.unitId;
  const inspection = await insertInspection(tx, {
    reservationId: r.id,
    kind: "return",
    unitId,
    odometerKm: input.odometerKm,
    fuelEighths: input.fuelEighths,
    staffId: actor.id,
    at: now,
  });
  const handoverAt = pickup?.at ?? r.pickupAt;
  const openAtHandover = openAt(await damagesOfUnit(tx, unitId, "all"), handoverAt);
  const { fresh, known } = splitReturnDamages(checked.damages, openAtHandover);
  const newDamageIds: number[] = [];
  for (const d of fresh) {
    newDamageIds.push(await insertDamage(tx, { ...d, unitId, foundInspectionId: inspection.id, foundAt: now }));
  }
  const handover = (await agreementsOf(tx, r.id)).find((a) => a.kind === "handover");
  if (handover) {
    const { plate } = await deskNames(tx, r);
    const build = (lang: "tr" | "en") =>
      returnAgreementText(
        {
          company: company.legalName,
          number: r.number,
          handoverSha256: handover.bodySha256,
          returnedAt: localDateTimeText(input.returnedAt),
          car: {
            plate,
            odometerKmOut: pickup?.odometerKm ?? 0,
            fuelOut: pickup?.fuelEighths ?? 0,
            odometerKmIn: input.odometerKm,
            fuelIn: input.fuelEighths,
          },
          newDamages: fresh,
          charges: charges.lines.map((l) => ({
            label: l.description ? `${CHARGE_WORDS[lang][l.kind]}: ${l.description}` : CHARGE_WORDS[lang][l.kind],
            amountKurus: l.amountKurus,
          })),
          chargesKurus: charges.totalKurus,
        },
        lang,
      );
    const body = bilingualBody(build, r.lang);
    await insertAgreement(tx, {
      reservationId: r.id,
      kind: "return",
      version: 1,
      refersTo: handover.id,
      lang: r.lang,
      body,
      bodySha256: sha256Hex(body),
      staffId: actor.id,
    });
  }
  return { ok: true, newDamageIds, knownDamageIds: known.map((k) => k.damage.id) };
}
