// The finance office's day (docs/decisions/0075): cash collected per office and day, end-of-day
// closes, and the bank reconciliation. Reading needs "finance.read" (office staff see their own
// offices); a close needs "till.close" on the office; a reconciliation "bank.reconcile". Closes and
// reconciliations are written to the audit log in the same transaction.
import { createHash } from "node:crypto";
import { cashDays, type CashEntry, expectedCashKurus, totalOf } from "#app/domain/finance/cash-day.ts";
import { reconcile, type Reconciliation, type YoldaLine } from "#app/domain/finance/reconciliation.ts";
import { parseSettlement } from "#app/domain/finance/settlement-file.ts";
import { checkClose } from "#app/domain/finance/till-close.ts";
import { allows, officeFilter, type StaffActor } from "#app/domain/staff/permissions.ts";
import { addDays, daysBetween, isDateString, type DateString } from "#app/domain/time/calendar.ts";
import { startOfIstanbulDay } from "#app/domain/time/istanbul.ts";
import type { Lang } from "#app/i18n/config.ts";
import type { Db } from "#app/server/db/client.server.ts";
import {
  type BankReconciliationRow,
  type CardMovement,
  findReconciliation,
  findTillClose,
  insertReconciliation,
  insertTillClose,
  listCardMovements,
  listCashPaidBack,
  listDepositCaptures,
  listDeskMovements,
  listReconciliations,
  listTillCloses,
  lockOfficeTill,
  type TillCloseRow,
} from "#app/server/repositories/finance.server.ts";
import { reportNames } from "#app/server/repositories/reports.server.ts";
import { readTogether } from "#app/server/db/reads.server.ts";
import { sandboxDayEndFile } from "#app/server/payments/sandbox-bank/sandbox-settlement.server.ts";
import type { SandboxBankDeps } from "#app/server/payments/sandbox-bank/sandbox-store.server.ts";
import type {
  FinanceDayRow,
  FinanceView,
  ReconciliationDetail,
  ReconciliationSummary,
} from "#app/shared/staff/finance.ts";
import { audit, requireAllowed } from "./staff-access.server.ts";

export const MAX_FINANCE_DAYS = 92;

export type FinanceRequest = {
  lang: Lang;
  from?: string | undefined;
  to?: string | undefined;
  officeId?: number | null | undefined;
  reconciliationId?: string | undefined;
  today: DateString;
  sandboxBank: boolean;
};

function rangeOf(from: string | undefined, to: string | undefined, today: DateString) {
  const fallback = { from: today, to: today };
  if (!from && !to) return { range: fallback, problem: null };
  const f = from || to || today;
  const t = to || from || today;
  if (!isDateString(f) || !isDateString(t)) return { range: fallback, problem: "invalid" as const };
  if (daysBetween(f, t) < 0) return { range: fallback, problem: "order" as const };
  if (daysBetween(f, t) + 1 > MAX_FINANCE_DAYS) return { range: fallback, problem: "too_long" as const };
  return { range: { from: f, to: t }, problem: null };
}

const dayBounds = (from: DateString, to: DateString) => ({
  start: startOfIstanbulDay(from),
  end: startOfIstanbulDay(addDays(to, 1)),
});

/** Every money movement of the days as cash entries (card movements of every provider). */
async function cashEntries(db: Db, from: DateString, to: DateString): Promise<CashEntry[]> {
  const { start, end } = dayBounds(from, to);
  // The close reads these inside its transaction (one client): readTogether runs them in turn there.
  const [cards, desk, paidBack, kept] = await readTogether(db, [
    () => listCardMovements(db, start, end),
    () => listDeskMovements(db, start, end),
    () => listCashPaidBack(db, start, end),
    () => listDepositCaptures(db, start, end),
  ] as const);
  const entries: CashEntry[] = [];
  for (const c of cards) {
    const channel = c.kind === "approved" ? (c.byReference ? "reference" : "online_card") : "refund";
    entries.push({ officeId: c.officeId, date: c.date, channel, amountKurus: c.amountKurus });
  }
  for (const d of desk) {
    entries.push({
      officeId: d.officeId,
      date: d.date,
      channel: d.method === "cash" ? "cash" : "desk_card",
      amountKurus: d.amountKurus,
    });
  }
  for (const k of kept) {
    entries.push({ officeId: k.officeId, date: k.date, channel: "deposit_capture", amountKurus: k.amountKurus });
  }
  for (const m of paidBack) {
    entries.push({ officeId: m.officeId, date: m.date, channel: "cash_paid_back", amountKurus: m.amountKurus });
  }
  return entries;
}

const stamp = (d: Date) => d.toISOString();

