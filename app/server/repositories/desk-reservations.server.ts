// Reservations as the desk reads them (decision 0035): search, the Today lists and the whole story of
// one reservation. Every query takes the office filter of the person asking (null = all offices):
// a reservation is theirs when its pick-up or drop-off office is.
import { aliasedTable, and, asc, desc, eq, gte, inArray, lt, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "#app/server/db/client.server.ts";
import { foldPlate, foldText, phoneDigits } from "#app/shared/search-text/fold.ts";
import {
  cancellationRequests,
  formSubmissions,
  offices,
  outbox,
  paymentEvents,
  paymentReferences,
  payments,
  reservationEvents,
  reservations,
  units,
  vehicleModels,
} from "#app/server/db/schema.ts";

const pickupOffice = aliasedTable(offices, "pickup_office");
const dropoffOffice = aliasedTable(offices, "dropoff_office");

/** One line of a desk list: enough to recognise the booking and open it. */
export type DeskReservationRow = {
  id: string;
  number: string;
  status: string;
  paymentType: string;
  driverName: string;
  pickupAt: Date;
  returnAt: Date;
  pickupOfficeId: number;
  dropoffOfficeId: number;
  pickupOffice: { code: string; nameTr: string; nameEn: string };
  dropoffOffice: { code: string; nameTr: string; nameEn: string };
  plate: string;
  car: string;
  totalKurus: number;
  flightNumber: string | null;
};

function listQuery(db: Db) {
  return db
    .select({
      id: reservations.id,
      number: reservations.number,
      status: reservations.status,
      paymentType: reservations.paymentType,
      driver: reservations.driver,
      pickupAt: reservations.pickupAt,
      returnAt: reservations.returnAt,
      pickupOfficeId: reservations.pickupOfficeId,
      dropoffOfficeId: reservations.dropoffOfficeId,
      pickupCode: pickupOffice.code,
      pickupTr: pickupOffice.nameTr,
      pickupEn: pickupOffice.nameEn,
      dropoffCode: dropoffOffice.code,
      dropoffTr: dropoffOffice.nameTr,
      dropoffEn: dropoffOffice.nameEn,
      plate: units.plate,
      brand: vehicleModels.brand,
      model: vehicleModels.model,
      totalKurus: reservations.totalKurus,
      flightNumber: reservations.flightNumber,
    })
    .from(reservations)
    .innerJoin(pickupOffice, eq(pickupOffice.id, reservations.pickupOfficeId))
    .innerJoin(dropoffOffice, eq(dropoffOffice.id, reservations.dropoffOfficeId))
    .innerJoin(units, eq(units.id, reservations.unitId))
    .innerJoin(vehicleModels, eq(vehicleModels.id, reservations.modelId));
}

type ListRow = Awaited<ReturnType<ReturnType<typeof listQuery>["execute"]>>[number];

function toRow(r: ListRow): DeskReservationRow {
  return {
    id: r.id,
    number: r.number,
    status: r.status,
    paymentType: r.paymentType,
    driverName: `${r.driver.firstName} ${r.driver.lastName}`,
    pickupAt: r.pickupAt,
    returnAt: r.returnAt,
    pickupOfficeId: r.pickupOfficeId,
    dropoffOfficeId: r.dropoffOfficeId,
    pickupOffice: { code: r.pickupCode, nameTr: r.pickupTr, nameEn: r.pickupEn },
    dropoffOffice: { code: r.dropoffCode, nameTr: r.dropoffTr, nameEn: r.dropoffEn },
    plate: r.plate,
    car: `${r.brand} ${r.model}`,
    totalKurus: r.totalKurus,
    flightNumber: r.flightNumber,
  };
}

/** Reservations that touch one of these offices (no condition for null = every office). */
function touching(officeIds: readonly number[] | null): SQL | undefined {
  if (officeIds === null) return undefined;
  if (officeIds.length === 0) return sql`false`;
  return or(
    inArray(reservations.pickupOfficeId, [...officeIds]),
    inArray(reservations.dropoffOfficeId, [...officeIds]),
  );
}

export type ReservationSearch = {
  /** A reservation number, or part of a name, e-mail, phone number or plate. */
  text?: string | undefined;
  /** The canonical number when `text` is one. */
  number?: string | null | undefined;
  officeId?: number | undefined;
  status?: string | undefined;
  /** Pick-up on or after / before these instants. */
  from?: Date | undefined;
  to?: Date | undefined;
};

export const SEARCH_LIMIT = 100;

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export async function searchDeskReservations(
  db: Db,
  search: ReservationSearch,
  officeIds: readonly number[] | null,
): Promise<DeskReservationRow[]> {
  const conditions: Array<SQL | undefined> = [touching(officeIds)];
  const text = search.text?.trim();
  // Ranked (decision 0082): the number itself, then a name or e-mail that starts with the text, then
  // a word of it that does, then the rest; newest pick-up first within each.
  let rank: SQL | undefined;
  if (text) {
    const folded = foldText(text);
    const plate = foldPlate(text);
    const phone = phoneDigits(text);
    const matches: SQL[] = [sql`${reservations.searchText} like ${`%${escapeLike(folded)}%`}`];
    if (plate.length >= 2) matches.push(sql`yolda_fold_plate(${units.plate}) like ${`%${escapeLike(plate)}%`}`);
    if (search.number) matches.push(eq(reservations.number, search.number));
    if (phone) matches.push(sql`${reservations.searchPhone} like ${`%${phone}%`}`);
    conditions.push(or(...matches));
    rank = sql`case
      when ${reservations.number} = ${search.number ?? ""} then 0
      when ${reservations.searchText} like ${`${escapeLike(folded)}%`} then 1
      when yolda_fold_plate(${units.plate}) = ${plate} then 1
      when ${reservations.searchText} like ${`% ${escapeLike(folded)}%`} then 2
      else 3 end`;
  }
  if (search.officeId !== undefined) {
    conditions.push(
      or(eq(reservations.pickupOfficeId, search.officeId), eq(reservations.dropoffOfficeId, search.officeId)),
    );
  }
  if (search.status) conditions.push(sql`${reservations.status} = ${search.status}`);
  if (search.from) conditions.push(gte(reservations.pickupAt, search.from));
  if (search.to) conditions.push(lt(reservations.pickupAt, search.to));
  const rows = await listQuery(db)
    .where(and(...conditions))
    .orderBy(...(rank ? [rank] : []), desc(reservations.pickupAt), desc(reservations.number))
    .limit(SEARCH_LIMIT);
  return rows.map(toRow);
}

/** Confirmed pick-ups at the offices in [from, to). */
export async function pickupsBetween(
  db: Db,
  from: Date,
  to: Date,
  officeIds: readonly number[] | null,
): Promise<DeskReservationRow[]> {
  const office = officeIds === null ? undefined : inArray(reservations.pickupOfficeId, [...officeIds, -1]);
  const rows = await listQuery(db)
    .where(
      and(
        office,
        inArray(reservations.status, ["confirmed", "pending_payment"]),
        gte(reservations.pickupAt, from),
        lt(reservations.pickupAt, to),
      ),
    )
    .orderBy(asc(reservations.pickupAt));
  return rows.map(toRow);
}

/** Cars out (active) due back at the offices in [from, to). */
export async function returnsBetween(
  db: Db,
  from: Date,
  to: Date,
  officeIds: readonly number[] | null,
): Promise<DeskReservationRow[]> {
  const office = officeIds === null ? undefined : inArray(reservations.dropoffOfficeId, [...officeIds, -1]);
  const rows = await listQuery(db)
    .where(
      and(office, eq(reservations.status, "active"), gte(reservations.returnAt, from), lt(reservations.returnAt, to)),
    )
    .orderBy(asc(reservations.returnAt));
  return rows.map(toRow);
}

/** Cars out past their return time, and confirmed pick-ups nobody came for yet (before `now`). */
export async function overdue(db: Db, now: Date, officeIds: readonly number[] | null): Promise<DeskReservationRow[]> {
  const rows = await listQuery(db)
    .where(
      and(
        touching(officeIds),
        or(
          and(eq(reservations.status, "active"), lt(reservations.returnAt, now)),
          and(eq(reservations.status, "confirmed"), lt(reservations.pickupAt, now)),
        ),
      ),
    )
    .orderBy(asc(reservations.returnAt));
  return rows.map(toRow);
}

export type OpenCancellationRow = {
  id: string;
  number: string;
  driverName: string;
  requestedAt: Date;
  refundKurus: number;
};

/** Cancellation requests nobody has decided yet, oldest first. */
export async function openCancellationRequests(
  db: Db,
  officeIds: readonly number[] | null,
): Promise<OpenCancellationRow[]> {
  const rows = await db
    .select({
      id: cancellationRequests.id,
      number: reservations.number,
      driver: reservations.driver,
      requestedAt: cancellationRequests.requestedAt,
      refundKurus: cancellationRequests.refundKurus,
    })
    .from(cancellationRequests)
    .innerJoin(reservations, eq(reservations.id, cancellationRequests.reservationId))
    .where(and(eq(cancellationRequests.status, "received"), touching(officeIds)))
    .orderBy(asc(cancellationRequests.requestedAt));
  return rows.map((r) => ({
    id: r.id,
    number: r.number,
    driverName: `${r.driver.firstName} ${r.driver.lastName}`,
    requestedAt: r.requestedAt,
    refundKurus: r.refundKurus,
  }));
}

export type WaitingPaymentRow = {
  number: string;
  driverName: string;
  kind: "reference" | "card";
  amountKurus: number;
  since: Date;
};

/** Money the desk is waiting for: open payment references and card payments still in progress. */
export async function waitingPayments(
  db: Db,
  now: Date,
  officeIds: readonly number[] | null,
): Promise<WaitingPaymentRow[]> {
  const references = await db
    .select({
      number: reservations.number,
      driver: reservations.driver,
      amountKurus: paymentReferences.amountKurus,
      since: paymentReferences.createdAt,
    })
    .from(paymentReferences)
    .innerJoin(reservations, eq(reservations.id, paymentReferences.reservationId))
    .where(and(eq(paymentReferences.status, "open"), gte(paymentReferences.expiresAt, now), touching(officeIds)))
    .orderBy(asc(paymentReferences.createdAt));
  const holds = await db
    .select({
      number: reservations.number,
      driver: reservations.driver,
      amountKurus: reservations.totalKurus,
      since: reservations.createdAt,
    })
    .from(reservations)
    .where(and(eq(reservations.status, "pending_payment"), touching(officeIds)))
    .orderBy(asc(reservations.createdAt));
  return [
    ...references.map((r) => ({ ...r, kind: "reference" as const })),
    ...holds.map((r) => ({ ...r, kind: "card" as const })),
  ].map((r) => ({
    number: r.number,
    driverName: `${r.driver.firstName} ${r.driver.lastName}`,
    kind: r.kind,
    amountKurus: r.amountKurus,
    since: r.since,
  }));
}

/** Contact messages, fleet requests and job applications received since `since`, by kind. */
export async function requestsSince(db: Db, since: Date): Promise<Record<"contact" | "fleet" | "job", number>> {
  const rows = await db
    .select({ kind: formSubmissions.kind, count: sql<number>`count(*)::int` })
    .from(formSubmissions)
    .where(gte(formSubmissions.createdAt, since))
    .groupBy(formSubmissions.kind);
  const counts = { contact: 0, fleet: 0, job: 0 };
  for (const row of rows) counts[row.kind] = Number(row.count);
  return counts;
}

// ---------------------------------------------------------------------------------------------
// One reservation's whole story

export async function findDeskReservation(db: Db, number: string) {
  const rows = await db
    .select({
      reservation: reservations,
      plate: units.plate,
      brand: vehicleModels.brand,
      model: vehicleModels.model,
      pickupCode: pickupOffice.code,
      pickupTr: pickupOffice.nameTr,
      pickupEn: pickupOffice.nameEn,
      dropoffCode: dropoffOffice.code,
      dropoffTr: dropoffOffice.nameTr,
      dropoffEn: dropoffOffice.nameEn,
    })
    .from(reservations)
    .innerJoin(pickupOffice, eq(pickupOffice.id, reservations.pickupOfficeId))
    .innerJoin(dropoffOffice, eq(dropoffOffice.id, reservations.dropoffOfficeId))
    .innerJoin(units, eq(units.id, reservations.unitId))
    .innerJoin(vehicleModels, eq(vehicleModels.id, reservations.modelId))
    .where(eq(reservations.number, number))
    .limit(1);
  return rows[0] ?? null;
}

export async function eventsOf(db: Db, reservationId: string) {
  return db
    .select()
    .from(reservationEvents)
    .where(eq(reservationEvents.reservationId, reservationId))
    .orderBy(asc(reservationEvents.at), asc(reservationEvents.id));
}

/** Every card payment of the reservation, its own and its payment references', with their events. */
export async function paymentsOf(db: Db, reservationId: string) {
  const refs = await db
    .select()
    .from(paymentReferences)
    .where(eq(paymentReferences.reservationId, reservationId))
    .orderBy(asc(paymentReferences.createdAt));
  const refIds = refs.map((r) => r.id);
  const rows = await db
    .select()
    .from(payments)
    .where(
      or(
        eq(payments.reservationId, reservationId),
        refIds.length > 0 ? inArray(payments.paymentReferenceId, refIds) : sql`false`,
      ),
    )
    .orderBy(asc(payments.createdAt));
  const events =
    rows.length > 0
      ? await db
          .select()
          .from(paymentEvents)
          .where(
            inArray(
              paymentEvents.paymentId,
              rows.map((p) => p.id),
            ),
          )
          .orderBy(asc(paymentEvents.at), asc(paymentEvents.id))
      : [];
  return { references: refs, payments: rows, events };
}

export async function cancellationRequestsOf(db: Db, reservationId: string) {
  return db
    .select()
    .from(cancellationRequests)
    .where(eq(cancellationRequests.reservationId, reservationId))
    .orderBy(asc(cancellationRequests.requestedAt));
}

/** E-mails to the driver that name the reservation (confirmation, receipts, references...). */
export async function emailsAbout(db: Db, to: string, number: string) {
  const rows = await db
    .select({
      id: outbox.id,
      payload: outbox.payload,
      status: outbox.status,
      createdAt: outbox.createdAt,
      sentAt: outbox.sentAt,
    })
    .from(outbox)
    .where(
      and(
        eq(outbox.kind, "email"),
        sql`lower(${outbox.payload}->>'to') = ${to.toLowerCase()}`,
        sql`(${outbox.payload}->>'subject' like ${`%${number}%`} or ${outbox.payload}->>'text' like ${`%${number}%`})`,
      ),
    )
    .orderBy(asc(outbox.createdAt), asc(outbox.id));
  return rows.map((r) => {
    const payload = r.payload as { subject?: unknown };
    return {
      id: r.id,
      subject: typeof payload.subject === "string" ? payload.subject : "",
      status: r.status,
      createdAt: r.createdAt,
      sentAt: r.sentAt,
    };
  });
}
