// The rental agreements at the counter (issue 27 item 2, decision 0079): read one back exactly as it
// was built, sign it once (a drawn signature as PNG, or the signer's typed name for those who cannot
// draw), verify its hashes, and send the signed text to the customer by e-mail (outbox). Closing a
// repaired damage (decision 0078) is here too: staff only, audited.
import { sniffImage } from "#app/domain/fleet/model-image.ts";
import type { StaffActor } from "#app/domain/staff/permissions.ts";
import type { Db } from "#app/server/db/client.server.ts";
import { units } from "#app/server/db/schema.ts";
import { enqueueEmail } from "#app/server/email/outbox.server.ts";
import { escapeHtml } from "#app/server/email/html.server.ts";
import {
  type AgreementRow,
  agreementsOf,
  closeDamageRow,
  damagesOfUnit,
  isDamagePhoto,
  lockAgreement,
  lockDamage,
  signAgreementRow,
} from "#app/server/repositories/handover-records.server.ts";
import { insertReservationEvent } from "#app/server/repositories/reservations.server.ts";
import { audit, requireAllowed } from "#app/server/services/staff/staff-access.server.ts";
import type { FileStorage } from "#app/server/storage/file-storage.server.ts";
import { eq } from "drizzle-orm";
import { renderAgreementPdf } from "#app/server/receipts/agreement-pdf.server.ts";
import { sha256Hex } from "./agreement-hash.server.ts";
import { localDateTimeText } from "./handover-time.server.ts";
import { officesOf, reservationFor, staffTag } from "./desk-common.server.ts";

/** A drawn signature is a PNG of at most this many bytes (a 600x200 pad compresses far below it). */
export const MAX_SIGNATURE_BYTES = 200 * 1024;

export type AgreementView = {
  id: string;
  kind: "handover" | "return" | "addendum";
  version: number;
  refersTo: string | null;
  lang: "tr" | "en";
  body: string;
  bodySha256: string;
  createdAt: Date;
  signed: null | { name: string; at: Date; hasImage: boolean; signatureSha256: string | null };
  /** Both hashes recomputed from the stored text and image match the stored ones. */
  verified: boolean;
};

export function verifyAgreement(row: AgreementRow): boolean {
  if (sha256Hex(row.body) !== row.bodySha256) return false;
  if (row.signaturePng) return sha256Hex(row.signaturePng) === row.signatureSha256;
  return row.signatureSha256 === null;
}

function viewOf(row: AgreementRow): AgreementView {
  return {
    id: row.id,
    kind: row.kind,
    version: row.version,
    refersTo: row.refersTo,
    lang: row.lang,
    body: row.body,
    bodySha256: row.bodySha256,
    createdAt: row.createdAt,
    signed:
      row.signedAt && row.signedName !== null
        ? {
            name: row.signedName,
            at: row.signedAt,
            hasImage: row.signaturePng !== null,
            signatureSha256: row.signatureSha256,
          }
        : null,
    verified: verifyAgreement(row),
  };
}

/** The reservation's agreements, oldest first (staff who may read the reservation). */
export async function agreementsFor(db: Db, actor: StaffActor, number: string): Promise<AgreementView[] | null> {
  const r = await reservationFor(db, actor, "reservation.read", number);
  if (!r) return null;
  return (await agreementsOf(db, r.id)).map(viewOf);
}

/** The signature image of an agreement, exactly as signed. */
export async function signatureImage(
  db: Db,
  actor: StaffActor,
  number: string,
  id: string,
): Promise<Uint8Array | null> {
  const r = await reservationFor(db, actor, "reservation.read", number);
  if (!r) return null;
  const row = (await agreementsOf(db, r.id)).find((a) => a.id === id);
  return row?.signaturePng ?? null;
}

export type SignInput = { id: string; typedName: string; png: Uint8Array | null; now: Date };
export type SignOutcome =
  | { ok: true; repeated: boolean }
  | { ok: false; reason: "notFound" }
  | { ok: false; reason: "invalid"; field: "signature" | "typedName"; code: string };

const norm = (s: string) => s.trim().replace(/\s+/g, " ").toLocaleLowerCase("tr-TR");

/**
 * Signs the agreement once. The typed name must be the customer's (the main driver's) name, with or
 * without a drawn signature; the drawn signature, when given, must be a PNG.
 */
