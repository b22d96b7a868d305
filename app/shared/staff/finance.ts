// What the finance page (/yonetim/finans, decision 0075) shows and reads: its query, its forms and
// its view. Amounts are kuruş here; the page writes them as TL.
import type { CashDay } from "#app/domain/finance/cash-day.ts";
import type { BankLine, YoldaLine } from "#app/domain/finance/reconciliation.ts";
import type { Lang } from "#app/i18n/config.ts";
import { FIELD_LIMITS, moneyField, parseNumberInput } from "#app/shared/numbers/number-input.ts";
import { z } from "#app/shared/validation/zod.ts";

export const financeQuery = z.object({
  baslangic: z.string().max(10).optional().catch(undefined),
  bitis: z.string().max(10).optional().catch(undefined),
  ofis: z.coerce.number().int().positive().optional().catch(undefined),
  mutabakat: z.string().max(40).optional().catch(undefined),
});

/** The close form: office, day, the counted drawer in TL ("12.345,50"), the reason for a difference. */
export const closeForm = z.object({
  intent: z.literal("close"),
  officeId: z.coerce.number().int().positive(),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  counted: z.string().max(20).default(""),
  reason: z.string().max(2000).default(""),
});

export const reconcileForm = z.object({
  intent: z.literal("reconcile"),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  source: z.enum(["sandbox", "file"]),
});

/** The counted amount as typed in the page's language (decision 0083): kuruş, or null when it is not an amount. */
export function countedKurusOf(typed: string, lang: Lang): number | null {
  const read = parseNumberInput(typed, lang, moneyField(FIELD_LIMITS.deskAmountKurus));
  return read.ok ? read.value : null;
}

export type FinanceDayRow = CashDay & {
  office: string;
  close: {
    countedKurus: number;
    expectedKurus: number;
    differenceKurus: number;
    reason: string;
    by: string;
    at: string;
  } | null;
};

export type ReconciliationSummary = {
  id: string;
  date: string;
  source: "sandbox" | "file";
  fileName: string;
  fileSha256: string;
  by: string;
  at: string;
  matched: number;
  bankOnly: number;
  yoldaOnly: number;
  differences: number;
};

export type ReconciliationDetail = ReconciliationSummary & {
  bankTotalKurus: number;
  yoldaTotalKurus: number;
  matchedLines: Array<{ bank: BankLine; yolda: YoldaLine }>;
  differenceLines: Array<{ bank: BankLine; yolda: YoldaLine; differenceKurus: number }>;
  bankOnlyLines: BankLine[];
  yoldaOnlyLines: YoldaLine[];
};

export type FinanceView = {
  range: { from: string; to: string };
  problem: "invalid" | "order" | "too_long" | null;
  today: string;
  offices: { id: number; name: string }[];
  officeId: number | null;
  days: FinanceDayRow[];
  total: Omit<CashDay, "officeId" | "date">;
  canClose: boolean;
  canReconcile: boolean;
  sandboxBank: boolean;
  reconciliations: ReconciliationSummary[];
  shown: ReconciliationDetail | null;
};
