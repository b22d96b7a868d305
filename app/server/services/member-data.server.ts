// /uye-verilerim (decision 0067): the member's copy of their personal data (JSON and PDF) and the
// deletion of their account by the retention rules of app/domain/identity/kvkk-retention.ts.
import { RETENTION_RULES, type RetentionRule } from "#app/domain/identity/kvkk-retention.ts";
import { personalDataDocument, type PersonalDataDocument } from "#app/domain/identity/personal-data-export.ts";
import { istanbulDate } from "#app/domain/time/istanbul.ts";
import { COOKIE_PREFIX } from "#app/server/auth/auth.server.ts";
import type { Db } from "#app/server/db/client.server.ts";
import type { Env } from "#app/server/env.server.ts";
import {
  countFormSubmissions,
  countReservationTreatments,
  eraseMemberData,
  gatherMemberData,
  type ErasureCounts,
} from "#app/server/repositories/member-data.server.ts";
import { renderPersonalDataPdf } from "#app/server/receipts/personal-data-pdf.server.ts";
import { createFileStorage } from "#app/server/storage/create-file-storage.server.ts";
import { sameAddress } from "#app/shared/members/member-data-schema.ts";
import { withHint, type Member, type MemberDeps } from "./members.server.ts";

export type MemberDataPage = {
  slug: "verilerim";
  rules: RetentionRule[];
  counts: ErasureCounts;
};

/** What the page lists before anything is deleted: the rules, and what they do to this member's rows. */
export async function memberDataPage(db: Db, member: Member): Promise<MemberDataPage> {
  const counts = await countReservationTreatments(db, member.id);
  counts.formSubmissions = await countFormSubmissions(db, member.email);
  return { slug: "verilerim", rules: [...RETENTION_RULES], counts };
}

export type PersonalDataFile = { body: Uint8Array; fileName: string; contentType: string };

const FILE_BASE = { tr: "kisisel-verilerim", en: "my-personal-data" } as const;

async function documentOf(db: Db, member: Member, now: Date): Promise<PersonalDataDocument | null> {
  const snapshot = await gatherMemberData(db, member.id, member.lang);
  return snapshot ? personalDataDocument(snapshot, now) : null;
}

/**
 * The member's personal data as `format`: the JSON file (machine-readable) or the PDF (readable,
 * in the member's language). Null when the account is gone.
 */
export async function memberDataFile(
  db: Db,
  member: Member,
  format: "json" | "pdf",
  now: Date,
): Promise<PersonalDataFile | null> {
  const doc = await documentOf(db, member, now);
  if (!doc) return null;
  const fileName = `${FILE_BASE[member.lang]}-${istanbulDate(now)}.${format}`;
  if (format === "json") {
    return {
      body: new TextEncoder().encode(`${JSON.stringify(doc, null, 2)}\n`),
      fileName,
      contentType: "application/json; charset=utf-8",
    };
  }
  const name = `${member.firstName} ${member.lastName}`.trim();
  const body = await renderPersonalDataPdf(doc, { lang: member.lang, name, now });
  return { body, fileName, contentType: "application/pdf" };
}

export type DeleteAccountResult =
  { ok: false; reason: "emailMismatch" } | { ok: true; headers: Headers; counts: ErasureCounts | null };

/** Set-Cookie headers that end the session in this browser (its rows are already gone). */
function signedOutCookies(env: Env): Headers {
  const out = withHint(undefined, env, 0);
  const secure = env.APP_ENV === "production" ? "; Secure" : "";
  const name = `${env.APP_ENV === "production" ? "__Secure-" : ""}${COOKIE_PREFIX}.session_token`;
  out.append("Set-Cookie", `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure}`);
  return out;
}

/**
 * Deletes the member's account once they typed its e-mail address: everything the retention rules
 * do not keep goes in one transaction, then their uploaded files; the browser is signed out. A
 * repeat (the account already gone) changes nothing and answers the same.
 */
export async function deleteMemberAccount(
  { db, env, log }: MemberDeps & { log: { warn(details: Record<string, unknown>, message: string): void } },
  member: Member,
  typedEmail: string,
): Promise<DeleteAccountResult> {
  if (!sameAddress(typedEmail, member.email)) return { ok: false, reason: "emailMismatch" };
  const result = await eraseMemberData(db, member.id);
  if (result.erased) {
    const storage = createFileStorage(env, db);
    for (const key of result.attachmentKeys) {
      // The rows are gone already; a file the storage could not delete is logged by its random key.
      await storage.delete(key).catch((error: unknown) => log.warn({ key, err: error }, "attachment file not deleted"));
    }
  }
  const counts = result.erased
    ? {
        keepUntilEnded: result.keepUntilEnded,
        keepForTax: result.keepForTax,
        anonymise: result.anonymise,
        formSubmissions: result.formSubmissions,
      }
    : null;
  return { ok: true, headers: signedOutCookies(env), counts };
}
