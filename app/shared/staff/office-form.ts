// The office editor's forms (/yonetim/subeler/:id, docs/decisions/0050): settings (hours per
// weekday, 24/7, buffer, address, phone, map position) and one holiday or shortened day. Conform +
// zod in the browser and on the server; messages are catalogue keys under offices.errors.
import { parsePhoneNumberFromString } from "libphonenumber-js";
import {
  BUFFER_MAX_MINUTES,
  checkBuffer,
  checkHours,
  checkLatitude,
  checkLongitude,
} from "#app/domain/offices/office-settings.ts";
import { parseDateMask } from "#app/domain/time/date-mask.ts";
import { z } from "#app/shared/validation/zod.ts";

type OfficesErrorKey = `offices.errors.${string}`;
const e = (name: string): OfficesErrorKey => `offices.errors.${name}`;

export const SETTINGS_INTENT = "settings";
export const CLOSURE_INTENT = "closure";
export const REMOVE_CLOSURE_INTENT = "remove-closure";

/** An office phone (landline or mobile) in international form, or null when it is not a real number. */
export function officePhone(typed: string): string | null {
  const parsed = parsePhoneNumberFromString(typed.trim(), "TR");
  return parsed && parsed.isValid() ? parsed.formatInternational() : null;
}

/** A decimal degree as typed ("41.2753" or "41,2753"). */
function degrees(check: (v: number) => boolean, required: string, range: string) {
  return z
    .string({ error: e(required) })
    .trim()
    .min(1, { error: e(required) })
    .transform((v, ctx) => {
      const n = /^[-+]?\d{1,3}([.,]\d{1,8})?$/.test(v) ? Number(v.replace(",", ".")) : Number.NaN;
      if (!check(n)) {
        ctx.addIssue({ code: "custom", message: e(range) });
        return z.NEVER;
      }
      return n;
    });
}

const time = z.string().trim().optional().default("");

const day = z
  .object({ closed: z.boolean().optional().default(false), open: time, close: time })
  .superRefine((d, ctx) => {
    if (d.closed) return;
    const problem = checkHours(d.open, d.close);
    if (problem === "timeInvalid") {
      const bad = checkHours(d.open, "24:00") === "timeInvalid" ? "open" : "close";
      ctx.addIssue({ code: "custom", path: [bad], message: e("timeInvalid") });
    } else if (problem) {
      ctx.addIssue({ code: "custom", path: ["close"], message: e(problem) });
    }
  });

const address = z
  .string({ error: e("addressRequired") })
  .trim()
  .min(10, { error: e("addressRequired") })
  .max(300, { error: e("tooLong") });

export const officeSettingsSchema = z.object({
  intent: z.literal(SETTINGS_INTENT),
  open24h: z.boolean().optional().default(false),
  days: z.array(day).length(7),
  turnaroundMinutes: z.coerce.number({ error: e("bufferInvalid") }).refine(checkBuffer, { error: e("bufferInvalid") }),
  addressTr: address,
  addressEn: address,
  phone: z
    .string({ error: e("phoneRequired") })
    .trim()
    .min(1, { error: e("phoneRequired") })
    .transform((v, ctx) => {
      const phone = officePhone(v);
      if (!phone) {
        ctx.addIssue({ code: "custom", message: e("phoneInvalid") });
        return z.NEVER;
      }
      return phone;
    }),
  lat: degrees(checkLatitude, "latRequired", "latRange"),
  lng: degrees(checkLongitude, "lngRequired", "lngRange"),
  /** Ticked after the page listed the reservations new hours would leave outside. */
  confirmStranded: z.boolean().optional().default(false),
});
export type OfficeSettingsForm = z.infer<typeof officeSettingsSchema>;

export const officeClosureSchema = z
  .object({
    intent: z.literal(CLOSURE_INTENT),
    day: z
      .string({ error: e("dayRequired") })
      .trim()
      .min(1, { error: e("dayRequired") })
      .transform((v, ctx) => {
        const iso = parseDateMask(v);
        if (!iso) {
          ctx.addIssue({ code: "custom", message: e("dayInvalid") });
          return z.NEVER;
        }
        return iso;
      }),
    kind: z.enum(["closed", "shortened"], { error: e("kindRequired") }),
    opens: time,
    closes: time,
    noteTr: z
      .string({ error: e("noteRequired") })
      .trim()
      .min(1, { error: e("noteRequired") })
      .max(120, { error: e("tooLong") }),
    noteEn: z
      .string({ error: e("noteRequired") })
      .trim()
      .min(1, { error: e("noteRequired") })
      .max(120, { error: e("tooLong") }),
    confirmStranded: z.boolean().optional().default(false),
  })
  .superRefine((c, ctx) => {
    if (c.kind !== "shortened") return;
    const problem = checkHours(c.opens, c.closes);
    if (problem === "timeInvalid") {
      const bad = checkHours(c.opens, "24:00") === "timeInvalid" ? "opens" : "closes";
      ctx.addIssue({ code: "custom", path: [bad], message: e("timeInvalid") });
    } else if (problem) {
      ctx.addIssue({ code: "custom", path: ["closes"], message: e(problem) });
    }
  });
export type OfficeClosureForm = z.infer<typeof officeClosureSchema>;

export const removeClosureSchema = z.object({
  intent: z.literal(REMOVE_CLOSURE_INTENT),
  day: z.iso.date(),
});

export { BUFFER_MAX_MINUTES };
