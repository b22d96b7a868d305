// The desk's delivery tasks on Today (decision 0123): each car to bring to an address at its
// pick-up, or to collect from one at its return, today and tomorrow, with the reservation's link.
import { LocalLink } from "#app/components/localized-link.tsx";
import { Panel, ScrollTable, tdClass, thClass } from "#app/components/panel.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import type { DeliveryTaskView } from "#app/shared/delivery/delivery-view.ts";

export function DeliveryTasksPanel({ tasks }: { tasks: readonly DeliveryTaskView[] }) {
  const { t } = useTranslation();
  return (
    <Panel id="delivery-tasks" title={`${t("delivery.today.title")} (${tasks.length})`}>
      {tasks.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t("delivery.today.none")}</p>
      ) : (
        <ScrollTable label={t("delivery.today.caption")}>
          <thead>
            <tr>
              <th scope="col" className={thClass}>
                {t("delivery.today.reservation")}
              </th>
              <th scope="col" className={thClass}>
                {t("delivery.today.when")}
              </th>
              <th scope="col" className={thClass}>
                {t("delivery.today.task")}
              </th>
              <th scope="col" className={thClass}>
                {t("delivery.today.customer")}
              </th>
              <th scope="col" className={thClass}>
                {t("delivery.today.address")}
              </th>
              <th scope="col" className={`${thClass} text-right`}>
                {t("delivery.today.fee")}
              </th>
            </tr>
          </thead>
          <tbody>
            {tasks.map((task) => (
              <tr key={`${task.number}-${task.leg}`} data-testid="delivery-task">
                <th scope="row" className={`${tdClass} font-normal`}>
                  <LocalLink
                    to={`/yonetim/rezervasyonlar/${task.number}`}
                    className="font-mono font-semibold text-brand-700 underline dark:text-brand-300"
                  >
                    {task.number}
                  </LocalLink>
                </th>
                <td className={`${tdClass} whitespace-nowrap`}>{task.at}</td>
                <td className={tdClass}>
                  {t(task.leg === "delivery" ? "delivery.today.delivery" : "delivery.today.collection", {
                    km: task.km,
                  })}
                </td>
                <td className={tdClass}>{task.customer}</td>
                <td className={tdClass}>{task.address}</td>
                <td className={`${tdClass} text-right whitespace-nowrap`}>{task.fee}</td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
    </Panel>
  );
}
