// Every office on one map of Turkey (/hizmet-noktalarimiz, issue 31): an SVG drawn on the server from
// the offices' coordinates (app/shared/offices/turkey-map.ts), so it shows without JavaScript, tiles or
// anything from the internet; each point is a link to its office's page, and the full list stays below
// (docs/decisions/0103).
import { useId } from "react";
import { Link } from "react-router";
import { useTranslation } from "#app/i18n/react.tsx";
import { localizePath } from "#app/i18n/config.ts";
import {
  MAP_HEIGHT,
  MAP_WIDTH,
  MARMARA_PATH,
  TURKEY_PATH,
  mapCities,
  placeLabels,
  type MapOffice,
} from "#app/shared/offices/turkey-map.ts";

export function OfficesOverviewMap({ offices }: { offices: readonly MapOffice[] }) {
  const { t, lang } = useTranslation();
  const titleId = useId();
  const summaryId = useId();
  const cities = mapCities(offices);
  const labels = new Map(placeLabels(cities).map((l) => [l.city, l]));
  const count = cities.reduce((n, c) => n + c.offices.length, 0);
  if (count === 0) return null;
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId} className="text-2xl font-bold">
        {t("content.offices.overviewTitle")}
      </h2>
      <p id={summaryId} className="mt-2 text-slate-700 dark:text-slate-300">
        {t("content.offices.overviewSummary", { count, cities: cities.length })}
      </p>
      <div className="mt-4 overflow-hidden rounded-2xl border border-slate-200 bg-sky-50 p-2 dark:border-slate-700 dark:bg-slate-900">
        <svg
          viewBox={`-10 -10 ${MAP_WIDTH + 20} ${MAP_HEIGHT + 20}`}
          className="h-auto w-full"
          role="group"
          aria-labelledby={titleId}
          aria-describedby={summaryId}
          data-offices-map=""
        >
          <path
            d={TURKEY_PATH}
            className="fill-emerald-50 stroke-slate-400 dark:fill-slate-800 dark:stroke-slate-500"
            strokeWidth={2}
          />
          <path
            d={MARMARA_PATH}
            className="fill-sky-50 stroke-slate-400 dark:fill-slate-900 dark:stroke-slate-500"
            strokeWidth={1.5}
          />
          {cities.map((city) => (
            <g key={city.name}>
              {city.offices.map((office) => (
                <Link
                  key={office.slug}
                  to={localizePath(`/ofis-${office.slug}`, lang)}
                  aria-label={t("content.offices.overviewOffice", { name: office.name, city: city.name })}
                  className="group outline-none"
                >
                  {/* A 24-unit target at the narrowest screen's scale is drawn bigger than the dot. */}
                  <circle cx={office.at.x} cy={office.at.y} r={16} className="fill-transparent [r:22px] sm:[r:16px]" />
                  <circle
                    cx={office.at.x}
                    cy={office.at.y}
                    r={8}
                    className="[r:13px] sm:[r:8px] fill-brand-700 stroke-white group-hover:fill-brand-900 group-focus-visible:stroke-slate-900 dark:fill-brand-400 dark:group-focus-visible:stroke-white"
                    strokeWidth={3}
                  />
                  <circle
                    cx={office.at.x}
                    cy={office.at.y}
                    r={15}
                    className="[r:20px] sm:[r:15px] hidden fill-none stroke-slate-900 group-focus-visible:inline dark:stroke-white"
                    strokeWidth={3}
                  />
                </Link>
              ))}
              <text
                x={labels.get(city.name)?.x ?? city.at.x}
                y={labels.get(city.name)?.y ?? city.at.y}
                textAnchor="middle"
                aria-hidden="true"
                className="fill-slate-900 stroke-white text-[36px] font-semibold sm:text-[22px] dark:fill-slate-100 dark:stroke-slate-900"
                paintOrder="stroke"
                strokeWidth={5}
              >
                {city.name}
              </text>
            </g>
          ))}
        </svg>
      </div>
    </section>
  );
}
