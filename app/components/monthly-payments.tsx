// A monthly rental's payment schedule (decisions 0121, 0122): one row per month with its amount
// first (seen without scrolling at 390 px), its dates, km allowance and whether it is paid, its
// link sent, or when the link comes. The lookup, the member area and the staff page show it.
import { useTranslation } from "#app/i18n/react.tsx";
import type { MonthlyPaymentRow, MonthlyPaymentsView } from "#app/shared/reservations/monthly-payments.ts";

function stateText(t: ReturnType<typeof useTranslation>["t"], row: MonthlyPaymentRow): string {
  if (row.state === "linkSent") return t("monthly.states.linkSent", { reference: row.reference ?? "" });
  if (row.state === "scheduled") return t("monthly.states.scheduled", { when: row.linkOn ?? row.due });
  return t(`monthly.states.${row.state}`);
}

export function MonthlyPayments({ plan, headingLevel = 3 }: { plan: MonthlyPaymentsView; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const th = "border-b border-slate-300 px-2 py-1.5 text-left text-sm font-semibold dark:border-slate-600";
  const td = "border-b border-slate-200 px-2 py-1.5 align-top dark:border-slate-700";
  return (
    <section aria-labelledby="monthly-payments-title" data-monthly-payments="">
      <Heading id="monthly-payments-title" className="font-semibold">
        {t("monthly.title")}
      </Heading>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{t("monthly.lead")}</p>
      <p className="mt-1 text-sm font-medium" data-testid="km-per-month">
        {plan.kmPerMonth ? t("monthly.kmPerMonth", { km: plan.kmPerMonth }) : t("monthly.kmUnlimited")}
      </p>
      <div className="mt-2 overflow-x-auto" role="region" aria-label={t("monthly.table")} tabIndex={0}>
        <table className="w-full min-w-[36rem] border-collapse text-sm">
          <caption className="sr-only">{t("monthly.table")}</caption>
          <thead>
            <tr>
              <th scope="col" className={th}>
                {t("monthly.month")}
              </th>
              <th scope="col" className={`${th} text-right`}>
                {t("monthly.amount")}
              </th>
              <th scope="col" className={th}>
                {t("monthly.period")}
              </th>
              <th scope="col" className={th}>
                {t("monthly.due")}
              </th>
              <th scope="col" className={`${th} text-right`}>
                {t("monthly.km")}
              </th>
              <th scope="col" className={th}>
                {t("monthly.state")}
              </th>
            </tr>
          </thead>
          <tbody>
            {plan.rows.map((row) => (
              <tr key={row.month} data-month={row.month}>
                <th scope="row" className={`${td} text-left font-medium whitespace-nowrap`}>
                  {t("monthly.monthNo", { month: row.month })}
                </th>
                <td className={`${td} text-right whitespace-nowrap tabular-nums`} data-amount="">
                  {row.amount}
                </td>
                <td className={td}>
                  {row.period}
                  <span className="block text-xs text-slate-600 dark:text-slate-400">
                    {t("monthly.days", { count: row.days })}
                  </span>
                </td>
                <td className={`${td} whitespace-nowrap`}>{row.due}</td>
                <td className={`${td} text-right whitespace-nowrap tabular-nums`}>
                  {row.km ?? t("monthly.unlimited")}
                </td>
                <td className={td}>{stateText(t, row)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" className="px-2 py-1.5 text-left font-semibold">
                {t("monthly.total")}
              </th>
              <td className="px-2 py-1.5 text-right font-semibold whitespace-nowrap tabular-nums" data-total="">
                {plan.total}
              </td>
              <td colSpan={4} />
            </tr>
          </tfoot>
        </table>
      </div>
    </section>
  );
}
