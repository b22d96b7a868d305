// Demo work for the back office (development only): reservations at Istanbul Airport (IST) in every
// state, placed around the moment the demo is seeded: today's and tomorrow's pick-ups and returns,
// a car overdue, a pick-up nobody came for, an open cancellation request, an open payment
// reference, a card payment still in progress, finished and cancelled ones; and two at other
// offices (Sabiha Gökçen, Esenboğa) that an IST agent must not open. The seed_runs row
// "demo-desk-v1" marks it done. Numbers are fixed (YLD-DEM00xx) so the README and tests can name them.
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "#app/server/db/client.server.ts";
import {
  rentalCheckouts,
  cancellationRequests,
  offices,
  paymentEvents,
  paymentReferences,
  payments,
  reservationEvents,
  reservations,
  sandboxLedger,
  seedRuns,
  units,
  vehicleModels,
  type BillingJson,
  type DriverJson,
} from "#app/server/db/schema.ts";
import { newSaleEntry } from "#app/server/payments/sandbox-bank/sandbox-ledger.server.ts";
import { heldRange } from "#app/server/repositories/reservations.server.ts";
import { addDays } from "#app/domain/time/calendar.ts";
import { istanbulDate, startOfIstanbulDay } from "#app/domain/time/istanbul.ts";

export const DEMO_DESK_SEED_NAME = "demo-desk-v1";

type Status = "pending_payment" | "confirmed" | "active" | "completed" | "cancelled" | "expired" | "payment_failed";

export type DemoDeskReservation = {
  number: string;
  key: string;
  office: "IST" | "SAW" | "ESB";
  status: Status;
  paymentType: "office" | "card";
  firstName: string;
  lastName: string;
  /** Pick-up and return, from the seed's "now" (hours, may be negative). */
  pickupHours: number;
  days: number;
  paid?: boolean;
  cancellationRequest?: boolean;
  openReference?: boolean;
};

/**
 * Pick-ups and returns "today" are 1-6 hours from now, "tomorrow" 24-30 hours; late in the Istanbul
 * day they stay on their day (see `onItsDay`), so the Today screen shows them whenever the demo is seeded.
 */
