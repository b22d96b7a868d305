// A small, fully known catalogue for the booking tests: two cities, three offices, two models,
// rates, a season, packages, extras and campaigns. Units and reservations are added per test.
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { generateReservationNumber } from "#app/domain/reservation/reservation-number.ts";
import type { Db } from "#app/server/db/client.server.ts";
import type { ThreeDSecureModel } from "#app/server/payments/gateway.server.ts";
import type { createPaymentSetup } from "#app/server/payments/payment-setup.server.ts";
import {
  assurancePackages,
  assurancePrices,
  campaigns,
  cities,
  dailyRates,
  extras,
  kmPackages,
  offices,
  oneWayFees,
  reservations,
  seasons,
  units,
  vehicleClasses,
  vehicleModels,
  type WeekHours,
} from "#app/server/db/schema.ts";
import { forgetSearchCatalogue } from "#app/server/services/search-catalogue.server.ts";
import { heldRange } from "#app/server/repositories/reservations.server.ts";

/** Fixed "now" for all booking tests: Monday 1 March 2027, 09:00 Istanbul. */
export const NOW = new Date("2027-03-01T06:00:00Z");
export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;
/** An instant `days` days and `hours` hours after NOW (on the half hour when NOW is). */
export const at = (days: number, hours = 0) => new Date(NOW.getTime() + days * DAY + hours * HOUR);

export type Fixture = {
  istAirport: number;
  istCity: number;
  izmir: number;
  economy: number;
  clio: number;
  egea: number;
  campaignOnce: number;
};

const allDay: WeekHours = [null, null, null, null, null, null, null];
const nineToSeven: WeekHours = Array.from({ length: 7 }, () => ({ open: "08:00", close: "20:00" })) as WeekHours;

function officeRow(code: string, cityId: number, turnaroundMinutes: number, open24h: boolean) {
  return {
    slug: code.toLowerCase(),
    code,
    cityId,
    kind: open24h ? ("airport" as const) : ("city" as const),
    nameTr: `${code} Ofisi`,
    nameEn: `${code} Office`,
    addressTr: `${code} Cad. No: 1`,
    addressEn: `${code} St. 1`,
    lat: 41,
    lng: 29,
    phone: "+90 212 000 00 00",
    email: `${code.toLowerCase()}@yolda.test`,
    open24h,
    hours: open24h ? allDay : nineToSeven,
    turnaroundMinutes,
  };
}

/** Empties every table the booking tests write, so each suite starts from the same fixture. */
export async function resetAndBuildFixture(db: Db): Promise<Fixture> {
  await db.execute(sql`
    truncate outbox, reservation_events, reservations, quotes, campaigns, units, daily_rates,
      assurance_prices, assurance_packages, km_packages, extras, seasons, one_way_fees,
      vehicle_models, vehicle_classes, offices, cities
    restart identity cascade`);
  forgetSearchCatalogue(db);
  return buildFixture(db);
}

