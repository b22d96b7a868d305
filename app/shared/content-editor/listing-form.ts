// The content editor's trip page and FAQ entry forms (/yonetim/icerik/gezi/… and /sss/…,
// docs/decisions/0061): one schema each for the browser (Conform) and the server. Both languages
// side by side; messages are catalogue keys under contentEditor.errors. Publication works as for
// articles (intent save / publish / schedule / unpublish; the time is Istanbul local time).
import { faqTopics } from "#app/domain/content/faq-topics.ts";
import { contentThemes, isValidSlug } from "#app/domain/content/publishing.ts";
import { parseIstanbulLocal } from "#app/domain/time/istanbul.ts";
import { z } from "#app/shared/validation/zod.ts";
import { articleIntents, BODY_MAX } from "./article-form.ts";

type ErrorKey = `contentEditor.errors.${string}`;
const e = (name: string): ErrorKey => `contentEditor.errors.${name}`;

/** The FAQ page's topics (its groups), in the page's order (app/domain/content/faq-topics.ts). */
export const faqTopicList = faqTopics;

/** The two listing kinds and their segment under /yonetim/icerik. */
export const listingKinds = ["trip", "faq"] as const;
export type ListingKindName = (typeof listingKinds)[number];
export const listingSegment: Record<ListingKindName, string> = { trip: "gezi", faq: "sss" };
export const listingFromSegment = (segment: string | undefined): ListingKindName | null =>
  listingKinds.find((k) => listingSegment[k] === segment) ?? null;

const text = (max: number, required: string, tooLong: string) =>
  z
    .string({ error: e(required) })
    .trim()
    .min(1, { error: e(required) })
    .max(max, { error: e(tooLong) });

const order = z.coerce
  .number({ error: e("sortInvalid") })
  .int({ error: e("sortInvalid") })
  .min(0, { error: e("sortInvalid") })
  .max(999, { error: e("sortInvalid") });

const publication = {
  intent: z.enum(articleIntents),
  publishAt: z.string().trim().optional(),
};

function scheduleNeedsTime(value: { intent: string; publishAt?: string | undefined }, ctx: z.RefinementCtx) {
  if (value.intent === "schedule" && !parseIstanbulLocal(value.publishAt ?? "")) {
    ctx.addIssue({ code: "custom", path: ["publishAt"], message: e("publishAtRequired") });
  }
}

export const tripFormSchema = z
  .object({
    ...publication,
    slug: z
      .string({ error: e("slugRequired") })
      .trim()
      .refine(isValidSlug, { error: e("slugInvalid") }),
    nameTr: text(160, "titleRequired", "titleTooLong"),
    nameEn: text(160, "titleRequired", "titleTooLong"),
    regionTr: text(120, "regionRequired", "regionTooLong"),
    regionEn: text(120, "regionRequired", "regionTooLong"),
    summaryTr: text(300, "summaryRequired", "summaryTooLong"),
    summaryEn: text(300, "summaryRequired", "summaryTooLong"),
    bodyTr: text(BODY_MAX, "bodyRequired", "bodyTooLong"),
    bodyEn: text(BODY_MAX, "bodyRequired", "bodyTooLong"),
    theme: z.enum(contentThemes, { error: e("themeRequired") }),
    sort: order,
    popular: z.preprocess((v) => v === "on" || v === "true" || v === true, z.boolean()),
  })
  .superRefine(scheduleNeedsTime);

export const faqFormSchema = z
  .object({
    ...publication,
    topic: z.enum(faqTopicList, { error: e("topicRequired") }),
    sort: order,
    questionTr: text(300, "questionRequired", "questionTooLong"),
    questionEn: text(300, "questionRequired", "questionTooLong"),
    answerTr: text(5000, "answerRequired", "answerTooLong"),
    answerEn: text(5000, "answerRequired", "answerTooLong"),
  })
  .superRefine(scheduleNeedsTime);

export type TripFormValue = z.infer<typeof tripFormSchema>;
export type FaqFormValue = z.infer<typeof faqFormSchema>;

/** What the trip form starts from (the stored row, as text). */
export type TripValues = {
  slug: string;
  nameTr: string;
  nameEn: string;
  regionTr: string;
  regionEn: string;
  summaryTr: string;
  summaryEn: string;
  bodyTr: string;
  bodyEn: string;
  theme: string;
  sort: string;
  popular: string;
  publishAt: string;
};

/** What the FAQ form starts from. */
export type FaqValues = {
  topic: string;
  sort: string;
  questionTr: string;
  questionEn: string;
  answerTr: string;
  answerEn: string;
  publishAt: string;
};

type ListingItemHead = { id: number; path: string; state: "draft" | "scheduled" | "published"; publishedAt: string };

/** One trip page's or FAQ entry's edit page (a new FAQ entry has no item and no values). */
export type ListingPage = { segment: string; notice: string | null } & (
  | { kind: "trip"; item: ListingItemHead; values: TripValues }
  | { kind: "faq"; item: ListingItemHead | null; values: FaqValues | null }
);
