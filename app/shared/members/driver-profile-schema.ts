// The member's saved driver details (decision 0054): the driver step's own fields for the
// driver and the bill, every one optional (a member may save only an address), each checked by the
// same rules the booking applies when it is filled in. One schema for Conform and the server;
// messages are catalog keys under members.errors.
import { z } from "#app/shared/validation/zod.ts";
import { checkDriver } from "#app/domain/driver/eligibility.ts";
import { isValidTckn } from "#app/domain/identity/tckn.ts";
import { isValidVkn } from "#app/domain/identity/vkn.ts";
import { parseDateMask } from "#app/domain/time/date-mask.ts";
import type { MemberErrorKey } from "./member-schemas.ts";

const e = (name: string): MemberErrorKey => `members.errors.${name}`;
const PASSPORT_RE = /^[A-Za-z0-9]{5,20}$/;

export const DRIVER_PROFILE_FIELDS = [
  "birthDate",
  "licenceDate",
  "nationality",
  "tckn",
  "passport",
  "billingKind",
  "billingName",
  "billingTckn",
  "companyTitle",
  "taxOffice",
  "taxNumber",
  "billingAddress",
] as const;
export type DriverProfileField = (typeof DRIVER_PROFILE_FIELDS)[number];
export type DriverProfileValues = Partial<Record<DriverProfileField, string>>;

const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: e("tooLong") })
    .optional();

/** The form's schema; `today` is the Istanbul date (dates in the future are refused). */
export function driverProfileSchema(today: string) {
  return z
    .object({
      birthDate: optional(10),
      licenceDate: optional(10),
      nationality: z.enum(["tr", "foreign"], { error: e("choiceInvalid") }).optional(),
      tckn: optional(11),
      passport: optional(20),
      billingKind: z.enum(["individual", "company"], { error: e("choiceInvalid") }).optional(),
      billingName: optional(120),
      billingTckn: optional(11),
      companyTitle: optional(200),
      taxOffice: optional(120),
      taxNumber: optional(10),
      billingAddress: optional(500),
    })
    .superRefine((v, ctx) => {
      const issue = (path: DriverProfileField, name: string) =>
        ctx.addIssue({ code: "custom", path: [path], message: e(name) });
      const birth = v.birthDate ? parseDateMask(v.birthDate) : null;
      const licence = v.licenceDate ? parseDateMask(v.licenceDate) : null;
      if (v.birthDate && !birth) issue("birthDate", "dateInvalid");
      if (v.licenceDate && !licence) issue("licenceDate", "dateInvalid");
      if (birth && licence) {
        // The booking checks the model's age and licence years on the pick-up day; here only what
        // is true of any licence: not in the future, not before the holder was 18.
        for (const problem of checkDriver({
          birthDate: birth,
          licenceDate: licence,
          pickUpDate: today,
          minAge: 0,
          licenceYears: 0,
          today,
        })) {
          issue(problem === "birthInFuture" ? "birthDate" : "licenceDate", problem);
        }
      } else if (birth && birth > today) issue("birthDate", "birthInFuture");
      else if (licence && licence > today) issue("licenceDate", "licenceInFuture");
      if (v.tckn && !isValidTckn(v.tckn)) issue("tckn", "tcknInvalid");
      if (v.billingTckn && !isValidTckn(v.billingTckn)) issue("billingTckn", "tcknInvalid");
      if (v.passport && !PASSPORT_RE.test(v.passport)) issue("passport", "passportInvalid");
      if (v.taxNumber && !isValidVkn(v.taxNumber)) issue("taxNumber", "taxNumberInvalid");
    });
}

/** What is stored: only the fields that hold something, dates as the member typed them. */
export function profileToStore(values: DriverProfileValues): DriverProfileValues {
  const kept: DriverProfileValues = {};
  for (const field of DRIVER_PROFILE_FIELDS) {
    const value = values[field]?.trim();
    if (value) kept[field] = value;
  }
  return kept;
}
