// The campaigns editor's form (/yonetim/kampanyalar/yeni and /yonetim/kampanyalar/:id): one schema
// for the browser (Conform) and the server. Messages are catalogue keys under campaignEditor.errors.
import {
  campaignCodeOf,
  campaignDraftIssues,
  isCampaignSlug,
  MAX_MIN_DAYS,
  parseTlAmount,
} from "#app/domain/campaigns/campaign-draft.ts";
import { sceneThemes } from "#app/domain/campaigns/scene-themes.ts";
import { z } from "#app/shared/validation/zod.ts";

type CampaignErrorKey = `campaignEditor.errors.${string}`;
const e = (name: string): CampaignErrorKey => `campaignEditor.errors.${name}`;

/** The banner pictures a campaign page may show (app/domain/campaigns/scene-themes.ts). */
export const campaignThemes = sceneThemes;

const text = (min: number, max: number, name: string) =>
  z
    .string({ error: e(`${name}Required`) })
    .trim()
    .min(min, { error: e(`${name}Required`) })
    .max(max, { error: e(`${name}TooLong`) });

const ids = z.array(z.coerce.number().int().positive()).default([]);

/** The typed discount as the stored value: a whole percent, or kuruş for a TL amount; null when unreadable. */
export function discountValueOf(kind: "percent" | "fixed", typed: string): number | null {
  if (kind === "fixed") return parseTlAmount(typed);
  return /^\s*\d{1,3}\s*$/.test(typed) ? Number(typed.trim()) : null;
}

export const campaignFormSchema = z
  .object({
    code: z
      .string({ error: e("codeRequired") })
      .trim()
      .min(1, { error: e("codeRequired") })
      .max(40, { error: e("codeInvalid") })
      .refine((v) => campaignCodeOf(v) !== null, { error: e("codeInvalid") }),
    slug: z
      .string({ error: e("slugRequired") })
      .trim()
      .min(1, { error: e("slugRequired") })
      .refine(isCampaignSlug, { error: e("slugInvalid") }),
    titleTr: text(3, 120, "title"),
    titleEn: text(3, 120, "title"),
    summaryTr: text(10, 300, "summary"),
    summaryEn: text(10, 300, "summary"),
    termsTr: text(10, 10_000, "terms"),
    termsEn: text(10, 10_000, "terms"),
    discountKind: z.enum(["percent", "fixed"], { error: e("kindRequired") }),
    discountValue: z.string({ error: e("valueRequired") }).trim(),
    validFrom: z.string({ error: e("dateRequired") }).trim(),
    validTo: z.string({ error: e("dateRequired") }).trim(),
    classIds: ids,
    officeIds: ids,
    minDays: z
      .number({ error: e("minDaysRange") })
      .int({ error: e("minDaysRange") })
      .min(1, { error: e("minDaysRange") })
      .max(MAX_MIN_DAYS, { error: e("minDaysRange") }),
    usageLimit: z
      .number({ error: e("usageLimitRange") })
      .int({ error: e("usageLimitRange") })
      .min(1, { error: e("usageLimitRange") })
      .max(10_000_000, { error: e("usageLimitRange") })
      .optional(),
    membersOnly: z.boolean().optional(),
    active: z.boolean().optional(),
    theme: z.enum(campaignThemes, { error: e("themeRequired") }),
  })
  .superRefine((v, ctx) => {
    const value = discountValueOf(v.discountKind, v.discountValue);
    if (value === null) {
      const problem = v.discountKind === "fixed" ? "amountRange" : "percentRange";
      ctx.addIssue({ code: "custom", path: ["discountValue"], message: e(problem) });
    }
    const issues = campaignDraftIssues(
      {
        kind: v.discountKind,
        value: value ?? 1,
        validFrom: v.validFrom,
        validTo: v.validTo,
        minDays: v.minDays,
        usageLimit: v.usageLimit ?? null,
      },
      0,
    );
    for (const issue of issues) {
      const path = issue.field === "value" ? "discountValue" : issue.field;
      ctx.addIssue({ code: "custom", path: [path], message: e(issue.problem) });
    }
  });

export type CampaignFormValue = z.output<typeof campaignFormSchema>;
export type CampaignFormInput = z.input<typeof campaignFormSchema>;
