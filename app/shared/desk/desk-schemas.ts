// The desk's forms (decision 0041), shared by the pages (client-side checks) and their actions.
// Error messages are catalog keys (desk.errors.*); amounts are typed in lira with up to two
// decimals ("1500", "1500,50" or "1500.50") and become kuruş.
import { z } from "#app/shared/validation/zod.ts";

const required = "desk.errors.required";

/** "1500", "1.500", "1500,5", "1500.50" -> kuruş; null when it is not an amount. */
export function parseLira(value: string): number | null {
  const text = value.trim().replace(/\s/g, "");
  let whole: string;
  let cents = "";
  const plain = /^(\d+)(?:[.,](\d{1,2}))?$/.exec(text);
  // Thousands grouped with one separator, the decimals (if any) after the other one.
  const grouped = /^(\d{1,3}(?:([.,])\d{3})(?:\2\d{3})*)(?:([.,])(\d{1,2}))?$/.exec(text);
  if (plain) {
    whole = plain[1] ?? "";
    cents = plain[2] ?? "";
  } else if (grouped && (grouped[3] === undefined || grouped[3] !== grouped[2])) {
    whole = (grouped[1] ?? "").replace(/[.,]/g, "");
    cents = grouped[4] ?? "";
  } else {
    return null;
  }
  const kurus = Number(whole) * 100 + Number(cents.padEnd(2, "0"));
  return Number.isSafeInteger(kurus) ? kurus : null;
}

const lira = (message: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .transform((value, ctx) => {
      const kurus = parseLira(value);
      if (kurus === null) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return kurus;
    });

const km = z.coerce
  .number({ error: "desk.errors.odometer" })
  .int("desk.errors.odometer")
  .min(0, "desk.errors.odometer")
  .max(2_000_000, "desk.errors.odometer");
const eighths = z.coerce.number({ error: required }).int(required).min(0, required).max(8, required);

export const pickupSchema = z.object({
  plate: z.string({ error: required }).trim().min(1, required).max(20, "desk.errors.plate"),
  odometerKm: km,
  fuelEighths: eighths,
  damageNotes: z.string().trim().max(2000, "desk.errors.tooLong").optional().default(""),
  licenceSeen: z.literal("on", { error: "desk.errors.licence" }),
  deposit: lira("desk.errors.amount"),
  depositMethod: z.enum(["card_preauth", "cash"], { error: required }),
});

/** Up to three damage lines on the return form (description + amount, both or neither). */
export const DAMAGE_ROWS = 3;

export const returnSchema = z
  .object({
    odometerKm: km,
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
      if (!amount || parseLira(amount) === null || parseLira(amount) === 0) {
        ctx.addIssue({ code: "custom", path: [`damage${n}Amount`], message: "desk.errors.amount" });
      }
    }
  });

export function damagesOf(value: z.infer<typeof returnSchema>): { description: string; amountKurus: number }[] {
  return ([1, 2, 3] as const).flatMap((n) => {
    const description = value[`damage${n}`];
    const amountKurus = parseLira(value[`damage${n}Amount`]);
    return description && amountKurus ? [{ description, amountKurus }] : [];
  });
}

export const paymentSchema = z.object({
  amount: lira("desk.errors.amount"),
  method: z.enum(["cash", "card_terminal"], { error: required }),
  key: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, "desk.errors.stale"),
});

export const unitSchema = z.object({ unitId: z.coerce.number({ error: required }).int(required).positive(required) });

export const cancelSchema = z.object({
  reason: z.string({ error: required }).trim().min(1, required).max(1000, "desk.errors.tooLong"),
});

export const noShowSchema = z.object({ confirm: z.literal("on", { error: "desk.errors.confirm" }) });