export async function buildFixture(db: Db): Promise<Fixture> {
  const [ist, izm] = await db
    .insert(cities)
    .values([
      { slug: "istanbul", plateCode: 34, nameTr: "İstanbul", nameEn: "Istanbul" },
      { slug: "izmir", plateCode: 35, nameTr: "İzmir", nameEn: "Izmir" },
    ])
    .returning();
  if (!ist || !izm) throw new Error("cities");
  const [a, b, c] = await db
    .insert(offices)
    .values([
      officeRow("ISTA", ist.id, 120, true),
      officeRow("ISTC", ist.id, 60, false),
      officeRow("IZM", izm.id, 120, true),
    ])
    .returning();
  if (!a || !b || !c) throw new Error("offices");
  await db.insert(oneWayFees).values({ fromCityId: ist.id, toCityId: izm.id, feeKurus: 150_000 });
  const [economy] = await db
    .insert(vehicleClasses)
    .values({
      slug: "economy",
      acriss: "ECMR",
      nameTr: "Ekonomik",
      nameEn: "Economy",
      descriptionTr: "",
      descriptionEn: "",
      sort: 1,
    })
    .returning();
  if (!economy) throw new Error("class");
  const model = (slug: string, brand: string, name: string, memberDiscountPct: number) => ({
    slug,
    classId: economy.id,
    brand,
    model: name,
    year: 2025,
    bodyType: "hatchback" as const,
    fuel: "gasoline" as const,
    transmission: "manual" as const,
    doors: 5,
    adults: 5,
    luggage: 2,
    airbags: 6,
    consumptionX10: 52,
    powerHp: 90,
    kmLimitPerDay: 300,
    minAge: 21,
    licenceYears: 2,
    depositKurus: 500_000,
    memberDiscountPct,
    colour: "white",
  });
  const [clio, egea] = await db
    .insert(vehicleModels)
    .values([model("renault-clio", "Renault", "Clio", 10), model("fiat-egea", "Fiat", "Egea", 5)])
    .returning();
  if (!clio || !egea) throw new Error("models");
  const tiers = [1, 4, 8, 16, 31];
  await db
    .insert(dailyRates)
    .values([
      ...tiers.map((minDays, i) => ({ modelId: clio.id, minDays, dailyKurus: 150_000 - i * 10_000 })),
      ...tiers.map((minDays, i) => ({ modelId: egea.id, minDays, dailyKurus: 120_000 - i * 10_000 })),
    ]);
  await db
    .insert(seasons)
    .values({ nameTr: "Bahar", nameEn: "Spring", startsOn: "2027-03-05", endsOn: "2027-03-31", factorPermille: 1200 });
  const [full] = await db
    .insert(assurancePackages)
    .values({
      code: "full",
      nameTr: "Tam Güvence",
      nameEn: "Full cover",
      descriptionTr: "",
      descriptionEn: "",
      sort: 1,
    })
    .returning();
  if (!full) throw new Error("assurance");
  await db.insert(assurancePrices).values({ packageId: full.id, classId: economy.id, dailyKurus: 25_000 });
  // Lastik-Cam-Far: taken beside the main package, not instead of it (docs/decisions/0053).
  const [tyres] = await db
    .insert(assurancePackages)
    .values({
      code: "tyres",
      nameTr: "Lastik-Cam-Far Güvencesi",
      nameEn: "Tyres, Glass & Headlights",
      descriptionTr: "",
      descriptionEn: "",
      sort: 2,
      combinable: true,
    })
    .returning();
  if (!tyres) throw new Error("assurance add-on");
  await db.insert(assurancePrices).values({ packageId: tyres.id, classId: economy.id, dailyKurus: 15_000 });
  await db
    .insert(kmPackages)
    .values({ code: "km500", nameTr: "+500 km", nameEn: "+500 km", extraKm: 500, priceKurus: 40_000, sort: 1 });
  await db.insert(extras).values({
    code: "baby-seat",
    nameTr: "Bebek koltuğu",
    nameEn: "Baby seat",
    descriptionTr: "",
    descriptionEn: "",
    pricing: "per_day",
    priceKurus: 10_000,
    maxQuantity: 2,
    capKurus: 50_000,
    sort: 1,
  });
  const campaign = (code: string, usageLimit: number | null, value: number) => ({
    slug: code.toLowerCase(),
    code,
    titleTr: code,
    titleEn: code,
    summaryTr: "",
    summaryEn: "",
    termsTr: "",
    termsEn: "",
    discountKind: "percent" as const,
    discountValue: value,
    validFrom: "2027-01-01",
    validTo: "2027-12-31",
    usageLimit,
    theme: "summer",
  });
  const [once] = await db
    .insert(campaigns)
    .values([campaign("TEKSEFER", 1, 25), campaign("BAHAR15", null, 15)])
    .returning();
  if (!once) throw new Error("campaigns");
  return {
    istAirport: a.id,
    istCity: b.id,
    izmir: c.id,
    economy: economy.id,
    clio: clio.id,
    egea: egea.id,
    campaignOnce: once.id,
  };
}

let plateCounter = 0;

export async function addUnit(db: Db, modelId: number, homeOfficeId: number, inService = true): Promise<number> {
  plateCounter += 1;
  const [row] = await db
    .insert(units)
    .values({ plate: `34 T ${plateCounter}${randomBytes(2).toString("hex")}`, modelId, homeOfficeId, inService })
    .returning({ id: units.id });
  if (!row) throw new Error("unit");
  return row.id;
}

/** A reservation written straight into the table (no service), as staff or history would leave it. */
export async function addReservation(
  db: Db,
  r: {
    unitId: number;
    modelId: number;
    from: number;
    to: number;
    pickupAt: Date;
    returnAt: Date;
    status?: (typeof reservations.$inferInsert)["status"];
    holdExpiresAt?: Date | null;
    bufferMinutes?: number;
  },
): Promise<string> {
  const buffer = r.bufferMinutes ?? 120;
  const [row] = await db
    .insert(reservations)
    .values({
      number: generateReservationNumber((n) => randomBytes(n)),
      unitId: r.unitId,
      modelId: r.modelId,
      pickupOfficeId: r.from,
      dropoffOfficeId: r.to,
      pickupAt: r.pickupAt,
      returnAt: r.returnAt,
      bufferMinutes: buffer,
      held: heldRange(r.pickupAt, r.returnAt, buffer),
      status: r.status ?? "confirmed",
      paymentType: "office",
      totalKurus: 100_000,
      vehicleKurus: 100_000,
      depositKurus: 500_000,
      rentalDays: 1,
      lines: [],
      driver: {
        firstName: "Test",
        lastName: "Sürücü",
        email: "test@yolda.test",
        phone: "+905550000000",
        birthDate: "1990-01-01",
        licenceDate: "2010-01-01",
      },
      billing: { kind: "individual", name: "Test Sürücü", address: "İstanbul" },
      lang: "tr",
      holdExpiresAt: r.holdExpiresAt ?? (r.status === "pending_payment" ? new Date(NOW.getTime() + 15 * 60_000) : null),
    })
    .returning({ id: reservations.id });
  if (!row) throw new Error("reservation");
  return row.id;
}

