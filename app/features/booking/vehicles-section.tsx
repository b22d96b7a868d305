// Step 1 of the booking page (app/routes/booking.tsx): the campaign chip and notice, the filters,
// the free models' cards, or the office's phone when nothing is free, and what is not available.
import { useMemo } from "react";
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
  VehicleCard,
  VehicleFiltersForm,
} from "./vehicle-step.tsx";

/** What the booking service answers for step 1. */
export type VehiclesView = {
  /** The cards as tuples (shared/booking/offer-wire.ts), filtered and sorted. */
  offers: PackedOffer[];
  total: number;
  unavailable: PackedUnavailable[];
  campaign: CampaignState | null;
  filters: VehicleFilters;
  filterOptions: FilterOptions;
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
  const { t } = useTranslation();
  // Unpacked once per loader result.
  const offers = useMemo(() => view.offers.map(unpackOffer), [view.offers]);
  const unavailable = useMemo(() => view.unavailable.map(unpackUnavailable), [view.unavailable]);
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
          />
          <p role="status" className="mb-3 text-sm text-slate-700 dark:text-slate-300">
            {t("booking.vehicles.count", { count: offers.length })}
          </p>
          {offers.length === 0 ? (
            <p>{t("booking.vehicles.none")}</p>
          ) : (
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {offers.map((offer) => (
                <VehicleCard key={offer.model.id} offer={offer} search={search} draftId={draftId} />
              ))}
            </div>
          )}
        </>
      )}
      <UnavailableList items={unavailable} />
    </section>
  );
}
