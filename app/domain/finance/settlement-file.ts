// The bank's day-end (settlement) file as Yolda reads it (docs/decisions/0075): CSV, UTF-8, comma
// separated, one transaction a line, amounts in lira with a point ("1234.50"), times in Istanbul:
//   order_id,auth_code,trans_id,type,amount,currency,date
//   YLD-ABC1234-1,123456,26332QAbC12345,SALE,1234.50,TRY,2026-11-28 14:03:05
// The sandbox bank writes the same shape; a real bank's export is mapped to it before import. Pure.
import type { BankLine, BankTxType } from "./reconciliation.ts";

export const SETTLEMENT_HEADER = ["order_id", "auth_code", "trans_id", "type", "amount", "currency", "date"] as const;

const typeWords: Record<BankTxType, string> = { sale: "SALE", refund: "REFUND", void: "VOID" };
const wordTypes: Record<string, BankTxType> = {
  SALE: "sale",
  AUTH: "sale",
  REFUND: "refund",
  CREDIT: "refund",
  VOID: "void",
};

export type SettlementRow = BankLine & { transId: string };

function amountText(kurus: number): string {
  return `${Math.floor(kurus / 100)}.${String(kurus % 100).padStart(2, "0")}`;
}

function csvField(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The file's text; `at` is written as "yyyy-mm-dd hh:mm:ss" (already Istanbul local time). */
export function formatSettlement(rows: readonly SettlementRow[]): string {
  const lines = [SETTLEMENT_HEADER.join(",")];
  for (const r of rows) {
    lines.push(
      [r.orderId, r.authCode, r.transId, typeWords[r.type], amountText(r.amountKurus), "TRY", r.at]
        .map(csvField)
        .join(","),
    );
  }
  return `${lines.join("\r\n")}\r\n`;
}

/** Splits one CSV line (RFC 4180 quotes). */
function splitLine(line: string): string[] {
  const cells: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === "," || ch === ";") {
      cells.push(cell);
      cell = "";
    } else cell += ch;
  }
  cells.push(cell);
  return cells.map((c) => c.trim());
}

export type SettlementParse =
  { ok: true; rows: SettlementRow[] } | { ok: false; problem: "empty" | "header" | "line"; line?: number };

const MAX_LINES = 20_000;

/** Reads a day-end file; the first wrong line is named (1 = the header). */
export function parseSettlement(text: string): SettlementParse {
  const lines = text
    .replace(/^\uFEFF/, "")
    .split(/\r?\n/)
    .filter((l) => l.trim() !== "");
  if (lines.length === 0) return { ok: false, problem: "empty" };
  if (lines.length > MAX_LINES + 1) return { ok: false, problem: "line", line: MAX_LINES + 2 };
  const header = splitLine(lines[0] ?? "").map((h) => h.toLowerCase());
  if (SETTLEMENT_HEADER.some((name, i) => header[i] !== name)) return { ok: false, problem: "header", line: 1 };
  const rows: SettlementRow[] = [];
  for (let n = 1; n < lines.length; n++) {
    const [orderId = "", authCode = "", transId = "", type = "", amount = "", currency = "", at = ""] = splitLine(
      lines[n] ?? "",
    );
    const kind = wordTypes[type.toUpperCase()];
    const money = /^(\d{1,10})(?:\.(\d{1,2}))?$/.exec(amount);
    if (
      !orderId ||
      !kind ||
      !money ||
      currency.toUpperCase() !== "TRY" ||
      !/^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2})?$/.test(at)
    ) {
      return { ok: false, problem: "line", line: n + 1 };
    }
    const amountKurus = Number(money[1]) * 100 + Number((money[2] ?? "").padEnd(2, "0"));
    rows.push({ orderId, authCode, transId, type: kind, amountKurus, at: at.replace("T", " ") });
  }
  return { ok: true, rows };
}
