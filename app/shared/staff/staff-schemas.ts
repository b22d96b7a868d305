// The staff sign-in and set-up forms' schemas, shared by the browser (Conform) and the server.
// Messages are catalog keys under staff.errors.
import { z } from "#app/shared/validation/zod.ts";

export const STAFF_MIN_PASSWORD = 10;
export const STAFF_MAX_PASSWORD = 128;

type StaffErrorKey = `staff.errors.${string}`;
const e = (name: string): StaffErrorKey => `staff.errors.${name}`;

const required = (max = 200) =>
  z
    .string({ error: e("required") })
    .trim()
    .min(1, { error: e("required") })
    .max(max, { error: e("required") });

export const staffSignInSchema = z.object({
  email: required(254).pipe(z.email({ error: e("emailInvalid") })),
  password: z.string({ error: e("required") }).min(1, { error: e("required") }),
  redirectTo: z.string().optional(),
});

/** A TOTP code (6 digits, spaces allowed) or, with `backup`, a backup code like "abcde-12345". */
export const staffCodeSchema = z
  .object({
    code: required(40),
    backup: z.literal("on").optional(),
    redirectTo: z.string().optional(),
  })
  .superRefine((value, ctx) => {
    const code = value.code.replace(/\s/g, "");
    const ok = value.backup ? /^[A-Za-z0-9]{5}-?[A-Za-z0-9]{5}$/.test(code) : /^\d{6}$/.test(code);
    if (!ok) ctx.addIssue({ code: "custom", path: ["code"], message: e(value.backup ? "backupFormat" : "codeFormat") });
  });

export const staffEnrolPasswordSchema = z.object({
  password: z.string({ error: e("required") }).min(1, { error: e("required") }),
});

export const staffEnrolCodeSchema = z.object({
  code: required(20).refine((v) => /^\d{6}$/.test(v.replace(/\s/g, "")), { error: e("codeFormat") }),
});

export const staffSetPasswordSchema = z
  .object({
    token: z.string().min(1),
    password: z
      .string({ error: e("required") })
      .min(1, { error: e("required") })
      .min(STAFF_MIN_PASSWORD, { error: e("passwordTooShort") })
      .max(STAFF_MAX_PASSWORD, { error: e("passwordTooLong") }),
    passwordRepeat: z.string({ error: e("required") }).min(1, { error: e("required") }),
  })
  .superRefine((value, ctx) => {
    if (value.password !== value.passwordRepeat) {
      ctx.addIssue({ code: "custom", path: ["passwordRepeat"], message: e("passwordsDiffer") });
    }
  });
