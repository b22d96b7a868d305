// A member's personal data for their copy (KVKK art. 11) and its erasure when they delete the
// account (art. 7), by the rules of app/domain/identity/kvkk-retention.ts (decision 0067).
// Every read is scoped to the member's id, or to their proven e-mail address for form submissions.
import { and, asc, desc, eq, inArray, isNull, like, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import {
  billingAfterDeletion,
  driverAfterDeletion,
  ERASED,
  reservationTreatment,
  type ReservationTreatment,
} from "#app/domain/identity/kvkk-retention.ts";
import type { PersonalDataSnapshot } from "#app/domain/identity/personal-data-export.ts";
import type { Db } from "#app/server/db/client.server.ts";
import {
  cancellationRequests,
  deskPayments,
  formSubmissions,
  memberAccounts,
  memberConsents,
  memberDeletions,
  memberDriverProfiles,
  members,
  memberSessions,
  memberVerifications,
  offices,
  outbox,
  paymentReferences,
  payments,
  quotes,
  rateLimits,
  requestNotes,
  reservations,
  smsMarketingConsents,
  smsOutbox,
  vehicleModels,
} from "#app/server/db/schema.ts";
import { paymentOfReservation } from "./reservation-payments.server.ts";
import { deleteSmsOfReservations } from "./sms.server.ts";

const pickupOffice = alias(offices, "pickup_office");
const dropoffOffice = alias(offices, "dropoff_office");

/** The member's payments: on their reservations, directly or through a payment reference. */
async function memberPayments(db: Db, memberId: string) {
  const viaReference = alias(reservations, "reference_reservation");
  return db
    .select({
      reservationNumber: sql<string>`coalesce(${reservations.number}, ${viaReference.number})`,
      createdAt: payments.createdAt,
      status: payments.status,
      amountKurus: payments.amountKurus,
      instalments: payments.instalments,
      refundedKurus: payments.refundedKurus,
      maskedPan: payments.maskedPan,
      clientIp: payments.clientIp,
    })
    .from(payments)
    .leftJoin(reservations, eq(reservations.id, payments.reservationId))
    .leftJoin(paymentReferences, eq(paymentReferences.id, payments.paymentReferenceId))
    .leftJoin(viaReference, eq(viaReference.id, paymentReferences.reservationId))
    .where(or(eq(reservations.memberId, memberId), eq(viaReference.memberId, memberId)))
    .orderBy(asc(payments.createdAt));
}

/** Everything stored about the member, as rows (the export's field list picks from them). */
export async function gatherMemberData(
  db: Db,
  memberId: string,
  lang: "tr" | "en",
): Promise<PersonalDataSnapshot | null> {
  const [account] = await db
    .select()
    .from(members)
    .where(and(eq(members.id, memberId), isNull(members.endedAt)));
  if (!account) return null;
  const [profile] = await db
    .select({ profile: memberDriverProfiles.profile })
    .from(memberDriverProfiles)
    .where(eq(memberDriverProfiles.memberId, memberId));
  const consents = await db
    .select()
    .from(memberConsents)
    .where(eq(memberConsents.memberId, memberId))
    .orderBy(asc(memberConsents.at), asc(memberConsents.id));
  const sessions = await db
    .select({
      createdAt: memberSessions.createdAt,
      expiresAt: memberSessions.expiresAt,
      ipAddress: memberSessions.ipAddress,
      userAgent: memberSessions.userAgent,
    })
    .from(memberSessions)
    .where(eq(memberSessions.userId, memberId))
    .orderBy(desc(memberSessions.createdAt));
  const name = lang === "tr" ? "nameTr" : "nameEn";
  const reservationRows = await db
    .select({
      r: reservations,
      vehicle: sql<string>`${vehicleModels.brand} || ' ' || ${vehicleModels.model}`,
      pickupOffice: pickupOffice[name],
      dropoffOffice: dropoffOffice[name],
    })
    .from(reservations)
    .innerJoin(vehicleModels, eq(vehicleModels.id, reservations.modelId))
    .innerJoin(pickupOffice, eq(pickupOffice.id, reservations.pickupOfficeId))
    .innerJoin(dropoffOffice, eq(dropoffOffice.id, reservations.dropoffOfficeId))
    .where(eq(reservations.memberId, memberId))
    .orderBy(desc(reservations.createdAt));
  const cancellations = await db
    .select({
      reservationNumber: reservations.number,
      requestedAt: cancellationRequests.requestedAt,
      reason: cancellationRequests.reason,
      status: cancellationRequests.status,
      refundKurus: cancellationRequests.refundKurus,
      deductionKurus: cancellationRequests.deductionKurus,
      clientIp: cancellationRequests.clientIp,
    })
    .from(cancellationRequests)
    .innerJoin(reservations, eq(reservations.id, cancellationRequests.reservationId))
    .where(eq(reservations.memberId, memberId))
    .orderBy(asc(cancellationRequests.requestedAt));
  const forms = await db
    .select()
    .from(formSubmissions)
    .where(sql`lower(${formSubmissions.email}) = ${account.email}`)
    .orderBy(asc(formSubmissions.createdAt));
  const sms = await db
    .select({
      reservationNumber: reservations.number,
      kind: smsOutbox.kind,
      phone: smsOutbox.phone,
      body: smsOutbox.body,
      status: smsOutbox.status,
      createdAt: smsOutbox.createdAt,
      sentAt: smsOutbox.sentAt,
    })
    .from(smsOutbox)
    .innerJoin(reservations, eq(reservations.id, smsOutbox.reservationId))
    .where(eq(reservations.memberId, memberId))
    .orderBy(asc(smsOutbox.createdAt), asc(smsOutbox.id));
  const smsConsents = await db
    .select()
    .from(smsMarketingConsents)
    .where(eq(smsMarketingConsents.memberId, memberId))
    .orderBy(asc(smsMarketingConsents.at), asc(smsMarketingConsents.id));
  return {
    account,
    driverProfile: profile?.profile ?? null,
    consents,
    sessions,
    reservations: reservationRows.map(({ r, vehicle, pickupOffice, dropoffOffice }) => ({
      ...r,
      vehicle,
      pickupOffice,
      dropoffOffice,
    })),
    payments: await memberPayments(db, memberId),
    cancellationRequests: cancellations,
    smsMessages: sms,
    smsConsents,
    formSubmissions: forms,
  };
}

/** Money moved for the reservation row: a payment taken, refunded or reversed, or a desk payment. */
const moneyMoved = sql<boolean>`(
  exists (select 1 from ${payments}
    where ${paymentOfReservation(reservations.id)}
      and ${payments.status} in ('approved', 'partially_refunded', 'refunded', 'voided'))
  or exists (select 1 from ${deskPayments} where ${deskPayments.reservationId} = ${reservations.id})
  or (${reservations.paymentType} = 'office' and ${reservations.status} in ('active', 'completed'))
)`;

/** `value` matched literally inside a LIKE pattern (an address may hold "_"). */
const literal = (value: string) => value.replace(/[\\%_]/g, "\\$&");

export type ErasureCounts = Record<ReservationTreatment, number> & { formSubmissions: number };

/** What the member's reservations would become, counted (the page shows it before the deletion). */
export async function countReservationTreatments(db: Db, memberId: string): Promise<ErasureCounts> {
  const rows = await db
    .select({ status: reservations.status, moneyMoved })
    .from(reservations)
    .where(eq(reservations.memberId, memberId));
  const counts: ErasureCounts = { keepUntilEnded: 0, keepForTax: 0, anonymise: 0, formSubmissions: 0 };
  for (const r of rows) counts[reservationTreatment(r)] += 1;
  return counts;
}

export type ErasureResult = { erased: false } | ({ erased: true; attachmentKeys: string[] } & ErasureCounts);

/**
 * Deletes the member's account and personal data in one transaction, by the retention rules:
 * the reservations lose the link to the account and what their treatment does not keep; payments
 * and cancellation requests lose the client's IP address; the account, its sessions, password,
 * codes, consents, saved driver details, the e-mail copies sent to the address, its rate-limit
 * counters and the form submissions sent with it go. An ended or unknown member is `erased: false`
 * and nothing changes. The caller deletes the returned attachment files (CVs) from file storage.
 */
export async function eraseMemberData(db: Db, memberId: string, now: Date = new Date()): Promise<ErasureResult> {
  return db.transaction(async (tx) => {
    const [member] = await tx
      .select({ email: members.email })
      .from(members)
      .where(and(eq(members.id, memberId), isNull(members.endedAt)))
      .for("update");
    if (!member) return { erased: false };
    const email = member.email;

    const counts: ErasureCounts = { keepUntilEnded: 0, keepForTax: 0, anonymise: 0, formSubmissions: 0 };
    const rows = await tx
      .select({
        id: reservations.id,
        number: reservations.number,
        status: reservations.status,
        driver: reservations.driver,
        billing: reservations.billing,
        moneyMoved,
      })
      .from(reservations)
      .where(eq(reservations.memberId, memberId))
      .for("update");
    const kept: string[] = [];
    const ended: string[] = [];
    for (const r of rows) {
      const treatment = reservationTreatment(r);
      counts[treatment] += 1;
      if (treatment !== "keepUntilEnded") ended.push(r.id);
      if (treatment === "keepForTax") kept.push(r.number);
      await tx
        .update(reservations)
        .set({
          memberId: null,
          driver: driverAfterDeletion(r.driver, treatment),
          billing: billingAfterDeletion(r.billing, treatment),
          // The flight number documents nothing the law keeps (decision 0119).
          ...(treatment !== "keepUntilEnded" ? { flightNumber: null } : {}),
        })
        .where(eq(reservations.id, r.id));
      if (treatment === "keepUntilEnded") continue;
      await tx
        .update(cancellationRequests)
        .set({ clientIp: null, ...(treatment === "anonymise" ? { reason: ERASED } : {}) })
        .where(eq(cancellationRequests.reservationId, r.id));
      await tx.update(payments).set({ clientIp: null }).where(paymentOfReservation(r.id));
    }
    await tx.update(quotes).set({ memberId: null }).where(eq(quotes.memberId, memberId));
    // The SMS sent about ended reservations carry the phone: they go (decision 0119); a running
    // reservation's stay for its reminder. The İYS consent records go with the member row (cascade).
    const deletedSms = await deleteSmsOfReservations(tx, ended);
    await tx.delete(smsMarketingConsents).where(eq(smsMarketingConsents.memberId, memberId));

    const forms = await tx
      .select({ id: formSubmissions.id, attachmentKey: formSubmissions.attachmentKey })
      .from(formSubmissions)
      .where(sql`lower(${formSubmissions.email}) = ${email}`);
    const formIds = forms.map((f) => f.id);
    if (formIds.length > 0) {
      await tx.delete(requestNotes).where(inArray(requestNotes.submissionId, formIds));
      await tx.delete(formSubmissions).where(inArray(formSubmissions.id, formIds));
    }
    counts.formSubmissions = formIds.length;
    // Copies of the e-mails that were sent to the address or name it (the department's copy of a
    // form); still-pending ones are left to be delivered.
    await tx
      .delete(outbox)
      .where(
        and(
          sql`lower(${outbox.payload}::text) like ${`%${literal(email)}%`}`,
          inArray(outbox.status, ["sent", "failed"]),
          sql`not exists (select 1 from ${requestNotes} where ${requestNotes.outboxId} = ${outbox.id})`,
        ),
      );
    await tx.delete(rateLimits).where(
      or(
        like(rateLimits.key, `email:${literal(email)}:%`),
        like(rateLimits.key, `member:${literal(memberId)}:%`),
        // A public form's counter per target address (targetRateLimitKey upper-cases it).
        like(rateLimits.key, `target:${literal(email.toUpperCase())}:%`),
      ),
    );
    await tx
      .delete(memberVerifications)
      .where(
        or(
          like(memberVerifications.identifier, `%${literal(email)}%`),
          like(memberVerifications.identifier, `%${literal(memberId)}%`),
        ),
      );
    await tx.delete(memberSessions).where(eq(memberSessions.userId, memberId));
    await tx.delete(memberAccounts).where(eq(memberAccounts.userId, memberId));
    await tx.delete(memberDriverProfiles).where(eq(memberDriverProfiles.memberId, memberId));
    await tx.delete(memberConsents).where(eq(memberConsents.memberId, memberId));
    await tx.delete(members).where(eq(members.id, memberId));
    // The record of the deletion (decision 0119): no name, address or id, only what was kept.
    await tx.insert(memberDeletions).values({
      at: now,
      keptReservations: kept.sort(),
      anonymisedReservations: counts.anonymise,
      liveReservations: counts.keepUntilEnded,
      deletedForms: formIds.length,
      deletedSms,
    });
    return {
      erased: true,
      attachmentKeys: forms.flatMap((f) => (f.attachmentKey ? [f.attachmentKey] : [])),
      ...counts,
    };
  });
}

/** Form submissions sent with the address (counted for the page before the deletion). */
export async function countFormSubmissions(db: Db, email: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(formSubmissions)
    .where(sql`lower(${formSubmissions.email}) = ${email.trim().toLowerCase()}`);
  return row?.n ?? 0;
}
