// What finance may do with an issued invoice from the invoice office (decision 0104), pure:
//   - a refused invoice (it never reached GİB) or a cancelled e-Arşiv invoice is replaced by a
//     corrected NEW invoice with the same lines and money, a new number and ETTN, and the corrected
//     buyer; it is never edited (`linesAgain` gives back the lines to issue again);
//   - an accepted e-Arşiv sale invoice may be cancelled through the integrator only inside the
//     cancellation window: until the end of the 7th Istanbul calendar day after its issue date,
//     and only while no return invoice refers to it. An e-Fatura is corrected by a return invoice.
import { addDays, compareDates, type DateString } from "#app/domain/time/calendar.ts";
import { vatBreakdown } from "#app/domain/money/money.ts";
import type { InvoiceLine, InvoiceLineInput, InvoiceProfile, InvoiceTypeCode } from "./invoice.ts";

/** Days after the issue date on which an e-Arşiv invoice may still be cancelled (decision 0104). */
export const E_ARCHIVE_CANCEL_DAYS = 7;

export type InvoiceSendState = "pending" | "accepted" | "refused" | "failed" | "cancelled";

export type CancelCheck =
  | { ok: true; lastDay: DateString }
  | {
      ok: false;
      reason: "notEArchive" | "notSale" | "notAccepted" | "hasReturn" | "windowClosed";
      lastDay?: DateString;
    };

/** The last Istanbul calendar day on which an e-Arşiv invoice issued on `issueDate` may be cancelled. */
export function eArchiveCancelLastDay(issueDate: DateString): DateString {
  return addDays(issueDate, E_ARCHIVE_CANCEL_DAYS);
}

/** May this invoice be cancelled at the integrator today (an Istanbul calendar day)? */
export function mayCancelEArchive(
  invoice: {
    profile: InvoiceProfile;
    typeCode: InvoiceTypeCode;
    sendStatus: InvoiceSendState;
    issueDate: DateString;
    hasReturn: boolean;
  },
  today: DateString,
): CancelCheck {
  if (invoice.profile !== "EARSIVFATURA") return { ok: false, reason: "notEArchive" };
  if (invoice.typeCode !== "SATIS") return { ok: false, reason: "notSale" };
  if (invoice.sendStatus !== "accepted") return { ok: false, reason: "notAccepted" };
  if (invoice.hasReturn) return { ok: false, reason: "hasReturn" };
  const lastDay = eArchiveCancelLastDay(invoice.issueDate);
  if (compareDates(today, lastDay) > 0) return { ok: false, reason: "windowClosed", lastDay };
  return { ok: true, lastDay };
}

/** A refused or cancelled invoice may be replaced by a corrected one (once: the database keeps it so). */
export function mayCorrect(sendStatus: InvoiceSendState, alreadyCorrected: boolean): boolean {
  return (sendStatus === "refused" || sendStatus === "cancelled") && !alreadyCorrected;
}

/**
 * The inputs that give back exactly these lines (`invoiceLine` of each result equals the line but
 * for its id): the same net before and after the allowance, the same KDV and gross. The list gross
 * is the smallest gross whose net is the line's list net (any such gross gives the same figures).
 */
export function linesAgain(lines: readonly InvoiceLine[]): InvoiceLineInput[] {
  return lines.map((l) => {
    const base: InvoiceLineInput = {
      kind: l.kind,
      name: l.name,
      quantity: l.quantity,
      unit: l.unit,
      vatRatePct: l.vatRatePct,
      ...(l.exemption ? { exemption: l.exemption } : {}),
      ...(l.returnsLine !== null ? { returnsLine: l.returnsLine } : {}),
      listGrossKurus: l.grossKurus,
    };
    // A line had an allowance when it printed a reason (one of a kuruş or two may leave its net at 0).
    if (l.allowanceNetKurus === 0 && l.allowanceReason === null) return base;
    const listGross = grossWithNet(l.listNetKurus, l.vatRatePct, l.grossKurus + 1);
    return {
      ...base,
      listGrossKurus: listGross,
      allowance: { grossKurus: listGross - l.grossKurus, reason: l.allowanceReason ?? "" },
    };
  });
}

function grossWithNet(net: number, ratePct: number, atLeast: number): number {
  const guess = Math.max(atLeast, Math.floor((net * (100 + ratePct)) / 100) - 2);
  for (let g = guess; g <= guess + 6; g++) {
    if (vatBreakdown(g, ratePct).net === net) return g;
  }
  throw new RangeError(`no gross gives the net ${net} at ${ratePct} %`);
}
