// The campaigns editor (docs/decisions/0048): people with campaigns.manage (admin,
// content) list campaigns with how often each code was used and what it cost, create and edit
// them. Every save runs in one transaction with its audit entry (before and after) and the
// "campaigns" public change, so every app server drops its cached campaign pages and rules.
import { readTogether } from "#app/server/db/reads.server.ts";
import { campaignDraftIssues, type CampaignDraftProblem } from "#app/domain/campaigns/campaign-draft.ts";
import type { StaffActor } from "#app/domain/staff/permissions.ts";
import type { Db } from "#app/server/db/client.server.ts";
import {
  campaignClashOf,
  campaignScopeChoices,
  campaignUsage,
  codeTaken,
  findCampaignRecord,
  insertCampaign,
  listCampaignRows,
  lockCampaignRecord,
  slugTaken,
  updateCampaignRecord,
  type CampaignListRow,
  type CampaignRecord,
  type CampaignUsage,
  type CampaignWrite,
} from "#app/server/repositories/campaign-editor.server.ts";
import { existingOfficeIds } from "#app/server/repositories/staff.server.ts";
import { markPublicChange } from "#app/server/repositories/public-changes.server.ts";
import { audit, requireAllowed } from "./staff-access.server.ts";

/** A campaign as the editor saves it: codes upper-case (campaignCodeOf), ids empty = every one. */
/** A stored campaign as the editor reads it (the back office's campaign pages show it). */
export type { CampaignRecord };

export type CampaignInput = {
  code: string;
  slug: string;
  titleTr: string;
  titleEn: string;
  summaryTr: string;
  summaryEn: string;
  termsTr: string;
  termsEn: string;
  discountKind: "percent" | "fixed";
  /** Percent (1-100) or kuruş. */
  discountValue: number;
  validFrom: string;
  validTo: string;
  classIds: readonly number[];
  officeIds: readonly number[];
  minDays: number;
  usageLimit: number | null;
  membersOnly: boolean;
  active: boolean;
  theme: string;
};

export type CampaignSaveField =
  "code" | "slug" | "discountValue" | "validFrom" | "validTo" | "minDays" | "usageLimit" | "officeIds" | "classIds";
export type CampaignSaveProblem = CampaignDraftProblem | "codeTaken" | "slugTaken" | "unknownOffice" | "unknownClass";
export type CampaignSaveResult =
  | { ok: true; campaign: CampaignRecord; created: boolean }
  | { ok: false; reason: "notFound" }
  | { ok: false; reason: "invalid"; field: CampaignSaveField; problem: CampaignSaveProblem };

/** What the audit entry keeps of a campaign: every field the editor can change, plus the uses. */
function snapshot(c: CampaignRecord) {
  return {
    code: c.code,
    slug: c.slug,
    titleTr: c.titleTr,
    titleEn: c.titleEn,
    summaryTr: c.summaryTr,
    summaryEn: c.summaryEn,
    termsTr: c.termsTr,
    termsEn: c.termsEn,
    discountKind: c.discountKind,
    discountValue: c.discountValue,
    validFrom: c.validFrom,
    validTo: c.validTo,
    classIds: c.classIds,
    officeIds: c.officeIds,
    minDays: c.minDays,
    usageLimit: c.usageLimit,
    membersOnly: c.membersOnly,
    active: c.active,
    theme: c.theme,
  };
}

/** The names of the fields an edit changed (the audit entry's note). */
function changedFields(before: CampaignRecord, after: CampaignRecord): string[] {
  const a = snapshot(before) as Record<string, unknown>;
  const b = snapshot(after) as Record<string, unknown>;
  return Object.keys(b).filter((k) => JSON.stringify(a[k]) !== JSON.stringify(b[k]));
}

