// Hand-over records (issue 27 items 2, 3, 8; decisions 0078 and 0079) against a real database: the
// hand-over stores the drivers, two damages and a photo (resized, in the shared file storage) and the
// agreement; the car's next hand-over shows those damages open; the return finds one new damage;
// the signed agreement reads back byte-identical and its hashes verify; nothing signed is edited.
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exampleTckn } from "#app/domain/identity/tckn.ts";
import type { DriverIdentity } from "#app/domain/handover/drivers.ts";
import type { StaffActor } from "#app/domain/staff/permissions.ts";
import type { Db } from "#app/server/db/client.server.ts";
import {
  auditLog,
  outbox,
  pages,
  rentalAgreements,
  rentalDrivers,
  reservationDeliveries,
  reservations,
  unitDamages,
  units,
} from "#app/server/db/schema.ts";
import { damagesOfUnit } from "#app/server/repositories/handover-records.server.ts";
import {
  agreementsFor,
  closeDamage,
  signAgreement,
  signatureImage,
} from "#app/server/services/desk/agreements.server.ts";
import { sha256Hex } from "#app/server/services/desk/agreement-hash.server.ts";
import { handoverFormView, storeDamagePhotos } from "#app/server/services/desk/handover-record.server.ts";
import { addToDoNotRent, removeFromDoNotRent } from "#app/server/services/desk/do-not-rent.server.ts";
import { pickUp } from "#app/server/services/desk/pickup.server.ts";
import { returnCar } from "#app/server/services/desk/return.server.ts";
import { postgresFileStorage } from "#app/server/storage/postgres-file-storage.server.ts";
import { findReservationByNumberForDesk } from "#app/server/repositories/desk.server.ts";
import { bookedReservation, type PaymentWorld, sandboxWorld } from "#tests/support/payment-start.ts";
import { buildFixture, type Fixture, insertReservationRow } from "./booking-fixture.ts";
import { closeTestDatabase, type TestDatabase, withTestDatabase } from "./test-database.ts";

const APPROVED = "4355084355084358";
const PUBLIC_URL = "http://127.0.0.1:3000";
const T0 = new Date("2027-03-01T07:00:00Z");
const DAY = 24 * 3_600_000;

let testDb: TestDatabase;
let db: Db;
let f: Fixture;
let w: PaymentWorld;
let agent: StaffActor;

beforeAll(async () => {
  testDb = await withTestDatabase();
  db = testDb.database.db;
  f = await buildFixture(db);
  w = sandboxWorld(db, PUBLIC_URL, "3d_pay", T0);
  agent = { id: "staff-office", name: "Demo office", email: "o@yolda.test", role: "office", officeIds: [f.istAirport] };
  await db.insert(pages).values({
    key: "rental-terms",
    titleTr: "Araç Kiralama Koşulları",
    titleEn: "Rental terms",
    bodyTr: "1. Araç sigortalıdır.",
    bodyEn: "1. The car is insured.",
    version: 3,
  });
});
afterAll(() => closeTestDatabase(testDb));

let offsetDays = 5;
async function booked() {
  offsetDays += 6;
  const pickupAt = new Date(T0.getTime() + offsetDays * DAY);
  const row = await bookedReservation(db, f, w, {
    days: 3,
    vehicleKurus: 450_000,
    at: T0,
    pickupAt,
    pan: APPROVED,
    publicUrl: PUBLIC_URL,
  });
  const [unit] = await db.select().from(units).where(eq(units.id, row.unitId));
  return { ...row, plate: unit!.plate };
}

const mainDriver = (over: Partial<DriverIdentity> = {}): DriverIdentity => ({
  firstName: "Ayşe",
  lastName: "Yılmaz",
  licenceNumber: "123456",
  licenceClass: "B",
  licenceCountry: "TR",
  licenceIssued: "2015-04-01",
  licenceExpires: "2035-04-01",
  idKind: "tckn",
  idNumber: exampleTckn(11),
  idCountry: "TR",
  ...over,
});

