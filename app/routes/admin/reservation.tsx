// One reservation on the desk (/yonetim/rezervasyonlar/:number): the customer, the rental, the
// price lines, what is paid and owed, and the whole story (status changes, payments, e-mails sent,
// cancellation requests, payment references, staff actions with who and when). An office agent
// opening another office's reservation by URL gets the 403 page (the service refuses it).
import { data } from "react-router";
import type { Route } from "./+types/reservation";
import { LocalLink } from "#app/components/localized-link.tsx";
import { StatusBadge } from "#app/features/staff/desk-ui.tsx";
import { Row, Story } from "#app/features/staff/reservation-story.tsx";
import { Panel } from "#app/components/panel.tsx";
import { MonthlyPayments } from "#app/components/monthly-payments.tsx";
import { monthlyPaymentsView } from "#app/server/services/monthly-schedule.server.ts";
import { routeMeta } from "#app/features/seo/route-meta.ts";
import type { MessagesHandle } from "#app/i18n/areas.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import type { MessageKey } from "#app/i18n/translate.ts";
import { reservationStoryForDesk } from "#app/server/services/staff/desk-reservations.server.ts";
import { serverTranslator } from "#app/i18n/translate.server.ts";
import { storyLines } from "#app/shared/staff/story-sentences.ts";
import { pageContext } from "#app/routes/page-context.server.ts";
import { allows } from "#app/domain/staff/permissions.ts";
import { DeskActions } from "#app/features/desk/desk-ui.tsx";
import { deskView } from "#app/server/services/desk/desk-view.server.ts";
import { localDateTime, reservationPath, swapSentence } from "./desk-page.server.ts";
import { legViewsOf } from "#app/server/services/delivery.server.ts";
import { BookedLegsList } from "#app/components/booked-legs.tsx";
import { asStaff, requireStaff } from "./staff-guard.server.ts";
import { isDateString } from "#app/domain/time/calendar.ts";
import { formatDateMask } from "#app/domain/time/date-mask.ts";

/** A stored "YYYY-MM-DD" as the desk writes every date (dd.mm.yyyy, as the driver typed it). */
const shownDate = (value: string) => (isDateString(value) ? formatDateMask(value) : value);

export const handle: MessagesHandle = { messages: ["staff", "desk", "monthly", "delivery"] };

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const actor = await requireStaff(request, context);
  const ctx = pageContext(request, context);
  const story = await asStaff(() => reservationStoryForDesk(ctx.db, actor, params.number, ctx.lang));
  if (!story) throw data({ reason: "notFound" }, { status: 404, statusText: "Not Found" });
  // The actions this person may take on it now (decision 0041), and the payment reference page.
  const view = await asStaff(() => deskView(ctx.db, actor, { number: story.number, now: new Date() }));
  const r = view?.reservation;
  const { t } = serverTranslator(ctx.lang);
  // A monthly rental's months, their amounts and links (decision 0122).
  const monthly = r ? await monthlyPaymentsView(ctx.db, r, ctx.lang) : null;
  // Where the car is brought or collected instead of the office (decision 0132), as the desk writes times.
  const deliveries = view && r ? legViewsOf(view.deliveries, r, ctx.lang, localDateTime) : [];
  return {
    monthly,
    deliveries,
    // Cars swapped by a running-rental change, with both cars' km and fuel (decision 0143).
    swaps: (view?.carOut?.swaps ?? []).map((sw) => swapSentence(ctx.t, sw, ctx.lang)),
    story: { ...story, story: storyLines(story.story, new Map(), t, ctx.lang) },
    actions: view
      ? view.actions.map((action) => ({ action, href: reservationPath(ctx.lang, story.number, action) }))
      : [],
    referenceHref:
      r && allows(actor, "payment.reference", [r.pickupOfficeId, r.dropoffOfficeId])
        ? `/yonetim/rezervasyonlar/${encodeURIComponent(story.number)}/referans`
        : null,
    meta: { title: `${story.number} - ${ctx.t("staff.search.title")}`, description: story.number, noindex: true },
  };
}

