// The member forms' zod schemas, shared by the browser (Conform) and the server. Messages are
// catalog keys under members.errors, worded in the page's language by each side.
import { z } from "#app/shared/validation/zod.ts";
import { checkPhone } from "#app/shared/phone.ts";
import { zodFields } from "#app/shared/validation/zod-fields.ts";

export type MemberErrorKey = `members.errors.${string}`;
const e = (name: string): MemberErrorKey => `members.errors.${name}`;

export const MIN_PASSWORD = 6;
export const MAX_PASSWORD = 128;

const { personName, email, accepted } = zodFields(e);

const password = (required = "passwordRequired") =>
  z
    .string({ error: e(required) })
    .min(1, { error: e(required) })
    .min(MIN_PASSWORD, { error: e("passwordTooShort") })
    .max(MAX_PASSWORD, { error: e("passwordTooLong") });

const code = z
  .string({ error: e("codeRequired") })
  .trim()
  .min(1, { error: e("codeRequired") })
  .regex(/^\d{6}$/, { error: e("codeFormat") });

/** Phone checked against its country; the E.164 form replaces what was typed. */
function withPhone(value: { phoneCountry?: unknown; phone?: unknown }, ctx: z.RefinementCtx) {
  const str = (v: unknown) => (typeof v === "string" ? v : undefined);
  const result = checkPhone(str(value.phoneCountry), str(value.phone));
  if (!result.ok) {
    ctx.addIssue({
      code: "custom",
      path: [result.problem === "phoneCountryMissing" ? "phoneCountry" : "phone"],
      message: e(result.problem),
    });
  }
}

function samePasswords(first: string, second: string) {
  return (value: Record<string, unknown>, ctx: z.RefinementCtx) => {
    if (typeof value[first] === "string" && typeof value[second] === "string" && value[first] !== value[second]) {
      ctx.addIssue({ code: "custom", path: [second], message: e("passwordsDiffer") });
    }
  };
}

const personal = {
  firstName: personName("firstNameRequired"),
  lastName: personName("lastNameRequired"),
  phoneCountry: z.string().optional(),
  phone: z.string().optional(),
};

export const signUpSchema = z
  .object({
    ...personal,
    email,
    password: password(),
    passwordRepeat: z.string({ error: e("passwordRequired") }),
    kvkkAccepted: accepted("kvkkRequired"),
    explicitConsent: z.boolean().optional(),
    agreementAccepted: accepted("agreementRequired"),
  })
  .superRefine(
    (value, ctx) => {
      withPhone(value, ctx);
      samePasswords("password", "passwordRepeat")(value, ctx);
    },
    // Also when other fields failed, so every message shows at once.
    { when: () => true },
  );

export const signInSchema = z.object({
  email,
  password: z.string({ error: e("passwordRequired") }).min(1, { error: e("passwordRequired") }),
  rememberMe: z.boolean().optional(),
  redirectTo: z.string().optional(),
});

export const codeSchema = z.object({ code });

export const forgotSchema = z.object({ email });

export const resetSchema = z
  .object({
    token: z.string().min(1),
    password: password(),
    passwordRepeat: z.string({ error: e("passwordRequired") }),
  })
  .superRefine(samePasswords("password", "passwordRepeat"), { when: () => true });

export const profileSchema = z
  .object({ ...personal, lang: z.enum(["tr", "en"]) })
  .superRefine((value, ctx) => withPhone(value, ctx), { when: () => true });

export const emailChangeSchema = z.object({ newEmail: email });
export const emailCodeSchema = z.object({ newEmail: email, code });

export const passwordChangeSchema = z
  .object({
    current: z.string({ error: e("passwordRequired") }).min(1, { error: e("passwordRequired") }),
    next: password(),
    nextRepeat: z.string({ error: e("passwordRequired") }),
  })
  .superRefine(samePasswords("next", "nextRepeat"), { when: () => true });

export const endMembershipSchema = z.object({
  reason: z
    .string({ error: e("reasonRequired") })
    .trim()
    .min(1, { error: e("reasonRequired") })
    .max(1000, { error: e("tooLong") }),
  confirm: accepted("confirmRequired"),
});

/** A member's cancellation request (/uye-rezervasyonlar/:number/iptal): why, as typed. */
export const memberCancelSchema = z.object({
  reason: z
    .string({ error: e("reasonRequired") })
    .trim()
    .min(1, { error: e("reasonRequired") })
    .max(1000, { error: e("tooLong") }),
});

/** The E.164 number of a phone field that passed its schema. */
export function e164(country: string | undefined, number: string | undefined): string {
  const result = checkPhone(country, number);
  if (!result.ok) throw new Error("phone was validated before");
  return result.e164;
}
