import { useRef, useState, type MouseEvent } from "react";
import { useLocation } from "react-router";
import { LocalLink } from "#app/components/localized-link.tsx";
import { RichText } from "#app/components/rich-text.tsx";
import { useLang } from "#app/components/use-lang.ts";
import { StaticPart } from "#app/components/static-part.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import { Carousel } from "#app/components/carousel.tsx";
import {
  useCampaignSlides,
  useDiscountText,
  usePlaceSlides,
  type CampaignCardView,
  type PlaceCardView,
} from "#app/components/content-slides.tsx";
import { Card, CardGrid, formatDate } from "#app/components/cards.tsx";
import { Banner } from "#app/components/banner.tsx";
import { SearchBar, type SearchOffice } from "#app/features/search/search-bar.tsx";
import type { CampaignStatus } from "./campaign-status.ts";

export interface CampaignDetail extends CampaignCardView {
  terms: string;
}

const SEARCH_ID = "kampanya-ara";

/** All live campaigns a visitor may see; "no campaigns at the moment" when there are none. */
/** `campaigns` undefined: the server's cards stand (components/static-part.tsx). */
export function CampaignListView({ campaigns }: { campaigns: CampaignCardView[] | undefined }) {
  const { t } = useTranslation();
  const lang = useLang();
  const discount = useDiscountText();
  return (
    <main id="main">
      <Banner
        title={t("pages.campaigns.title")}
        subtitle={t("pages.campaigns.subtitle")}
        scene="coast-town"
        height={280}
      />
      <section className="container-page py-10" aria-labelledby="list-title">
        <h2 id="list-title" className="sr-only">
          {t("pages.campaigns.title")}
        </h2>
        <StaticPart ready={campaigns !== undefined}>
          {campaigns?.length ? (
            <CardGrid>
              {campaigns.map((c) => (
                <Card
                  key={c.slug}
                  to={`/kampanya-${c.slug}`}
                  scene={c.theme}
                  title={c.title}
                  text={c.summary}
                  meta={`${discount(c)} · ${t("content.campaigns.validUntil", { date: formatDate(c.validTo, lang) })}`}
                  badge={c.membersOnly ? t("content.campaigns.membersOnly") : undefined}
                />
              ))}
            </CardGrid>
          ) : (
            <p className="rounded-2xl border border-dashed border-slate-300 p-8 text-center text-lg dark:border-slate-600">
              {t("content.campaigns.noCampaigns")}
            </p>
          )}
        </StaticPart>
      </section>
    </main>
  );
}

/**
 * One campaign: code, discount, validity, terms, and (when the visitor may use it) the search bar
 * prefilled with the code; "use this campaign" jumps there and puts the code back if it was cleared.
 */
