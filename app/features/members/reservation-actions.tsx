// What a member can do with one reservation, as one list (decision 0057): its
// details, a cancellation request, the receipt PDF, paying a pay-at-office booking online. The
// reservation cards and the details page both show it; a new action is one more item here.
import type { ReactNode } from "react";
import { Form } from "react-router";
import { LocalLink } from "#app/components/localized-link.tsx";
import { XsrfField } from "#app/components/xsrf-field.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import type { ReservationActions } from "#app/shared/reservations/reservation-view.ts";

export const PAY_ONLINE = "payOnline";

export function memberReservationPath(number: string): string {
  return `/uye-rezervasyonlar?no=${encodeURIComponent(number)}`;
}

export function ReservationActionList({ actions, details = true }: { actions: ReservationActions; details?: boolean }) {
  const { t, lang } = useTranslation();
  const n = actions.number;
  const path = memberReservationPath(n);
  const items: Array<{ key: string; node: ReactNode }> = [];
  if (details) {
    items.push({
      key: "details",
      node: (
        <LocalLink
          to={path}
          aria-label={t("members.reservation.detailsLabel", { number: n })}
          className="btn-secondary"
        >
          {t("members.reservation.details")}
        </LocalLink>
      ),
    });
  }
  if (actions.canCancel) {
    items.push({
      key: "cancel",
      node: (
        <LocalLink
          to={`${path}&islem=iptal`}
          aria-label={t(
            actions.canCancelAtOnce ? "members.reservation.cancelNowLabel" : "members.reservation.cancelLabel",
            { number: n },
          )}
          className="btn-secondary"
        >
          {t(actions.canCancelAtOnce ? "members.reservation.cancelNow" : "members.reservation.cancel")}
        </LocalLink>
      ),
    });
  }
  if (actions.canChange) {
    items.push({
      key: "change",
      node: (
        <LocalLink
          to={`/Rezervasyon-Degistir?no=${encodeURIComponent(n)}`}
          aria-label={t("members.reservation.changeLabel", { number: n })}
          className="btn-secondary"
        >
          {t("members.reservations.change")}
        </LocalLink>
      ),
    });
  }
  if (actions.hasReceipt) {
    items.push({
      key: "receipt",
      node: (
        <a
          href={`${lang === "en" ? "/en" : ""}/uye-faturalar/${n}.pdf`}
          download
          aria-label={t("members.reservation.receiptLabel", { number: n })}
          className="btn-secondary"
        >
          {t("members.reservation.receipt")}
        </a>
      ),
    });
  }
  if (actions.canPayOnline) {
    items.push({
      key: "pay",
      node: (
        // The bank's page is another document: no client-side navigation.
        <Form method="post" action={`${lang === "en" ? "/en" : ""}${path}`} reloadDocument>
          <XsrfField />
          <button
            type="submit"
            name="intent"
            value={PAY_ONLINE}
            aria-label={t("members.reservation.payOnlineLabel", { number: n })}
            className="btn-primary"
          >
            {t("members.reservation.payOnline")}
          </button>
        </Form>
      ),
    });
  }
  if (items.length === 0) return null;
  return (
    <ul aria-label={t("members.reservation.actions")} className="mt-4 flex flex-wrap gap-3">
      {items.map((item) => (
        <li key={item.key}>{item.node}</li>
      ))}
    </ul>
  );
}
