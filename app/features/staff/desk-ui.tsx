// Building blocks of the desk pages: status badges and the dense reservation table (each row
// links to the reservation's page; the table scrolls sideways on a narrow tablet).
import { LocalLink } from "#app/components/localized-link.tsx";
import { ScrollTable, tdClass, thClass } from "#app/components/panel.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import type { MessageKey } from "#app/i18n/translate.ts";
import type { DeskListItem } from "#app/shared/desk/desk-list-item.ts";

const badgeTone: Record<string, string> = {
  confirmed: "bg-sky-100 text-sky-900 dark:bg-sky-900 dark:text-sky-50",
  active: "bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-50",
  completed: "bg-slate-200 text-slate-900 dark:bg-slate-700 dark:text-slate-50",
  pending_payment: "bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-50",
};

export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  const tone = badgeTone[status] ?? "bg-red-100 text-red-900 dark:bg-red-900 dark:text-red-50";
  return (
    <span className={`inline-block rounded px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${tone}`}>
      {t(`staff.statuses.${status}` as MessageKey)}
    </span>
  );
}

/** The reservation's page on the desk. */
export function reservationPath(number: string): string {
  return `/yonetim/rezervasyonlar/${number}`;
}

/** A reservation list: number (link), driver, pick-up, return, car and plate, status. */
export function ReservationTable({
  items,
  label,
  show = "both",
}: {
  items: readonly DeskListItem[];
  label: string;
  /** Which end of the rental matters in this list (both: search results). */
  show?: "pickup" | "return" | "both";
}) {
  const { t } = useTranslation();
  if (items.length === 0) return <p className="text-sm text-slate-600 dark:text-slate-400">{t("staff.today.none")}</p>;
  return (
    <ScrollTable label={label}>
      <thead>
        <tr>
          <th scope="col" className={thClass}>
            {t("staff.list.number")}
          </th>
          <th scope="col" className={thClass}>
            {t("staff.list.driver")}
          </th>
          {show !== "return" ? (
            <th scope="col" className={thClass}>
              {t("staff.list.pickup")}
            </th>
          ) : null}
          {show !== "pickup" ? (
            <th scope="col" className={thClass}>
              {t("staff.list.dropoff")}
            </th>
          ) : null}
          <th scope="col" className={thClass}>
            {t("staff.list.car")}
          </th>
          <th scope="col" className={thClass}>
            {t("staff.list.status")}
          </th>
          {show === "both" ? (
            <th scope="col" className={`${thClass} text-right`}>
              {t("staff.list.total")}
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.number} className="hover:bg-slate-50 dark:hover:bg-slate-800">
            <td className={tdClass}>
              <LocalLink
                to={reservationPath(item.number)}
                className="font-mono font-semibold text-brand-700 underline dark:text-brand-300"
              >
                {item.number}
              </LocalLink>
            </td>
            <td className={tdClass}>{item.driverName}</td>
            {show !== "return" ? (
              <td className={tdClass}>
                <span className="whitespace-nowrap">{item.pickupAt}</span>
                <br />
                <span className="text-xs text-slate-600 dark:text-slate-400">{item.pickupOffice}</span>
                {item.flightNumber ? (
                  <span className="block text-xs font-semibold" data-testid="list-flight">
                    {t("staff.detail.flightNumber")}: {item.flightNumber}
                  </span>
                ) : null}
              </td>
            ) : null}
            {show !== "pickup" ? (
              <td className={tdClass}>
                <span className="whitespace-nowrap">{item.returnAt}</span>
                <br />
                <span className="text-xs text-slate-600 dark:text-slate-400">{item.dropoffOffice}</span>
              </td>
            ) : null}
            <td className={tdClass}>
              {item.car}
              <br />
              <span className="font-mono text-xs">{item.plate}</span>
            </td>
            <td className={tdClass}>
              <StatusBadge status={item.status} />
            </td>
            {show === "both" ? <td className={`${tdClass} text-right whitespace-nowrap`}>{item.total}</td> : null}
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}
