// A reservation's details as the customer sees them (the lookup page and the member area): dates,
// offices, car, packages, extras, price lines, payment, deadlines and the cancellation request.
// The page that shows it adds its own actions below (children).
import type { ReactNode } from "react";
import { cardClass, useFocusOnMount } from "#app/components/form-parts.tsx";
import { LocalLink } from "#app/components/localized-link.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import { ReservationContactLinks } from "#app/components/reservation-contacts.tsx";
import type { ReservationView } from "#app/shared/reservations/reservation-view.ts";
import { MANUAL_REFUND_WORKING_DAYS } from "#app/domain/cancellation/self-service.ts";
import { MonthlyPayments } from "#app/components/monthly-payments.tsx";
import { legOf } from "#app/shared/delivery/delivery-view.ts";

export function ReservationDetails({ r, children }: { r: ReservationView; children?: ReactNode }) {
  const { t } = useTranslation();
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const row = (label: string, value: string | null) =>
    value ? (
      <div className="grid gap-1 py-2 sm:grid-cols-[12rem_minmax(0,1fr)]">
        <dt className="font-medium text-slate-600 dark:text-slate-400">{label}</dt>
        <dd className="break-words">{value}</dd>
      </div>
    ) : null;
  const remaining =
    r.daysRemaining > 0
      ? t("forms.lookup.daysLeft", { count: r.daysRemaining })
      : r.daysRemaining === 0
        ? t("forms.lookup.today")
        : t("forms.lookup.past");
  const deadline = r.deadline.passed
    ? r.deadline.kind === "prepaid"
      ? t("forms.lookup.deadlinePrepaidPassed", { when: r.deadline.when })
      : t("forms.lookup.deadlinePickupPassed", { when: r.deadline.when })
    : r.deadline.kind === "office"
      ? t("forms.lookup.deadlineOffice", { when: r.deadline.when })
      : r.deadline.kind === "assurance"
        ? t("forms.lookup.deadlineAssurance", { when: r.deadline.when })
        : t("forms.lookup.deadlinePrepaid", { when: r.deadline.when });
  const a = r.amounts;
  // A delivered pick-up or a collected return happens at the customer's address, not the office (decision 0132).
  const delivered = legOf(r.deliveries, "delivery");
  const collected = legOf(r.deliveries, "collection");
  return (
    <section aria-labelledby="reservation-title" className={`${cardClass} space-y-5`} data-testid="reservation">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="reservation-title" className="text-xl font-bold outline-none" tabIndex={-1} ref={heading}>
          {t("forms.lookup.title", { number: r.number })}
        </h2>
        <p className="rounded-full bg-slate-100 px-3 py-1 text-sm font-semibold dark:bg-slate-800">
          {t("forms.lookup.statusLabel")}: {t(`forms.lookup.status.${r.status}`)}
        </p>
      </div>
      {r.cancellationRequest ? (
        <div
          data-testid="cancellation-request"
          className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50"
        >
          <p className="font-semibold">{t(`forms.lookup.cancelRequest.${r.cancellationRequest.state}`)}</p>
          <p className="text-sm">
            {r.cancellationRequest.state === "selfService"
              ? t(`forms.cancelNow.done.${r.cancellationRequest.outcome}`, {
                  refund: r.cancellationRequest.refund,
                  deduction: r.cancellationRequest.deduction,
                  days: MANUAL_REFUND_WORKING_DAYS,
                })
              : r.cancellationRequest.state === "approved"
                ? r.cancellationRequest.refund
                  ? t(
                      r.cancellationRequest.paidBackOtherwise
                        ? "forms.lookup.request.approvedPaidBack"
                        : "forms.lookup.request.approvedRefund",
                      { refund: r.cancellationRequest.refund },
                    )
                  : t("forms.lookup.request.approved")
                : r.cancellationRequest.state === "declined"
                  ? t("forms.lookup.request.declined", { reason: r.cancellationRequest.reason })
                  : t("forms.lookup.cancelRequestAt", { when: r.cancellationRequest.requestedAt })}
          </p>
        </div>
      ) : null}
      {r.rebookedAs ? (
        <div
          data-testid="rebooked"
          className="rounded-lg border border-sky-300 bg-sky-50 p-3 text-sky-950 dark:border-sky-700 dark:bg-sky-950 dark:text-sky-50"
        >
          <p>{t("forms.lookup.rebooked", { number: r.rebookedAs })}</p>
          <LocalLink
            to={`/Rezervasyon-On-Izleme?no=${encodeURIComponent(r.rebookedAs)}`}
            className="mt-1 inline-block font-semibold underline"
          >
            {t("forms.lookup.rebookedLink", { number: r.rebookedAs })}
          </LocalLink>
        </div>
      ) : null}
      <dl className="divide-y divide-slate-200 dark:divide-slate-700">
        {row(
          t("forms.lookup.pickup"),
          delivered
            ? t("delivery.booked.pickupDelivered", { when: r.pickupAt, address: delivered.address })
            : `${r.pickupAt}, ${r.pickupOffice}`,
        )}
        {row(
          t("forms.lookup.dropoff"),
          collected
            ? t("delivery.booked.returnCollected", { when: r.returnAt, address: collected.address })
            : `${r.returnAt}, ${r.dropoffOffice}`,
        )}
        {row(t("forms.lookup.daysRemaining"), remaining)}
        {row(t("forms.lookup.car"), `${r.car} ${t("forms.lookup.orSimilar", { class: r.className })}`)}
        {row(t("forms.lookup.driver"), r.driverName)}
        {row(t("forms.lookup.flightNumber"), r.flightNumber)}
        {row(t("forms.lookup.assurance"), r.assurance ?? t("forms.lookup.none"))}
        {row(t("forms.lookup.kmPackage"), r.kmPackage ?? t("forms.lookup.none"))}
        {row(t("forms.lookup.extras"), r.extras.length > 0 ? r.extras.join(", ") : t("forms.lookup.none"))}
        {row(t("forms.lookup.paymentType"), t(`forms.lookup.payment.${r.payment}`))}
      </dl>
      {r.contacts ? <ReservationContactLinks contacts={r.contacts} headingLevel={3} /> : null}
      <div>
        <h3 className="font-semibold">{t("forms.lookup.amounts")}</h3>
        <dl className="mt-2 divide-y divide-slate-200 dark:divide-slate-700">
          {row(t("forms.lookup.vehicle", { count: r.days }), a.vehicle)}
          {row(t("forms.lookup.discount"), a.discount ? `- ${a.discount}` : null)}
          {row(t("forms.lookup.oneWayFee"), a.oneWayFee)}
          {row(t("forms.lookup.assurance"), a.assurance)}
          {row(t("forms.lookup.kmPackage"), a.kmPackage)}
          {row(t("forms.lookup.extras"), a.extras)}
          {row(t("forms.lookup.payNow"), a.payNow ? `- ${a.payNow}` : null)}
          {row(t("forms.lookup.total"), a.total)}
          {row(t("forms.lookup.paidOnline"), a.paid)}
          {row(t("forms.lookup.deposit"), a.deposit)}
        </dl>
      </div>
      {r.monthly ? <MonthlyPayments plan={r.monthly} /> : null}
      {r.status === "confirmed" || r.status === "pending_payment" ? (
        // Only a booking that can still be cancelled has a deadline to tell (a cancelled one says so above).
        <div>
          <h3 className="font-semibold">{t("forms.lookup.deadlines")}</h3>
          <p className="mt-1 text-slate-700 dark:text-slate-300">{deadline}</p>
        </div>
      ) : null}
      {children}
    </section>
  );
}
