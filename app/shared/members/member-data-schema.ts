// The account deletion's confirmation (/uye-verilerim, decision 0067): the member types their own
// e-mail address. Shared by the browser (Conform) and the server, which checks it as the truth.
import { z } from "#app/shared/validation/zod.ts";

const e = (name: string) => `members.data.errors.${name}`;

export const DELETE_ACCOUNT_INTENT = "deleteAccount";

/** Addresses compare as stored: trimmed, lower case. */
export function sameAddress(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

export function deleteAccountSchema(accountEmail: string) {
  return z.object({
    confirmEmail: z
      .string({ error: e("confirmRequired") })
      .trim()
      .min(1, { error: e("confirmRequired") })
      .max(320, { error: "members.errors.tooLong" })
      .refine((typed) => sameAddress(typed, accountEmail), { error: e("emailMismatch") }),
  });
}