function summaryOf(row: BankReconciliationRow): ReconciliationSummary {
  return {
    id: row.id,
    date: row.businessDate,
    source: row.source,
    fileName: row.fileName,
    fileSha256: row.fileSha256,
    by: row.staffName,
    at: stamp(row.createdAt),
    matched: row.matchedCount,
    bankOnly: row.bankOnlyCount,
    yoldaOnly: row.yoldaOnlyCount,
    differences: row.differenceCount,
  };
}

function detailOf(row: BankReconciliationRow): ReconciliationDetail {
  const r = row.results as Reconciliation;
  return {
    ...summaryOf(row),
    bankTotalKurus: r.bankTotalKurus,
    yoldaTotalKurus: r.yoldaTotalKurus,
    matchedLines: r.matched,
    differenceLines: r.differences,
    bankOnlyLines: r.bankOnly,
    yoldaOnlyLines: r.yoldaOnly,
  };
}

export async function financeView(db: Db, actor: StaffActor, req: FinanceRequest): Promise<FinanceView> {
  requireAllowed(actor, "finance.read");
  const { range, problem } = rangeOf(req.from, req.to, req.today);
  const reach = officeFilter(actor);
  const names = await reportNames(db, req.lang);
  const offices = names.offices.filter((o) => reach === null || reach.includes(o.id));
  const officeId = req.officeId && offices.some((o) => o.id === req.officeId) ? req.officeId : null;
  const shownOffices = officeId !== null ? [officeId] : reach;
  const [entries, closes] = await readTogether(db, [
    () => cashEntries(db, range.from, range.to),
    () => listTillCloses(db, shownOffices, range.from, range.to),
  ]);
  const visible = entries.filter((e) => shownOffices === null || shownOffices.includes(e.officeId));
  const days = cashDays(visible);
  const officeName = new Map(names.offices.map((o) => [o.id, o.name]));
  const closeOf = new Map(closes.map((c) => [`${c.businessDate}|${c.officeId}`, c]));
  // A closed day with no movement still shows its line (the close says the drawer was counted).
  for (const c of closes) {
    if (!days.some((d) => d.date === c.businessDate && d.officeId === c.officeId)) {
      days.push(...cashDays([{ officeId: c.officeId, date: c.businessDate, channel: "cash", amountKurus: 0 }]));
    }
  }
  days.sort((a, b) => a.date.localeCompare(b.date) || a.officeId - b.officeId);
  const rows: FinanceDayRow[] = days.map((d) => {
    const c = closeOf.get(`${d.date}|${d.officeId}`);
    return {
      ...d,
      office: officeName.get(d.officeId) ?? "—",
      close: c
        ? {
            countedKurus: c.countedCashKurus,
            expectedKurus: c.expectedCashKurus,
            differenceKurus: c.differenceKurus,
            reason: c.reason,
            by: c.staffName,
            at: stamp(c.closedAt),
          }
        : null,
    };
  });
  const canReconcile = allows(actor, "bank.reconcile");
  const recent = canReconcile ? await listReconciliations(db) : [];
  const shownRow = canReconcile && req.reconciliationId ? await findReconciliation(db, req.reconciliationId) : null;
  return {
    range,
    problem,
    today: req.today,
    offices,
    officeId,
    days: rows,
    total: totalOf(days),
    canClose: allows(actor, "till.close"),
    canReconcile,
    sandboxBank: req.sandboxBank,
    reconciliations: recent.map(summaryOf),
    shown: shownRow ? detailOf(shownRow) : null,
  };
}

export type CloseRequest = {
  officeId: number;
  date: string;
  countedKurus: number | null;
  reason: string;
  now: Date;
  today: DateString;
};

export type CloseResult =
  | { ok: true; repeated: boolean; close: TillCloseRow }
  | { ok: false; reason: "future" | "unknownOffice" }
  | { ok: false; reason: "invalid"; errors: { counted?: "invalid"; reason?: "required" | "tooLong" } };

/**
 * Closes one office's day: the expected cash is the desk's cash of that office and day less the
 * cash paid back from its drawer (decision 0127), counted
 * under the office's lock so no cash payment slips in between. A day already closed answers with
 * the first close (whoever submitted it): the unique index keeps one close per office and day.
 */
