// Reservations for the browser tests (POST /__test/reservations, mounted only with test hooks;
// see app/server/security/test-hooks.server.ts): a confirmed booking on a free unit, optionally
// prepaid with an approved card payment, so the lookup and cancellation pages have something to show.
import { amountDueAtBooking, recordMonthlySchedule } from "./monthly-schedule.server.ts";
import { MONTHLY_MIN_DAYS } from "#app/domain/rental/monthly-plan.ts";
import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { generateReservationNumber } from "#app/domain/reservation/reservation-number.ts";
import type { Db } from "#app/server/db/client.server.ts";
import { offices, payments, rentalCheckouts, reservations, units, vehicleModels } from "#app/server/db/schema.ts";
import { reservationMoney } from "#app/domain/reservation/reservation-money.ts";
import { heldRange, pgErrorCode } from "#app/server/repositories/reservations.server.ts";
import { createQuote } from "./quote.server.ts";

/** Prices a test reservation by the price rules, as a web booking would be (a stored quote, its lines). */
async function priceFromQuote(db: Db, id: string, now: Date): Promise<void> {
  const [r] = await db
    .select()
    .from(reservations)
    .where(sql`${reservations.id} = ${id}`);
  if (!r) return;
  const quoted = await createQuote(
    db,
    {
      pickupOfficeId: r.pickupOfficeId,
      dropoffOfficeId: r.dropoffOfficeId,
      pickupAt: r.pickupAt,
      returnAt: r.returnAt,
      modelId: r.modelId,
      lang: "tr",
    },
    { now, skipAvailability: true, pickupTaken: true },
  );
  if (!quoted.ok) throw new Error(`test reservation not priced: ${quoted.reason}`);
  const money = reservationMoney(quoted.quote.price, quoted.quote.inputs, r.paymentType);
  await db
    .update(reservations)
    .set({ quoteId: quoted.quote.id, ...money })
    .where(sql`${reservations.id} = ${id}`);
}

export type TestReservationInput = {
  lastName: string;
  paymentType: "office" | "card";
  assurance?: boolean;
  /** Hours from now to pick-up (default 30 days). */
  hoursUntilPickup?: number;
  days?: number;
  /** Only units whose home office has this code (offices.code), e.g. the demo office agent's. */
  officeCode?: string;
  /** Priced from a stored quote by the price rules (the running-rental change re-quotes it; decision 0090). */
  priced?: boolean;
  /** On the unit of this reservation, starting this many hours after its return (its next customer). */
  after?: { number: string; hours: number };
  /** Only units whose class has at least this many other free units at the same office (a car to move to). */
  classmates?: number;
  /** On another unit of this reservation's class and office, for the same days (the car in the way). */
  alongside?: string;
  /** The billing address (the sandbox integrator refuses one with "REDDET"; decision 0073). */
  billingAddress?: string;
  /** The customer's language (e-mails); Turkish by default. */
  lang?: "tr" | "en";
  /**
   * On a car added for this test at `officeCode` (of the first class's first model), with a car of
   * the next class added beside it: a test that must pick up now and upgrade does not depend on what
   * the suite's other tests left free at a busy office.
   */
  freshUnits?: boolean;
};

/** Two new cars at the office: one of the first class (booked by the test) and one of the next. */
async function addFreshUnits(
  db: Db,
  officeCode: string,
  /** How many cars of the first class's first model (the first one is booked by the test). */
  count = 1,
): Promise<{ unit: { id: number; model_id: number; home_office_id: number }; upgradeModelId: number }> {
  const [office] = await db.select({ id: offices.id }).from(offices).where(eq(offices.code, officeCode));
  if (!office) throw new Error("no such office");
  const result = await db.execute(
    sql`select m.id, c.sort from vehicle_models m join vehicle_classes c on c.id = m.class_id
        where m.active order by c.sort, m.id`,
  );
  const models = (result as unknown as { rows: Array<{ id: number; sort: number }> }).rows;
  const first = models[0];
  const next = first ? models.find((m) => m.sort > first.sort) : undefined;
  if (!first || !next) throw new Error("no models to add cars of");
  const tag = randomBytes(3).toString("hex").toUpperCase();
  const inserted = await db
    .insert(units)
    .values([
      ...Array.from({ length: count }, (_, i) => ({
        plate: `34 R${"DEFGHJKLMN"[i] ?? "Z"} 1${tag}`,
        modelId: first.id,
        homeOfficeId: office.id,
      })),
      { plate: `34 RD 2${tag}`, modelId: next.id, homeOfficeId: office.id },
    ])
    .returning({ id: units.id });
  const booked = inserted[0];
  if (!booked) throw new Error("unit insert returned no row");
  return { unit: { id: booked.id, model_id: first.id, home_office_id: office.id }, upgradeModelId: next.id };
}

