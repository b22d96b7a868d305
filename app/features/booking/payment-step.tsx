// Step 4: the summary and the payment choice. Pay at the office books at once; pay now holds the
// car for 15 minutes and continues on /pos3d (3-D Secure).
import { Form, Link } from "react-router";
import { XsrfField } from "#app/components/xsrf-field.tsx";
import { formatTl } from "#app/domain/money/money.ts";
import { formatDiscountPercent } from "#app/domain/pricing/pay-now.ts";
import { firstMonthKurus, monthCount } from "#app/domain/rental/monthly-plan.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import type { ModelView, QuoteView } from "#app/shared/booking/booking-types.ts";
import { cardClass, useStepLock } from "./booking-ui.tsx";
import { QuoteTable } from "./quote-table.tsx";

export function PaymentStep({
  model,
  quote,
  driverName,
  driverEmail,
  failedAttempt,
  payment,
  backHref,
}: {
  model: ModelView;
  quote: QuoteView;
  driverName: string;
  driverEmail: string;
  /** The reservation whose card payment was refused; this booking goes on from the same choices. */
  failedAttempt: string | null;
  payment: "card" | "office";
  backHref: string;
}) {
  const { t, lang } = useTranslation();
  const lock = useStepLock();
  // A 30+ day rental pays its first month now and each later month by link (decision 0122).
  const months = monthCount(quote.days);
  const monthly = (total: number, key: "booking.payment.monthlyOffice" | "booking.payment.monthlyCard") =>
    months === null || months < 2 ? null : (
      <span className="block text-sm font-semibold text-slate-800 dark:text-slate-200" data-testid="monthly-note">
        {t(key, { months, amount: formatTl(firstMonthKurus(total, quote.days), lang) })}
      </span>
    );
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <section aria-labelledby="pay-title" className={`${cardClass} lg:col-span-2`}>
        <h2 id="pay-title" className="text-lg font-semibold">
          {t("booking.payment.title")}
        </h2>
        {failedAttempt ? (
          <p
            role="status"
            data-testid="retry-notice"
            className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50"
          >
            {t("booking.payment.retryNotice", { number: failedAttempt })}
          </p>
        ) : null}
        <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-slate-600 dark:text-slate-400">{t("booking.summary.vehicle")}</dt>
            <dd className="font-semibold">
              {model.brand} {model.model} ({model.className}) {t("booking.vehicles.orSimilar")}
            </dd>
          </div>
          <div>
            <dt className="text-slate-600 dark:text-slate-400">{t("booking.payment.driverLabel")}</dt>
            <dd className="font-semibold">
              {driverName} · {driverEmail}
            </dd>
          </div>
        </dl>
        <Form method="post" className="mt-6">
          <XsrfField />
          <fieldset>
            <legend className="font-semibold">{t("booking.payment.choose")}</legend>
            <div className="mt-2 space-y-2">
              <label className="flex cursor-pointer items-start gap-3 rounded-xl border border-slate-300 p-3 has-checked:border-brand-700 has-checked:bg-brand-50 dark:border-slate-600 dark:has-checked:border-brand-300 dark:has-checked:bg-slate-800">
                <input
                  type="radio"
                  name="payment"
                  value="office"
                  defaultChecked={payment === "office"}
                  className="mt-1 accent-brand-700"
                />
                <span>
                  <span className="font-semibold">{t("booking.payment.office")}</span>
                  <span className="block font-semibold tabular-nums" data-testid="office-total">
                    {t("booking.payment.totalFor", { amount: formatTl(quote.totalKurus, lang) })}
                  </span>
                  {/* A monthly rental pays month 1 at the office, not the whole amount. */}
                  {monthly(quote.totalKurus, "booking.payment.monthlyOffice") ?? (
                    <span className="block text-sm text-slate-700 dark:text-slate-300">
                      {t(quote.depositFree ? "booking.depositFree.officeNote" : "booking.payment.officeNote")}
                    </span>
                  )}
                  {months !== null && months >= 2 ? (
                    <span className="block text-sm text-slate-700 dark:text-slate-300">
                      {t(quote.depositFree ? "booking.payment.monthlyNoDeposit" : "booking.payment.monthlyDeposit")}
                    </span>
                  ) : null}
                </span>
              </label>
              <label className="flex cursor-pointer items-start gap-3 rounded-xl border border-slate-300 p-3 has-checked:border-brand-700 has-checked:bg-brand-50 dark:border-slate-600 dark:has-checked:border-brand-300 dark:has-checked:bg-slate-800">
                <input
                  type="radio"
                  name="payment"
                  value="card"
                  defaultChecked={payment === "card"}
                  aria-describedby="card-note"
                  className="mt-1 accent-brand-700"
                />
                <span>
                  <span className="font-semibold">{t("booking.payment.card")}</span>
                  <span className="block font-semibold tabular-nums" data-testid="pay-now-total">
                    {t("booking.payment.totalFor", { amount: formatTl(quote.payNow.totalKurus, lang) })}
                  </span>
                  {quote.payNow.discountKurus > 0 ? (
                    <span className="block text-sm font-semibold text-emerald-800 dark:text-emerald-300">
                      {t("booking.payment.payNowSaving", {
                        percent: formatDiscountPercent(quote.payNow.basisPoints, lang),
                        amount: formatTl(quote.payNow.discountKurus, lang),
                      })}
                    </span>
                  ) : null}
                  <span id="card-note" className="block text-sm text-slate-700 dark:text-slate-300">
                    {t("booking.payment.cardNote")}
                  </span>
                  {monthly(quote.payNow.totalKurus, "booking.payment.monthlyCard")}
                </span>
              </label>
            </div>
          </fieldset>
          <div className="mt-6 flex flex-wrap justify-between gap-3">
            <Link to={backHref} className="btn-secondary">
              {t("booking.previous")}
            </Link>
            <button type="submit" name="intent" value="reserve" className="btn-primary" {...lock}>
              {t("booking.payment.submit")}
            </button>
          </div>
        </Form>
      </section>
      <aside aria-labelledby="pay-total" className={`${cardClass} h-fit`}>
        <h2 id="pay-total" className="mb-3 text-lg font-semibold">
          {t("booking.summary.title")}
        </h2>
        <QuoteTable quote={quote} />
      </aside>
    </div>
  );
}
