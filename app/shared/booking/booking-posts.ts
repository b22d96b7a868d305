// What the booking steps' forms post (vehicle-step, packages-step, driver-step, payment-step), read
// through zod into the typed input of the booking services (docs/decisions/0013 and 0030). A field
// a browser leaves out or fills with nonsense becomes a safe default, never an exception.
import { z } from "#app/shared/validation/zod.ts";
import { SEARCH_PARAMS, searchValuesFromQuery } from "#app/shared/search/search-form.ts";
import { FLOW_PARAMS, type BookingStep } from "./booking-query.ts";
import { DRIVER_FIELDS, type DriverDraft } from "./driver-schema.ts";

/** A posted form as field -> first value (what FormData.get returns); files are left out. */
export function formFields(form: FormData): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === "string" && !Object.hasOwn(fields, name)) fields[name] = value;
  return fields;
}

/** The five search fields of a URL or a post (the draft keeps them as typed). */
export function draftSearchFrom(values: URLSearchParams | Record<string, string>) {
  const query = new URLSearchParams();
  const get = (name: string) => (values instanceof URLSearchParams ? values.get(name) : values[name]) ?? "";
  for (const name of Object.values(SEARCH_PARAMS)) query.set(name, get(name));
  const { different: _different, ...search } = searchValuesFromQuery(query);
  return search;
}

const text = (max: number) =>
  z
    .string()
    .catch("")
    .transform((s) => s.slice(0, max));
const flag = z
  .string()
  .catch("")
  .transform((v) => v === "1");
/** A model id; anything else is null (the step then goes back to the search). */
const modelId = z.coerce.number().int().positive().nullable().catch(null);
/** A quantity as typed; the service clamps it to what the extra allows. */
const quantity = z
  .string()
  .transform((v) => Number(v))
  .transform((n) => (Number.isFinite(n) ? Math.trunc(n) : 0));

const envelopeSchema = z.object({ intent: text(40), [FLOW_PARAMS.draft]: text(64) });

const packagesSchema = z
  .object({ assurance: text(40), km: text(40), confirmed: flag, js: flag, depositFree: flag })
  .catchall(z.string())
  .transform(({ assurance, km, confirmed, js, depositFree, ...rest }) => ({
    assurance,
    km,
    confirmed,
    js,
    /** The deposit-free package (decision 0125): field "depositFree" = "1". */
    depositFree,
    extras: Object.fromEntries(
      Object.entries(rest)
        .filter(([name]) => name.startsWith("extra."))
        .map(([name, value]) => [name.slice("extra.".length), quantity.parse(value)] as const),
    ),
    /** Combinable assurance packages ticked beside the main one: fields "addOn.<code>" = "1". */
    addOns: Object.entries(rest)
      .filter(([name, value]) => name.startsWith("addOn.") && value === "1")
      .map(([name]) => name.slice("addOn.".length)),
  }));

/** Everything the driver typed, each field at most 1,000 characters (nothing typed is lost). */
const driverDraftSchema = z
  .object(Object.fromEntries(DRIVER_FIELDS.map((name) => [name, z.string().optional().catch(undefined)])))
  .transform((fields) => {
    const typed: DriverDraft = {};
    for (const name of DRIVER_FIELDS) {
      const value = fields[name];
      if (typeof value === "string") typed[name] = value.slice(0, 1000);
    }
    return typed;
  });

/** `depositFree` is optional for callers that build a choice by hand (absent = not taken). */
export type PackagesChoice = Omit<z.output<typeof packagesSchema>, "depositFree"> & { depositFree?: boolean };

export type BookingPost =
  | { intent: "select"; search: ReturnType<typeof draftSearchFrom>; modelId: number | null }
  | { intent: "alternative"; modelId: number | null }
  | ({ intent: "recalc" | "next" } & PackagesChoice)
  | { intent: "confirmPackages" }
  | { intent: "driver" | "back"; driver: DriverDraft }
  | { intent: "reserve"; payment: "card" | "office" }
  /** Sign in or sign up from step 2 or 3: what the step's form holds is kept, then back here. */
  | { intent: "account"; account: "signIn" | "signUp"; packages?: PackagesChoice; driver?: DriverDraft }
  | { intent: "other"; raw: string };

/** The draft id a post carries in its form (the URL's wins; see the booking route). */
export function postedDraftParam(fields: Record<string, string>): string {
  return envelopeSchema.parse(fields)[FLOW_PARAMS.draft];
}

/** Reads a booking post by its intent and the step it was posted on. */
export function readBookingPost(step: BookingStep, fields: Record<string, string>): BookingPost {
  const { intent } = envelopeSchema.parse(fields);
  if (intent === "select") {
    return { intent, search: draftSearchFrom(fields), modelId: modelId.parse(fields.modelId) };
  }
  if (intent === "alternative") return { intent, modelId: modelId.parse(fields.modelId) };
  if (intent === "account" && (step === 2 || step === 3)) {
    const account = fields.account === "signUp" ? "signUp" : "signIn";
    return step === 2
      ? { intent, account, packages: packagesSchema.parse(fields) }
      : { intent, account, driver: driverDraftSchema.parse(fields) };
  }
  if (step === 2 && (intent === "recalc" || intent === "next")) return { intent, ...packagesSchema.parse(fields) };
  if (step === 2 && intent === "confirmPackages") return { intent };
  if (step === 3) return { intent: intent === "back" ? "back" : "driver", driver: driverDraftSchema.parse(fields) };
  if (step === 4 && intent === "reserve") {
    return { intent, payment: fields.payment === "card" ? "card" : "office" };
  }
  return { intent: "other", raw: intent };
}