export async function signAgreement(db: Db, actor: StaffActor, number: string, input: SignInput): Promise<SignOutcome> {
  const r = await reservationFor(db, actor, "reservation.operate", number);
  if (!r) return { ok: false, reason: "notFound" };
  if (input.png && (input.png.length > MAX_SIGNATURE_BYTES || sniffImage(input.png) !== "png")) {
    return { ok: false, reason: "invalid", field: "signature", code: "signatureInvalid" };
  }
  const expected = `${r.driver.firstName} ${r.driver.lastName}`;
  if (norm(input.typedName) !== norm(expected)) {
    return { ok: false, reason: "invalid", field: "typedName", code: "nameMismatch" };
  }
  return db.transaction(async (txRaw): Promise<SignOutcome> => {
    const tx = txRaw as unknown as Db;
    const row = await lockAgreement(tx, input.id);
    if (!row || row.reservationId !== r.id) return { ok: false, reason: "notFound" };
    if (row.signedAt) return { ok: true, repeated: true };
    const signed = await signAgreementRow(tx, row.id, {
      signedName: input.typedName.trim().replace(/\s+/g, " "),
      signaturePng: input.png,
      signatureSha256: input.png ? sha256Hex(input.png) : null,
      signedAt: input.now,
    });
    if (!signed) return { ok: true, repeated: true };
    await insertReservationEvent(tx, {
      reservationId: r.id,
      actor: staffTag(actor),
      from: r.status,
      to: r.status,
      note: `agreement signed: ${row.kind} v${row.version} ${row.bodySha256.slice(0, 12)}`,
      at: input.now,
    });
    await audit(tx, actor, {
      action: "agreement.sign",
      entityType: "reservation",
      entityId: r.id,
      officeIds: officesOf(r),
      after: {
        agreementId: row.id,
        kind: row.kind,
        version: row.version,
        bodySha256: row.bodySha256,
        drawn: input.png !== null,
      },
    });
    const subject =
      r.lang === "tr"
        ? `${{ handover: "Kira sözleşmeniz", return: "Araç iade tutanağınız", addendum: "Kira sözleşmenizin eki" }[row.kind]}: ${r.number}`
        : `${{ handover: "Your rental agreement", return: "Your vehicle return record", addendum: "Your rental agreement addendum" }[row.kind]}: ${r.number}`;
    const footer =
      r.lang === "tr"
        ? `İmzalayan: ${input.typedName.trim()}\nSHA-256: ${row.bodySha256}`
        : `Signed by: ${input.typedName.trim()}\nSHA-256: ${row.bodySha256}`;
    const text = `${row.body}\n\n${footer}\n`;
    await enqueueEmail(
      tx,
      {
        to: r.driver.email,
        subject,
        text,
        html: `<pre style="font-family:inherit;white-space:pre-wrap">${escapeHtml(text)}</pre>`,
      },
      input.now,
    );
    return { ok: true, repeated: false };
  });
}

export type CloseDamageOutcome = { ok: true; repeated: boolean } | { ok: false; reason: "notFound" | "noteRequired" };

/** Closes a repaired damage of a car (fleet staff of the car's home office), with the audit entry. */
export async function closeDamage(
  db: Db,
  actor: StaffActor,
  input: { damageId: number; note: string; now: Date },
): Promise<CloseDamageOutcome> {
  requireAllowed(actor, "fleet.manage");
  const note = input.note.trim();
  if (note === "" || note.length > 500) return { ok: false, reason: "noteRequired" };
  return db.transaction(async (txRaw): Promise<CloseDamageOutcome> => {
    const tx = txRaw as unknown as Db;
    const damage = await lockDamage(tx, input.damageId);
    if (!damage) return { ok: false, reason: "notFound" };
    const [unit] = await tx.select({ homeOfficeId: units.homeOfficeId }).from(units).where(eq(units.id, damage.unitId));
    requireAllowed(actor, "fleet.manage", unit ? [unit.homeOfficeId] : []);
    if (damage.closedAt) return { ok: true, repeated: true };
    await closeDamageRow(tx, damage.id, actor.id, input.now, note);
    await audit(tx, actor, {
      action: "damage.close",
      entityType: "unit",
      entityId: String(damage.unitId),
      officeIds: unit ? [unit.homeOfficeId] : [],
      before: { damageId: damage.id, zone: damage.zone, kind: damage.kind, sizeCm: damage.sizeCm, closedAt: null },
      after: { damageId: damage.id, closedAt: input.now.toISOString(), note },
    });
    return { ok: true, repeated: false };
  });
}

/** The car's open damages for its page (fleet staff of the car's home office; issue 27 item 3). */
export async function openDamagesOfUnit(db: Db, actor: StaffActor, unitId: number) {
  requireAllowed(actor, "fleet.manage");
  const [unit] = await db.select({ homeOfficeId: units.homeOfficeId }).from(units).where(eq(units.id, unitId));
  if (!unit) return null;
  requireAllowed(actor, "fleet.manage", [unit.homeOfficeId]);
  return damagesOfUnit(db, unitId);
}

/** A damage photo's bytes for staff who may read reservations (the photo route). */
export async function damagePhotoBytes(
  db: Db,
  storage: FileStorage,
  actor: StaffActor,
  key: string,
): Promise<Uint8Array | null> {
  requireAllowed(actor, "reservation.read");
  if (!(await isDamagePhoto(db, key))) return null;
  return storage.get(key);
}

/** The agreement as a PDF: the stored text unchanged, the signature and the hash. */
export async function agreementPdf(
  db: Db,
  actor: StaffActor,
  number: string,
  id: string,
  signatureLabel: string,
): Promise<Uint8Array | null> {
  const r = await reservationFor(db, actor, "reservation.read", number);
  if (!r) return null;
  const row = (await agreementsOf(db, r.id)).find((a) => a.id === id);
  if (!row) return null;
  return renderAgreementPdf({
    body: row.body,
    bodySha256: row.bodySha256,
    signed:
      row.signedAt && row.signedName
        ? { name: row.signedName, at: localDateTimeText(row.signedAt), png: row.signaturePng, label: signatureLabel }
        : null,
  });
}