export async function createTestReservation(db: Db, input: TestReservationInput, now: Date = new Date()) {
  const office = input.officeCode ?? null;
  // Free around the days asked for (from the turnaround before to three days after, room for a test to
  // extend the rental and book the next customer), not out with a customer now and not blocked
  // (maintenance, out of service, a transfer: the demo seeds some around today); or, for a far random
  // pick-up, free around now.
  // Beside another booking (`alongside`): free for that booking's own days, turnaround included.
  let asked = input.hoursUntilPickup !== undefined ? now.getTime() + input.hoursUntilPickup * 3_600_000 : null;
  // Three days after for a test that extends the rental and books the next customer; a class's
  // free cars (`classmates`) only for the days themselves.
  let span = (input.days ?? 2) * 86_400_000 + (input.classmates !== undefined ? 3 * 3_600_000 : 3 * 86_400_000);
  if (input.alongside !== undefined) {
    const [other] = await db
      .select({ pickupAt: reservations.pickupAt, returnAt: reservations.returnAt })
      .from(reservations)
      .where(eq(reservations.number, input.alongside));
    if (other) {
      asked = other.pickupAt.getTime();
      span = other.returnAt.getTime() - asked + 3 * 3_600_000;
    }
  }
  const from = asked !== null ? asked - 3 * 3_600_000 : now.getTime() - 4 * 86_400_000;
  const to = asked !== null ? asked + span : now.getTime() + 4 * 86_400_000;
  const result = await db.execute(
    sql`select u.id, u.model_id, u.home_office_id, m.class_id from units u join vehicle_models m on m.id = u.model_id
        join offices o on o.id = u.home_office_id
        where u.in_service and m.active and (${office}::text is null or o.code = ${office}::text)
          and not exists (select 1 from reservations r where r.unit_id = u.id
            and (r.status = 'active' or (r.status in ('pending_payment', 'confirmed', 'completed')
              and r.pickup_at < ${new Date(to).toISOString()}::timestamptz
              and r.return_at > ${new Date(from).toISOString()}::timestamptz)))
          and not exists (select 1 from unit_blocks b where b.unit_id = u.id and b.removed_at is null
            and b.period && tstzrange(${new Date(from).toISOString()}::timestamptz, ${new Date(to).toISOString()}::timestamptz))
        order by u.id`,
  );
  type Unit = { id: number; model_id: number; home_office_id: number; class_id?: number };
  let units = (result as unknown as { rows: Unit[] }).rows;
  let fixedPickup: Date | null = null;
  let fixedDays: number | null = null;
  if (input.classmates !== undefined || input.alongside !== undefined) {
    // Units are free ones (above); a class counts its free units per office.
    const cls = new Map(units.map((u) => [u.id, u.class_id]));
    const key = (u: Unit) => `${cls.get(u.id)}@${u.home_office_id}`;
    if (input.alongside !== undefined) {
      const [other] = await db
        .select()
        .from(reservations)
        .where(sql`${reservations.number} = ${input.alongside}`);
      if (!other) throw new Error("no such reservation");
      const otherClass = await db.execute(
        sql`select m.class_id from units u join vehicle_models m on m.id = u.model_id where u.id = ${other.unitId}`,
      );
      const classId = (otherClass as unknown as { rows: Array<{ class_id: number }> }).rows[0]?.class_id;
      units = units.filter(
        (u) => u.id !== other.unitId && u.home_office_id === other.pickupOfficeId && cls.get(u.id) === classId,
      );
      fixedPickup = other.pickupAt;
      fixedDays = other.rentalDays;
    } else {
      const count = new Map<string, number>();
      for (const u of units) count.set(key(u), (count.get(key(u)) ?? 0) + 1);
      units = units.filter((u) => (count.get(key(u)) ?? 0) > (input.classmates ?? 0));
    }
  }
  let upgradeModelId: number | null = null;
  // Late in the suite every car of a busy office may be out or booked around now: a near pick-up
  // there gets a car added for it rather than no booking.
  const plain = input.after === undefined && input.alongside === undefined;
  if ((input.freshUnits || (units.length === 0 && plain)) && input.officeCode) {
    // A class with `classmates` more free cars: that many more cars of the model.
    const fresh = await addFreshUnits(db, input.officeCode, (input.classmates ?? 0) + 1);
    units = [fresh.unit];
    upgradeModelId = fresh.upgradeModelId;
  }
  if (input.after) {
    const [prev] = await db
      .select()
      .from(reservations)
      .where(sql`${reservations.number} = ${input.after.number}`);
    if (!prev) throw new Error("no such reservation");
    units = [{ id: prev.unitId, model_id: prev.modelId, home_office_id: prev.dropoffOfficeId }];
    fixedPickup = new Date(prev.returnAt.getTime() + input.after.hours * 3_600_000);
  }
  if (units.length === 0) throw new Error("no units to book");
  const days = fixedDays ?? input.days ?? 2;
  const dailyKurus = 150_000;
  const vehicleKurus = dailyKurus * days;
  const assuranceKurus = input.assurance ? 30_000 * days : 0;
  const totalKurus = vehicleKurus + assuranceKurus;
  // Each free unit once, in random order (parallel tests then rarely meet on one).
  const order = units
    .map((u) => ({ u, key: Math.random() }))
    .sort((a, b) => a.key - b.key)
    .map(({ u }) => u);
  for (let attempt = 0; attempt < Math.max(40, order.length); attempt++) {
    const unit = order[attempt % order.length];
    if (!unit) continue;
    // Far and random pick-up times keep parallel tests off each other's units.
    const hours = input.hoursUntilPickup ?? 24 * (30 + Math.floor(Math.random() * 300));
    // After another reservation: the asked gap first, then shorter ones (down to 4 hours) when
    // another test's booking already holds the car then; any of them is "the next customer".
    const pickupAt = input.after
      ? new Date(fixedPickup!.getTime() - Math.min(attempt * 2, Math.max(0, input.after.hours - 4)) * 3_600_000)
      : (fixedPickup ?? new Date(Math.floor((now.getTime() + hours * 3_600_000) / 1_800_000) * 1_800_000));
    const returnAt = new Date(pickupAt.getTime() + days * 86_400_000);
    const number = generateReservationNumber((n) => randomBytes(n));
    try {
      const [row] = await db
        .insert(reservations)
        .values({
          number,
          unitId: unit.id,
          modelId: unit.model_id,
          pickupOfficeId: unit.home_office_id,
          dropoffOfficeId: unit.home_office_id,
          pickupAt,
          returnAt,
          bufferMinutes: 120,
          held: heldRange(pickupAt, returnAt, 120),
          status: "confirmed",
          paymentType: input.paymentType,
          totalKurus,
          vehicleKurus,
          assuranceKurus,
          depositKurus: 500_000,
          rentalDays: days,
          lines: [],
          driver: {
            firstName: "Deniz",
            lastName: input.lastName,
            email: `${number.toLowerCase()}@example.com`,
            phone: "+905321112233",
            birthDate: "1988-04-02",
            licenceDate: "2008-06-01",
          },
          billing: {
            kind: "individual",
            name: `Deniz ${input.lastName}`,
            address: input.billingAddress ?? "Kadıköy, İstanbul",
          },
          lang: input.lang ?? "tr",
          createdAt: now,
        })
        .returning({ id: reservations.id });
      if (!row) throw new Error("reservation insert returned no row");
      if (input.priced) await priceFromQuote(db, row.id, now);
      // A 30+ day booking gets its monthly schedule as a real one does (300 km a day; decision 0121).
      await recordMonthlySchedule(db, row.id, { pickupAt, days, totalKurus, kmAllowance: 300 * days });
      const paidNowKurus =
        days >= MONTHLY_MIN_DAYS ? await amountDueAtBooking(db, { id: row.id, totalKurus }) : totalKurus;
      if (input.paymentType === "card") {
        await db.insert(payments).values({
          reservationId: row.id,
          orderId: `${number}-TEST00`,
          amountKurus: paidNowKurus,
          status: "approved",
          model: "3d_pay",
          lang: "tr",
          maskedPan: "435508******4358",
          createdAt: now,
          updatedAt: now,
        });
      }
      return {
        id: row.id,
        number,
        email: `${number.toLowerCase()}@example.com`,
        ...(upgradeModelId === null ? {} : { upgradeModelId }),
      };
    } catch (error) {
      if (pgErrorCode(error) === "23P01" || pgErrorCode(error) === "23505") continue;
      throw error;
    }
  }
  throw new Error("no free unit for a test reservation");
}

