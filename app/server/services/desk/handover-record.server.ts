// What the hand-over records besides the check-out row (issue 27 items 2, 3, 8; decisions 0078 and
// 0079): the drivers identified at the counter, the inspection with the damage found on the car
// (added to the car's open damages, photos already in the shared file storage), and the rental
// agreement built from all of it, its exact text kept with a SHA-256 hash until the customer signs.
// `recordHandover` runs inside the pick-up's transaction (pickup.server.ts calls it once).
import { randomUUID } from "node:crypto";
import { istanbulDate } from "#app/domain/time/istanbul.ts";
import {
  agreementPriceLines,
  bookedAdditionalDrivers,
  handoverAgreementText,
  type HandoverAgreementInput,
} from "#app/domain/handover/agreement.ts";
import { type DamageKind, type DamageZone, isKind, isZone, MAX_DAMAGE_CM } from "#app/domain/handover/damages.ts";
import { type DriverIdentity, driverProblems, normaliseDriver } from "#app/domain/handover/drivers.ts";
import type { StaffActor } from "#app/domain/staff/permissions.ts";
import type { Db } from "#app/server/db/client.server.ts";
import { processDamagePhoto } from "#app/server/files/damage-photo.server.ts";
import { listReservationDeliveries } from "#app/server/repositories/delivery.server.ts";
import { getPage } from "#app/server/repositories/content.server.ts";
import { deskNames } from "#app/server/repositories/desk.server.ts";
import {
  damagesOfUnit,
  findDrivers,
  insertAgreement,
  insertDamage,
  insertInspection,
  saveDrivers,
} from "#app/server/repositories/handover-records.server.ts";
import type { ReservationRow } from "#app/server/repositories/reservations.server.ts";
import type { FileStorage } from "#app/server/storage/file-storage.server.ts";
import { company } from "#app/shared/layout/company.ts";
import { sha256Hex } from "./agreement-hash.server.ts";
import { type DeskRefusal, invalid } from "./desk-common.server.ts";
import { checkDoNotRent } from "./do-not-rent.server.ts";
import { localDateTimeText } from "./handover-time.server.ts";
import { depositFreeOf } from "#app/domain/pricing/deposit-free.ts";
import { documentMonths } from "#app/server/services/monthly-schedule.server.ts";

export type StoredPhoto = { key: string; width: number; height: number };
export type DamageInput = { zone: string; kind: string; sizeCm: number; note: string; photos: StoredPhoto[] };

export type HandoverRecordInput = {
  /** The main driver first, then the additional drivers. */
  drivers: DriverIdentity[];
  damages: DamageInput[];
};

type Readings = {
  unitId: number;
  odometerKm: number;
  fuelEighths: number;
  depositKurus: number;
  depositMethod: "card_preauth" | "cash";
};

/**
 * The do-not-rent check of the drivers (issue 27 item 8, decision 0077): each driver's identity
 * document and licence against the live list, as every booking path asks it; the first listed
 * driver is refused on the identity field, and nothing is recorded.
 */
async function doNotRentCheck(tx: Db, drivers: readonly DriverIdentity[]): Promise<DeskRefusal | null> {
  for (const [n, d] of drivers.entries()) {
    const listed = await checkDoNotRent(tx, {
      tckn: d.idKind === "tckn" ? d.idNumber : null,
      passport: d.idKind === "passport" ? d.idNumber : null,
      licence: d.licenceNumber,
    });
    if (listed.listed) return invalid(`drivers.${n}.idNumber`, "doNotRent");
  }
  return null;
}

/** Checks the drivers: field errors named "drivers.<n>.<field>", problem codes as desk.handover.errors.*. */
export function checkDrivers(
  r: Pick<ReservationRow, "returnAt" | "lines">,
  drivers: readonly DriverIdentity[],
  now: Date,
): { ok: true; drivers: DriverIdentity[] } | DeskRefusal {
  const needed = 1 + bookedAdditionalDrivers(r.lines);
  if (drivers.length < needed) return invalid(`drivers.${drivers.length}.firstName`, "driverMissing");
  if (drivers.length > 10) return invalid("drivers.10.firstName", "invalid");
  const today = istanbulDate(now);
  const lastDay = istanbulDate(r.returnAt);
  const clean = drivers.map(normaliseDriver);
  for (const [n, d] of clean.entries()) {
    const problems = driverProblems(d, today, lastDay);
    const first = Object.entries(problems)[0];
    if (first) return invalid(`drivers.${n}.${first[0]}`, first[1]);
  }
  return { ok: true, drivers: clean };
}

export function checkDamages(
  damages: readonly DamageInput[],
): { ok: true; damages: (DamageInput & { zone: DamageZone; kind: DamageKind })[] } | DeskRefusal {
  const out: (DamageInput & { zone: DamageZone; kind: DamageKind })[] = [];
  for (const [n, d] of damages.entries()) {
    if (!isZone(d.zone)) return invalid(`damages.${n}.zone`, "required");
    if (!isKind(d.kind)) return invalid(`damages.${n}.kind`, "required");
    if (!Number.isInteger(d.sizeCm) || d.sizeCm < 1 || d.sizeCm > MAX_DAMAGE_CM) {
      return invalid(`damages.${n}.sizeCm`, "damageSize");
    }
    out.push({ ...d, zone: d.zone, kind: d.kind, note: d.note.trim().slice(0, 500) });
  }
  return { ok: true, damages: out };
}

