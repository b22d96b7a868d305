// The public forms' fields, one zod schema each, shared by the browser (Conform) and the server.
// Messages are catalog keys under forms.errors, so each side words them in the page's language.
import { z } from "#app/shared/validation/zod.ts";
import { MAX_CV_BYTES } from "#app/domain/files/cv-content.ts";
import { normalizeReservationNumber } from "#app/domain/reservation/reservation-number.ts";
import { checkPhone } from "#app/shared/phone.ts";
import { zodFields } from "#app/shared/validation/zod-fields.ts";

export type FormErrorKey = `forms.errors.${string}`;
const e = (name: string): FormErrorKey => `forms.errors.${name}`;

const { text, optionalText, email } = zodFields(e);
/** A checkbox group: nothing, one value or several, as a list of at least one. */
const someOf = (required: string) =>
  z.preprocess(
    (v) => (v === undefined || v === "" ? [] : Array.isArray(v) ? v : [v]),
    z
      .array(z.string().max(40))
      .min(1, { error: e(required) })
      .max(100),
  );

/** The security code's fields; every form with a captcha spreads these in. */
export const captchaFields = {
  captchaId: z.string().max(64).optional(),
  captcha: text("captchaRequired", 20),
};

const phoneFields = { phoneCountry: z.string().max(2).optional(), phone: z.string().max(40).optional() };

/** The spec's phone messages, checked even when other fields failed so every message shows at once. */
function checkPhoneField(value: unknown, ctx: z.RefinementCtx) {
  const raw = value as Record<string, unknown>;
  const str = (name: string) => (typeof raw[name] === "string" ? (raw[name] as string).trim() : "");
  const phone = checkPhone(str("phoneCountry"), str("phone"));
  if (!phone.ok) {
    ctx.addIssue({
      code: "custom",
      path: [phone.problem === "phoneCountryMissing" ? "phoneCountry" : "phone"],
      message: e(phone.problem),
    });
  }
}

export const CONTACT_TYPES = ["request", "comment", "complaint"] as const;

export const contactSchema = z
  .object({
    type: z.enum(CONTACT_TYPES, { error: e("typeRequired") }),
    name: text("nameRequired", 120),
    email,
    ...phoneFields,
    subject: text("subjectRequired", 200),
    message: text("messageRequired", 5000),
    department: z.string({ error: e("departmentRequired") }).regex(/^\d{1,6}$/, { error: e("departmentRequired") }),
    city: z
      .string()
      .regex(/^\d{1,6}$/)
      .optional(),
    ...captchaFields,
  })
  .superRefine(checkPhoneField, { when: () => true });

export const FLEET_DURATIONS = ["1-3", "3-6", "6-12", "12-24", "24-36"] as const;

export const fleetSchema = z
  .object({
    firstName: text("firstNameRequired", 60),
    lastName: text("lastNameRequired", 60),
    email,
    ...phoneFields,
    company: text("companyRequired", 200),
    position: optionalText(120),
    vehicleCount: z.coerce
      .number({ error: e("vehicleCountRequired") })
      .int({ error: e("vehicleCountInvalid") })
      .min(1, { error: e("vehicleCountInvalid") })
      .max(1000, { error: e("vehicleCountInvalid") }),
    classes: someOf("classesRequired"),
    duration: z.enum(FLEET_DURATIONS, { error: e("durationRequired") }),
    cities: someOf("citiesRequired"),
    note: optionalText(3000),
    ...captchaFields,
  })
  .superRefine(checkPhoneField, { when: () => true });

/** The CV as the browser or server sees it; its CONTENT is checked on the server (sniffCv). */
const cvFile = z
  .instanceof(File, { error: e("cvRequired") })
  .refine((f) => f.size > 0, { error: e("cvRequired") })
  .refine((f) => f.size <= MAX_CV_BYTES, { error: e("cvTooLarge") });

export const jobSchema = z
  .object({
    firstName: text("firstNameRequired", 60),
    lastName: text("lastNameRequired", 60),
    email,
    ...phoneFields,
    departments: someOf("departmentsRequired"),
    note: optionalText(3000),
    cv: cvFile,
    ...captchaFields,
  })
  .superRefine(checkPhoneField, { when: () => true });

const reservationNumber = text("reservationNumberRequired", 40).refine((v) => normalizeReservationNumber(v) !== null, {
  error: e("reservationNumberInvalid"),
});

export const lookupSchema = z.object({
  number: reservationNumber,
  lastName: text("lastNameRequired", 60),
});

export const cancellationSchema = z.object({
  number: reservationNumber,
  lastName: text("lastNameRequired", 60),
  reason: text("reasonRequired", 2000),
  ...captchaFields,
});

export type ContactForm = z.output<typeof contactSchema>;
export type FleetForm = z.output<typeof fleetSchema>;
export type JobForm = z.output<typeof jobSchema>;
export type LookupForm = z.output<typeof lookupSchema>;
export type CancellationForm = z.output<typeof cancellationSchema>;
