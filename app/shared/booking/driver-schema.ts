// Step 3 (driver and billing): one zod schema for the browser (Conform) and the server. Messages are
// catalog keys under booking.errors, so each side words them in the page's language.
import { z } from "#app/shared/validation/zod.ts";
import { checkDriver } from "#app/domain/driver/eligibility.ts";
import { isValidTckn } from "#app/domain/identity/tckn.ts";
import { normaliseFlightNumber } from "#app/domain/reservation/flight-number.ts";
import { isValidVkn } from "#app/domain/identity/vkn.ts";
import { parseDateMask } from "#app/domain/time/date-mask.ts";
import { zodFields } from "#app/shared/validation/zod-fields.ts";
import { checkPhone } from "#app/shared/phone.ts";

/** What the driver rules need from the chosen model and the pick-up. */
export type DriverRules = { minAge: number; licenceYears: number; pickUpDate: string; today: string };

export type DriverErrorKey = `booking.errors.${string}`;
const e = (name: string): DriverErrorKey => `booking.errors.${name}`;

const { text, optionalText, email, personName, accepted } = zodFields(e);
const PASSPORT_RE = /^[A-Za-z0-9]{5,20}$/;

export function driverSchema(rules: DriverRules) {
  return z
    .object({
      firstName: personName("firstNameRequired"),
      lastName: personName("lastNameRequired"),
      email,
      phoneCountry: z.string().optional(),
      phone: z.string().optional(),
      birthDate: text("birthDateRequired", 10),
      licenceDate: text("licenceDateRequired", 10),
      nationality: z.enum(["tr", "foreign"], { error: e("nationalityRequired") }),
      tckn: z.string().trim().optional(),
      passport: z.string().trim().optional(),
      note: optionalText(500),
      /** Airport pick-ups only (decision 0055): optional, "TK 2124" is kept as "TK2124". */
      flightNumber: z.string().trim().optional(),
      billingKind: z.enum(["individual", "company"], { error: e("billingKindRequired") }),
      billingName: optionalText(120),
      billingTckn: z.string().trim().optional(),
      companyTitle: optionalText(200),
      taxOffice: optionalText(120),
      taxNumber: z.string().trim().optional(),
      billingAddress: text("billingAddressRequired", 500),
      termsAccepted: accepted("termsRequired"),
      kvkkAccepted: accepted("kvkkRequired"),
    })
    .superRefine(
      (value, ctx) => {
        // Runs even when other fields failed (when: below), so every field's message shows at once.
        const raw = value as Record<string, unknown>;
        const str = (name: string) => (typeof raw[name] === "string" ? (raw[name] as string).trim() : "");
        const v = {
          phoneCountry: str("phoneCountry"),
          phone: str("phone"),
          birthDate: str("birthDate"),
          licenceDate: str("licenceDate"),
          nationality: str("nationality"),
          tckn: str("tckn"),
          passport: str("passport"),
          billingKind: str("billingKind"),
          billingName: str("billingName"),
          billingTckn: str("billingTckn"),
          companyTitle: str("companyTitle"),
          taxOffice: str("taxOffice"),
          taxNumber: str("taxNumber"),
          flightNumber: str("flightNumber"),
        };
        const issue = (path: string, name: string) => ctx.addIssue({ code: "custom", path: [path], message: e(name) });
        const phone = checkPhone(v.phoneCountry, v.phone);
        if (!phone.ok) {
          issue(phone.problem === "phoneCountryMissing" ? "phoneCountry" : "phone", phone.problem);
        }
        const birth = parseDateMask(v.birthDate);
        const licence = parseDateMask(v.licenceDate);
        if (v.birthDate && !birth) issue("birthDate", "dateInvalid");
        if (v.licenceDate && !licence) issue("licenceDate", "dateInvalid");
        if (birth && licence) {
          for (const problem of checkDriver({
            birthDate: birth,
            licenceDate: licence,
            pickUpDate: rules.pickUpDate,
            minAge: rules.minAge,
            licenceYears: rules.licenceYears,
            today: rules.today,
          })) {
            const field = problem === "birthInFuture" || problem === "tooYoung" ? "birthDate" : "licenceDate";
            issue(field, problem);
          }
        }
        if (!normaliseFlightNumber(v.flightNumber).ok) issue("flightNumber", "flightNumberInvalid");
        if (v.nationality === "tr") {
          if (!v.tckn) issue("tckn", "tcknRequired");
          else if (!isValidTckn(v.tckn)) issue("tckn", "tcknInvalid");
        }
        if (v.nationality === "foreign") {
          if (!v.passport) issue("passport", "passportRequired");
          else if (!PASSPORT_RE.test(v.passport)) issue("passport", "passportInvalid");
        }
        if (v.billingKind === "individual") {
          if (!v.billingName) issue("billingName", "billingNameRequired");
          if (v.nationality === "tr" || v.billingTckn) {
            if (!v.billingTckn) issue("billingTckn", "tcknRequired");
            else if (!isValidTckn(v.billingTckn)) issue("billingTckn", "tcknInvalid");
          }
        }
        if (v.billingKind === "company") {
          if (!v.companyTitle) issue("companyTitle", "companyTitleRequired");
          if (!v.taxOffice) issue("taxOffice", "taxOfficeRequired");
          if (!v.taxNumber) issue("taxNumber", "taxNumberRequired");
          else if (!isValidVkn(v.taxNumber)) issue("taxNumber", "taxNumberInvalid");
        }
      },
      { when: () => true },
    );
}

export type DriverForm = z.output<ReturnType<typeof driverSchema>>;
/** What was typed, kept as strings so a draft can give it back exactly. */
export type DriverDraft = Partial<Record<keyof DriverForm, string>>;

/** Every field name of the form, for copying typed values into a draft. */
export const DRIVER_FIELDS = [
  "firstName",
  "lastName",
  "email",
  "phoneCountry",
  "phone",
  "birthDate",
  "licenceDate",
  "nationality",
  "tckn",
  "passport",
  "note",
  "flightNumber",
  "billingKind",
  "billingName",
  "billingTckn",
  "companyTitle",
  "taxOffice",
  "taxNumber",
  "billingAddress",
  "termsAccepted",
  "kvkkAccepted",
] as const satisfies readonly (keyof DriverForm)[];