function toWrite(input: CampaignInput): CampaignWrite {
  const sorted = (ids: readonly number[]) => (ids.length === 0 ? null : [...new Set(ids)].sort((x, y) => x - y));
  return {
    code: input.code,
    slug: input.slug,
    titleTr: input.titleTr,
    titleEn: input.titleEn,
    summaryTr: input.summaryTr,
    summaryEn: input.summaryEn,
    termsTr: input.termsTr,
    termsEn: input.termsEn,
    discountKind: input.discountKind,
    discountValue: input.discountValue,
    validFrom: input.validFrom,
    validTo: input.validTo,
    classIds: sorted(input.classIds),
    officeIds: sorted(input.officeIds),
    minDays: input.minDays,
    usageLimit: input.usageLimit,
    membersOnly: input.membersOnly,
    active: input.active,
    theme: input.theme,
  };
}

export async function listCampaigns(db: Db, actor: StaffActor): Promise<CampaignListRow[]> {
  requireAllowed(actor, "campaigns.manage");
  return listCampaignRows(db);
}

export async function campaignChoices(db: Db, actor: StaffActor, lang: "tr" | "en") {
  requireAllowed(actor, "campaigns.manage");
  return campaignScopeChoices(db, lang);
}

/** One campaign for its form, with its usage; null when there is none. */
export async function campaignForEdit(
  db: Db,
  actor: StaffActor,
  id: number,
): Promise<(CampaignRecord & CampaignUsage) | null> {
  requireAllowed(actor, "campaigns.manage");
  const [row, usage] = await readTogether(db, [() => findCampaignRecord(db, id), () => campaignUsage(db)]);
  return row ? { ...row, ...(usage.get(id) ?? { bookings: 0, discountKurus: 0 }) } : null;
}

class Refused extends Error {
  readonly result: Extract<CampaignSaveResult, { ok: false }>;
  constructor(result: Extract<CampaignSaveResult, { ok: false }>) {
    super(result.reason);
    this.result = result;
  }
}

const invalid = (field: CampaignSaveField, problem: CampaignSaveProblem) =>
  new Refused({ ok: false, reason: "invalid", field, problem });

/** Creates (id null) or edits a campaign; clashes and broken rules come back as the field to fix. */
export async function saveCampaign(
  db: Db,
  actor: StaffActor,
  id: number | null,
  input: CampaignInput,
): Promise<CampaignSaveResult> {
  requireAllowed(actor, "campaigns.manage");
  const values = toWrite(input);
  try {
    return await db.transaction(async (tx) => {
      const before = id === null ? null : await lockCampaignRecord(tx, id);
      if (id !== null && before === null) throw new Refused({ ok: false, reason: "notFound" });
      const issue = campaignDraftIssues(
        {
          kind: values.discountKind,
          value: values.discountValue,
          validFrom: values.validFrom,
          validTo: values.validTo,
          minDays: values.minDays ?? 1,
          usageLimit: values.usageLimit ?? null,
        },
        before?.usedCount ?? 0,
      )[0];
      if (issue) throw invalid(issue.field === "value" ? "discountValue" : issue.field, issue.problem);
      if (await codeTaken(tx, values.code, id)) throw invalid("code", "codeTaken");
      if (await slugTaken(tx, values.slug, id)) throw invalid("slug", "slugTaken");
      const officeIds = values.officeIds ?? [];
      if ((await existingOfficeIds(tx, officeIds)).length !== officeIds.length) {
        throw invalid("officeIds", "unknownOffice");
      }
      const classIds = values.classIds ?? [];
      const known = await campaignScopeChoices(tx, "tr");
      if (classIds.some((c) => !known.classes.some((k) => k.id === c))) throw invalid("classIds", "unknownClass");

      const saved =
        before === null ? await insertCampaign(tx, values) : await updateCampaignRecord(tx, before.id, values);
      await audit(tx, actor, {
        action: before === null ? "campaign.create" : "campaign.update",
        entityType: "campaign",
        entityId: String(saved.id),
        before: before === null ? null : snapshot(before),
        after: snapshot(saved),
        note: before === null ? saved.code : changedFields(before, saved).join(", ") || null,
      });
      await markPublicChange(tx, ["campaigns"]);
      return { ok: true as const, campaign: saved, created: before === null };
    });
  } catch (error) {
    if (error instanceof Refused) return error.result;
    const clash = campaignClashOf(error);
    if (clash)
      return { ok: false, reason: "invalid", field: clash, problem: clash === "code" ? "codeTaken" : "slugTaken" };
    throw error;
  }
}
