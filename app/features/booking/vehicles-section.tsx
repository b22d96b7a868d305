// Step 1 of the booking page (app/routes/booking.tsx): the campaign chip and notice, the filters,
// the free models' cards, or the office's phone when nothing is free, and what is not available.
import { useMemo } from "react";
import { StaticPart, useDocumentData } from "#app/components/static-part.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import type { VehicleFilters } from "#app/shared/booking/booking-query.ts";
import type { CampaignState, SearchView } from "#app/shared/booking/booking-types.ts";
import {
  type PackedOffer,
  type PackedUnavailable,
  unpackOffer,
  unpackUnavailable,
} from "#app/shared/booking/offer-wire.ts";
import {
  CampaignButton,
  type FilterOptions,
  UnavailableList,
  VehicleChoiceForm,
  VehicleFiltersForm,
} from "./vehicle-step.tsx";
import { type DateGridWire, dateGridHtml } from "./date-grid-html.ts";
import { vehicleCardsHtml } from "./vehicle-cards-html.ts";
import { DriverYearsForm, type DriverYearsWire, RefusedClasses, type RefusedClassWire } from "./driver-years.tsx";
import { driverYearsParams } from "#app/shared/search/driver-years.ts";

/** What the booking service answers for step 1. */
export type VehiclesView = {
  /**
   * The cards as tuples (shared/booking/offer-wire.ts), filtered and sorted; a document's HTML keeps
   * them instead (`undefined`, the "bookingOffers" document data: decision 0114) and `shown` counts them.
   */
  offers?: PackedOffer[] | undefined;
  shown?: number;
  total: number;
  /** Sold out on these dates; a document's HTML keeps the list instead (`undefined`, "bookingUnavailable"). */
  unavailable?: PackedUnavailable[] | undefined;
  unavailableCount?: number;
  campaign: CampaignState | null;
  filters: VehicleFilters;
  filterOptions: FilterOptions;
  /** The driver's age and licence years, and the classes they refuse (decision 0117). */
  driver: DriverYearsWire;
  /**
   * A document's HTML keeps the driver figures' form and the refused classes instead (`undefined`,
   * the "bookingDriverYears" document data, decision 0161).
   */
  refused?: RefusedClassWire[] | undefined;
  /**
   * The cheaper-dates grid of the chosen class (decision 0116); a document's HTML keeps it instead
   * (`undefined`, the "bookingDateGrid" document data) and `hasDateGrid` says whether there is one.
   */
  dateGrid?: DateGridWire | null | undefined;
  hasDateGrid?: boolean;
};

export function VehiclesSection({
  view,
  search,
  draftId,
  base,
}: {
  view: VehiclesView;
  search: SearchView;
  draftId: string | null;
  base: string;
}) {
  const translator = useTranslation();
  const { t } = translator;
  // The cards are a static part: a document's HTML keeps the server's (decision 0114); a client
  // navigation renders them from its data. Unpacked once per loader result.
  const packed = useDocumentData("bookingOffers", view.offers);
  const offers = useMemo(() => packed?.map(unpackOffer), [packed]);
  const shown = offers?.length ?? view.shown ?? 0;
  const dateGrid = useDocumentData("bookingDateGrid", view.dateGrid);
  const packedUnavailable = useDocumentData("bookingUnavailable", view.unavailable);
  const unavailable = useMemo(() => packedUnavailable?.map(unpackUnavailable), [packedUnavailable]);
  const refused = useDocumentData("bookingDriverYears", view.refused);
  // Typed figures ride along every link and form (a member's come from the profile each time).
  const keep = useMemo(() => (view.driver.fromProfile ? [] : driverYearsParams(view.driver)), [view.driver]);
  // The cards and the grid are markup written as text (decision 0175): the same on a document and
  // on a client navigation, and no React render of some 80 KB on every search.
  const cardsHtml = useMemo(
    () => (offers ? { __html: vehicleCardsHtml(offers, translator) } : null),
    [offers, translator],
  );
  const gridHtml = useMemo(
    () =>
      dateGrid
        ? {
            __html: dateGridHtml(dateGrid, search, base, view.filters, keep, translator),
          }
        : undefined,
    [dateGrid, search, base, view.filters, keep, translator],
  );
  return (
    <section aria-labelledby="vehicles-title">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <h2 id="vehicles-title" className="text-xl font-bold">
          {t("booking.vehicles.title")}
        </h2>
        {view.campaign ? <CampaignButton campaign={view.campaign} /> : null}
      </div>
      {view.campaign && view.campaign.status !== "valid" ? (
        // A code that does not work is said at once, not only behind the chip (decision 0053).
        <p
          role="status"
          data-testid="campaign-notice"
          className="mb-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50"
        >
          {view.campaign.status === "unknown" ? t("booking.campaign.unknown") : t("booking.campaign.notApplicable")}
        </p>
      ) : null}
      {view.total === 0 ? (
        <div className="rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-700 dark:bg-slate-900">
          <h3 className="text-lg font-semibold">{t("booking.unavailableTitle")}</h3>
          <p className="mt-2">{t("booking.contactOffice")}</p>
          {search.pickupOffice ? (
            <a href={`tel:${search.pickupOffice.phone.replace(/\s/g, "")}`} className="btn-primary mt-4">
              {t("booking.vehicles.officePhone", {
                office: search.pickupOffice.name,
                phone: search.pickupOffice.phone,
              })}
            </a>
          ) : null}
        </div>
      ) : (
        <>
          <VehicleFiltersForm
            action={base}
            search={search}
            draftId={draftId}
            filters={view.filters}
            options={view.filterOptions}
            keep={keep}
          />
          <p role="status" className="mb-3 text-sm text-slate-700 dark:text-slate-300">
            {t("booking.vehicles.count", { count: shown })}
          </p>
          {shown === 0 ? (
            <p>{t("booking.vehicles.none")}</p>
          ) : (
            <StaticPart ready={offers !== undefined}>
              <VehicleChoiceForm search={search} draftId={draftId}>
                {cardsHtml ? (
                  <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" dangerouslySetInnerHTML={cardsHtml} />
                ) : null}
              </VehicleChoiceForm>
            </StaticPart>
          )}
          {(view.hasDateGrid ?? view.dateGrid != null) ? (
            // Links only: a document keeps the server's HTML, out of the page's data (decision 0116).
            <StaticPart className="mt-8" ready={dateGrid !== undefined} html={gridHtml} />
          ) : null}
        </>
      )}
      {/* Below the cars: on a phone the first car stays on the first screen (journey.spec). */}
      {/* A plain GET form and sentences: a document keeps the server's HTML (decision 0161). */}
      <StaticPart className="mt-8" ready={refused !== undefined}>
        <DriverYearsForm
          // Typed figures are the inputs' defaults: a new search with other figures gets fresh inputs.
          key={`${view.driver.age}|${view.driver.licenceYears}`}
          action={base}
          search={search}
          draftId={draftId}
          filters={view.filters}
          driver={view.driver}
        />
        <RefusedClasses items={refused ?? []} />
      </StaticPart>
      {/* Never an empty part: an empty kept element means "no server HTML" to StaticPart. */}
      {(view.unavailableCount ?? unavailable?.length ?? 0) > 0 ? (
        <StaticPart ready={unavailable !== undefined}>
          {unavailable ? <UnavailableList items={unavailable} /> : null}
        </StaticPart>
      ) : null}
    </section>
  );
}
