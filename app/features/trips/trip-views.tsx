import { LocalLink } from "#app/components/localized-link.tsx";
import { RichText } from "#app/components/rich-text.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import { Carousel } from "#app/components/carousel.tsx";
import {
  useCampaignSlides,
  usePlaceSlides,
  type CampaignCardView,
  type PlaceCardView,
} from "#app/components/content-slides.tsx";
import { Card, CardGrid } from "#app/components/cards.tsx";
import { Banner } from "#app/components/banner.tsx";
import { SearchBar, type SearchOffice } from "#app/features/search/search-bar.tsx";

export interface TripPlaceDetail {
  slug: string;
  name: string;
  region: string;
  summary: string;
  body: string;
  theme: string;
  /** The banner's location code: the nearest office. */
  officeCode: string;
  /** The banner's campaign code, when a campaign fits the trip. */
  campaignCode: string | null;
}

/** All trip places as cards. */
export function TripListView({ places }: { places: PlaceCardView[] }) {
  const { t } = useTranslation();
  return (
    <main id="main">
      <Banner title={t("pages.places.title")} subtitle={t("pages.places.subtitle")} scene="balloons" height={280} />
      <section className="container-page py-10" aria-labelledby="list-title">
        <h2 id="list-title" className="sr-only">
          {t("pages.places.title")}
        </h2>
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
          <p className="text-lg">{t("content.trips.noPlaces")}</p>
        )}
      </section>
    </main>
  );
}

/** A trip destination: the search prefilled from the banner's codes, the text, then the two carousels. */
export function TripDetailView({
  place,
  campaigns,
  places,
  searchOffices,
}: {
  place: TripPlaceDetail;
  campaigns: CampaignCardView[];
  places: PlaceCardView[];
  searchOffices: SearchOffice[];
}) {
  const { t } = useTranslation();
  const campaignSlides = useCampaignSlides(campaigns);
  const placeSlides = usePlaceSlides(places);
  return (
    <main id="main">
      <Banner
        title={place.name}
        subtitle={place.region}
        scene={place.theme}
        height={500}
        search={
          <SearchBar
            offices={searchOffices}
            prefill={{ pickupCode: place.officeCode, campaignCode: place.campaignCode ?? undefined }}
          />
        }
      />
      <div className="container-page py-10">
        <article>
          <p className="max-w-3xl text-lg font-medium">{place.summary}</p>
          <RichText body={place.body} />
        </article>
        {campaignSlides.length ? <Carousel title={t("content.trips.campaigns")} slides={campaignSlides} /> : null}
        {placeSlides.length ? <Carousel title={t("content.trips.destinations")} slides={placeSlides} /> : null}
        <LocalLink to="/tum_yerler" className="btn-secondary mt-4">
          {t("content.trips.allPlaces")}
        </LocalLink>
      </div>
    </main>
  );
}
