// Member rows beyond what Better Auth writes: consents, membership endings, anonymisation,
// and the member's reservations (always filtered by the member's id, never by a number alone).
import { and, desc, eq, inArray, isNull, like, or, sql } from "drizzle-orm";
import type { Db } from "#app/server/db/client.server.ts";
import type { consentKinds, DriverProfileJson } from "#app/server/db/schema.ts";
import {
  memberAccounts,
  memberConsents,
  memberDriverProfiles,
  members,
  membershipEndings,
  memberSessions,
  memberVerifications,
  pages,
  reservations,
  vehicleModels,
} from "#app/server/db/schema.ts";

export type ConsentKind = (typeof consentKinds)[number];

const consentPage: Record<ConsentKind, string> = {
  kvkk_notice: "kvkk",
  explicit_consent: "explicit-consent",
  membership_agreement: "membership-agreement",
};

export type MemberRow = typeof members.$inferSelect;

export async function findMemberById(db: Db, id: string): Promise<MemberRow | null> {
  const [row] = await db.select().from(members).where(eq(members.id, id)).limit(1);
  return row ?? null;
}

export async function findMemberByEmail(db: Db, email: string): Promise<MemberRow | null> {
  const [row] = await db.select().from(members).where(eq(members.email, email.trim().toLowerCase())).limit(1);
  return row ?? null;
}

/** Records consents with the version of the text the member was shown. */
export async function recordConsents(
  db: Db,
  memberId: string,
  consents: ReadonlyArray<{ kind: ConsentKind; given: boolean }>,
  ip: string | null,
): Promise<void> {
  if (consents.length === 0) return;
  const keys = consents.map((c) => consentPage[c.kind]);
  const rows = await db.select({ key: pages.key, version: pages.version }).from(pages).where(inArray(pages.key, keys));
  const version = new Map(rows.map((r) => [r.key, r.version]));
  await db.insert(memberConsents).values(
    consents.map((c) => ({
      memberId,
      kind: c.kind,
      textVersion: `${consentPage[c.kind]}@v${version.get(consentPage[c.kind]) ?? 0}`,
      given: c.given,
      ip,
    })),
  );
}

export async function updateMemberProfile(
  db: Db,
  memberId: string,
  profile: { firstName: string; lastName: string; phone: string; phoneCountry: string; lang: "tr" | "en" },
  now: Date,
): Promise<void> {
  await db
    .update(members)
    .set({ ...profile, name: `${profile.firstName} ${profile.lastName}`, updatedAt: now })
    .where(and(eq(members.id, memberId), isNull(members.endedAt)));
}

/**
 * Ends a membership in one transaction: the reason is kept, every session, password and code
 * goes, and the member row keeps only its id (reservations and receipts still point at it).
 */
export async function endMembershipRow(db: Db, memberId: string, reason: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ email: members.email })
      .from(members)
      .where(and(eq(members.id, memberId), isNull(members.endedAt)))
      .for("update");
    if (!row) return false;
    await tx.insert(membershipEndings).values({ memberId, reason, at: now });
    await tx.delete(memberSessions).where(eq(memberSessions.userId, memberId));
    await tx.delete(memberAccounts).where(eq(memberAccounts.userId, memberId));
    await tx.delete(memberDriverProfiles).where(eq(memberDriverProfiles.memberId, memberId));
    await tx
      .delete(memberVerifications)
      .where(
        or(
          like(memberVerifications.identifier, `%${row.email}%`),
          like(memberVerifications.identifier, `%${memberId}%`),
        ),
      );
    await tx
      .update(members)
      .set({
        name: "-",
        email: `ended-${memberId.toLowerCase()}@members.invalid`,
        emailVerified: false,
        image: null,
        firstName: "-",
        lastName: "-",
        phone: "-",
        phoneCountry: "-",
        endedAt: now,
        updatedAt: now,
      })
      .where(eq(members.id, memberId));
    await tx.update(memberConsents).set({ ip: null }).where(eq(memberConsents.memberId, memberId));
    return true;
  });
}

export type MemberReservationRow = {
  number: string;
  status: (typeof reservations.$inferSelect)["status"];
  paymentType: (typeof reservations.$inferSelect)["paymentType"];
  pickupAt: Date;
  returnAt: Date;
  totalKurus: number;
  modelName: string;
  pickupOffice: string;
  dropoffOffice: string;
  /** The address the car is delivered to / collected from instead of the office (decision 0132). */
  deliveryAddress: string | null;
  collectionAddress: string | null;
  createdAt: Date;
};

