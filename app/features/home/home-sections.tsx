// The home page's sections (routes/home.tsx). Icons live in a sprite beside this file, so their
// paths are not part of the page's JavaScript.
import { LocalLink } from "#app/components/localized-link.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import { Card, CardGrid, formatDate } from "#app/components/cards.tsx";
import iconSprite from "./home-icons.svg?url&no-inline";

export type HomeCampaign = {
  slug: string;
  code: string;
  title: string;
  summary: string;
  theme: string;
  validTo: string;
};
export type HomeClass = {
  slug: string;
  acriss: string;
  name: string;
  bodyType: string;
  colour: string;
  description: string;
  models: string[];
  fromPrice: string;
};
export type HomePlace = { slug: string; theme: string; name: string; summary: string; region: string };
export type HomeCity = { city: string; offices: { slug: string; name: string; open24h: boolean }[] };

function SectionHeader({
  id,
  title,
  text,
  link,
}: {
  id: string;
  title: string;
  text?: string;
  link?: { to: string; label: string };
}) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-x-6 gap-y-2">
      <div>
        <h2 id={id} className="text-2xl font-bold tracking-tight sm:text-3xl">
          {title}
        </h2>
        {text ? <p className="mt-1 max-w-2xl text-slate-700 dark:text-slate-300">{text}</p> : null}
      </div>
      {link ? (
        <LocalLink to={link.to} className="text-sm font-semibold text-brand-700 hover:underline dark:text-brand-400">
          {link.label} <span aria-hidden="true">→</span>
        </LocalLink>
      ) : null}
    </div>
  );
}

// Each point's icon in the sprite, and its title and text as home.why.<icon>Title / <icon>Text.
const whyPoints = ["prices", "airport", "cancel", "pay", "oneWay", "member"] as const;

function StoreBadge({ href, small, big, icon }: { href: string; small: string; big: string; icon: string }) {
  return (
    <a
      href={href}
      rel="noopener"
      className="inline-flex min-h-14 items-center gap-3 rounded-xl bg-black px-4 py-2 text-white ring-1 ring-white/20 transition hover:bg-slate-800"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-7 w-7" fill="currentColor">
        <use href={`${iconSprite}#${icon}`} />
      </svg>
      <span className="flex flex-col leading-tight">
        <span className="text-xs">{small}</span>
        <span className="text-lg font-semibold">{big}</span>
      </span>
    </a>
  );
}

