// Today (/yonetim): the first screen of an office. Today's and tomorrow's pick-ups and returns,
// cars overdue, cancellation requests waiting, payments waiting and new requests, each a link.
// Roles that do not work with reservations (HR, content) get a short welcome instead.
import { Form } from "react-router";
import type { Route } from "./+types/today";
import { inputClass, labelClass } from "#app/components/form-fields.tsx";
import { LocalLink } from "#app/components/localized-link.tsx";
import { ReservationTable, reservationPath } from "#app/features/staff/desk-ui.tsx";
import { ScrollTable, tdClass } from "#app/components/panel.tsx";
import { Panel } from "#app/components/panel.tsx";
import { routeMeta } from "#app/features/seo/route-meta.ts";
import { allows } from "#app/domain/staff/permissions.ts";
import type { MessagesHandle } from "#app/i18n/areas.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import { todayForDesk } from "#app/server/services/staff/desk-reservations.server.ts";
import { pageContext } from "#app/routes/page-context.server.ts";
import { asStaff, requireStaff } from "./staff-guard.server.ts";
import { staleDepositHolds } from "#app/server/services/desk/deposit.server.ts";
import { formatTl } from "#app/domain/money/money.ts";
import { formatInstant } from "#app/domain/time/local-format.ts";
import { DeliveryTasksPanel } from "#app/features/delivery/delivery-tasks.tsx";
import { deliveryTasks } from "#app/server/services/staff/delivery-settings.server.ts";

export const handle: MessagesHandle = { messages: ["staff", "deskMoney", "delivery"] };

export async function loader({ request, context }: Route.LoaderArgs) {
  const actor = await requireStaff(request, context);
  const ctx = pageContext(request, context);
  const meta = { title: ctx.t("staff.today.title"), description: ctx.t("staff.title"), noindex: true };
  if (!allows(actor, "reservation.read"))
    return { name: actor.name, today: null, staleHolds: [], deliveries: [], meta };
  const typed = Number(ctx.url.searchParams.get("ofis") ?? "");
  const officeId = Number.isSafeInteger(typed) && typed > 0 ? typed : undefined;
  const now = new Date();
  const today = await asStaff(() => todayForDesk(ctx.db, actor, now, ctx.lang, officeId));
  // Card deposits held past the bank's window (decision 0088), as sentences with TL.
  const holds = await staleDepositHolds(ctx.db, actor, now, {
    holdDays: ctx.services.env.DEPOSIT_HOLD_DAYS,
    ...(officeId === undefined ? {} : { officeId }),
  });
  const staleHolds = holds.map((h) => ({
    number: h.number,
    text: ctx.t("deskMoney.deposit.todayItem", {
      amount: formatTl(h.amountKurus, ctx.lang),
      since: formatInstant(h.heldAt, ctx.lang),
      until: formatInstant(h.expiresAt, ctx.lang),
    }),
  }));
  // Cars to bring to an address or collect from one, today and tomorrow (decision 0123).
  const deliveries = await asStaff(() => deliveryTasks(ctx.db, actor, now, ctx.lang, officeId));
  return { name: actor.name, today, staleHolds, deliveries, meta };
}

