import { useMemo } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { LocalLink } from "#app/components/localized-link.tsx";
import type { Route } from "./+types/fleet";
import type { CacheHandle } from "#app/server/http/page-cache.server.ts";
import type { MessagesHandle } from "#app/i18n/areas.ts";
import { useSearchOffices } from "#app/components/use-search-offices.ts";
import { Banner } from "#app/components/banner.tsx";
import { SearchBar } from "#app/features/search/search-bar.tsx";
import { FLEET_QUERY_PARAMS } from "#app/features/fleet/fleet-filters.ts";
import { routeMeta } from "#app/features/seo/route-meta.ts";
import { FleetCard } from "#app/features/fleet/fleet-card.tsx";
import { fleetPageModel } from "#app/features/fleet/fleet-page-model.ts";
import { packFleetCard, unpackFleetCard } from "#app/features/fleet/fleet-card-wire.ts";
import {
  ClearFleetFilters,
  FleetFilterPanel,
  FleetSortSelect,
  useFleetForm,
} from "#app/features/fleet/fleet-filter-form.tsx";
import { StaticPart, useDocumentData } from "#app/components/static-part.tsx";
import { keepForDocument, pageContext } from "./page-context.server.ts";
import { fleetCatalogue } from "#app/server/services/fleet-catalogue.server.ts";

// Filters live in the URL and are applied here, so the page works the same without JavaScript.
export async function loader({ request, context }: Route.LoaderArgs) {
  const { t, lang, db, url } = pageContext(request, context);
  const { today, models, campaigns } = await fleetCatalogue(db, lang);
  const page = fleetPageModel(models, campaigns, today, url.searchParams, lang);
  return {
    meta: { title: t("pages.fleet.title"), description: t("pages.fleet.description") },
    query: page.query,
    classes: page.classes,
    brands: page.brands,
    priceRange: page.priceRange,
    campaignsForEveryClass: page.forEveryClass.length,
    // The campaigns line is only rendered, like the cards.
    forEveryClass: keepForDocument(context, "fleetForEveryClass", page.forEveryClass),
    count: page.models.length,
    // The cards as tuples (fleet-card-wire.ts): the page's data stream no longer repeats 26 field
    // names per model. Only a client navigation gets them: a document keeps the server's cards
    // (components/static-part.tsx; nothing on them needs a script).
    models: keepForDocument(context, "fleetModels", page.models.map(packFleetCard)),
  };
}

// Same for every visitor: shared caches may keep it (see docs/decisions/0010).
export const handle: CacheHandle & MessagesHandle = {
  cache: "content",
  query: FLEET_QUERY_PARAMS,
  messages: ["fleet", "search", "pages.fleet"],
  // What only the (static) cards say, and what the fleet page does not say at all (the booking and
  // back-office pages use those): not in a document's data.
  staticMessages: [
    "fleet.forEveryClass",
    "fleet.orSimilar",
    "fleet.fuel",
    "fleet.transmission",
    "fleet.body",
    "fleet.colour",
    "fleet.imageAlt",
    "fleet.imageAltNoColour",
    "fleet.label",
    "fleet.consumption",
    "fleet.consumptionElectric",
    "fleet.power",
    "fleet.kmPerDay",
    "fleet.licenceValue",
    "fleet.ageValue",
    "fleet.priceLabel",
    "fleet.noPrice",
    "fleet.memberPrice",
    "fleet.campaignGain",
    "fleet.campaignGainText",
    "fleet.campaignOffices",
    "fleet.rent",
    "fleet.allSpecs",
    "fleet.from",
    "fleet.specs",
    "fleet.doors",
    "fleet.adults",
    "fleet.luggage",
    "fleet.airbags",
    "fleet.kmLimit",
    "fleet.minAge",
    "fleet.licenceYears",
    "fleet.deposit",
    "fleet.memberDiscount",
  ],
};

export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function Fleet({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const offices = useSearchOffices();
  const { query } = loaderData;
  const packed = useDocumentData("fleetModels", loaderData.models);
  const models = useMemo(() => packed?.map(unpackFleetCard), [packed]);
  const { count } = loaderData;
  const forEveryClass = useDocumentData("fleetForEveryClass", loaderData.forEveryClass);
  const form = useFleetForm(query);
  return (
    <main id="main">
      <Banner
        title={t("pages.fleet.title")}
        subtitle={t("pages.fleet.subtitle")}
        scene="road"
        height={500}
        search={<SearchBar offices={offices} />}
      />
      <div className="container-page grid gap-6 py-8 lg:grid-cols-[17rem_1fr] lg:gap-10 lg:py-10">
        <aside>
          <FleetFilterPanel
            form={form}
            query={query}
            classes={loaderData.classes}
            brands={loaderData.brands}
            priceRange={loaderData.priceRange}
          />
        </aside>
        <section aria-labelledby="fleet-results-title">
          <h2 id="fleet-results-title" className="sr-only">
            {t("fleet.resultsTitle")}
          </h2>
          <div className="mb-5 flex flex-wrap items-end justify-between gap-4">
            <p role="status" className="text-lg font-semibold text-slate-900 dark:text-white" data-testid="fleet-count">
              {t("fleet.results", { count })}
            </p>
            <FleetSortSelect form={form} />
          </div>
          {loaderData.campaignsForEveryClass > 0 ? (
            <StaticPart
              as="p"
              ready={forEveryClass !== undefined}
              className="mb-5 text-sm text-slate-700 dark:text-slate-300"
              data-testid="campaigns-every-class"
            >
              {forEveryClass ? `${t("fleet.forEveryClass")} ` : null}
              {forEveryClass?.map((c, i) => (
                <span key={c.slug}>
                  {i > 0 ? ", " : null}
                  <LocalLink to={`/kampanya-${c.slug}`} className="font-semibold underline underline-offset-2">
                    {c.title}
                  </LocalLink>{" "}
                  ({c.code})
                </span>
              ))}
            </StaticPart>
          ) : null}
          {count === 0 ? (
            <div className="rounded-2xl border border-dashed border-slate-300 p-8 text-center dark:border-slate-600">
              <p className="text-lg font-semibold text-slate-900 dark:text-white">{t("fleet.emptyTitle")}</p>
              <p className="mt-2 text-slate-700 dark:text-slate-300">{t("fleet.emptyText")}</p>
              <ClearFleetFilters query={query} className="btn-primary mt-5" />
            </div>
          ) : (
            <StaticPart as="ul" ready={models !== undefined} className="grid gap-4 md:grid-cols-2">
              {models?.map((m) => (
                <li key={m.slug}>
                  <FleetCard model={m} />
                </li>
              ))}
            </StaticPart>
          )}
        </section>
      </div>
    </main>
  );
}