/**
 * Moves a test reservation (and its hand-over record) `hours` in time, so a browser test can take a
 * car back "a day late" without waiting a day (decision 0041); or so its pick-up is `pickupInMinutes`
 * from `now` (the demo's "today's pick-up", seeded when the server started, may have passed by the
 * time a late-evening test reads it). The rental keeps its length. Test hooks only.
 */
export async function shiftTestReservation(
  db: Db,
  number: string,
  by: { hours: number } | { pickupInMinutes: number; now: Date },
): Promise<boolean> {
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const [row] = await tx
      .select()
      .from(reservations)
      .where(sql`${reservations.number} = ${number}`)
      .for("update");
    if (!row) return false;
    const ms =
      "hours" in by
        ? Math.round(by.hours * 3_600_000)
        : by.now.getTime() + Math.round(by.pickupInMinutes * 60_000) - row.pickupAt.getTime();
    return moveReservation(tx, row, ms);
  });
}

async function moveReservation(tx: Db, row: typeof reservations.$inferSelect, ms: number): Promise<boolean> {
  const pickupAt = new Date(row.pickupAt.getTime() + ms);
  const returnAt = new Date(row.returnAt.getTime() + ms);
  await tx
    .update(reservations)
    .set({ pickupAt, returnAt, held: heldRange(pickupAt, returnAt, row.bufferMinutes) })
    .where(sql`${reservations.id} = ${row.id}`);
  await tx
    .update(rentalCheckouts)
    .set({ at: sql`${rentalCheckouts.at} + make_interval(secs => ${ms / 1000})` })
    .where(sql`${rentalCheckouts.reservationId} = ${row.id}`);
  return true;
}