export const demoDeskReservations: readonly DemoDeskReservation[] = [
  {
    number: "YLD-DEM0001",
    key: "pickupToday",
    office: "IST",
    status: "confirmed",
    paymentType: "office",
    firstName: "Deniz",
    lastName: "Aksoy",
    pickupHours: 2,
    days: 3,
  },
  {
    number: "YLD-DEM0002",
    key: "pickupTodayPrepaid",
    office: "IST",
    status: "confirmed",
    paymentType: "card",
    firstName: "Selin",
    lastName: "Yurt",
    pickupHours: 4,
    days: 2,
    paid: true,
  },
  {
    number: "YLD-DEM0003",
    key: "pickupTomorrow",
    office: "IST",
    status: "confirmed",
    paymentType: "office",
    firstName: "Murat",
    lastName: "Ekinci",
    pickupHours: 26,
    days: 4,
  },
  {
    number: "YLD-DEM0004",
    key: "returnToday",
    office: "IST",
    status: "active",
    paymentType: "card",
    firstName: "Elif",
    lastName: "Koç",
    pickupHours: -70,
    days: 3,
    paid: true,
  },
  {
    number: "YLD-DEM0005",
    key: "returnTomorrow",
    office: "IST",
    status: "active",
    paymentType: "office",
    firstName: "Burak",
    lastName: "Tan",
    pickupHours: -46,
    days: 3,
  },
  {
    number: "YLD-DEM0006",
    key: "overdueReturn",
    office: "IST",
    status: "active",
    paymentType: "office",
    firstName: "Gizem",
    lastName: "Arslan",
    pickupHours: -100,
    days: 4,
  },
  {
    number: "YLD-DEM0007",
    key: "noShowYet",
    office: "IST",
    status: "confirmed",
    paymentType: "office",
    firstName: "Okan",
    lastName: "Bulut",
    pickupHours: -5,
    days: 2,
  },
  {
    number: "YLD-DEM0008",
    key: "completed",
    office: "IST",
    status: "completed",
    paymentType: "card",
    firstName: "Ece",
    lastName: "Çelik",
    pickupHours: -200,
    days: 3,
    paid: true,
  },
  {
    number: "YLD-DEM0009",
    key: "cancelled",
    office: "IST",
    status: "cancelled",
    paymentType: "office",
    firstName: "Kaan",
    lastName: "Öz",
    pickupHours: 60,
    days: 2,
  },
  {
    number: "YLD-DEM000A",
    key: "cancellationRequested",
    office: "IST",
    status: "confirmed",
    paymentType: "card",
    firstName: "Nazlı",
    lastName: "Güneş",
    pickupHours: 120,
    days: 3,
    paid: true,
    cancellationRequest: true,
  },
  {
    number: "YLD-DEM000B",
    key: "referenceOpen",
    office: "IST",
    status: "confirmed",
    paymentType: "office",
    firstName: "Tolga",
    lastName: "Demirci",
    pickupHours: 72,
    days: 2,
    openReference: true,
  },
  {
    number: "YLD-DEM000C",
    key: "awaitingCard",
    office: "IST",
    status: "pending_payment",
    paymentType: "card",
    firstName: "Ceren",
    lastName: "Aydın",
    pickupHours: 96,
    days: 2,
  },
  {
    number: "YLD-DEM000D",
    key: "paymentFailed",
    office: "IST",
    status: "payment_failed",
    paymentType: "card",
    firstName: "Serkan",
    lastName: "Uçar",
    pickupHours: 150,
    days: 2,
  },
  {
    number: "YLD-DEM000E",
    key: "expiredHold",
    office: "IST",
    status: "expired",
    paymentType: "card",
    firstName: "İpek",
    lastName: "Tekin",
    pickupHours: 170,
    days: 2,
  },
  {
    number: "YLD-DEM000F",
    key: "otherOfficeToday",
    office: "SAW",
    status: "confirmed",
    paymentType: "office",
    firstName: "Hakan",
    lastName: "Yıldız",
    pickupHours: 3,
    days: 2,
  },
  {
    number: "YLD-DEM000G",
    key: "otherOfficeTomorrow",
    office: "ESB",
    status: "confirmed",
    paymentType: "card",
    firstName: "Aslı",
    lastName: "Kara",
    pickupHours: 27,
    days: 5,
    paid: true,
  },
];

const HOUR = 3_600_000;
const DAILY_KURUS = 180_000;

/** A slot on the half hour, `hours` from now. */
function slot(now: Date, hours: number): Date {
  return new Date(Math.floor((now.getTime() + hours * HOUR) / (30 * 60_000)) * 30 * 60_000);
}

/**
 * `hours` from now, kept on the Istanbul day it is meant for (today for 0-24 hours, tomorrow for
 * 24-48): seeded at 23:00, "in 2 hours" would be tomorrow and "in 26 hours" the day after. Late in
 * the day a today's time is placed between now and midnight, a tomorrow's time in tomorrow's small
 * hours. Times in the past stay as they are.
 */
export function onItsDay(now: Date, hours: number): Date {
  const at = slot(now, hours);
  if (hours <= 0 || hours >= 48) return at;
  const today = istanbulDate(now);
  const day = addDays(today, Math.floor(hours / 24));
  if (istanbulDate(at) === day) return at;
  if (day === today) {
    const midnight = startOfIstanbulDay(addDays(today, 1)).getTime();
    return new Date(now.getTime() + Math.max(1, Math.floor(((midnight - now.getTime()) * hours) / 24)));
  }
  return new Date(startOfIstanbulDay(day).getTime() + (hours - 24) * HOUR);
}

/**
 * `sandboxClientId`: the merchant the sandbox bank answers for (PAYMENT_CLIENT_ID when
 * PAYMENT_MODE=sandbox). Each prepaid demo reservation's payment is then recorded at the sandbox
 * bank's ledger as a real booking's would be, so a refund of it works (issue 26, decision 0074).
 */