export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function ReservationPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const r = loaderData.story;
  const billing =
    r.billing.kind === "individual"
      ? `${r.billing.name}${r.billing.tckn ? ` · ${r.billing.tckn}` : ""} · ${r.billing.address}`
      : `${r.billing.title} · ${r.billing.taxOffice} ${r.billing.taxNumber} · ${r.billing.address}`;
  return (
    // One column never wider than the page: a wide child scrolls inside its own region.
    <main id="main" className="grid grid-cols-[minmax(0,1fr)] gap-4">
      <div>
        <LocalLink
          to="/yonetim/rezervasyonlar"
          className="text-sm font-medium text-brand-700 underline dark:text-brand-300"
        >
          ← {t("staff.detail.back")}
        </LocalLink>
        <div className="mt-1 flex flex-wrap items-center gap-3">
          <h1 className="font-mono text-2xl font-bold">{r.number}</h1>
          <StatusBadge status={r.status} />
          <span className="text-sm">{t(`staff.paymentTypes.${r.paymentType}` as MessageKey)}</span>
        </div>
        <p className="text-sm text-slate-700 dark:text-slate-300">{t("staff.detail.created", { at: r.createdAt })}</p>
      </div>
      <DeskActions actions={loaderData.actions} />
      {loaderData.referenceHref ? (
        <p>
          <LocalLink to={loaderData.referenceHref} className="btn-secondary">
            {t("desk.actions.reference")}
          </LocalLink>
        </p>
      ) : null}
      <div className="grid gap-4 lg:grid-cols-3">
        <Panel id="rental" title={t("staff.detail.rental")}>
          <dl>
            <Row label={t("staff.detail.pickup")}>
              {r.pickup.at}
              <br />
              {r.pickup.office} ({r.pickup.code})
            </Row>
            <Row label={t("staff.detail.dropoff")}>
              {r.dropoff.at}
              <br />
              {r.dropoff.office} ({r.dropoff.code})
            </Row>
            <Row label={t("staff.detail.car")}>
              {r.car} · <span className="font-mono">{r.plate}</span>
              <br />
              {t("staff.detail.days", { count: r.rentalDays })}
            </Row>
            {loaderData.deliveries.length > 0 ? (
              <Row label={t("delivery.booked.staffTitle")}>
                <BookedLegsList legs={loaderData.deliveries} />
              </Row>
            ) : null}
            {loaderData.swaps.length > 0 ? (
              <Row label={t("desk.change.swapsTitle")}>
                <ul className="list-disc pl-5" data-testid="car-swaps">
                  {loaderData.swaps.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              </Row>
            ) : null}
            {r.campaignCode ? <Row label={t("staff.detail.campaign")}>{r.campaignCode}</Row> : null}
          </dl>
        </Panel>
        <Panel id="customer" title={t("staff.detail.customer")}>
          <dl>
            <Row label={t("staff.detail.name")}>
              {r.driver.firstName} {r.driver.lastName}
            </Row>
            <Row label={t("staff.detail.email")}>{r.driver.email}</Row>
            <Row label={t("staff.detail.phone")}>{r.driver.phone}</Row>
            <Row label={t("staff.detail.birthDate")}>{shownDate(r.driver.birthDate)}</Row>
            <Row label={t("staff.detail.licenceDate")}>{shownDate(r.driver.licenceDate)}</Row>
            {r.driver.tckn || r.driver.passport ? (
              <Row label={t("staff.detail.idNumber")}>{r.driver.tckn ?? r.driver.passport}</Row>
            ) : null}
            {r.flightNumber ? (
              <Row label={t("staff.detail.flightNumber")}>
                <span data-testid="flight-number">{r.flightNumber}</span>
              </Row>
            ) : null}
            {r.driver.note ? <Row label={t("staff.detail.note")}>{r.driver.note}</Row> : null}
            <Row label={t("staff.detail.billing")}>{billing}</Row>
            <Row label={t("staff.detail.member")}>{r.memberId ? r.memberId : t("staff.detail.guest")}</Row>
            <Row label={t("staff.detail.language")}>{r.lang.toUpperCase()}</Row>
            <Row label={t("staff.detail.customerPage")}>
              <LocalLink
                to={`/yonetim/musteri?${new URLSearchParams({ e: r.driver.email, t: r.driver.phone, k: r.driver.tckn ?? r.driver.passport ?? "" }).toString()}`}
                className="font-medium text-brand-700 underline dark:text-brand-300"
              >
                {t("staff.detail.customerPageLink")}
              </LocalLink>
            </Row>
          </dl>
        </Panel>
        <Panel id="money" title={t("staff.detail.money")}>
          <dl>
            {r.lines.map((line) => (
              <Row key={line.key} label={t(`staff.detail.lines.${line.key}`)}>
                <span className="block text-right">{line.amount}</span>
              </Row>
            ))}
            <Row label={t("staff.detail.total")}>
              <span className="block text-right font-bold">{r.total}</span>
            </Row>
            <Row label={t("staff.detail.deposit")}>
              <span className="block text-right">{r.deposit}</span>
            </Row>
            <Row label={t("staff.detail.paid")}>
              <span className="block text-right" data-testid="paid">
                {r.paid}
              </span>
            </Row>
            <Row label={t("staff.detail.owed")}>
              <span className="block text-right font-bold" data-testid="owed">
                {r.owed}
              </span>
            </Row>
          </dl>
        </Panel>
      </div>
      {loaderData.monthly ? (
        <div className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900">
          <MonthlyPayments plan={loaderData.monthly} headingLevel={2} />
        </div>
      ) : null}
      <Panel id="story" title={t("staff.detail.story")}>
        <Story story={r.story} />
      </Panel>
    </main>
  );
}
