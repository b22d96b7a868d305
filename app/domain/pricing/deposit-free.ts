// The deposit-free package (issue 31 item 7, decision 0125): an office and class setting that
// replaces the card deposit with a higher daily assurance. In the price it is one more assurance
// add-on line (code "deposit-free", daily price x days), so the receipt, the e-mail and the invoice
// name it like any other package; the deposit asked for such a rental is 0, at booking and at the
// desk, and the agreement says why.
import type { QuoteLine } from "./quote.ts";

export const DEPOSIT_FREE_CODE = "deposit-free";

/** The package's name where no stored name is at hand (the database row carries the same). */
export const DEPOSIT_FREE_NAME = { tr: "Depozitosuz paket", en: "Deposit-free package" } as const;

/** What documents write in place of the deposit (the agreement adds the daily price). */
export const NO_DEPOSIT_TEXT = {
  tr: "Depozito yok: depozitosuz paket",
  en: "No deposit: deposit-free package",
} as const;

/** Most a day of the package may cost (100.000 TL); the database checks the same bound. */
export const DEPOSIT_FREE_MAX_DAILY_KURUS = 10_000_000;

/** The package as the quote takes it: one more add-on priced per day like the others. */
export function depositFreeAddOn(dailyKurus: number): { code: string; dailyKurus: number } {
  if (!Number.isSafeInteger(dailyKurus) || dailyKurus <= 0 || dailyKurus > DEPOSIT_FREE_MAX_DAILY_KURUS) {
    throw new RangeError(
      `deposit-free daily price must be 1..${DEPOSIT_FREE_MAX_DAILY_KURUS} kuruş, got ${dailyKurus}`,
    );
  }
  return { code: DEPOSIT_FREE_CODE, dailyKurus };
}

/** The deposit a rental asks for: none with the package, else the model's. */
export function depositDue(modelDepositKurus: number, depositFree: boolean): number {
  if (!Number.isSafeInteger(modelDepositKurus) || modelDepositKurus < 0) {
    throw new RangeError("deposit must be whole kuruş");
  }
  return depositFree ? 0 : modelDepositKurus;
}

export type DepositFreeTerms = { dailyKurus: number; days: number; amountKurus: number };

/** The package's line in stored price lines (a quote's or a reservation's), or null without it. */
export function depositFreeOf(lines: unknown): DepositFreeTerms | null {
  const list = Array.isArray(lines)
    ? lines
    : lines && typeof lines === "object" && Array.isArray((lines as { lines?: unknown }).lines)
      ? (lines as { lines: unknown[] }).lines
      : [];
  for (const line of list as unknown[]) {
    if (typeof line !== "object" || line === null) continue;
    const l = line as Partial<Extract<QuoteLine, { kind: "assurance" }>>;
    if (
      l.kind === "assurance" &&
      l.addOn === DEPOSIT_FREE_CODE &&
      typeof l.dailyKurus === "number" &&
      typeof l.days === "number" &&
      typeof l.amountKurus === "number"
    ) {
      return { dailyKurus: l.dailyKurus, days: l.days, amountKurus: l.amountKurus };
    }
  }
  return null;
}

/** Add-on codes asked for, without the package (it is priced from its own setting, not as an add-on). */
export function withoutDepositFree(codes: readonly string[]): { codes: string[]; asked: boolean } {
  return { codes: codes.filter((c) => c !== DEPOSIT_FREE_CODE), asked: codes.includes(DEPOSIT_FREE_CODE) };
}