export async function seedDemoDesk(
  db: Db,
  now: Date = new Date(),
  options: { sandboxClientId?: string } = {},
): Promise<{ inserted: boolean }> {
  const already = await db.select().from(seedRuns).where(eq(seedRuns.name, DEMO_DESK_SEED_NAME)).limit(1);
  if (already.length > 0) return { inserted: false };
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(seedRuns)
      .values({ name: DEMO_DESK_SEED_NAME })
      .onConflictDoNothing()
      .returning({ name: seedRuns.name });
    if (claimed.length === 0) return { inserted: false };
    const officeRows = await tx.select({ id: offices.id, code: offices.code }).from(offices);
    const used = new Set<number>();
    for (const demo of demoDeskReservations) {
      const office = officeRows.find((o) => o.code === demo.office);
      if (!office) throw new Error(`demo desk: no office ${demo.office}`);
      const candidates = await tx
        .select({ id: units.id, plate: units.plate, modelId: units.modelId, depositKurus: vehicleModels.depositKurus })
        .from(units)
        .innerJoin(vehicleModels, eq(vehicleModels.id, units.modelId))
        .where(and(eq(units.homeOfficeId, office.id), eq(units.inService, true)))
        .orderBy(asc(units.id));
      const unit = candidates.find((u) => !used.has(u.id));
      if (!unit) throw new Error(`demo desk: no free unit at ${demo.office}`);
      used.add(unit.id);
      // A return today or tomorrow is kept on its day like a pick-up (the rental's length stays).
      const byReturn = demo.key.startsWith("return");
      const anchor = onItsDay(now, demo.pickupHours + (byReturn ? demo.days * 24 : 0));
      const pickupAt = byReturn ? new Date(anchor.getTime() - demo.days * 24 * HOUR) : anchor;
      const returnAt = new Date(pickupAt.getTime() + demo.days * 24 * HOUR);
      const vehicleKurus = DAILY_KURUS * demo.days;
      const assuranceKurus = 35_000 * demo.days;
      const totalKurus = vehicleKurus + assuranceKurus;
      const createdAt = new Date(Math.min(now.getTime() - 2 * HOUR, pickupAt.getTime() - 48 * HOUR));
      const driver: DriverJson = {
        firstName: demo.firstName,
        lastName: demo.lastName,
        email: `${demo.number.toLowerCase()}@example.com`,
        phone: `+9053210${demo.number.slice(-4).replace(/\D/g, "0")}0`,
        birthDate: "1987-05-14",
        licenceDate: "2007-09-01",
        tckn: null,
        note: null,
      };
      const billing: BillingJson = {
        kind: "individual",
        name: `${demo.firstName} ${demo.lastName}`,
        address: "Bağdat Cad. No: 10, Kadıköy, İstanbul",
      };
      const [row] = await tx
        .insert(reservations)
        .values({
          number: demo.number,
          unitId: unit.id,
          modelId: unit.modelId,
          pickupOfficeId: office.id,
          dropoffOfficeId: office.id,
          pickupAt,
          returnAt,
          bufferMinutes: 120,
          held: heldRange(pickupAt, returnAt, 120),
          status: demo.status,
          paymentType: demo.paymentType,
          totalKurus,
          vehicleKurus,
          assuranceKurus,
          depositKurus: unit.depositKurus,
          rentalDays: demo.days,
          lines: [
            { kind: "vehicle", amountKurus: vehicleKurus, days: demo.days, dailyKurus: DAILY_KURUS },
            { kind: "assurance", dailyKurus: 35_000, days: demo.days, amountKurus: assuranceKurus },
          ],
          driver,
          billing,
          lang: demo.number.endsWith("2") || demo.number.endsWith("G") ? "en" : "tr",
          createdAt,
          holdExpiresAt: demo.status === "pending_payment" ? new Date(now.getTime() + 24 * HOUR) : null,
        })
        .returning({ id: reservations.id });
      if (!row) throw new Error("demo desk: reservation insert returned nothing");
      const firstStatus = demo.paymentType === "card" ? "pending_payment" : "confirmed";
      const history: Array<{ from: Status | null; to: Status; at: Date; actor: string }> = [
        { from: null, to: firstStatus, at: createdAt, actor: "customer" },
      ];
      if (firstStatus === "pending_payment" && demo.status !== "pending_payment") {
        const next = demo.status === "payment_failed" || demo.status === "expired" ? demo.status : "confirmed";
        history.push({
          from: "pending_payment",
          to: next,
          at: new Date(createdAt.getTime() + 3 * 60_000),
          actor: "system",
        });
      }
      if (demo.status === "active" || demo.status === "completed") {
        history.push({ from: "confirmed", to: "active", at: pickupAt, actor: "system" });
      }
      if (demo.status === "completed") history.push({ from: "active", to: "completed", at: returnAt, actor: "system" });
      if (demo.status === "cancelled") {
        history.push({
          from: "confirmed",
          to: "cancelled",
          at: new Date(createdAt.getTime() + 5 * HOUR),
          actor: "customer",
        });
      }
      await tx
        .insert(reservationEvents)
        .values(
          history.map((h) => ({ reservationId: row.id, actor: h.actor, fromStatus: h.from, toStatus: h.to, at: h.at })),
        );
      // A car out on the road was handed over at the desk: the return page needs the hand-over record
      // (odometer, fuel) to work out the charges (decision 0041).
      if (demo.status === "active") {
        await tx.insert(rentalCheckouts).values({
          reservationId: row.id,
          unitId: unit.id,
          plate: unit.plate,
          odometerKm: 42_000,
          fuelEighths: 8,
          damageNotes: "",
          licenceSeen: true,
          depositKurus: unit.depositKurus,
          depositMethod: "card_preauth",
          staffId: "demo-seed",
          at: pickupAt,
        });
      }
      if (demo.paid) {
        const paidAt = new Date(createdAt.getTime() + 2 * 60_000);
        const orderId = `${demo.number}-DEMO01`;
        const sale = options.sandboxClientId
          ? newSaleEntry(
              {
                clientId: options.sandboxClientId,
                orderId,
                amountKurus: totalKurus,
                instalments: 1,
                maskedPan: "435508******4358",
                brand: "VISA",
                outcome: "approved",
              },
              paidAt,
            )
          : null;
        if (sale) {
          await tx
            .insert(sandboxLedger)
            .values({ clientId: sale.clientId, orderId, data: sale, version: sale.version });
        }
        const [payment] = await tx
          .insert(payments)
          .values({
            reservationId: row.id,
            orderId,
            amountKurus: totalKurus,
            status: "approved",
            model: "3d_pay",
            lang: "tr",
            maskedPan: "435508******4358",
            authCode: sale?.authCode ?? "123456",
            transId: sale?.transId ?? `DEMO${demo.number.slice(-4)}`,
            createdAt: paidAt,
            updatedAt: paidAt,
          })
          .returning({ id: payments.id });
        if (payment) {
          await tx.insert(paymentEvents).values([
            {
              paymentId: payment.id,
              actor: "customer",
              kind: "initiated",
              toStatus: "initiated",
              amountKurus: totalKurus,
              at: paidAt,
            },
            {
              paymentId: payment.id,
              actor: "bank",
              kind: "approved",
              fromStatus: "initiated",
              toStatus: "approved",
              amountKurus: totalKurus,
              at: new Date(paidAt.getTime() + 60_000),
            },
          ]);
        }
      }
      if (demo.cancellationRequest) {
        await tx.insert(cancellationRequests).values({
          reservationId: row.id,
          reason: "Uçuşum iptal oldu.",
          lang: "tr",
          rule: "full",
          refundKurus: totalKurus,
          deductionKurus: 0,
          requestedAt: new Date(now.getTime() - 3 * HOUR),
        });
      }
      if (demo.openReference) {
        await tx.insert(paymentReferences).values({
          number: `REF-DEM0${demo.number.slice(-4)}`,
          reservationId: row.id,
          amountKurus: totalKurus,
          description: "Online ödeme",
          expiresAt: new Date(now.getTime() + 48 * HOUR),
          createdAt: new Date(now.getTime() - HOUR),
        });
      }
    }
    return { inserted: true };
  });
}
