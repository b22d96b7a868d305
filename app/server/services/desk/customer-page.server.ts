// The back office's customer page (decision 0077): one person's reservations, found by the e-mail,
// phone or ID number on them (normalised like the do-not-rent list), their notes (append-only,
// each with author and time, audited) and whether they are on the do-not-rent list. Office agents
// see the reservations of their own offices only.
import { reachesOffices, type StaffActor } from "#app/domain/staff/permissions.ts";
import type { Db } from "#app/server/db/client.server.ts";
import {
  type CustomerKeys,
  type CustomerNoteRow,
  insertCustomerNote,
  listCustomerNotes,
  listCustomerReservations,
} from "#app/server/repositories/customers.server.ts";
import type { ReservationRow } from "#app/server/repositories/reservations.server.ts";
import { audit, requireAllowed } from "#app/server/services/staff/staff-access.server.ts";
import { normaliseDoNotRentKey, normaliseEmail, normalisePhone } from "#app/shared/desk/do-not-rent-keys.ts";
import { checkDoNotRent, type DoNotRentCheck } from "./do-not-rent.server.ts";

export type CustomerQuery = { email?: string | null; phone?: string | null; idNumber?: string | null };

/** The identifiers as stored and compared; a typed value that is not one is dropped. */
export function customerKeys(query: CustomerQuery): CustomerKeys {
  return {
    email: query.email ? normaliseEmail(query.email) : null,
    phone: query.phone ? normalisePhone(query.phone) : null,
    idNumber: query.idNumber ? normaliseDoNotRentKey("id", query.idNumber) : null,
  };
}

export type CustomerView = {
  keys: CustomerKeys;
  reservations: ReservationRow[];
  notes: CustomerNoteRow[];
  doNotRent: DoNotRentCheck;
};

export async function customerView(db: Db, actor: StaffActor, query: CustomerQuery): Promise<CustomerView | null> {
  requireAllowed(actor, "reservation.read");
  const keys = customerKeys(query);
  if (!keys.email && !keys.phone && !keys.idNumber) return null;
  const [rows, notes, doNotRent] = [
    await listCustomerReservations(db, keys),
    await listCustomerNotes(db, keys),
    await checkDoNotRent(db, { email: keys.email, phone: keys.phone, tckn: keys.idNumber }),
  ];
  return {
    keys,
    reservations: rows.filter((r) => reachesOffices(actor, [r.pickupOfficeId, r.dropoffOfficeId])),
    notes,
    doNotRent,
  };
}

export type AddNoteResult = { ok: true } | { ok: false; reason: "noKeys" | "empty" | "tooLong" };

export async function addCustomerNote(
  db: Db,
  actor: StaffActor,
  query: CustomerQuery,
  body: string,
  now: Date,
): Promise<AddNoteResult> {
  requireAllowed(actor, "reservation.read");
  const keys = customerKeys(query);
  if (!keys.email && !keys.phone && !keys.idNumber) return { ok: false, reason: "noKeys" };
  const text = body.trim();
  if (!text) return { ok: false, reason: "empty" };
  if (text.length > 2000) return { ok: false, reason: "tooLong" };
  await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const note = await insertCustomerNote(tx, {
      email: keys.email,
      phone: keys.phone,
      idNumber: keys.idNumber,
      body: text,
      authorId: actor.id,
      authorName: actor.name,
      createdAt: now,
    });
    await audit(tx, actor, {
      action: "customer.note",
      entityType: "customer",
      entityId: note.id,
      after: { length: text.length },
    });
  });
  return { ok: true };
}
