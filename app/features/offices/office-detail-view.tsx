// One office's page (the slug route): its own module, so the office list does not take the search
// bar (and with it the search texts and the site's office list) into its page (decision 0059,
// amendment "stop 24").
import { LocalLink } from "#app/components/localized-link.tsx";
import { useLang } from "#app/components/use-lang.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import { formatDate } from "#app/components/cards.tsx";
import { Banner } from "#app/components/banner.tsx";
import { SearchBar, type SearchOffice } from "#app/features/search/search-bar.tsx";
import { OfficeMapDialog } from "./office-map-dialog.tsx";
import { openingOn, openStreetMapUrl, regularWeek, weekdayIndex } from "#app/shared/offices/office-hours.ts";
import {
  linkClass,
  telHref,
  TodayHours,
  useOpeningText,
  type OfficeClosureView,
  type OfficeView,
} from "./office-views.tsx";

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
