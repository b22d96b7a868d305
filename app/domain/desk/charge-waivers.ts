// The return's charges as a preview, then confirm (issue 27 item 5; decision 0081): the agent may
// lower or remove a computed line only with a reason; the return's total waived beyond a limit
// needs `charges.waive` (office manager, admin). Pure: the page's preview and the service's
// confirm both call `applyWaivers`, so what was shown is what is booked.
import { sumKurus } from "#app/domain/money/money.ts";
import type { ChargeLine } from "./return-charges.ts";

/** What staff may waive on one return without `charges.waive` (250,00 TL unless configured). */
export const DEFAULT_WAIVE_LIMIT_KURUS = 25_000;
export const WAIVER_REASON_MAX = 300;

/** A change to the line at `index` of the computed lines: its new amount (0 = removed) and why. */
export type Waiver = { index: number; amountKurus: number; reason: string };

export type WaivedLine = ChargeLine & {
  /** What the rules computed; `amountKurus` is what is booked (never more). */
  computedKurus: number;
  /** Why the line was lowered or removed; "" when unchanged. */
  reason: string;
};

export type WaiverError =
  | { code: "unknownLine"; index: number }
  | { code: "invalidAmount"; index: number }
  | { code: "aboveComputed"; index: number }
  | { code: "reasonRequired"; index: number }
  | { code: "reasonTooLong"; index: number }
  /** The total waived exceeds the limit and the person lacks `charges.waive`. */
  | { code: "needsPermission"; index: number; waivedKurus: number; limitKurus: number };

export type Waived = {
  lines: WaivedLine[];
  /** What is booked: the sum of the lines' amounts. */
  totalKurus: number;
  /** What the rules computed minus what is booked. */
  waivedKurus: number;
};

/**
 * Applies the waivers to the computed lines. A waiver that keeps the amount changes nothing (no
 * reason needed); a lower amount needs a reason; above the computed amount is refused (a charge is
 * raised only as a new damage line, never by a waiver).
 */
export function applyWaivers(
  computed: readonly ChargeLine[],
  waivers: readonly Waiver[],
  policy: { limitKurus: number; mayWaiveAboveLimit: boolean },
): { ok: true; value: Waived } | { ok: false; error: WaiverError } {
  const byIndex = new Map<number, Waiver>();
  for (const w of waivers) {
    if (!Number.isInteger(w.index) || w.index < 0 || w.index >= computed.length || byIndex.has(w.index)) {
      return { ok: false, error: { code: "unknownLine", index: w.index } };
    }
    byIndex.set(w.index, w);
  }
  const lines: WaivedLine[] = [];
  for (const [index, line] of computed.entries()) {
    const w = byIndex.get(index);
    if (!w || w.amountKurus === line.amountKurus) {
      lines.push({ ...line, computedKurus: line.amountKurus, reason: "" });
      continue;
    }
    if (!Number.isSafeInteger(w.amountKurus) || w.amountKurus < 0) {
      return { ok: false, error: { code: "invalidAmount", index } };
    }
    if (w.amountKurus > line.amountKurus) return { ok: false, error: { code: "aboveComputed", index } };
    const reason = w.reason.trim();
    if (reason === "") return { ok: false, error: { code: "reasonRequired", index } };
    if (reason.length > WAIVER_REASON_MAX) return { ok: false, error: { code: "reasonTooLong", index } };
    lines.push({ ...line, amountKurus: w.amountKurus, computedKurus: line.amountKurus, reason });
  }
  const totalKurus = sumKurus(lines.map((l) => l.amountKurus));
  const waivedKurus = sumKurus(computed.map((l) => l.amountKurus)) - totalKurus;
  if (waivedKurus > policy.limitKurus && !policy.mayWaiveAboveLimit) {
    const index = lines.findIndex((l) => l.amountKurus !== l.computedKurus);
    return { ok: false, error: { code: "needsPermission", index, waivedKurus, limitKurus: policy.limitKurus } };
  }
  return { ok: true, value: { lines, totalKurus, waivedKurus } };
}