const pickupInput = (
  r: { number: string; plate: string; pickupAt: Date },
  handover: Parameters<typeof pickUp>[2]["handover"],
) => ({
  number: r.number,
  plate: r.plate,
  odometerKm: 12_000,
  fuelEighths: 6,
  damageNotes: "",
  licenceSeen: false,
  depositKurus: 500_000,
  depositMethod: "cash" as const,
  now: r.pickupAt,
  handover,
});

async function photo(): Promise<Uint8Array> {
  const png = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: "#c03030" } })
    .png()
    .toBuffer();
  return new Uint8Array(png);
}

describe("hand-over, next hand-over and return of one car", () => {
  it("stores drivers, two damages and a photo; shows them open next time; finds one new at return", async () => {
    const storage = postgresFileStorage(db);
    const r = await booked();
    const driverName = (await findReservationByNumberForDesk(db, r.number))!.driver;

    // An expired licence is refused with nothing recorded.
    const expired = await pickUp(
      db,
      agent,
      pickupInput(r, { drivers: [mainDriver({ licenceExpires: "2027-01-01" })], damages: [] }),
    );
    expect(expired).toMatchObject({
      ok: false,
      reason: "invalid",
      field: "drivers.0.licenceExpires",
      code: "licenceExpired",
    });
    expect(await db.$count(rentalDrivers)).toBe(0);

    const stored = await storeDamagePhotos(storage, [[await photo()], []], r.pickupAt);
    expect(stored.ok).toBe(true);
    if (!stored.ok) return;
    const [first] = stored.photos[0]!;
    expect(Math.max(first!.width, first!.height)).toBe(1280);
    const handed = await pickUp(
      db,
      agent,
      pickupInput(r, {
        drivers: [mainDriver({ firstName: driverName.firstName, lastName: driverName.lastName })],
        damages: [
          { zone: "right", kind: "scratch", sizeCm: 3, note: "Sağ ön çamurluk", photos: stored.photos[0]! },
          { zone: "front", kind: "dent", sizeCm: 5, note: "", photos: [] },
        ],
      }),
    );
    expect(handed).toEqual({ ok: true, repeated: false });
    const open = await damagesOfUnit(db, r.unitId);
    expect(open.map((d) => [d.zone, d.kind, d.sizeCm, d.photos.length])).toEqual(
      expect.arrayContaining([
        ["right", "scratch", 3, 1],
        ["front", "dent", 5, 0],
      ]),
    );
    const photoBytes = await storage.get(open.find((d) => d.zone === "right")!.photos[0]!.key);
    expect((await sharp(photoBytes!).metadata()).format).toBe("jpeg");

    // The agreement names the car out, the damage and the terms in force.
    const [agreement] = (await agreementsFor(db, agent, r.number))!;
    expect(agreement!.body).toContain("Çıkış km: 12.000 km, Çıkış yakıt: 6/8");
    expect(agreement!.body).toContain("Sağ yan: çizik, 3 cm");
    expect(agreement!.body).toContain("Araç Kiralama Koşulları (sürüm 3)");
    expect(agreement!.verified).toBe(true);

    // The return finds the scratch (open since hand-over) and a new dent at the rear.
    const returned = await returnCar(db, agent, {
      number: r.number,
      odometerKm: 12_400,
      fuelEighths: 6,
      returnedAt: new Date(r.pickupAt.getTime() + 3 * DAY),
      damages: [],
      now: new Date(r.pickupAt.getTime() + 3 * DAY + 60_000),
      inspection: {
        damages: [
          { zone: "right", kind: "scratch", sizeCm: 3, note: "", photos: [] },
          { zone: "rear", kind: "dent", sizeCm: 4, note: "Tampon", photos: [] },
        ],
      },
    });
    expect(returned).toMatchObject({ ok: true, repeated: false });
    const after = await damagesOfUnit(db, r.unitId);
    expect(after).toHaveLength(3);
    expect(after.filter((d) => d.zone === "rear")).toHaveLength(1);
    const docs = (await agreementsFor(db, agent, r.number))!;
    const ret = docs.find((d) => d.kind === "return")!;
    expect(ret.refersTo).toBe(agreement!.id);
    expect(ret.body).toContain(agreement!.bodySha256);
    expect(ret.body).toContain("Dönüş km: 12.400 km");
    expect(ret.body).toContain("Arka: göçük, 4 cm");
    expect(ret.body).not.toContain("Sağ yan: çizik");

    // The car's next hand-over shows the three open damages; closing one (repaired) is audited.
    offsetDays += 6;
    const nextPickup = new Date(T0.getTime() + offsetDays * DAY);
    const next = await insertReservationRow(db, f, {
      unitId: r.unitId,
      pickupAt: nextPickup,
      returnAt: new Date(nextPickup.getTime() + 2 * DAY),
      status: "confirmed",
      paymentType: "office",
      totalKurus: 300_000,
    });
    const nextRow = (await findReservationByNumberForDesk(db, next.number))!;
    const view = await handoverFormView(db, nextRow);
    expect(view.openDamages).toHaveLength(3);
    const repaired = view.openDamages.find((d) => d.zone === "front")!;
    expect(await closeDamage(db, agent, { damageId: repaired.id, note: "", now: T0 })).toEqual({
      ok: false,
      reason: "noteRequired",
    });
    expect(await closeDamage(db, agent, { damageId: repaired.id, note: "Boyandı", now: T0 })).toEqual({
      ok: true,
      repeated: false,
    });
    expect((await handoverFormView(db, nextRow)).openDamages).toHaveLength(2);
    const closeAudit = await db.select().from(auditLog).where(eq(auditLog.action, "damage.close"));
    expect(closeAudit).toHaveLength(1);
  });
});