export async function closeTillDay(db: Db, actor: StaffActor, input: CloseRequest): Promise<CloseResult> {
  requireAllowed(actor, "till.close", [input.officeId]);
  if (!isDateString(input.date) || daysBetween(input.date, input.today) < 0) return { ok: false, reason: "future" };
  return db.transaction(async (txRaw): Promise<CloseResult> => {
    const tx = txRaw as unknown as Db;
    if (!(await lockOfficeTill(tx, input.officeId, "close"))) return { ok: false, reason: "unknownOffice" };
    const earlier = await findTillClose(tx, input.officeId, input.date);
    if (earlier) return { ok: true, repeated: true, close: earlier };
    const entries = await cashEntries(tx, input.date, input.date);
    const expected = expectedCashKurus(entries, input.officeId, input.date);
    const checked = checkClose({ expectedKurus: expected, countedKurus: input.countedKurus, reason: input.reason });
    if (!checked.ok) return { ok: false, reason: "invalid", errors: checked.errors };
    const inserted = await insertTillClose(tx, {
      officeId: input.officeId,
      businessDate: input.date,
      expectedCashKurus: checked.expectedKurus,
      countedCashKurus: checked.countedKurus,
      differenceKurus: checked.differenceKurus,
      reason: checked.reason,
      staffId: actor.id,
      staffName: actor.name,
      closedAt: input.now,
    });
    if (!inserted.ok) {
      const first = await findTillClose(tx, input.officeId, input.date);
      if (first) return { ok: true, repeated: true, close: first };
      return { ok: false, reason: "unknownOffice" };
    }
    await audit(tx, actor, {
      action: "till.close",
      entityType: "office",
      entityId: String(input.officeId),
      officeIds: [input.officeId],
      after: {
        businessDate: input.date,
        expectedCashKurus: checked.expectedKurus,
        countedCashKurus: checked.countedKurus,
        differenceKurus: checked.differenceKurus,
        reason: checked.reason,
      },
    });
    return { ok: true, repeated: false, close: inserted.row };
  });
}

export type ReconcileRequest = {
  date: string;
  source: "sandbox" | "file";
  fileName: string;
  /** The file's text (source "file"); ignored for the sandbox bank, which is asked for its list. */
  text: string;
  now: Date;
  sandbox: { deps: SandboxBankDeps; clientId: string } | null;
};

export type ReconcileResult =
  | { ok: true; run: ReconciliationDetail }
  | { ok: false; reason: "noSandbox" | "empty" | "header" | "line" | "invalidDate"; line?: number };

const typeOf: Record<CardMovement["kind"], YoldaLine["type"]> = {
  approved: "sale",
  refunded: "refund",
  voided: "void",
};

/**
 * Yolda's card movements at the EstV3 bank on one Istanbul day: charges, refunds and voids, and
 * the deposits' captures (PostAuth, which the bank lists as a sale of the deposit's order; decision 0142).
 */
export async function yoldaBankLines(db: Db, date: DateString): Promise<YoldaLine[]> {
  const { start, end } = dayBounds(date, date);
  const moves = await listCardMovements(db, start, end);
  const kept = await listDepositCaptures(db, start, end);
  const lines: YoldaLine[] = moves
    .filter((m) => m.provider === "estv3")
    .map((m) => ({
      orderId: m.orderId,
      type: typeOf[m.kind],
      amountKurus: m.amountKurus,
      at: m.at,
      reservation: m.reservation,
    }));
  for (const k of kept) {
    lines.push({ orderId: k.orderId, type: "sale", amountKurus: k.amountKurus, at: k.at, reservation: k.reservation });
  }
  return lines.sort((a, b) => a.at.localeCompare(b.at) || a.orderId.localeCompare(b.orderId));
}

export async function reconcileBankDay(db: Db, actor: StaffActor, input: ReconcileRequest): Promise<ReconcileResult> {
  requireAllowed(actor, "bank.reconcile");
  if (!isDateString(input.date)) return { ok: false, reason: "invalidDate" };
  let text = input.text;
  if (input.source === "sandbox") {
    if (!input.sandbox) return { ok: false, reason: "noSandbox" };
    text = await sandboxDayEndFile(input.sandbox.deps.ledger, input.sandbox.clientId, input.date);
  }
  const parsed = parseSettlement(text);
  if (!parsed.ok) return { ok: false, reason: parsed.problem, ...(parsed.line ? { line: parsed.line } : {}) };
  const bank = parsed.rows.map(({ transId: _t, ...line }) => line);
  const result = reconcile(bank, await yoldaBankLines(db, input.date));
  const sha = createHash("sha256").update(text, "utf8").digest("hex");
  const row = await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const stored = await insertReconciliation(tx, {
      source: input.source,
      businessDate: input.date,
      fileName: input.source === "sandbox" ? `gunsonu-${input.date}.csv` : input.fileName.slice(0, 200),
      fileSha256: sha,
      staffId: actor.id,
      staffName: actor.name,
      matchedCount: result.matched.length,
      bankOnlyCount: result.bankOnly.length,
      yoldaOnlyCount: result.yoldaOnly.length,
      differenceCount: result.differences.length,
      results: result,
      createdAt: input.now,
    });
    await audit(tx, actor, {
      action: "bank.reconcile",
      entityType: "bank_reconciliation",
      entityId: stored.id,
      after: {
        businessDate: input.date,
        source: input.source,
        fileSha256: sha,
        matched: result.matched.length,
        bankOnly: result.bankOnly.length,
        yoldaOnly: result.yoldaOnly.length,
        differences: result.differences.length,
      },
    });
    return stored;
  });
  return { ok: true, run: detailOf(row) };
}