export function CampaignDetailView({
  campaign,
  status,
  canUse,
  otherCampaigns,
  places,
  searchOffices,
}: {
  campaign: CampaignDetail;
  status: CampaignStatus;
  canUse: boolean;
  otherCampaigns: CampaignCardView[];
  places: PlaceCardView[];
  searchOffices: SearchOffice[];
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const location = useLocation();
  const discount = useDiscountText();
  const [searchVersion, setSearchVersion] = useState(0);
  const searchHeading = useRef<HTMLHeadingElement>(null);
  const campaignSlides = useCampaignSlides(otherCampaigns);
  const placeSlides = usePlaceSlides(places);

  const jumpToSearch = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    // A new key remounts the search bar with the campaign code prefilled again.
    setSearchVersion((v) => v + 1);
    const heading = searchHeading.current;
    if (!heading) return;
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    heading.scrollIntoView({ behavior: reduce ? "auto" : "smooth", block: "start" });
    heading.focus({ preventScroll: true });
  };

  const signIn = `/giris?redirectTo=${encodeURIComponent(location.pathname)}`;
  const notice = "mt-6 rounded-2xl border p-5";

  return (
    <main id="main">
      <Banner
        title={campaign.title}
        subtitle={campaign.summary}
        scene={campaign.theme}
        height={280}
        eyebrow={
          campaign.membersOnly ? (
            <p className="mb-3 inline-flex rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-900">
              {t("content.campaigns.membersOnly")}
            </p>
          ) : null
        }
      />
      <div className="container-page py-10">
        <article className="max-w-4xl">
          {status === "ended" ? (
            <section
              className={`${notice} border-slate-300 bg-slate-50 dark:border-slate-600 dark:bg-slate-900`}
              aria-labelledby="campaign-state"
            >
              <h2 id="campaign-state" className="text-xl font-bold">
                {t("content.campaigns.ended")}
              </h2>
              <p className="mt-2">{t("content.campaigns.endedText", { date: formatDate(campaign.validTo, lang) })}</p>
              <LocalLink to="/tum_kampanyalar" className="btn-primary mt-4">
                {t("content.campaigns.allCampaigns")}
              </LocalLink>
            </section>
          ) : status === "upcoming" ? (
            <section
              className={`${notice} border-slate-300 bg-slate-50 dark:border-slate-600 dark:bg-slate-900`}
              aria-labelledby="campaign-state"
            >
              <h2 id="campaign-state" className="text-xl font-bold">
                {t("content.campaigns.upcoming")}
              </h2>
              <p className="mt-2">
                {t("content.campaigns.upcomingText", { date: formatDate(campaign.validFrom, lang) })}
              </p>
            </section>
          ) : campaign.membersOnly && !canUse ? (
            <section
              className={`${notice} border-brand-300 bg-brand-50 dark:border-brand-800 dark:bg-slate-900`}
              aria-labelledby="campaign-state"
            >
              <h2 id="campaign-state" className="text-xl font-bold">
                {t("content.campaigns.membersOnly")}
              </h2>
              <p className="mt-2">{t("content.campaigns.membersOnlyNotice")}</p>
              <LocalLink to={signIn} className="btn-primary mt-4">
                {t("content.campaigns.signInToUse")}
              </LocalLink>
            </section>
          ) : null}

          <dl className="mt-6 grid gap-4 sm:grid-cols-3">
            <div className="rounded-2xl border border-slate-200 p-4 dark:border-slate-700">
              <dt className="text-sm font-semibold text-slate-700 dark:text-slate-300">
                {t("content.campaigns.code")}
              </dt>
              <dd className="mt-1 font-mono text-2xl font-bold tracking-wider">{campaign.code}</dd>
            </div>
            <div className="rounded-2xl border border-slate-200 p-4 dark:border-slate-700">
              <dt className="text-sm font-semibold text-slate-700 dark:text-slate-300">
                {t("content.campaigns.discount")}
              </dt>
              <dd className="mt-1 text-lg font-semibold">{discount(campaign)}</dd>
            </div>
            <div className="rounded-2xl border border-slate-200 p-4 dark:border-slate-700">
              <dt className="text-sm font-semibold text-slate-700 dark:text-slate-300">
                {t("content.campaigns.validity")}
              </dt>
              <dd className="mt-1">
                {t("content.campaigns.validRange", {
                  from: formatDate(campaign.validFrom, lang),
                  to: formatDate(campaign.validTo, lang),
                })}
              </dd>
            </div>
          </dl>

          {canUse ? (
            <a href={`#${SEARCH_ID}`} onClick={jumpToSearch} className="btn-primary mt-6">
              {t("content.campaigns.useCampaign")}
            </a>
          ) : null}

          <h2 className="mt-10 text-xl font-bold">{t("content.campaigns.terms")}</h2>
          <RichText body={campaign.terms} />
        </article>

        {canUse ? (
          <section id={SEARCH_ID} aria-labelledby={`${SEARCH_ID}-title`} className="mt-10 scroll-mt-24">
            <h2 id={`${SEARCH_ID}-title`} ref={searchHeading} tabIndex={-1} className="text-xl font-bold">
              {t("content.campaigns.searchTitle")}
            </h2>
            <p className="mt-1 text-slate-700 dark:text-slate-300">{t("content.campaigns.copyHint")}</p>
            <div className="mt-4">
              <SearchBar key={searchVersion} offices={searchOffices} prefill={{ campaignCode: campaign.code }} />
            </div>
          </section>
        ) : null}

        {campaignSlides.length ? (
          <Carousel title={t("content.campaigns.otherCampaigns")} slides={campaignSlides} />
        ) : null}
        {placeSlides.length ? <Carousel title={t("content.campaigns.destinations")} slides={placeSlides} /> : null}
      </div>
    </main>
  );
}