describe("the do-not-rent list at the hand-over (decision 0077)", () => {
  it("refuses a listed driver's licence, written another way, with nothing recorded, and hands over once it is removed", async () => {
    const admin: StaffActor = {
      id: "staff-admin",
      name: "Demo admin",
      email: "a@yolda.test",
      role: "admin",
      officeIds: [],
    };
    const r = await booked();
    const driverName = (await findReservationByNumberForDesk(db, r.number))!.driver;
    const driver = mainDriver({
      firstName: driverName.firstName,
      lastName: driverName.lastName,
      licenceNumber: "TR-998877",
      idKind: "passport",
      idNumber: "U12345678",
      idCountry: "DE",
    });
    const added = await addToDoNotRent(db, admin, {
      kind: "licence",
      value: "tr 998877",
      personName: "Listed driver",
      reason: "Damage left unpaid",
      now: T0,
    });
    if (!added.ok) throw new Error(JSON.stringify(added));
    const driversBefore = await db.$count(rentalDrivers);

    const refused = await pickUp(db, agent, pickupInput(r, { drivers: [driver], damages: [] }));
    expect(refused).toMatchObject({ ok: false, reason: "invalid", field: "drivers.0.idNumber", code: "doNotRent" });
    expect(await db.$count(rentalDrivers)).toBe(driversBefore);
    const [still] = await db
      .select({ status: reservations.status })
      .from(reservations)
      .where(eq(reservations.id, r.id));
    expect(still?.status).toBe("confirmed");

    // The same as the second driver: refused on that driver's field.
    const second = await pickUp(
      db,
      agent,
      pickupInput(r, { drivers: [mainDriver({ ...driverName }), driver], damages: [] }),
    );
    expect(second).toMatchObject({ ok: false, field: "drivers.1.idNumber", code: "doNotRent" });

    const removed = await removeFromDoNotRent(db, admin, { id: added.row.id, reason: "Paid", now: T0 });
    expect(removed.ok).toBe(true);
    expect(await pickUp(db, agent, pickupInput(r, { drivers: [driver], damages: [] }))).toEqual({
      ok: true,
      repeated: false,
    });
  });
});

