import { LocalLink } from "#app/components/localized-link.tsx";
import type { WeekHours } from "#app/domain/rental/search-rules.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import { Banner } from "#app/components/banner.tsx";
import { NearestOffices, type NearestOffice } from "./nearest-offices.tsx";
import { OfficesOverviewMap } from "./offices-overview-map.tsx";
import { StaticPart } from "#app/components/static-part.tsx";
import { openingOn, openStreetMapUrl, type DayOpening } from "#app/shared/offices/office-hours.ts";

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

export const linkClass = "font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-brand-400";
export const telHref = (phone: string) => `tel:${phone.replace(/\s/g, "")}`;

export function useOpeningText() {
  const { t } = useTranslation();
  return (opening: DayOpening) =>
    opening.kind === "24h"
      ? t("content.offices.open24h")
      : opening.kind === "closed"
        ? t("content.offices.closed")
        : `${opening.open} – ${opening.close}`;
}

/** "Today 08:30 – 19:00", "Closed today" or "Open 24/7" for the Istanbul date `today`. */
export function TodayHours({
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
  nearest,
  groups,
  closures,
  today,
}: {
  nearest: readonly NearestOffice[];
  /** Undefined while the server's lists stand (components/static-part.tsx). */
  groups: ReadonlyArray<{ city: string; offices: readonly OfficeListItem[] }> | undefined;
  closures: Array<OfficeClosureView & { officeSlug: string }>;
  today: string;
}) {
  const { t } = useTranslation();
  return (
    <main id="main">
      <Banner title={t("pages.offices.title")} subtitle={t("pages.offices.subtitle")} scene="airport" height={280} />
      <div className="container-page space-y-12 py-10">
        {nearest.length === 0 ? (
          <p className="text-lg">{t("content.offices.noOffices")}</p>
        ) : (
          <NearestOffices offices={nearest} />
        )}
        <OfficesOverviewMap offices={nearest} />
        <StaticPart ready={groups !== undefined} className="space-y-12">
          {groups?.map(({ city, offices }, gi) => (
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
        </StaticPart>
      </div>
    </main>
  );
}
