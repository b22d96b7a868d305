// What a reservation received, line by line, for the desk's payment page (decision 0135): the
// card payments kept online (net of refunds), each desk payment, and the part of the deposit the
// return kept (PostAuth of a card pre-authorisation, or cash kept from the till). The lines add up
// to the balance's "paid" (`deskBalance`), so the page's list and its balance never disagree.
import { depositPaidKurus, type DepositMethod, type DepositStatus } from "./deposit.ts";
import { sumKurus } from "#app/domain/money/money.ts";

export type ReceivedLine =
  | { kind: "online"; amountKurus: number }
  | {
      kind: "desk";
      at: Date;
      method: "cash" | "card_terminal";
      amountKurus: number;
      by: string;
      authCode: string | null;
    }
  | { kind: "deposit"; at: Date; method: DepositMethod; amountKurus: number };

export type ReceivedInput = {
  onlineNetKurus: number;
  deskPayments: readonly {
    takenAt: Date;
    method: "cash" | "card_terminal";
    amountKurus: number;
    staffName: string;
    authCode: string | null;
  }[];
  deposit: {
    status: DepositStatus;
    method: DepositMethod;
    capturedKurus: number;
    settledAt: Date | null;
    heldAt: Date | null;
    createdAt: Date;
  } | null;
};

/**
 * The received lines: online money first (one line, net of refunds; none when nothing is kept
 * online), then desk payments and the kept deposit by time. `totalKurus` is their sum.
 */
export function receivedLines(input: ReceivedInput): { lines: ReceivedLine[]; totalKurus: number } {
  const dated: Extract<ReceivedLine, { at: Date }>[] = input.deskPayments.map((p) => ({
    kind: "desk" as const,
    at: p.takenAt,
    method: p.method,
    amountKurus: p.amountKurus,
    by: p.staffName,
    authCode: p.authCode,
  }));
  const kept = depositPaidKurus(input.deposit);
  if (input.deposit && kept > 0) {
    const d = input.deposit;
    dated.push({ kind: "deposit", at: d.settledAt ?? d.heldAt ?? d.createdAt, method: d.method, amountKurus: kept });
  }
  dated.sort((a, b) => a.at.getTime() - b.at.getTime());
  const lines: ReceivedLine[] = [
    ...(input.onlineNetKurus !== 0 ? [{ kind: "online" as const, amountKurus: input.onlineNetKurus }] : []),
    ...dated,
  ];
  return { lines, totalKurus: sumKurus(lines.map((l) => l.amountKurus)) };
}
