// The zod field pieces the driver step, the member forms and the public forms share. Each caller
// passes the function that makes its catalog keys (booking.errors.*, members.errors.*,
// forms.errors.*), so the messages come from its own area and are worded in the page's language.
import { z } from "./zod.ts";

/** A person's name: starts with a letter; letters, marks, apostrophes, spaces, dots and hyphens. */
export const PERSON_NAME_RE = /^[\p{L}][\p{L}\p{M}' .-]*$/u;

export function zodFields(e: (name: string) => string) {
  /** Required text, trimmed, at most `max` characters. */
  const text = (required: string, max = 120) =>
    z
      .string({ error: e(required) })
      .trim()
      .min(1, { error: e(required) })
      .max(max, { error: e("tooLong") });
  /** Optional text, trimmed, at most `max` characters. */
  const optionalText = (max: number) =>
    z
      .string()
      .trim()
      .max(max, { error: e("tooLong") })
      .optional();
  /** A required e-mail address. */
  const email = z
    .string({ error: e("emailRequired") })
    .trim()
    .min(1, { error: e("emailRequired") })
    .max(254, { error: e("emailInvalid") })
    .pipe(z.email({ error: e("emailInvalid") }));
  /** A required first or last name of at most 60 characters. */
  const personName = (required: string) => text(required, 60).regex(PERSON_NAME_RE, { error: e("nameInvalid") });
  /** A box that must be ticked (terms, consent, a confirmation). */
  const accepted = (name: string) => z.boolean({ error: e(name) }).refine((v) => v, { error: e(name) });
  return { text, optionalText, email, personName, accepted };
}
