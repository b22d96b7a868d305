import { useTranslation } from "#app/i18n/react.tsx";
import type { Route } from "./+types/payres";
import { LocalLink } from "#app/components/localized-link.tsx";
import { formatTl } from "#app/domain/money/money.ts";
import { ContactChannels } from "#app/components/contact-channels.tsx";
import { bankMessageKey } from "#app/features/payment/bank-message.ts";
import { routeMeta } from "#app/features/seo/route-meta.ts";
import { PAYMENT_CHOICE_PARAM, stepHref } from "#app/shared/booking/booking-query.ts";
import { pageContext } from "./page-context.server.ts";
import { paymentResult, withoutPaymentDetails } from "#app/server/services/payments.server.ts";
import { paymentViewerIds } from "#app/server/services/booking-receipt.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { t, db, url, services } = pageContext(request, context);
  const paymentId = url.searchParams.get("odeme");
  const found = paymentId ? await paymentResult(db, paymentId) : null;
  // Only the browser that opened the payment's card page (/pos3d) sees its details.
  const viewer =
    paymentId !== null &&
    paymentViewerIds(request.headers.get("cookie"), services.env.SESSION_SECRET, new Date()).includes(paymentId);
  return {
    meta: { title: t("pages.payres.title"), description: t("pages.payres.description"), noindex: true },
    result: found && !viewer ? withoutPaymentDetails(found) : found,
    detailsHidden: found !== null && !viewer,
  };
}

export function headers() {
  return { "Cache-Control": "no-store" };
}

export const meta: Route.MetaFunction = (args) => routeMeta(args);

const TONE = {
  approved: "border-green-300 bg-green-50 text-green-950 dark:border-green-800 dark:bg-green-950 dark:text-green-50",
  rejected: "border-red-300 bg-red-50 text-red-950 dark:border-red-800 dark:bg-red-950 dark:text-red-50",
  error: "border-red-300 bg-red-50 text-red-950 dark:border-red-800 dark:bg-red-950 dark:text-red-50",
  reversed: "border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50",
  pending: "border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50",
} as const;

