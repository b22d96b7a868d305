// A reservation's delivery and collection as the desk reads them (decision 0132): one sentence a
// leg, with the time, the address, the distance and the fee in TL. The reservation page and every
// desk action page (pick-up, return, ...) show it, so the person handing over knows where to go.
import { useTranslation } from "#app/i18n/react.tsx";
import type { BookedLegView } from "#app/shared/delivery/delivery-view.ts";

export function BookedLegsList({ legs, className = "" }: { legs: readonly BookedLegView[]; className?: string }) {
  const { t } = useTranslation();
  if (legs.length === 0) return null;
  return (
    <ul className={`space-y-1 ${className}`} data-testid="booked-legs">
      {legs.map((l) => (
        <li key={l.leg} data-testid={`booked-leg-${l.leg}`}>
          {t(l.leg === "delivery" ? "delivery.booked.staffDelivery" : "delivery.booked.staffCollection", {
            at: l.at,
            address: l.address,
            km: l.km,
            fee: l.fee,
          })}
        </li>
      ))}
    </ul>
  );
}
