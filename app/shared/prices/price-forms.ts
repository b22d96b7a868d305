// The price editor's forms (docs/decisions/0047), shared by the pages (Conform's
// checks in the browser) and their actions. Amounts are typed in lira with kuruş ("1.250,50",
// "1250,5" or "1250") and become integer kuruş; season factors are per cents ("112,5").
// Every form carries the sample rental the preview prices. Messages are keys under prices.errors.
import { parseFactorPercent } from "#app/domain/pricing/price-edits.ts";
import type { TIER_MIN_DAYS } from "#app/domain/pricing/tiers.ts";
import { isDateString } from "#app/domain/time/calendar.ts";
import type { Lang } from "#app/i18n/config.ts";
import { parseLira } from "#app/shared/desk/desk-schemas.ts";
import { z } from "#app/shared/validation/zod.ts";

type PricesErrorKey = `prices.errors.${string}`;
const e = (name: string): PricesErrorKey => `prices.errors.${name}`;

export const PREVIEW_INTENT = "preview";
export const SAVE_INTENT = "save";
const intent = z.enum([PREVIEW_INTENT, SAVE_INTENT]);
const id = z.coerce
  .number({ error: e("required") })
  .int({ error: e("required") })
  .positive({ error: e("required") });

/** A required amount in lira typed in the page's language; Turkish `1.250,50` -> 125050 kuruş. */
const liraFor = (lang: Lang) =>
  z
    .string({ error: e("required") })
    .trim()
    .min(1, { error: e("required") })
    .transform((value, ctx) => {
      if (/^-/.test(value)) {
        ctx.addIssue({ code: "custom", message: e("negative") });
        return z.NEVER;
      }
      const kurus = parseLira(value, lang);
      if (kurus === null || kurus > 100_000_000) {
        ctx.addIssue({ code: "custom", message: e("amount") });
        return z.NEVER;
      }
      return kurus;
    });

const date = z
  .string({ error: e("date") })
  .trim()
  .refine((v) => isDateString(v), { error: e("date") });

/** The sample rental: a model, two offices and two days (pick-up and return at 10:00). */
const sample = {
  sampleModel: id,
  samplePickup: id,
  sampleDropoff: id,
  sampleFrom: date,
  sampleTo: date,
};

export type TierField = `tier${(typeof TIER_MIN_DAYS)[number]}`;
export const tierField = (minDays: number) => `tier${minDays}` as TierField;

export const ratesSchemaFor = (lang: Lang) => {
  const lira = liraFor(lang);
  return z.object({
    intent,
    modelId: id,
    tier1: lira,
    tier4: lira,
    tier8: lira,
    tier16: lira,
    tier31: lira,
    ...sample,
  });
};
export const ratesSchema = ratesSchemaFor("tr");
/** A required amount in lira typed in Turkish. */
export const lira = liraFor("tr");

export const seasonSchema = z
  .object({
    intent,
    id: z.coerce.number().int().positive().optional(),
    nameTr: z
      .string({ error: e("required") })
      .trim()
      .min(1, { error: e("required") })
      .max(80, { error: e("tooLong") }),
    nameEn: z
      .string({ error: e("required") })
      .trim()
      .min(1, { error: e("required") })
      .max(80, { error: e("tooLong") }),
    startsOn: date,
    endsOn: date,
    factor: z
      .string({ error: e("required") })
      .trim()
      .transform((value, ctx) => {
        const permille = parseFactorPercent(value);
        if (permille === null || permille < 1 || permille > 5000) {
          ctx.addIssue({ code: "custom", message: e("factor") });
          return z.NEVER;
        }
        return permille;
      }),
    ...sample,
  })
  .superRefine((v, ctx) => {
    if (v.endsOn < v.startsOn) ctx.addIssue({ code: "custom", path: ["endsOn"], message: e("endsBeforeStart") });
  });

export const oneWaySchemaFor = (lang: Lang) =>
  z.object({ intent, cityA: id, cityB: id, fee: liraFor(lang), ...sample }).superRefine((v, ctx) => {
    if (v.cityA === v.cityB) ctx.addIssue({ code: "custom", path: ["cityB"], message: e("sameCity") });
  });
export const oneWaySchema = oneWaySchemaFor("tr");

export const packageSchemaFor = (lang: Lang) => {
  const lira = liraFor(lang);
  return z.discriminatedUnion("kind", [
    z.object({ intent, kind: z.literal("assurance"), packageId: id, classId: id, price: lira, ...sample }),
    z.object({ intent, kind: z.literal("km"), packageId: id, price: lira, ...sample }),
    z.object({
      intent,
      kind: z.literal("extra"),
      packageId: id,
      price: lira,
      cap: z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? undefined : v), lira.optional()),
      ...sample,
    }),
  ]);
};
export const packageSchema = packageSchemaFor("tr");

export type SampleValues = z.infer<z.ZodObject<typeof sample>>;

/** The packages page's second form: the pay-now discount (decision 0055). */
export const PAY_NOW_INTENT = "payNow";
