// What every public form does before it trusts a submission: bot filters (honeypot, fill time),
// per-IP and per-target rate limits, and the image security code.
import type { Db } from "#app/server/db/client.server.ts";
import type { Env } from "#app/server/env.server.ts";
import type { Lang } from "#app/i18n/config.ts";
import type { CaptchaMode } from "#app/shared/forms/bot-fields.ts";
import { captchaTextAlternative, createCaptcha, NUMBER_WORDS, verifyCaptcha } from "./captcha.server.ts";
import {
  botReason,
  checkFormTimestamp,
  FORM_TIMESTAMP_FIELD,
  type FormFields,
  HONEYPOT_FIELD,
  signFormTimestamp,
} from "./honeypot.server.ts";
import { hitRateLimit, ipRateLimitKey, targetRateLimitKey } from "./rate-limit.server.ts";
import { rememberCaptchaAnswer, testHooksEnabled } from "./test-hooks.server.ts";

/** Where an attempt is counted: the five public forms, and payment reference look-ups (/sanal-odeme). */
export type FormName = "contact" | "fleet" | "job" | "lookup" | "cancellation" | "reference";

export type FormGuardEnv = Pick<
  Env,
  | "APP_ENV"
  | "SESSION_SECRET"
  | "FORM_RATE_LIMIT_IP"
  | "FORM_RATE_LIMIT_TARGET"
  | "FORM_RATE_LIMIT_WINDOW_SECONDS"
  | "FORM_MIN_FILL_MS"
  | "TEST_HOOKS"
>;

/** A security code as the page shows it: the id goes back in a hidden field. */
/**
 * A security code as the page shows it: the id goes back in a hidden field. Mode "question": no
 * image; `question` holds the two numbers to add, already in words of the page's language.
 */
export type CaptchaView = {
  id: string;
  svg: string;
  length: number;
  mode: CaptchaMode;
  question: { a: string; b: string } | null;
};

export async function issueCaptcha(
  db: Db,
  env: FormGuardEnv,
  now: Date,
  options: { mode?: CaptchaMode; lang?: Lang } = {},
): Promise<CaptchaView> {
  const reveal = testHooksEnabled(env) ? rememberCaptchaAnswer : undefined;
  const mode = options.mode ?? "image";
  const { id, svg, question } = await createCaptcha(db, now, undefined, { mode, ...(reveal ? { reveal } : {}) });
  const words = NUMBER_WORDS[options.lang ?? "tr"];
  return {
    id,
    svg,
    length: captchaTextAlternative().vars.length,
    mode: question ? "question" : "image",
    question: question
      ? { a: words[question.a] ?? String(question.a), b: words[question.b] ?? String(question.b) }
      : null,
  };
}

/** The hidden render-time stamp each form carries (too-fast posts are bots). */
export function formStamp(env: FormGuardEnv, now: Date): string {
  return signFormTimestamp(env.SESSION_SECRET, now);
}

/**
 * The stamp a reply carries back: the form's first render time when it is genuine (a person who
 * corrects one field must not look like a fast bot), else a fresh one.
 */
export function carriedStamp(form: FormFields, env: FormGuardEnv, now: Date): string {
  const given = form.get(FORM_TIMESTAMP_FIELD);
  return typeof given === "string" && checkFormTimestamp(env.SESSION_SECRET, given, now, 0) === "ok"
    ? given
    : formStamp(env, now);
}

/**
 * True when the form was rendered more than 2 hours ago (FORM_MAX_AGE_MS): the reply asks the
 * visitor to check and send again, keeps what was typed and carries a fresh stamp (carriedStamp).
 */
export function formStampExpired(form: FormFields, env: FormGuardEnv, now: Date): boolean {
  return (
    !filledHoneypot(form) &&
    checkFormTimestamp(env.SESSION_SECRET, form.get(FORM_TIMESTAMP_FIELD), now, 0) === "expired"
  );
}

function filledHoneypot(form: FormFields): boolean {
  const value = form.get(HONEYPOT_FIELD);
  return typeof value === "string" ? value.trim() !== "" : value !== null && value.size > 0;
}

/** True when the honeypot is filled, the stamp is missing or forged, or the form came back too fast. */
export function looksAutomated(form: FormFields, env: FormGuardEnv, now: Date): boolean {
  return botReason(form, { secret: env.SESSION_SECRET, now, minFillMs: env.FORM_MIN_FILL_MS }) !== null;
}

/**
 * Counts one attempt from `ip` (and at `target`, e.g. an e-mail address or a reservation number)
 * on `form`; null when allowed, else how long to wait.
 */
export async function checkRateLimits(
  db: Db,
  env: FormGuardEnv,
  input: { form: FormName; ip?: string | undefined; target?: string | undefined; now: Date },
): Promise<{ retryAfterSeconds: number } | null> {
  const windowSeconds = env.FORM_RATE_LIMIT_WINDOW_SECONDS;
  const byIp = !input.ip
    ? null
    : await hitRateLimit(db, {
        key: ipRateLimitKey(input.ip, input.form),
        limit: env.FORM_RATE_LIMIT_IP,
        windowSeconds,
        now: input.now,
      });
  if (byIp && !byIp.allowed) return { retryAfterSeconds: byIp.retryAfterSeconds };
  if (input.target) {
    const byTarget = await hitRateLimit(db, {
      key: targetRateLimitKey(input.target, input.form),
      limit: env.FORM_RATE_LIMIT_TARGET,
      windowSeconds,
      now: input.now,
    });
    if (!byTarget.allowed) return { retryAfterSeconds: byTarget.retryAfterSeconds };
  }
  return null;
}

/** Uses the code up and says whether the answer was right (wrong, expired, used and unknown are all "no"). */
export async function captchaPassed(db: Db, id: string | undefined, answer: string, now: Date): Promise<boolean> {
  return (await verifyCaptcha(db, id ?? "", answer, now)) === "ok";
}
