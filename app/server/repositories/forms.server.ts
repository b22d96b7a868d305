// SQL of the public forms (decision 0018): choice lists, stored submissions, cancellation requests and the
// reservation facts the lookup and the cancellation need.
import { and, asc, desc, eq, inArray, ne, sql } from "drizzle-orm";
import type { Db } from "#app/server/db/client.server.ts";
import {
  assurancePackages,
  cancellationRequests,
  cities,
  departments,
  extras,
  formSubmissions,
  kmPackages,
  offices,
  quotes,
  reservationEvents,
  reservations,
  vehicleClasses,
  vehicleModels,
} from "#app/server/db/schema.ts";

export type Choice = { id: number; nameTr: string; nameEn: string; slug: string };
export type DepartmentRow = typeof departments.$inferSelect;
export type NewFormSubmission = typeof formSubmissions.$inferInsert;
export type CancellationRequestRow = typeof cancellationRequests.$inferSelect;

export async function listDepartments(db: Db): Promise<DepartmentRow[]> {
  return db.select().from(departments).orderBy(asc(departments.sort));
}

export async function findDepartmentBySlug(db: Db, slug: string): Promise<DepartmentRow | null> {
  const rows = await db.select().from(departments).where(eq(departments.slug, slug)).limit(1);
  return rows[0] ?? null;
}

export async function listCities(db: Db): Promise<Choice[]> {
  return db
    .select({ id: cities.id, nameTr: cities.nameTr, nameEn: cities.nameEn, slug: cities.slug })
    .from(cities)
    .orderBy(asc(cities.nameTr));
}

export async function listVehicleClasses(db: Db): Promise<Choice[]> {
  return db
    .select({
      id: vehicleClasses.id,
      nameTr: vehicleClasses.nameTr,
      nameEn: vehicleClasses.nameEn,
      slug: vehicleClasses.slug,
    })
    .from(vehicleClasses)
    .orderBy(asc(vehicleClasses.sort));
}

export async function insertFormSubmission(tx: Db, row: NewFormSubmission): Promise<string> {
  const rows = await tx.insert(formSubmissions).values(row).returning({ id: formSubmissions.id });
  const id = rows[0]?.id;
  if (!id) throw new Error("form submission insert returned no row");
  return id;
}

/** A reservation with what the lookup page shows about it (names in both languages). */
export async function findReservationDetails(db: Db, number: string) {
  const rows = await db
    .select({
      reservation: reservations,
      brand: vehicleModels.brand,
      model: vehicleModels.model,
      classTr: vehicleClasses.nameTr,
      classEn: vehicleClasses.nameEn,
      quoteInputs: quotes.inputs,
    })
    .from(reservations)
    .innerJoin(vehicleModels, eq(vehicleModels.id, reservations.modelId))
    .innerJoin(vehicleClasses, eq(vehicleClasses.id, vehicleModels.classId))
    .leftJoin(quotes, eq(quotes.id, reservations.quoteId))
    .where(eq(reservations.number, number))
    .limit(1);
  return rows[0] ?? null;
}

export async function officeNames(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: offices.id,
      nameTr: offices.nameTr,
      nameEn: offices.nameEn,
      phone: offices.phone,
      email: offices.email,
    })
    .from(offices)
    .where(inArray(offices.id, ids));
}

export async function packageNames(
  db: Db,
  codes: { assurance: string | null; addOns?: string[]; km: string | null; extras: string[] },
) {
  const [assurance] = codes.assurance
    ? await db
        .select({ nameTr: assurancePackages.nameTr, nameEn: assurancePackages.nameEn })
        .from(assurancePackages)
        .where(eq(assurancePackages.code, codes.assurance))
    : [];
  const addOnRows =
    codes.addOns && codes.addOns.length > 0
      ? await db
          .select({ code: assurancePackages.code, nameTr: assurancePackages.nameTr, nameEn: assurancePackages.nameEn })
          .from(assurancePackages)
          .where(inArray(assurancePackages.code, codes.addOns))
      : [];
  const [km] = codes.km
    ? await db
        .select({ nameTr: kmPackages.nameTr, nameEn: kmPackages.nameEn })
        .from(kmPackages)
        .where(eq(kmPackages.code, codes.km))
    : [];
  const extraRows =
    codes.extras.length > 0
      ? await db
          .select({ code: extras.code, nameTr: extras.nameTr, nameEn: extras.nameEn })
          .from(extras)
          .where(inArray(extras.code, codes.extras))
      : [];
  return { assurance: assurance ?? null, addOns: addOnRows, km: km ?? null, extras: extraRows };
}

