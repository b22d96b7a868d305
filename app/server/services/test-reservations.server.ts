// Reservations for the browser tests (POST /__test/reservations, mounted only with test hooks;
// see app/server/security/test-hooks.server.ts): a confirmed booking on a free unit, optionally
// prepaid with an approved card payment, so the lookup and cancellation pages have something to show.
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { generateReservationNumber } from "#app/domain/reservation/reservation-number.ts";
import type { Db } from "#app/server/db/client.server.ts";
import { payments, rentalCheckouts, reservations } from "#app/server/db/schema.ts";
import { heldRange, pgErrorCode } from "#app/server/repositories/reservations.server.ts";

export type TestReservationInput = {
  lastName: string;
  paymentType: "office" | "card";
  assurance?: boolean;
  /** Hours from now to pick-up (default 30 days). */
  hoursUntilPickup?: number;
  days?: number;
  /** Only units whose home office has this code (offices.code), e.g. the demo office agent's. */
  officeCode?: string;
};

export async function createTestReservation(db: Db, input: TestReservationInput, now: Date = new Date()) {
  const office = input.officeCode ?? null;
  const result = await db.execute(
    sql`select u.id, u.model_id, u.home_office_id from units u join vehicle_models m on m.id = u.model_id
        join offices o on o.id = u.home_office_id
        where u.in_service and m.active and (${office}::text is null or o.code = ${office}::text)
          and not exists (select 1 from reservations r where r.unit_id = u.id
            and r.status in ('pending_payment', 'confirmed', 'active', 'completed')
            and r.pickup_at < ${new Date(now.getTime() + 4 * 86_400_000).toISOString()}::timestamptz
            and r.return_at > ${new Date(now.getTime() - 4 * 86_400_000).toISOString()}::timestamptz)
        order by u.id`,
  );
  const units = (result as unknown as { rows: Array<{ id: number; model_id: number; home_office_id: number }> }).rows;
  if (units.length === 0) throw new Error("no units to book");
  const days = input.days ?? 2;
  const dailyKurus = 150_000;
  const vehicleKurus = dailyKurus * days;
  const assuranceKurus = input.assurance ? 30_000 * days : 0;
  const totalKurus = vehicleKurus + assuranceKurus;
  for (let attempt = 0; attempt < 40; attempt++) {
    const unit = units[Math.floor(Math.random() * units.length)];
    if (!unit) continue;
    // Far and random pick-up times keep parallel tests off each other's units.
    const hours = input.hoursUntilPickup ?? 24 * (30 + Math.floor(Math.random() * 300));
    const pickupAt = new Date(Math.floor((now.getTime() + hours * 3_600_000) / 1_800_000) * 1_800_000);
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
          billing: { kind: "individual", name: `Deniz ${input.lastName}`, address: "Kadıköy, İstanbul" },
          lang: "tr",
          createdAt: now,
        })
        .returning({ id: reservations.id });
      if (!row) throw new Error("reservation insert returned no row");
      if (input.paymentType === "card") {
        await db.insert(payments).values({
          reservationId: row.id,
          orderId: `${number}-TEST00`,
          amountKurus: totalKurus,
          status: "approved",
          model: "3d_pay",
          lang: "tr",
          maskedPan: "435508******4358",
          createdAt: now,
          updatedAt: now,
        });
      }
      return { id: row.id, number, email: `${number.toLowerCase()}@example.com` };
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