describe("signing the agreement", () => {
  it("reads back byte-identical, verifies, is signed once, e-mailed once and never edited", async () => {
    const r = await booked();
    const name = (await findReservationByNumberForDesk(db, r.number))!.driver;
    await pickUp(
      db,
      agent,
      pickupInput(r, { drivers: [mainDriver({ firstName: name.firstName, lastName: name.lastName })], damages: [] }),
    );
    const [doc] = (await agreementsFor(db, agent, r.number))!;
    const png = new Uint8Array(
      await sharp({ create: { width: 600, height: 200, channels: 4, background: "#ffffff00" } })
        .png()
        .toBuffer(),
    );
    const wrongName = await signAgreement(db, agent, r.number, {
      id: doc!.id,
      typedName: "Someone Else",
      png,
      now: T0,
    });
    expect(wrongName).toMatchObject({ ok: false, field: "typedName" });
    const notPng = await signAgreement(db, agent, r.number, {
      id: doc!.id,
      typedName: `${name.firstName} ${name.lastName}`,
      png: new Uint8Array([1, 2, 3]),
      now: T0,
    });
    expect(notPng).toMatchObject({ ok: false, field: "signature" });

    const mailsBefore = await db.$count(outbox);
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        signAgreement(db, agent, r.number, {
          id: doc!.id,
          typedName: ` ${name.firstName.toLocaleUpperCase("tr-TR")}  ${name.lastName} `,
          png,
          now: T0,
        }),
      ),
    );
    expect(results.filter((x) => x.ok && !x.repeated)).toHaveLength(1);
    expect(results.every((x) => x.ok)).toBe(true);
    expect((await db.$count(outbox)) - mailsBefore).toBe(1);

    const [again] = (await agreementsFor(db, agent, r.number))!;
    expect(again!.body).toBe(doc!.body);
    expect(sha256Hex(again!.body)).toBe(doc!.bodySha256);
    expect(again!.verified).toBe(true);
    const image = await signatureImage(db, agent, r.number, doc!.id);
    expect(Buffer.from(image!).equals(Buffer.from(png))).toBe(true);
    expect(again!.signed?.signatureSha256).toBe(sha256Hex(png));

    // The database refuses to change a signed agreement's text or to delete it.
    await expect(
      db.update(rentalAgreements).set({ body: "changed" }).where(eq(rentalAgreements.id, doc!.id)),
    ).rejects.toThrow();
    await expect(db.delete(rentalAgreements).where(eq(rentalAgreements.id, doc!.id))).rejects.toThrow();
    expect(await db.$count(unitDamages, eq(unitDamages.unitId, r.unitId))).toBeGreaterThanOrEqual(0);
  });
});

describe("an agreement for a delivered and collected rental (decision 0140)", () => {
  it("names the addresses in both languages where the car is delivered and collected, the office where not", async () => {
    const r = await booked();
    const [row] = await db.select().from(reservations).where(eq(reservations.id, r.id));
    // An English booking: its agreement is the English text with the Turkish one after it.
    await db.update(reservations).set({ lang: "en" }).where(eq(reservations.id, r.id));
    await db.insert(reservationDeliveries).values({
      reservationId: r.id,
      leg: "delivery",
      officeId: row!.pickupOfficeId,
      address: "Atatürk Mah. 12, ATAŞEHİR",
      distanceM: 8_500,
      feeKurus: 18_000,
    });
    const name = (await findReservationByNumberForDesk(db, r.number))!.driver;
    const handed = await pickUp(
      db,
      agent,
      pickupInput(r, { drivers: [mainDriver({ firstName: name.firstName, lastName: name.lastName })], damages: [] }),
    );
    expect(handed.ok).toBe(true);
    const [doc] = (await agreementsFor(db, agent, r.number))!;
    const body = doc!.body;
    expect(body).toMatch(
      /^Pick-up: \d\d\.\d\d\.\d{4} \d\d:\d\d, Delivered to address: Atatürk Mah\. 12, ATAŞEHİR \(office: .+\)$/m,
    );
    expect(body).toMatch(
      /^Alış: \d\d\.\d\d\.\d{4} \d\d:\d\d, Adrese teslim: Atatürk Mah\. 12, ATAŞEHİR \(şube: .+\)$/m,
    );
    // The return is at the office: no collection was booked.
    expect(body).not.toContain("Collected from address");
    expect(body).not.toContain("Adresten alım");
    expect(body).toMatch(/^İade: \d\d\.\d\d\.\d{4} \d\d:\d\d, [^,]+$/m);
  });
});