/**
 * An overbooked day for the fleet timeline's browser test (decision 0110): a model of its own
 * (inactive, so no visitor sees it) with one car at `officeCode`, booked two days ahead for a day and
 * then taken out of service (its booking still needs a car: the shortage row says one is missing),
 * and one car at `otherOfficeCode` that can be sent over. Test hooks only.
 */
export async function createTestShortage(
  db: Db,
  input: { officeCode: string; otherOfficeCode: string },
  now: Date = new Date(),
) {
  const officeRows = await db.select({ id: offices.id, code: offices.code }).from(offices);
  const office = officeRows.find((o) => o.code === input.officeCode);
  const other = officeRows.find((o) => o.code === input.otherOfficeCode);
  if (!office || !other) throw new Error("no such office");
  const [template] = await db.select().from(vehicleModels).where(eq(vehicleModels.active, true)).limit(1);
  if (!template) throw new Error("no model");
  const tag = randomBytes(3).toString("hex").toUpperCase();
  const { id: _id, ...copied } = template;
  const [model] = await db
    .insert(vehicleModels)
    .values({
      ...copied,
      slug: `test-shortage-${tag.toLowerCase()}`,
      brand: "Test",
      model: `Kıtlık ${tag}`,
      active: false,
    })
    .returning({ id: vehicleModels.id, classId: vehicleModels.classId });
  if (!model) throw new Error("model insert returned no row");
  const plate = (n: number) => `34 TK ${n}${tag.slice(0, 3)}`;
  const inserted = await db
    .insert(units)
    .values([
      { plate: plate(1), modelId: model.id, homeOfficeId: office.id },
      { plate: plate(2), modelId: model.id, homeOfficeId: other.id },
    ])
    .returning({ id: units.id, plate: units.plate });
  const [booked, spare] = inserted;
  if (!booked || !spare) throw new Error("unit insert returned no row");
  const pickupAt = new Date(Math.floor((now.getTime() + 48 * 3_600_000) / 1_800_000) * 1_800_000);
  const returnAt = new Date(pickupAt.getTime() + 86_400_000);
  const number = generateReservationNumber((n) => randomBytes(n));
  await db.insert(reservations).values({
    number,
    unitId: booked.id,
    modelId: model.id,
    pickupOfficeId: office.id,
    dropoffOfficeId: office.id,
    pickupAt,
    returnAt,
    bufferMinutes: 120,
    held: heldRange(pickupAt, returnAt, 120),
    status: "confirmed",
    paymentType: "office",
    totalKurus: 150_000,
    vehicleKurus: 150_000,
    depositKurus: 500_000,
    rentalDays: 1,
    lines: [],
    driver: {
      firstName: "Deniz",
      lastName: "Kıtlık",
      email: `${number.toLowerCase()}@example.com`,
      phone: "+905321112233",
      birthDate: "1988-04-02",
      licenceDate: "2008-06-01",
    },
    billing: { kind: "individual", name: "Deniz Kıtlık", address: "Kadıköy, İstanbul" },
    lang: "tr",
    createdAt: now,
  });
  await db.update(units).set({ inService: false }).where(eq(units.id, booked.id));
  return {
    modelId: model.id,
    classId: model.classId,
    officeId: office.id,
    otherOfficeId: other.id,
    bookedPlate: booked.plate,
    sparePlate: spare.plate,
    spareUnitId: spare.id,
    number,
    pickupAt: pickupAt.toISOString(),
  };
}
