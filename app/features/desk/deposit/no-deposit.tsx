// The hand-over's deposit step for a deposit-free rental (decision 0125): nothing to take, and why.
import { formatTl } from "#app/domain/money/money.ts";
import { useTranslation } from "#app/i18n/react.tsx";

export function NoDepositNote({ dailyKurus }: { dailyKurus: number }) {
  const { t, lang } = useTranslation();
  return (
    <p
      data-no-deposit
      className="rounded-lg border border-emerald-300 bg-emerald-50 p-3 text-sm text-emerald-900 md:col-span-2 dark:border-emerald-700 dark:bg-emerald-950 dark:text-emerald-100"
    >
      {t("desk.pickup.depositFree", { daily: formatTl(dailyKurus, lang) })}
    </p>
  );
}