export const driver = {
  firstName: "Ayşe",
  lastName: "Yılmaz",
  email: "ayse@example.com",
  phone: "+905321112233",
  birthDate: "1990-05-10",
  licenceDate: "2012-06-01",
  tckn: "10000000146",
};

export const billing = {
  kind: "individual" as const,
  name: "Ayşe Yılmaz",
  tckn: "10000000146",
  address: "Kadıköy, İstanbul",
};

/**
 * A reservation row written straight into the table for the payment tests: a rental (two days unless
 * told) of the Clio from the Istanbul airport office, driven and billed by Ayşe Işık, with the held range worked
 * out from pickup and return. Returns the inserted row.
 */
export async function insertReservationRow(
  db: Db,
  fixture: Fixture,
  r: {
    unitId: number;
    pickupAt: Date;
    returnAt: Date;
    status: (typeof reservations.$inferInsert)["status"];
    paymentType: (typeof reservations.$inferInsert)["paymentType"];
    totalKurus: number;
    /** The car's share of the total; the whole total when left out. */
    vehicleKurus?: number;
    assuranceKurus?: number;
    /** Two when left out. */
    rentalDays?: number;
    /** The driver's last name; "Işık" when left out. */
    lastName?: string;
    /** The driver's address, or a function of the reservation number; "ayse@yolda.test" when left out. */
    email?: string | ((number: string) => string);
    lang?: "tr" | "en";
    memberId?: string | null;
    createdAt?: Date;
    holdExpiresAt?: Date | null;
  },
) {
  const number = generateReservationNumber((n) => randomBytes(n));
  const [row] = await db
    .insert(reservations)
    .values({
      number,
      unitId: r.unitId,
      modelId: fixture.clio,
      pickupOfficeId: fixture.istAirport,
      dropoffOfficeId: fixture.istAirport,
      pickupAt: r.pickupAt,
      returnAt: r.returnAt,
      bufferMinutes: 120,
      held: heldRange(r.pickupAt, r.returnAt, 120),
      status: r.status,
      paymentType: r.paymentType,
      totalKurus: r.totalKurus,
      vehicleKurus: r.vehicleKurus ?? r.totalKurus,
      ...(r.assuranceKurus !== undefined ? { assuranceKurus: r.assuranceKurus } : {}),
      depositKurus: 500_000,
      rentalDays: r.rentalDays ?? 2,
      lines: [],
      driver: {
        firstName: "Ayşe",
        lastName: r.lastName ?? "Işık",
        email: typeof r.email === "function" ? r.email(number) : (r.email ?? "ayse@yolda.test"),
        phone: "+905550000000",
        birthDate: "1990-01-01",
        licenceDate: "2010-01-01",
      },
      billing: { kind: "individual", name: "Ayşe Işık", address: "İstanbul" },
      lang: r.lang ?? "tr",
      ...(r.memberId !== undefined ? { memberId: r.memberId } : {}),
      ...(r.createdAt !== undefined ? { createdAt: r.createdAt } : {}),
      ...(r.holdExpiresAt !== undefined ? { holdExpiresAt: r.holdExpiresAt } : {}),
    })
    .returning();
  if (!row) throw new Error("reservation");
  return row;
}

/** The sandbox bank's configuration the payment tests share: the test merchant's id, keys and API user. */
export function sandboxPaymentEnv(publicUrl: string, model: ThreeDSecureModel = "3d_pay") {
  return {
    PAYMENT_MODE: "sandbox",
    PAYMENT_MODEL: model,
    PAYMENT_GATE_URL: undefined,
    PAYMENT_API_URL: undefined,
    PAYMENT_CLIENT_ID: "190100000",
    PAYMENT_STORE_KEY: "SANDBOX-STORE-KEY-123456",
    PAYMENT_API_USER: "yoldaapi",
    PAYMENT_API_PASSWORD: "SANDBOX-API-PASS",
    PUBLIC_URL: publicUrl,
    APP_NAME: "Yolda",
  } satisfies Parameters<typeof createPaymentSetup>[0];
}
