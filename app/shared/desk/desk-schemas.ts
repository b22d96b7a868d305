// The desk's forms (decision 0041), shared by the pages (client-side checks) and their actions.
// Error messages are catalog keys (desk.errors.*); amounts are typed in lira with up to two
// decimals in the page's language ("1.500", "1500,50"; English "1,500.50") and become kuruş; km is
// typed the same way ("12.345"). Each schema is built for a language (`...For(lang)`); the bare
// names are the Turkish ones.
import type { Lang } from "#app/i18n/config.ts";
import {
  FIELD_LIMITS,
  moneyField,
  NUMBER_INPUT_LIMIT,
  numberText,
  parseNumberInput,
  wholeField,
} from "#app/shared/numbers/number-input.ts";
import { z } from "#app/shared/validation/zod.ts";

const required = "desk.errors.required";

/**
 * Lira typed in the page's language -> kuruş, or null (the shared parser, docs/decisions/0083):
 * Turkish "1.500" and "1.500,50" are what a Turkish clerk means; "1,500" is 1,50 TL, never 1.500.
 */
export function parseLira(value: string, lang: Lang = "tr", maxKurus: number = NUMBER_INPUT_LIMIT): number | null {
  const parsed = parseNumberInput(value, lang, moneyField(maxKurus));
  return parsed.ok ? parsed.value : null;
}

/** What a refusal of a typed number says (desk.errors.*). */
const numberMessages = { empty: required, ambiguous: "desk.errors.numberAmbiguous" } as const;

const lira = (lang: Lang, message: string, maxKurus: number) =>
  numberText(lang, moneyField(maxKurus), message, { ...numberMessages, tooLarge: "desk.errors.amountTooLarge" });

const km = (lang: Lang) =>
  numberText(lang, wholeField(FIELD_LIMITS.odometerKm), "desk.errors.odometer", numberMessages);
const eighths = z.coerce.number({ error: required }).int(required).min(0, required).max(8, required);

export const pickupSchemaFor = (lang: Lang) =>
  z.object({
    plate: z.string({ error: required }).trim().min(1, required).max(20, "desk.errors.plate"),
    odometerKm: km(lang),
    fuelEighths: eighths,
    damageNotes: z.string().trim().max(2000, "desk.errors.tooLong").optional().default(""),
    licenceSeen: z.literal("on", { error: "desk.errors.licence" }),
    deposit: lira(lang, "desk.errors.amount", FIELD_LIMITS.deskAmountKurus),
    depositMethod: z.enum(["card_preauth", "cash"], { error: required }),
  });
export const pickupSchema = pickupSchemaFor("tr");

/** Up to three damage lines on the return form (description + amount, both or neither). */
export const DAMAGE_ROWS = 3;

/** Why a damage amount is refused (null: it is fine): the same words on the page and on the server. */
function damageAmountError(amount: string, lang: Lang): string | null {
  const parsed = parseNumberInput(amount, lang, moneyField(FIELD_LIMITS.damageLineKurus));
  if (parsed.ok) return parsed.value === 0 ? "desk.errors.amount" : null;
  if (parsed.reason === "tooLarge") return "desk.errors.damageTooLarge";
  if (parsed.reason === "ambiguous") return "desk.errors.numberAmbiguous";
  return "desk.errors.amount";
}

export const returnSchemaFor = (lang: Lang) =>
  z
    .object({
      odometerKm: km(lang),
      fuelEighths: eighths,
      /** The local date and time the car came back, "dd.mm.yyyy HH:mm". */
      returnedAt: z
        .string({ error: required })
        .trim()
        .regex(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/, "desk.errors.dateTime"),
      damage1: z.string().trim().max(200, "desk.errors.tooLong").optional().default(""),
      damage1Amount: z.string().trim().optional().default(""),
      damage2: z.string().trim().max(200, "desk.errors.tooLong").optional().default(""),
      damage2Amount: z.string().trim().optional().default(""),
      damage3: z.string().trim().max(200, "desk.errors.tooLong").optional().default(""),
      damage3Amount: z.string().trim().optional().default(""),
    })
    .superRefine((value, ctx) => {
      for (const n of [1, 2, 3] as const) {
        const description = value[`damage${n}`];
        const amount = value[`damage${n}Amount`];
        if (!description && !amount) continue;
        if (!description) ctx.addIssue({ code: "custom", path: [`damage${n}`], message: required });
        const error = amount ? damageAmountError(amount, lang) : "desk.errors.amount";
        if (error) ctx.addIssue({ code: "custom", path: [`damage${n}Amount`], message: error });
      }
    });
export const returnSchema = returnSchemaFor("tr");

export function damagesOf(
  value: z.infer<ReturnType<typeof returnSchemaFor>>,
  lang: Lang = "tr",
): { description: string; amountKurus: number }[] {
  return ([1, 2, 3] as const).flatMap((n) => {
    const description = value[`damage${n}`];
    const amountKurus = parseLira(value[`damage${n}Amount`], lang, FIELD_LIMITS.damageLineKurus);
    return description && amountKurus ? [{ description, amountKurus }] : [];
  });
}

export const paymentSchemaFor = (lang: Lang) =>
  z
    .object({
      amount: lira(lang, "desk.errors.amount", FIELD_LIMITS.deskAmountKurus),
      method: z.enum(["cash", "card_terminal"], { error: required }),
      /** The POS slip's authorisation number, for a card payment (decision 0081). */
      authCode: z.string().trim().max(12, "deskMoney.errors.authCode").optional().default(""),
      /** A monthly rental's month the money is for (decision 0138); empty: oldest unpaid first. */
      forMonth: z
        .string()
        .trim()
        .regex(/^([1-9]|1[0-3])?$/, "deskMoney.errors.monthNotOpen")
        .optional()
        .default("")
        .transform((v) => (v === "" ? null : Number(v))),
      key: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, "desk.errors.stale"),
    })
    .superRefine((value, ctx) => {
      if (value.method === "card_terminal" && !/^[A-Za-z0-9]{4,12}$/.test(value.authCode)) {
        ctx.addIssue({ code: "custom", path: ["authCode"], message: "deskMoney.errors.authCode" });
      }
    });
export const paymentSchema = paymentSchemaFor("tr");

/** Cash paid back at the counter (decision 0127): the amount, the person's note, the form's key. */
export const payBackSchemaFor = (lang: Lang) =>
  z.object({
    amount: lira(lang, "desk.errors.amount", FIELD_LIMITS.deskAmountKurus),
    note: z
      .string({ error: "deskMoney.errors.payBackNote" })
      .trim()
      .min(5, "deskMoney.errors.payBackNote")
      .max(1000, "deskMoney.errors.payBackNote"),
    key: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, "desk.errors.stale"),
  });

export const unitSchema = z.object({ unitId: z.coerce.number({ error: required }).int(required).positive(required) });

export const cancelSchema = z.object({
  reason: z.string({ error: required }).trim().min(1, required).max(1000, "desk.errors.tooLong"),
});

export const noShowSchema = z.object({ confirm: z.literal("on", { error: "desk.errors.confirm" }) });