export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function TodayPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { today } = loaderData;
  if (!today) {
    return (
      <main id="main">
        <h1 className="text-2xl font-bold">{t("staff.home.title")}</h1>
        <p className="mt-2">{t("staff.home.welcome", { name: loaderData.name })}</p>
        <p className="mt-1 text-slate-700 dark:text-slate-300">{t("staff.home.noDesk")}</p>
      </main>
    );
  }
  return (
    <main id="main" className="grid gap-4">
      <div>
        <h1 className="text-2xl font-bold">{t("staff.today.title")}</h1>
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {t("staff.today.lead", {
            date: today.today,
            offices: today.offices ? today.offices.join(", ") : t("staff.today.allOffices"),
          })}
        </p>
        {today.officeChoices.length > 0 ? (
          <Form method="get" className="mt-2 flex flex-wrap items-end gap-2">
            <label className="grid gap-1">
              <span className={labelClass}>{t("staff.today.officeFilter")}</span>
              <select name="ofis" defaultValue={today.officeId ?? ""} className={inputClass}>
                <option value="">{t("staff.today.allMyOffices")}</option>
                {today.officeChoices.map((o) => (
                  <option key={o.id} value={o.id}>
                    {o.name}
                  </option>
                ))}
              </select>
            </label>
            <button type="submit" className="btn-secondary">
              {t("staff.today.showOffice")}
            </button>
          </Form>
        ) : null}
      </div>
      <div className="grid gap-4 2xl:grid-cols-2">
        <Panel id="pickups-today" title={`${t("staff.today.pickupsToday")} (${today.pickupsToday.length})`}>
          <ReservationTable items={today.pickupsToday} label={t("staff.today.pickupsToday")} show="pickup" />
        </Panel>
        <Panel id="returns-today" title={`${t("staff.today.returnsToday")} (${today.returnsToday.length})`}>
          <ReservationTable items={today.returnsToday} label={t("staff.today.returnsToday")} show="return" />
        </Panel>
        <DeliveryTasksPanel tasks={loaderData.deliveries} />
        <Panel id="overdue" title={`${t("staff.today.overdue")} (${today.overdue.length})`}>
          <ReservationTable items={today.overdue} label={t("staff.today.overdue")} />
        </Panel>
        <Panel id="cancellations" title={`${t("staff.today.cancellations")} (${today.cancellationRequests.length})`}>
          {today.cancellationRequests.length === 0 ? (
            <p className="text-sm text-slate-600 dark:text-slate-400">{t("staff.today.none")}</p>
          ) : (
            <ul className="grid gap-1 text-sm">
              {today.cancellationRequests.map((c) => (
                <li key={c.id}>
                  <LocalLink
                    to={reservationPath(c.number)}
                    className="font-mono font-semibold text-brand-700 underline dark:text-brand-300"
                  >
                    {c.number}
                  </LocalLink>{" "}
                  {c.driverName} · {c.requestedAt} · {t("staff.today.refund", { amount: c.refund })}
                </li>
              ))}
            </ul>
          )}
        </Panel>
        <Panel id="pickups-tomorrow" title={`${t("staff.today.pickupsTomorrow")} (${today.pickupsTomorrow.length})`}>
          <ReservationTable items={today.pickupsTomorrow} label={t("staff.today.pickupsTomorrow")} show="pickup" />
        </Panel>
        <Panel id="returns-tomorrow" title={`${t("staff.today.returnsTomorrow")} (${today.returnsTomorrow.length})`}>
          <ReservationTable items={today.returnsTomorrow} label={t("staff.today.returnsTomorrow")} show="return" />
        </Panel>
        <Panel id="payments" title={`${t("staff.today.payments")} (${today.waitingPayments.length})`}>
          {today.waitingPayments.length === 0 ? (
            <p className="text-sm text-slate-600 dark:text-slate-400">{t("staff.today.none")}</p>
          ) : (
            <ScrollTable label={t("staff.today.payments")}>
              <tbody>
                {today.waitingPayments.map((p) => (
                  <tr key={`${p.kind}-${p.number}`}>
                    <th scope="row" className={`${tdClass} font-normal`}>
                      <LocalLink
                        to={reservationPath(p.number)}
                        className="font-mono font-semibold text-brand-700 underline dark:text-brand-300"
                      >
                        {p.number}
                      </LocalLink>
                    </th>
                    <td className={tdClass}>{p.driverName}</td>
                    <td className={tdClass}>
                      {p.kind === "reference" ? t("staff.today.referenceWaiting") : t("staff.today.cardWaiting")}
                    </td>
                    <td className={`${tdClass} text-right whitespace-nowrap`}>{p.amount}</td>
                    <td className={`${tdClass} whitespace-nowrap`}>{p.since}</td>
                  </tr>
                ))}
              </tbody>
            </ScrollTable>
          )}
        </Panel>
        {loaderData.staleHolds.length > 0 ? (
          <Panel id="stale-deposits" title={`${t("deskMoney.deposit.todayTitle")} (${loaderData.staleHolds.length})`}>
            <ul className="grid gap-1 text-sm">
              {loaderData.staleHolds.map((h) => (
                <li key={h.number}>
                  <LocalLink
                    to={reservationPath(h.number)}
                    className="font-mono font-semibold text-brand-700 underline dark:text-brand-300"
                  >
                    {h.number}
                  </LocalLink>{" "}
                  {h.text}
                </li>
              ))}
            </ul>
          </Panel>
        ) : null}
        {today.newRequests ? (
          <Panel id="requests" title={t("staff.today.requests")}>
            <p className="text-sm">{t("staff.today.requestsCount", today.newRequests)}</p>
            <LocalLink
              to="/yonetim/talepler"
              className="mt-2 inline-block text-sm font-semibold text-brand-700 underline dark:text-brand-300"
            >
              {t("staff.today.openRequests")}
            </LocalLink>
          </Panel>
        ) : null}
      </div>
    </main>
  );
}
