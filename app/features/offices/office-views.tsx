import { LocalLink } from "../../components/localized-link.tsx";
import { useLang } from "../../components/use-lang.ts";
import type { WeekHours } from "../../domain/rental/search-rules.ts";
import { useTranslation } from "../../i18n/react.tsx";
import { formatDate } from "../content/cards.tsx";
import { Banner } from "../layout/banner.tsx";
import { SearchBar, type SearchOffice } from "../search/search-bar.tsx";
import { NearestOffices } from "./nearest-offices.tsx";
import { OfficeMapDialog } from "./office-map-dialog.tsx";
import { openingOn, openStreetMapUrl, regularWeek, weekdayIndex, type DayOpening } from "./office-hours.ts";

export interface OfficeClosureView {
  day: string;
  opens: string | null;
  closes: string | null;
  note: string;
}

export interface OfficeView {
  slug: string;
  code: string;
  name: string;
  address: string;
  cityName: string;
  phone: string;
  email: string;
  lat: number;
  lng: number;
  kind: "airport" | "city";
  open24h: boolean;
  hours: WeekHours;
}

/** An office as the office list shows it: no e-mail or code (the office's own page has them). */
export type OfficeListItem = Omit<OfficeView, "code" | "email">;

const linkClass = "font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-brand-400";
const telHref = (phone: string) => `tel:${phone.replace(/\s/g, "")}`;

function useOpeningText() {
  const { t } = useTranslation();
  return (opening: DayOpening) =>
    opening.kind === "24h"
      ? t("content.offices.open24h")
      : opening.kind === "closed"
        ? t("content.offices.closed")
        : `${opening.open} – ${opening.close}`;
}

/** "Today 08:30 – 19:00", "Closed today" or "Open 24/7" for the Istanbul date `today`. */
function TodayHours({
  office,
  closures,
  today,
}: {
  office: OfficeListItem;
  closures: readonly OfficeClosureView[];
  today: string;
}) {
  const { t } = useTranslation();
  const opening = openingOn(office, closures, today);
  const text =
    opening.kind === "24h"
      ? t("content.offices.open24h")
      : opening.kind === "closed"
        ? t("content.offices.todayClosed")
        : t("content.offices.todayHours", { open: opening.open, close: opening.close });
  const tone =
    opening.kind === "closed"
      ? "bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-200"
      : "bg-emerald-50 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200";
  return (
    <p className={`inline-flex flex-wrap items-center gap-x-2 rounded-full px-3 py-1 text-sm font-semibold ${tone}`}>
      <span>{text}</span>
      {opening.special ? <span className="font-normal">({t("content.offices.specialDay")})</span> : null}
    </p>
  );
}

