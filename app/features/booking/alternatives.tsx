// The cars that can still be had when the chosen one no longer can (a failed quote on any step
// after the results, or a refused booking on the payment step). A module of its own: the steps'
// texts are sent per step (decision 0150), and every step after the results may show it.
import { Form } from "react-router";
import { XsrfField } from "#app/components/xsrf-field.tsx";
import { formatTl } from "#app/domain/money/money.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import type { VehicleOffer } from "#app/shared/booking/booking-types.ts";
import { cardClass, useStepLock } from "./booking-ui.tsx";

export function Alternatives({ offers }: { offers: VehicleOffer[] }) {
  const { t, lang } = useTranslation();
  const lock = useStepLock();
  return (
    <section aria-labelledby="alternatives-title" className={`${cardClass} mb-6`}>
      <h2 id="alternatives-title" className="text-lg font-semibold">
        {t("booking.outcome.alternatives")}
      </h2>
      {offers.length === 0 ? (
        <p className="mt-2">{t("booking.outcome.noAlternatives")}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100 dark:divide-slate-800">
          {offers.map((o) => (
            <li key={o.model.id} className="flex flex-wrap items-center justify-between gap-3 py-2">
              <span>
                <span className="font-semibold">
                  {o.model.brand} {o.model.model}
                </span>{" "}
                ({o.model.className}) — {formatTl(o.totalKurus, lang)}
              </span>
              <Form method="post">
                <XsrfField />
                <input type="hidden" name="modelId" value={o.model.id} />
                <button
                  type="submit"
                  name="intent"
                  value="alternative"
                  className="btn-secondary"
                  {...lock}
                  aria-label={t("booking.vehicles.chooseLabel", { name: `${o.model.brand} ${o.model.model}` })}
                >
                  {t("booking.outcome.chooseAlternative")}
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
