// The content editor's article form (/yonetim/icerik/:kind/…, docs/decisions/0049): one schema for
// the browser (Conform) and the server. Both languages side by side; messages are catalogue keys
// under contentEditor.errors. The scheduled time is Istanbul local time ("YYYY-MM-DDTHH:mm").
import { contentThemes, isValidSlug } from "#app/domain/content/publishing.ts";
import { parseIstanbulLocal } from "#app/domain/time/istanbul.ts";
import { z } from "#app/shared/validation/zod.ts";

type ErrorKey = `contentEditor.errors.${string}`;
const e = (name: string): ErrorKey => `contentEditor.errors.${name}`;

/** The longest body (the KVKK notice is about 12,000 characters). */
export const BODY_MAX = 100_000;

export const articleIntents = ["save", "publish", "schedule", "unpublish"] as const;

const text = (max: number, required: string, tooLong: string) =>
  z
    .string({ error: e(required) })
    .trim()
    .min(1, { error: e(required) })
    .max(max, { error: e(tooLong) });

export const articleFormSchema = z
  .object({
    intent: z.enum(articleIntents),
    slug: z
      .string({ error: e("slugRequired") })
      .trim()
      .refine(isValidSlug, { error: e("slugInvalid") }),
    titleTr: text(160, "titleRequired", "titleTooLong"),
    titleEn: text(160, "titleRequired", "titleTooLong"),
    summaryTr: text(300, "summaryRequired", "summaryTooLong"),
    summaryEn: text(300, "summaryRequired", "summaryTooLong"),
    bodyTr: text(BODY_MAX, "bodyRequired", "bodyTooLong"),
    bodyEn: text(BODY_MAX, "bodyRequired", "bodyTooLong"),
    theme: z.enum(contentThemes, { error: e("themeRequired") }),
    author: z
      .string()
      .trim()
      .max(120, { error: e("authorTooLong") })
      .optional(),
    publishAt: z.string().trim().optional(),
  })
  .superRefine((value, ctx) => {
    if (value.intent === "schedule" && !parseIstanbulLocal(value.publishAt ?? "")) {
      ctx.addIssue({ code: "custom", path: ["publishAt"], message: e("publishAtRequired") });
    }
  });

export type ArticleFormValue = z.infer<typeof articleFormSchema>;

/** A legal or information text: title and body in both languages. */
export const textFormSchema = z.object({
  titleTr: text(160, "titleRequired", "titleTooLong"),
  titleEn: text(160, "titleRequired", "titleTooLong"),
  bodyTr: text(BODY_MAX, "bodyRequired", "bodyTooLong"),
  bodyEn: text(BODY_MAX, "bodyRequired", "bodyTooLong"),
});
