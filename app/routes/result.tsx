import { useTranslation } from "#app/i18n/react.tsx";
import type { Route } from "./+types/result";
import { LocalLink } from "#app/components/localized-link.tsx";
import { useArrivalFocus } from "#app/components/use-arrival-focus.ts";
import { formatTl } from "#app/domain/money/money.ts";
import { cardClass, formatLocal } from "#app/features/booking/booking-ui.tsx";
import { QuoteTable } from "#app/features/booking/quote-table.tsx";
import { ReservationContactLinks } from "#app/components/reservation-contacts.tsx";
import { routeMeta } from "#app/features/seo/route-meta.ts";
import { pageContext } from "./page-context.server.ts";
import { legOf } from "#app/shared/delivery/delivery-view.ts";
import { reservationForReceipt } from "#app/server/services/booking-result.server.ts";

// The confirmation after booking; details only for the browser that made the reservation.
export async function loader({ request, context }: Route.LoaderArgs) {
  const { t, lang, db, url, services } = pageContext(request, context);
  const reservation = await reservationForReceipt(
    db,
    url.searchParams.get("no"),
    request.headers.get("cookie"),
    services.env.SESSION_SECRET,
    lang,
  );
  return {
    meta: {
      title: reservation ? t("booking.result.title") : t("pages.result.title"),
      description: t("booking.result.notYours"),
      noindex: true,
    },
    reservation,
  };
}

export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function Page({ loaderData }: Route.ComponentProps) {
  const { t, lang } = useTranslation();
  const r = loaderData.reservation;
  // Arriving from the booking's last step, the focus goes to the heading and it is announced.
  const heading = useArrivalFocus<HTMLHeadingElement>();
  if (!r) {
    return (
      <main id="main" className="container-page py-10">
        <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold">
          {t("pages.result.title")}
        </h1>
        <p className="mt-3 max-w-2xl text-lg">{t("booking.result.notYours")}</p>
        <LocalLink to="/Rezervasyon-On-Izleme" className="btn-primary mt-6">
          {t("booking.result.find")}
        </LocalLink>
      </main>
    );
  }
  const status =
    r.status === "confirmed"
      ? t("booking.result.confirmed")
      : r.status === "pending_payment"
        ? t("booking.result.pendingPayment")
        : r.status === "cancelled"
          ? t("booking.result.cancelled")
          : t("booking.result.other");
  const total = formatTl(r.quote.totalKurus, lang);
  // A delivered pick-up or a collected return is at the customer's address, not the office (decision 0132).
  const delivered = legOf(r.deliveries, "delivery");
  const collected = legOf(r.deliveries, "collection");
  const deposit = formatTl(r.quote.depositKurus, lang);
  return (
    <main id="main" className="container-page py-8">
      <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold">
        {t("booking.result.title")}
      </h1>
      <p className="mt-2 text-lg">
        {t("booking.result.number")}:{" "}
        <strong data-testid="reservation-number" className="font-mono">
          {r.number}
        </strong>
      </p>
      <p role="status" className="mt-1 text-slate-700 dark:text-slate-300">
        {t("booking.result.emailSent")}
      </p>
      <div className="mt-6 grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <section aria-labelledby="res-summary" className={cardClass}>
            <h2 id="res-summary" className="text-lg font-semibold">
              {t("booking.summary.title")}
            </h2>
            <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-2">
              <div>
                <dt className="text-slate-600 dark:text-slate-400">{t("booking.result.status")}</dt>
                <dd className="font-semibold">{status}</dd>
              </div>
              {r.vehicle ? (
                <div>
                  <dt className="text-slate-600 dark:text-slate-400">{t("booking.result.vehicle")}</dt>
                  <dd className="font-semibold">
                    {r.vehicle.name} ({r.vehicle.className}) {t("booking.vehicles.orSimilar")}
                  </dd>
                </div>
              ) : null}
              <div data-testid="result-pickup">
                <dt className="text-slate-600 dark:text-slate-400">{t("booking.result.pickup")}</dt>
                <dd className="font-semibold">
                  {delivered ? t("booking.result.delivered") : r.pickupOffice?.name} · {formatLocal(r.pickupAt, lang)}
                </dd>
                <dd>{delivered ? delivered.address : r.pickupOffice?.address}</dd>
              </div>
              <div data-testid="result-dropoff">
                <dt className="text-slate-600 dark:text-slate-400">{t("booking.result.dropoff")}</dt>
                <dd className="font-semibold">
                  {collected ? t("booking.result.collected") : r.dropoffOffice?.name} · {formatLocal(r.returnAt, lang)}
                </dd>
                <dd>{collected ? collected.address : r.dropoffOffice?.address}</dd>
              </div>
              {r.flightNumber ? (
                <div>
                  <dt className="text-slate-600 dark:text-slate-400">{t("booking.driver.flightNumber")}</dt>
                  <dd className="font-semibold" data-testid="flight-number">
                    {r.flightNumber}
                  </dd>
                </div>
              ) : null}
              <div>
                <dt className="text-slate-600 dark:text-slate-400">{t("booking.result.duration")}</dt>
                <dd className="font-semibold">{t("booking.summary.days", { count: r.quote.days })}</dd>
              </div>
            </dl>
          </section>
          {r.contacts ? <ReservationContactLinks contacts={r.contacts} className={cardClass} /> : null}
          <section aria-labelledby="res-where" className={cardClass}>
            <h2 id="res-where" className="text-lg font-semibold">
              {t("booking.result.whatWhere")}
            </h2>
            <ul className="mt-2 list-disc space-y-1 pl-5">
              <li>
                {r.paymentType === "office" && !r.paidOnline
                  ? t("booking.result.payAtOffice", { amount: total })
                  : t("booking.result.paidByCard", { amount: total })}
              </li>
              <li>
                {r.quote.depositFree
                  ? t("booking.depositFree.resultNote", { daily: formatTl(r.quote.depositFree.dailyKurus, lang) })
                  : t("booking.result.depositAtDesk", { amount: deposit })}
              </li>
            </ul>
          </section>
          <section aria-labelledby="res-cancel" className={cardClass}>
            <h2 id="res-cancel" className="text-lg font-semibold">
              {t("booking.result.cancellation")}
            </h2>
            <p className="mt-2">
              {r.paymentType === "office" && !r.paidOnline
                ? t("booking.result.cancelOffice", { when: formatLocal(r.pickupAt, lang) })
                : r.hasAssurance
                  ? t("booking.result.cancelAssurance", { when: formatLocal(r.pickupAt, lang) })
                  : t("booking.result.cancelPrepaid", { when: formatLocal(r.fullRefundDeadline, lang) })}
            </p>
            <div className="mt-4 flex flex-wrap gap-3">
              <LocalLink to={`/Rezervasyon-Iptal?no=${r.number}`} className="btn-secondary">
                {t("booking.result.cancelLink")}
              </LocalLink>
              <LocalLink to={`/Rezervasyon-On-Izleme?no=${r.number}`} className="btn-secondary">
                {t("booking.result.lookupLink")}
              </LocalLink>
              <LocalLink to="/" className="btn-secondary">
                {t("booking.result.newBooking")}
              </LocalLink>
            </div>
          </section>
        </div>
        <aside aria-labelledby="res-amounts" className={`${cardClass} h-fit`}>
          <h2 id="res-amounts" className="mb-3 text-lg font-semibold">
            {t("booking.result.amounts")}
          </h2>
          <QuoteTable quote={r.quote} />
        </aside>
      </div>
    </main>
  );
}
