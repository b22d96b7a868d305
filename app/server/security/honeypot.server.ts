// Cheap bot filters that never bother people: a hidden field only bots fill, and a signed render
// time so a form posted faster than a person could fill it is refused.
import { createHmac, timingSafeEqual } from "node:crypto";

import { FORM_TIMESTAMP_FIELD, HONEYPOT_FIELD } from "#app/shared/forms/bot-fields.ts";

export { FORM_TIMESTAMP_FIELD, HONEYPOT_FIELD };
export const MIN_FILL_MS = 2000;
/** A form's signed render time is good for 2 hours; after that the form asks to be sent again. */
export const FORM_MAX_AGE_MS = 2 * 3600_000;
/** Tolerated clock difference between server processes. */
const MAX_SKEW_MS = 60_000;

export type FormTimestampCheck = "ok" | "too-fast" | "expired" | "invalid";
export type BotReason = "honeypot" | "too-fast" | "invalid-timestamp" | "expired-timestamp";

/** Anything with FormData's `get` (FormData, URLSearchParams). */
export type FormFields = { get(name: string): FormDataEntryValue | null };

function mac(secret: string, millis: string): string {
  return createHmac("sha256", secret).update(`form-ts:${millis}`).digest("base64url");
}

/** `<millis>.<hmac>`: the render time, which the visitor cannot move back. */
export function signFormTimestamp(secret: string, now: Date): string {
  const millis = String(now.getTime());
  return `${millis}.${mac(secret, millis)}`;
}

export function checkFormTimestamp(
  secret: string,
  value: unknown,
  now: Date,
  minFillMs: number = MIN_FILL_MS,
): FormTimestampCheck {
  if (typeof value !== "string") return "invalid";
  const match = /^(\d{1,16})\.([A-Za-z0-9_-]{43})$/.exec(value);
  if (!match?.[1] || !match[2]) return "invalid";
  const expected = Buffer.from(mac(secret, match[1]));
  const given = Buffer.from(match[2]);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return "invalid";
  const age = now.getTime() - Number(match[1]);
  if (age < -MAX_SKEW_MS) return "invalid";
  if (age > FORM_MAX_AGE_MS) return "expired";
  return age < minFillMs ? "too-fast" : "ok";
}

function filled(value: FormDataEntryValue | null): boolean {
  if (value === null) return false;
  return typeof value === "string" ? value.trim() !== "" : value.size > 0;
}

/** Why a submission looks automated, or null when it looks human. */
export function botReason(
  form: FormFields,
  options: { secret: string; now: Date; minFillMs?: number },
): BotReason | null {
  if (filled(form.get(HONEYPOT_FIELD))) return "honeypot";
  const check = checkFormTimestamp(options.secret, form.get(FORM_TIMESTAMP_FIELD), options.now, options.minFillMs);
  if (check === "too-fast") return "too-fast";
  if (check === "invalid") return "invalid-timestamp";
  // A stamp that is never too old cannot be harvested once and replayed by a script forever.
  if (check === "expired") return "expired-timestamp";
  return null;
}

export function isBot(form: FormFields, options: { secret: string; now: Date; minFillMs?: number }): boolean {
  return botReason(form, options) !== null;
}
