// The end-of-day close of one office's drawer (docs/decisions/0075). Pure.
// The agent counts the cash and types the amount; the difference from the expected cash is kept
// with a reason (required when it is not zero). A closed day is locked: no cash payment is taken
// for that office and day afterwards; a correction is a new entry on the next open day.

export const MAX_CLOSE_REASON = 500;

export type CloseInput = { expectedKurus: number; countedKurus: number | null; reason: string };

export type CloseCheck =
  | { ok: true; expectedKurus: number; countedKurus: number; differenceKurus: number; reason: string }
  | { ok: false; errors: { counted?: "invalid"; reason?: "required" | "tooLong" } };

/** Counted minus expected: positive = more cash than expected (over), negative = short. */
export function closeDifference(expectedKurus: number, countedKurus: number): number {
  return countedKurus - expectedKurus;
}

export function checkClose(input: CloseInput): CloseCheck {
  const reason = input.reason.trim();
  const errors: { counted?: "invalid"; reason?: "required" | "tooLong" } = {};
  const counted = input.countedKurus;
  if (counted === null || !Number.isSafeInteger(counted) || counted < 0) errors.counted = "invalid";
  if (reason.length > MAX_CLOSE_REASON) errors.reason = "tooLong";
  if (errors.counted || errors.reason || counted === null) return { ok: false, errors };
  const differenceKurus = closeDifference(input.expectedKurus, counted);
  if (differenceKurus !== 0 && reason === "") return { ok: false, errors: { reason: "required" } };
  return { ok: true, expectedKurus: input.expectedKurus, countedKurus: counted, differenceKurus, reason };
}
