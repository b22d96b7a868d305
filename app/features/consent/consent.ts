// The visitor's cookie choice: which optional categories are allowed, under which policy version.
export const CONSENT_COOKIE = "yolda_consent";
export const CONSENT_MAX_AGE = 365 * 24 * 60 * 60;
/** Raise when the cookie policy changes materially: older choices are asked again. */
export const CONSENT_VERSION = 1;
/** Query flag that opens the preferences (the footer link; works without JavaScript). */
export const CONSENT_OPEN_PARAM = "cerez-tercihleri";
export const CONSENT_ACTION = "/cerez-tercihleri";

export const optionalCategories = ["analytics", "marketing"] as const;
export type OptionalCategory = (typeof optionalCategories)[number];

export interface ConsentState {
  version: number;
  analytics: boolean;
  marketing: boolean;
  /** Day of the choice, yyyymmdd (Istanbul), kept as a record of when consent was given. */
  date: string;
}

/**
 * What a page shows of the stored choice: the categories, not the day it was made. The day stays
 * in the cookie as the record of consent; a page never carries it, so visitors who answered on
 * different days get the same page (docs/decisions/0070).
 */
export type ConsentChoiceView = Pick<ConsentState, "analytics" | "marketing">;

export function consentChoiceView(state: ConsentState | null): ConsentChoiceView | null {
  return state ? { analytics: state.analytics, marketing: state.marketing } : null;
}

/** Cookie value: `v1.necessary-analytics.20261121` (strictly necessary is always listed; no characters to escape). */
export function serializeConsent(state: ConsentState): string {
  const categories = ["necessary", ...optionalCategories.filter((c) => state[c])];
  return `v${state.version}.${categories.join("-")}.${state.date}`;
}

/** The stored choice, or null when there is none, it is malformed or from an older policy version. */
export function parseConsent(value: string | undefined | null): ConsentState | null {
  if (!value) return null;
  // Also reads `v1:necessary+analytics:20261121` (the same record with other separators).
  const match = /^v(\d{1,4})[.:]([a-z+-]{1,64})[.:](\d{8})$/.exec(value);
  if (!match) return null;
  const version = Number(match[1]);
  if (version !== CONSENT_VERSION) return null;
  const categories = new Set((match[2] ?? "").split(/[-+]/));
  if (!categories.has("necessary")) return null;
  return {
    version,
    analytics: categories.has("analytics"),
    marketing: categories.has("marketing"),
    date: match[3] ?? "",
  };
}

export type ConsentChoice = "all" | "none" | "custom";

/** What a submitted banner or preferences form means. */
export function consentFromForm(form: { get(name: string): unknown }, date: string): ConsentState | null {
  const choice = form.get("choice");
  if (choice === "all") return { version: CONSENT_VERSION, analytics: true, marketing: true, date };
  if (choice === "none") return { version: CONSENT_VERSION, analytics: false, marketing: false, date };
  if (choice === "custom")
    return {
      version: CONSENT_VERSION,
      analytics: form.get("analytics") === "on",
      marketing: form.get("marketing") === "on",
      date,
    };
  return null;
}

/** yyyymmdd of an instant in Istanbul (UTC+3 all year). */
export function istanbulDay(now: Date): string {
  return new Date(now.getTime() + 3 * 3_600_000).toISOString().slice(0, 10).replace(/-/g, "");
}
