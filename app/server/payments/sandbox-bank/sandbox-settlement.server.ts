// The sandbox bank's day-end list (gün sonu / settlement file, decision 0075): every movement of
// its ledger on one Istanbul business day (sales, voids, refunds), written in the same CSV a real
// bank's export is mapped to, so finance reads both through one parser.
import { formatSettlement, type SettlementRow } from "#app/domain/finance/settlement-file.ts";
import type { BankTxType } from "#app/domain/finance/reconciliation.ts";
import { istanbulDate } from "#app/domain/time/istanbul.ts";
import type { SandboxLedgerMovement, SandboxLedgerStore } from "./sandbox-store.server.ts";

// A pre-authorisation moves no money: only its PostAuth (the part captured) is a sale, and the Void
// that releases an uncaptured hold is no movement of money either (decision 0088).
const movementTypes: Record<SandboxLedgerMovement["type"], BankTxType | null> = {
  Auth: "sale",
  PreAuth: null,
  PostAuth: "sale",
  Void: "void",
  Credit: "refund",
};

/** "yyyy-mm-dd hh:mm:ss" in Istanbul (UTC+3 all year). */
export function istanbulStamp(at: Date): string {
  return new Date(at.getTime() + 3 * 3_600_000).toISOString().slice(0, 19).replace("T", " ");
}

/** The day's movements, oldest first. */
export async function sandboxDayEndRows(
  ledger: SandboxLedgerStore,
  clientId: string,
  date: string,
): Promise<SettlementRow[]> {
  const rows: SettlementRow[] = [];
  for (const entry of await ledger.list(clientId)) {
    for (const m of entry.movements) {
      const at = new Date(m.at);
      if (istanbulDate(at) !== date) continue;
      const type = movementTypes[m.type];
      if (type === null) continue;
      if (m.type === "Void" && !entry.movements.some((x) => x.type === "Auth" || x.type === "PostAuth")) continue;
      rows.push({
        orderId: entry.orderId,
        authCode: entry.authCode,
        transId: m.transId,
        type,
        amountKurus: m.amountKurus,
        at: istanbulStamp(at),
      });
    }
  }
  return rows.sort((a, b) => a.at.localeCompare(b.at) || a.orderId.localeCompare(b.orderId));
}

/** The day-end file's text. */
export async function sandboxDayEndFile(ledger: SandboxLedgerStore, clientId: string, date: string): Promise<string> {
  return formatSettlement(await sandboxDayEndRows(ledger, clientId, date));
}