/** Everything below the banner: campaigns, classes, why us, places, offices and the app. */
export function HomeSections({
  campaigns,
  classes,
  places,
  officesByCity,
  iosAppUrl,
  androidAppUrl,
}: {
  campaigns: HomeCampaign[];
  classes: HomeClass[];
  places: HomePlace[];
  officesByCity: HomeCity[];
  iosAppUrl: string;
  androidAppUrl: string;
}) {
  const { t, lang } = useTranslation();
  return (
    <>
      <section className="container-page py-12 sm:py-16" aria-labelledby="home-campaigns">
        <SectionHeader
          id="home-campaigns"
          title={t("home.campaignsTitle")}
          link={{ to: "/tum_kampanyalar", label: t("home.allCampaigns") }}
        />
        {campaigns.length ? (
          <CardGrid>
            {campaigns.map((c) => (
              <Card
                key={c.slug}
                to={`/kampanya-${c.slug}`}
                scene={c.theme}
                title={c.title}
                text={c.summary}
                badge={t("list.code", { code: c.code })}
                meta={t("list.validUntil", { date: formatDate(c.validTo, lang) })}
              />
            ))}
          </CardGrid>
        ) : (
          <p className="rounded-2xl border border-dashed border-slate-300 p-6 text-slate-700 dark:border-slate-700 dark:text-slate-300">
            {t("list.noCampaigns")}
          </p>
        )}
      </section>

      <section className="bg-slate-50 py-12 sm:py-16 dark:bg-slate-900/40" aria-labelledby="home-classes">
        <div className="container-page">
          <SectionHeader
            id="home-classes"
            title={t("home.classesTitle")}
            text={t("home.classesText")}
            link={{ to: "/araclarimiz", label: t("home.allClasses") }}
          />
          {classes.length ? (
            <ul className="grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-4">
              {classes.map((c) => (
                <li
                  key={c.slug}
                  className="group relative flex flex-col rounded-2xl border border-slate-200 bg-white p-3 shadow-sm transition hover:shadow-md sm:p-5 dark:border-slate-700 dark:bg-slate-900"
                >
                  <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">
                    {c.acriss}
                  </p>
                  <h3 className="mt-0.5 text-base font-bold sm:text-lg">
                    <LocalLink
                      to={`/araclarimiz?sinif=${c.slug}`}
                      className="after:absolute after:inset-0 hover:underline"
                    >
                      {c.name}
                    </LocalLink>
                  </h3>
                  <img
                    src={`/images/cars/${c.bodyType}-${c.colour}.svg`}
                    alt=""
                    width={480}
                    height={240}
                    loading="lazy"
                    decoding="async"
                    className="my-2 aspect-[2/1] w-full object-contain transition group-hover:scale-[1.03] sm:my-3"
                  />
                  <p className="hidden text-sm text-slate-700 sm:line-clamp-2 dark:text-slate-300">{c.description}</p>
                  <p className="mt-1 hidden text-xs text-slate-600 sm:block dark:text-slate-400">
                    {t("home.modelsInClass", { models: c.models.join(", ") })}
                  </p>
                  <div className="mt-auto flex items-end justify-between gap-2 pt-2 sm:pt-4">
                    <p>
                      <span className="block text-xs text-slate-600 dark:text-slate-400">{t("home.fromLabel")}</span>
                      <span className="text-lg font-extrabold text-brand-800 sm:text-xl dark:text-brand-300">
                        {c.fromPrice}
                      </span>
                    </p>
                    <span
                      aria-hidden="true"
                      className="hidden h-9 w-9 shrink-0 items-center justify-center rounded-full sm:flex bg-brand-50 text-brand-800 transition group-hover:bg-brand-700 group-hover:text-white dark:bg-slate-800 dark:text-brand-300"
                    >
                      →
                    </span>
                  </div>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-slate-700 dark:text-slate-300">{t("home.noClasses")}</p>
          )}
        </div>
      </section>

      <section className="container-page py-12 sm:py-16" aria-labelledby="home-why">
        <SectionHeader id="home-why" title={t("home.whyTitle")} />
        <ul className="grid gap-x-8 gap-y-8 sm:grid-cols-2 lg:grid-cols-3">
          {whyPoints.map((icon) => (
            <li key={icon} className="flex gap-4">
              <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-brand-100 text-brand-800 dark:bg-brand-900/60 dark:text-brand-200">
                <svg aria-hidden="true" viewBox="0 0 20 20" className="h-6 w-6" fill="currentColor">
                  <use href={`${iconSprite}#${icon}`} />
                </svg>
              </span>
              <div>
                <h3 className="font-bold">{t(`home.why.${icon}Title`)}</h3>
                <p className="mt-1 text-slate-700 dark:text-slate-300">{t(`home.why.${icon}Text`)}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section className="bg-slate-50 py-12 sm:py-16 dark:bg-slate-900/40" aria-labelledby="home-places">
        <div className="container-page">
          <SectionHeader
            id="home-places"
            title={t("home.placesTitle")}
            link={{ to: "/tum_yerler", label: t("home.allPlaces") }}
          />
          {places.length ? (
            <CardGrid>
              {places.map((p) => (
                <Card
                  key={p.slug}
                  to={`/gezi-${p.slug}`}
                  scene={p.theme}
                  title={p.name}
                  text={p.summary}
                  meta={p.region}
                />
              ))}
            </CardGrid>
          ) : (
            <p className="text-slate-700 dark:text-slate-300">{t("home.noPlaces")}</p>
          )}
        </div>
      </section>

      <section className="container-page py-12 sm:py-16" aria-labelledby="home-offices">
        <SectionHeader
          id="home-offices"
          title={t("home.officesTitle")}
          text={t("home.officesText")}
          link={{ to: "/hizmet-noktalarimiz", label: t("home.allOffices") }}
        />
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {officesByCity.map(({ city, offices: list }) => (
            <div key={city} className="rounded-2xl border border-slate-200 p-5 dark:border-slate-700">
              <h3 className="font-bold">{city}</h3>
              <ul className="mt-2 space-y-1.5">
                {list.map((o) => (
                  <li key={o.slug} className="flex flex-wrap items-center gap-2">
                    <LocalLink
                      to={`/ofis-${o.slug}`}
                      className="text-slate-800 hover:text-brand-700 hover:underline dark:text-slate-200 dark:hover:text-brand-300"
                    >
                      {o.name}
                    </LocalLink>
                    {o.open24h ? (
                      <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900 dark:bg-emerald-900/60 dark:text-emerald-100">
                        {t("list.open24h")}
                      </span>
                    ) : null}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </section>

      <section className="container-page pb-16" aria-labelledby="home-app">
        <div className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-brand-700 to-brand-900 px-6 py-10 text-white sm:px-10 lg:flex lg:items-center lg:justify-between lg:gap-10">
          <div className="max-w-xl">
            <h2 id="home-app" className="text-2xl font-bold tracking-tight sm:text-3xl">
              {t("home.appTitle")}
            </h2>
            <p className="mt-2 text-brand-50">{t("home.appText")}</p>
          </div>
          <div className="mt-6 flex flex-wrap gap-3 lg:mt-0 lg:shrink-0">
            <StoreBadge
              href={iosAppUrl}
              small={t("home.appStoreSmall")}
              big={t("home.appStoreShort")}
              icon="app-store"
            />
            <StoreBadge
              href={androidAppUrl}
              small={t("home.googlePlaySmall")}
              big={t("home.googlePlayShort")}
              icon="google-play"
            />
          </div>
        </div>
      </section>
    </>
  );
}