/** The agreement's text: the customer's language, with the Turkish text after it when that is not Turkish. */
export function bilingualBody(build: (lang: "tr" | "en") => string, lang: "tr" | "en"): string {
  return lang === "tr" ? build("tr") : `${build("en")}\n\n----------\n\n${build("tr")}`;
}

export async function recordHandover(
  tx: Db,
  actor: StaffActor,
  r: ReservationRow,
  readings: Readings,
  input: HandoverRecordInput,
  now: Date,
): Promise<{ ok: true; agreementId: string } | DeskRefusal> {
  const drivers = checkDrivers(r, input.drivers, now);
  if (!drivers.ok) return drivers;
  const damages = checkDamages(input.damages);
  if (!damages.ok) return damages;
  const refused = await doNotRentCheck(tx, drivers.drivers);
  if (refused) return refused;

  await saveDrivers(tx, r.id, drivers.drivers, actor.id, now);
  const inspection = await insertInspection(tx, {
    reservationId: r.id,
    kind: "pickup",
    unitId: readings.unitId,
    odometerKm: readings.odometerKm,
    fuelEighths: readings.fuelEighths,
    staffId: actor.id,
    at: now,
  });
  for (const d of damages.damages) {
    await insertDamage(tx, { ...d, unitId: readings.unitId, foundInspectionId: inspection.id, foundAt: now });
  }
  // Everything open on the car now: what it had before and what this inspection found.
  const open = await damagesOfUnit(tx, readings.unitId);
  const names = await deskNames(tx, r);
  const terms = (lang: "tr" | "en") => getPage(tx, "rental-terms", lang);
  const termsOf = { tr: await terms("tr"), en: await terms("en") };
  // A monthly rental's months, as paid so far (decision 0130).
  const months = await documentMonths(tx, r);
  // A delivered pick-up or a collected return names the address (decision 0140).
  const legs = await listReservationDeliveries(tx, r.id);
  const legAddress = (leg: "delivery" | "collection") => legs.find((l) => l.leg === leg)?.address ?? null;
  const build = (lang: "tr" | "en") => {
    const t = termsOf[lang];
    const doc: HandoverAgreementInput = {
      company: company.legalName,
      number: r.number,
      pickup: { at: localDateTimeText(r.pickupAt), office: names.pickupOffice[lang], address: legAddress("delivery") },
      dropoff: {
        at: localDateTimeText(r.returnAt),
        office: names.dropoffOffice[lang],
        address: legAddress("collection"),
      },
      customer: {
        name: `${r.driver.firstName} ${r.driver.lastName}`,
        email: r.driver.email,
        phone: r.driver.phone,
      },
      drivers: drivers.drivers,
      car: {
        plate: names.plate,
        model: names.modelName,
        odometerKm: readings.odometerKm,
        fuelEighths: readings.fuelEighths,
      },
      damages: open.map((d) => ({ zone: d.zone, kind: d.kind, sizeCm: d.sizeCm })),
      lines: agreementPriceLines(r, lang),
      totalKurus: r.totalKurus,
      depositKurus: readings.depositKurus,
      depositMethod: readings.depositMethod,
      depositFree: depositFreeOf(r.lines),
      months,
      terms: { title: t?.title ?? "", version: t?.version ?? 0, body: t?.body ?? "" },
    };
    return handoverAgreementText(doc, lang);
  };
  const body = bilingualBody(build, r.lang);
  const agreement = await insertAgreement(tx, {
    reservationId: r.id,
    kind: "handover",
    version: 1,
    lang: r.lang,
    body,
    bodySha256: sha256Hex(body),
    staffId: actor.id,
  });
  return { ok: true, agreementId: agreement.id };
}

/** What the hand-over form shows: drivers already recorded (or the booking's), open damages, booked drivers. */
export async function handoverFormView(db: Db, r: ReservationRow) {
  const recorded = await findDrivers(db, r.id);
  return {
    drivers: recorded,
    additionalBooked: bookedAdditionalDrivers(r.lines),
    openDamages: await damagesOfUnit(db, r.unitId),
  };
}

export type PhotoRefusal = { ok: false; reason: "invalid"; field: string; code: string };

/**
 * Resizes and stores the photos of each damage before the hand-over's transaction (the storage is
 * not transactional: a refused hand-over leaves files nobody points at, never a row without a file).
 */
export async function storeDamagePhotos(
  storage: FileStorage,
  photosPerDamage: readonly (readonly Uint8Array[])[],
  now: Date,
): Promise<{ ok: true; photos: StoredPhoto[][] } | PhotoRefusal> {
  const out: StoredPhoto[][] = [];
  const [y, m] = istanbulDate(now).split("-");
  for (const [n, photos] of photosPerDamage.entries()) {
    const stored: StoredPhoto[] = [];
    for (const bytes of photos) {
      const processed = await processDamagePhoto(bytes);
      if (!processed.ok)
        return { ok: false, reason: "invalid", field: `damages.${n}.photo`, code: `photo_${processed.reason}` };
      const key = `damage/${y}/${m}/${randomUUID()}.jpg`;
      await storage.put(key, processed.photo.bytes, "image/jpeg");
      stored.push({ key, width: processed.photo.width, height: processed.photo.height });
    }
    out.push(stored);
  }
  return { ok: true, photos: out };
}