/** The member's own reservations, newest pick-up first. */
export async function listMemberReservations(
  db: Db,
  memberId: string,
  lang: "tr" | "en",
): Promise<MemberReservationRow[]> {
  const column = sql.raw(lang === "tr" ? "name_tr" : "name_en");
  const pickup = sql<string>`(select o.${column} from offices o where o.id = ${reservations.pickupOfficeId})`;
  const dropoff = sql<string>`(select o.${column} from offices o where o.id = ${reservations.dropoffOfficeId})`;
  const address = (leg: "delivery" | "collection") =>
    sql<
      string | null
    >`(select d.address from reservation_deliveries d where d.reservation_id = ${reservations.id} and d.leg = ${leg})`;
  return db
    .select({
      number: reservations.number,
      status: reservations.status,
      paymentType: reservations.paymentType,
      pickupAt: reservations.pickupAt,
      returnAt: reservations.returnAt,
      totalKurus: reservations.totalKurus,
      modelName: sql<string>`${vehicleModels.brand} || ' ' || ${vehicleModels.model}`,
      pickupOffice: pickup,
      dropoffOffice: dropoff,
      deliveryAddress: address("delivery"),
      collectionAddress: address("collection"),
      createdAt: reservations.createdAt,
    })
    .from(reservations)
    .innerJoin(vehicleModels, eq(vehicleModels.id, reservations.modelId))
    .where(
      and(
        eq(reservations.memberId, memberId),
        inArray(reservations.status, ["pending_payment", "confirmed", "active", "completed", "cancelled"]),
      ),
    )
    .orderBy(desc(reservations.pickupAt));
}

/** Guest reservations made with this e-mail address (the member proved it with a code). */
export async function listClaimableReservations(db: Db, email: string): Promise<string[]> {
  const rows = await db
    .select({ number: reservations.number })
    .from(reservations)
    .where(
      and(
        isNull(reservations.memberId),
        sql`lower(${reservations.driver}->>'email') = ${email.trim().toLowerCase()}`,
        inArray(reservations.status, ["confirmed", "active", "completed", "cancelled"]),
      ),
    )
    .orderBy(desc(reservations.pickupAt));
  return rows.map((r) => r.number);
}

/** Attaches those guest reservations to the member; only ones still unclaimed with that e-mail. */
export async function claimReservations(db: Db, memberId: string, email: string): Promise<number> {
  const rows = await db
    .update(reservations)
    .set({ memberId })
    .where(
      and(
        isNull(reservations.memberId),
        sql`lower(${reservations.driver}->>'email') = ${email.trim().toLowerCase()}`,
        inArray(reservations.status, ["confirmed", "active", "completed", "cancelled"]),
      ),
    )
    .returning({ number: reservations.number });
  return rows.length;
}

/** When the sign-up code for this address stops working (null when there is none). */
export async function signUpCodeExpiry(db: Db, email: string): Promise<Date | null> {
  const [row] = await db
    .select({ expiresAt: memberVerifications.expiresAt })
    .from(memberVerifications)
    .where(eq(memberVerifications.identifier, `email-verification-otp-${email.trim().toLowerCase()}`))
    .orderBy(desc(memberVerifications.createdAt))
    .limit(1);
  return row?.expiresAt ?? null;
}

/** The member's saved driver details, or null. */
export async function findDriverProfile(db: Db, memberId: string): Promise<DriverProfileJson | null> {
  const [row] = await db
    .select({ profile: memberDriverProfiles.profile })
    .from(memberDriverProfiles)
    .where(eq(memberDriverProfiles.memberId, memberId));
  return row?.profile ?? null;
}

/** Saves (replaces) the member's driver details; an empty profile deletes the row. */
export async function saveDriverProfile(db: Db, memberId: string, profile: DriverProfileJson, now: Date) {
  if (Object.keys(profile).length === 0) {
    await db.delete(memberDriverProfiles).where(eq(memberDriverProfiles.memberId, memberId));
    return;
  }
  await db
    .insert(memberDriverProfiles)
    .values({ memberId, profile, updatedAt: now })
    .onConflictDoUpdate({ target: memberDriverProfiles.memberId, set: { profile, updatedAt: now } });
}