/** Step 4 of the kept booking draft, with the payment choice the customer picked here. */
function retryHref(draftId: string, payment: "kart" | "ofis"): string {
  return `${stepHref("/rezervasyon", draftId, 4)}&${PAYMENT_CHOICE_PARAM}=${payment}`;
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const { t, lang } = useTranslation();
  const { result, detailsHidden } = loaderData;
  if (!result) {
    return (
      <main id="main" className="container-page py-10">
        <h1 className="text-2xl font-bold">{t("pages.payres.title")}</h1>
        <div role="status" className={`mt-4 max-w-2xl rounded-lg border p-4 ${TONE.error}`}>
          <p className="text-xl font-bold">{t("payment.result.error")}</p>
          <p className="mt-1">{t("payment.paymentError")}</p>
        </div>
        <LocalLink to="/" className="btn-secondary mt-6">
          {t("nav.home")}
        </LocalLink>
        <ContactChannels />
      </main>
    );
  }
  const failed = result.outcome === "rejected" || result.outcome === "error";
  const tryAgainTo = result.referenceNumber ? `/sanal-odeme?ref=${encodeURIComponent(result.referenceNumber)}` : "/";
  return (
    <main id="main" className="container-page max-w-2xl py-10">
      <h1 className="text-2xl font-bold">{t("pages.payres.title")}</h1>
      <div role="status" data-testid="payment-outcome" className={`mt-4 rounded-lg border p-4 ${TONE[result.outcome]}`}>
        <p className="text-xl font-bold">{t(`payment.result.${result.outcome}`)}</p>
        {result.outcome === "approved" ? <p className="mt-1">{t("payment.result.approvedText")}</p> : null}
        {result.outcome === "pending" ? <p className="mt-1">{t("payment.result.pendingText")}</p> : null}
        {result.outcome === "reversed" ? (
          <p className="mt-1">
            {result.referenceNumber
              ? t("payment.result.referenceSettled")
              : result.reversalDone
                ? t("payment.result.reversedText")
                : t("payment.result.reversalPending")}
          </p>
        ) : null}
        {failed ? (
          <>
            <p className="mt-1 font-semibold">{t("payment.paymentError")}</p>
            <p className="mt-1" data-testid="bank-message">
              {t(bankMessageKey(result.declineReason))}
            </p>
            {!result.referenceNumber && result.reservationNumber ? (
              <p className="mt-1">{t("payment.result.released")}</p>
            ) : null}
            {result.retryDraftId ? <p className="mt-1">{t("payment.result.keptDraft")}</p> : null}
          </>
        ) : null}
      </div>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        {result.reservationNumber ? (
          <>
            <dt className="text-slate-600 dark:text-slate-300">{t("payment.result.reservation")}</dt>
            <dd className="font-semibold">{result.reservationNumber}</dd>
          </>
        ) : null}
        {result.referenceNumber ? (
          <>
            <dt className="text-slate-600 dark:text-slate-300">{t("payment.result.reference")}</dt>
            <dd className="font-semibold">{result.referenceNumber}</dd>
          </>
        ) : null}
        <dt className="text-slate-600 dark:text-slate-300">{t("payment.result.amount")}</dt>
        <dd>{formatTl(result.amountKurus, lang)}</dd>
        {result.instalments > 1 ? (
          <>
            <dt className="text-slate-600 dark:text-slate-300">{t("payment.instalments.label")}</dt>
            <dd data-testid="payment-instalments">
              {t("payment.instalments.plan", {
                count: result.instalments,
                monthly: formatTl(result.monthlyKurus, lang),
              })}
            </dd>
          </>
        ) : null}
        {result.maskedPan ? (
          <>
            <dt className="text-slate-600 dark:text-slate-300">{t("payment.result.card")}</dt>
            <dd className="tabular-nums">{result.maskedPan}</dd>
          </>
        ) : null}
        {result.authCode && result.outcome === "approved" ? (
          <>
            <dt className="text-slate-600 dark:text-slate-300">{t("payment.result.authCode")}</dt>
            <dd>{result.authCode}</dd>
          </>
        ) : null}
        {result.orderId ? (
          <>
            <dt className="text-slate-600 dark:text-slate-300">{t("payment.result.orderId")}</dt>
            <dd className="break-all">{result.orderId}</dd>
          </>
        ) : null}
      </dl>
      {detailsHidden ? (
        <p className="mt-4" data-testid="payment-details-hidden">
          {t("payment.result.detailsHidden")}{" "}
          <LocalLink to="/Rezervasyon-On-Izleme" className="link">
            {t("footer.reservationLookup")}
          </LocalLink>
        </p>
      ) : null}
      <div className="mt-6 flex flex-wrap gap-3">
        {result.outcome === "approved" && result.reservationNumber && !result.referenceNumber ? (
          <LocalLink to={`/result?no=${encodeURIComponent(result.reservationNumber)}`} className="btn-primary">
            {t("payment.result.continue")}
          </LocalLink>
        ) : null}
        {failed && result.retryDraftId ? (
          <>
            <LocalLink to={retryHref(result.retryDraftId, "kart")} className="btn-primary">
              {t("payment.result.retryCard")}
            </LocalLink>
            <LocalLink to={retryHref(result.retryDraftId, "ofis")} className="btn-secondary">
              {t("payment.result.payAtOffice")}
            </LocalLink>
          </>
        ) : failed ? (
          <LocalLink to={tryAgainTo} className="btn-primary">
            {result.referenceNumber ? t("payment.result.tryAgain") : t("payment.result.newSearch")}
          </LocalLink>
        ) : null}
        {result.outcome !== "approved" || result.referenceNumber ? (
          <LocalLink to="/" className="btn-secondary">
            {t("nav.home")}
          </LocalLink>
        ) : null}
      </div>
      <ContactChannels />
    </main>
  );
}