export async function insertCancellationRequest(
  tx: Db,
  row: typeof cancellationRequests.$inferInsert,
): Promise<CancellationRequestRow> {
  const rows = await tx.insert(cancellationRequests).values(row).returning();
  const inserted = rows[0];
  if (!inserted) throw new Error("cancellation request insert returned no row");
  return inserted;
}

/** Live = still waiting for or carried by the experts (the partial unique index of migration 0020). */
const liveRequest = sql`${cancellationRequests.status} in ('received', 'approved')`;

/** The live request of a reservation (at most one: migration 0020), if any. */
export async function findOpenCancellationRequest(
  db: Db,
  reservationId: string,
): Promise<CancellationRequestRow | null> {
  const rows = await db
    .select()
    .from(cancellationRequests)
    .where(and(eq(cancellationRequests.reservationId, reservationId), liveRequest))
    .limit(1);
  return rows[0] ?? null;
}

/** The newest cancellation request of a reservation, whatever its status (shown by the lookup). */
export async function findLatestCancellationRequest(
  db: Db,
  reservationId: string,
): Promise<{
  status: string;
  requestedAt: Date;
  refundKurus: number;
  declineReason: string | null;
  refundState: string | null;
  selfService: boolean;
  deductionKurus: number;
} | null> {
  const rows = await db
    .select({
      status: cancellationRequests.status,
      requestedAt: cancellationRequests.requestedAt,
      refundKurus: cancellationRequests.refundKurus,
      declineReason: cancellationRequests.declineReason,
      refundState: cancellationRequests.refundState,
      selfService: cancellationRequests.selfService,
      deductionKurus: cancellationRequests.deductionKurus,
    })
    .from(cancellationRequests)
    .where(and(eq(cancellationRequests.reservationId, reservationId), ne(cancellationRequests.status, "duplicate")))
    .orderBy(desc(cancellationRequests.requestedAt))
    .limit(1);
  return rows[0] ?? null;
}

export async function findCancellationRequest(db: Db, id: string): Promise<CancellationRequestRow | null> {
  const rows = await db.select().from(cancellationRequests).where(eq(cancellationRequests.id, id)).limit(1);
  return rows[0] ?? null;
}

export async function markCancellationRequestsApplied(
  tx: Db,
  reservationId: string,
  patch: { appliedAt: Date; appliedBy: string; refundResult: unknown },
): Promise<void> {
  await tx
    .update(cancellationRequests)
    .set({ status: "applied", ...patch })
    .where(and(eq(cancellationRequests.reservationId, reservationId), liveRequest));
}

/** When the reservation was cancelled (its first move to "cancelled"), or null. */
export async function findCancelledAt(db: Db, reservationId: string): Promise<Date | null> {
  const rows = await db
    .select({ at: reservationEvents.at })
    .from(reservationEvents)
    .where(and(eq(reservationEvents.reservationId, reservationId), eq(reservationEvents.toStatus, "cancelled")))
    .orderBy(asc(reservationEvents.at))
    .limit(1);
  return rows[0]?.at ?? null;
}

export async function setReservationStatus(
  tx: Db,
  id: string,
  status: (typeof reservations.$inferSelect)["status"],
): Promise<void> {
  await tx.update(reservations).set({ status, holdExpiresAt: null }).where(eq(reservations.id, id));
}