/** The offices list: grouped by city, each with address, phone, today's hours and an OpenStreetMap link. */
export function OfficeListView({
  groups,
  closures,
  today,
}: {
  groups: ReadonlyArray<{ city: string; offices: readonly OfficeListItem[] }>;
  closures: Array<OfficeClosureView & { officeSlug: string }>;
  today: string;
}) {
  const { t } = useTranslation();
  return (
    <main id="main">
      <Banner title={t("pages.offices.title")} subtitle={t("pages.offices.subtitle")} scene="airport" height={280} />
      <div className="container-page space-y-12 py-10">
        {groups.length === 0 ? (
          <p className="text-lg">{t("content.offices.noOffices")}</p>
        ) : (
          <NearestOffices offices={groups.flatMap((g) => g.offices)} />
        )}
        {groups.map(({ city, offices }, gi) => (
          <section key={city} aria-labelledby={`city-${gi}`}>
            <h2 id={`city-${gi}`} className="text-2xl font-bold">
              {city}
            </h2>
            <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {offices.map((o) => (
                <li
                  key={o.slug}
                  className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-700 dark:bg-slate-900"
                >
                  <h3 className="text-lg font-semibold">
                    <LocalLink to={`/ofis-${o.slug}`} className="hover:underline">
                      {o.name}
                    </LocalLink>
                  </h3>
                  <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
                    {o.kind === "airport" ? t("content.offices.airport") : t("content.offices.cityOffice")}
                  </p>
                  <div className="mt-3">
                    <TodayHours office={o} closures={closures.filter((c) => c.officeSlug === o.slug)} today={today} />
                  </div>
                  <address className="mt-3 text-sm not-italic">{o.address}</address>
                  <p className="mt-2 text-sm">
                    {t("content.offices.phone")}:{" "}
                    <a href={telHref(o.phone)} className={linkClass}>
                      {o.phone}
                    </a>
                  </p>
                  <a
                    href={openStreetMapUrl(o.lat, o.lng)}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={`mt-auto pt-3 text-sm ${linkClass}`}
                  >
                    {t("content.offices.openInMap")}
                    <span className="sr-only">
                      {" "}
                      {o.name} {t("content.offices.newTab")}
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </main>
  );
}

/** One office: address, contact, today's and the week's hours, upcoming special days, map, search. */
export function OfficeDetailView({
  office,
  closures,
  today,
  searchOffices,
}: {
  office: OfficeView;
  closures: OfficeClosureView[];
  today: string;
  searchOffices: SearchOffice[];
}) {
  const { t, tList } = useTranslation();
  const lang = useLang();
  const openingText = useOpeningText();
  const weekdays = tList("content.offices.weekdays");
  const week = regularWeek(office);
  const todayIndex = weekdayIndex(today);
  const kind = office.kind === "airport" ? t("content.offices.airport") : t("content.offices.cityOffice");
  return (
    <main id="main">
      <Banner
        title={office.name}
        subtitle={`${kind} · ${office.cityName}`}
        scene={office.kind === "airport" ? "airport" : "city-skyline"}
        height={280}
      />
      <div className="container-page grid gap-10 py-10 lg:grid-cols-2">
        <section aria-labelledby="office-contact">
          <h2 id="office-contact" className="sr-only">
            {t("content.offices.address")}
          </h2>
          <TodayHours office={office} closures={closures} today={today} />
          <dl className="mt-6 space-y-4">
            <div>
              <dt className="text-sm font-semibold text-slate-700 dark:text-slate-300">
                {t("content.offices.address")}
              </dt>
              <dd className="mt-1">
                <address className="not-italic">{office.address}</address>
              </dd>
            </div>
            <div>
              <dt className="text-sm font-semibold text-slate-700 dark:text-slate-300">{t("content.offices.phone")}</dt>
              <dd className="mt-1">
                <a href={telHref(office.phone)} className={linkClass}>
                  {office.phone}
                </a>
              </dd>
            </div>
            <div>
              <dt className="text-sm font-semibold text-slate-700 dark:text-slate-300">{t("content.offices.email")}</dt>
              <dd className="mt-1 break-all">
                <a href={`mailto:${office.email}`} className={linkClass}>
                  {office.email}
                </a>
              </dd>
            </div>
          </dl>
          <div className="mt-6 flex flex-wrap gap-3">
            <OfficeMapDialog name={office.name} address={office.address} lat={office.lat} lng={office.lng} />
            <a
              href={openStreetMapUrl(office.lat, office.lng)}
              target="_blank"
              rel="noopener noreferrer"
              className="btn-secondary"
            >
              {t("content.offices.openInMap")}
              <span className="sr-only"> {t("content.offices.newTab")}</span>
            </a>
          </div>
        </section>
        <section aria-labelledby="office-hours">
          <h2 id="office-hours" className="text-xl font-bold">
            {t("content.offices.weeklyHours")}
          </h2>
          <table className="mt-3 w-full max-w-md text-left">
            <thead className="sr-only">
              <tr>
                <th scope="col">{t("content.offices.day")}</th>
                <th scope="col">{t("content.offices.hours")}</th>
              </tr>
            </thead>
            <tbody>
              {week.map((day, i) => (
                <tr
                  key={i}
                  className={`border-b border-slate-200 dark:border-slate-700 ${i === todayIndex ? "bg-brand-50 font-semibold dark:bg-slate-800" : ""}`}
                  aria-current={i === todayIndex ? "date" : undefined}
                >
                  <th scope="row" className="py-2 pl-2 font-medium">
                    {weekdays[i]}
                    {i === todayIndex ? (
                      <span className="ml-2 text-sm text-brand-800 dark:text-brand-300">
                        ({t("content.offices.today")})
                      </span>
                    ) : null}
                  </th>
                  <td className="py-2 pr-2">{openingText(day)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <h3 className="mt-8 text-lg font-bold">{t("content.offices.upcomingClosures")}</h3>
          {closures.length ? (
            <ul className="mt-3 space-y-3">
              {closures.map((c) => (
                <li key={c.day} className="rounded-xl border border-slate-200 p-3 dark:border-slate-700">
                  <p className="font-semibold">
                    {formatDate(c.day, lang)}:{" "}
                    {c.opens === null && c.closes === null
                      ? t("content.offices.closedAllDay")
                      : openingText(openingOn(office, [c], c.day))}
                  </p>
                  <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{c.note}</p>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-3 text-slate-700 dark:text-slate-300">{t("content.offices.noUpcomingClosures")}</p>
          )}
        </section>
        <section aria-labelledby="office-search" className="lg:col-span-2">
          <h2 id="office-search" className="text-xl font-bold">
            {t("content.offices.searchHere")}
          </h2>
          <div className="mt-4">
            <SearchBar offices={searchOffices} prefill={{ pickupCode: office.code }} />
          </div>
          <LocalLink to="/hizmet-noktalarimiz" className="btn-secondary mt-8">
            {t("content.offices.allOffices")}
          </LocalLink>
        </section>
      </div>
    </main>
  );
}
