// Step 1: the models free for the search, with filters and sort in the URL (plain GET form).
import { useEffect, useRef, useState } from "react";
import { Form, useNavigation } from "react-router";
import { XsrfField } from "#app/components/xsrf-field.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import type { MessageKey } from "#app/i18n/translate.ts";
import { SEARCH_PARAMS } from "#app/shared/search/search-form.ts";
import { FILTER_PARAMS, FLOW_PARAMS, type VehicleFilters } from "#app/shared/booking/booking-query.ts";
import type { CampaignState, ModelView, SearchView, UnavailableOffer } from "#app/shared/booking/booking-types.ts";
import { Dialog } from "#app/components/dialog.tsx";
import { cardClass } from "./booking-ui.tsx";

export type FilterOptions = { classes: { slug: string; name: string }[]; brands: string[] };

function SearchHiddenFields({ search, draftId }: { search: SearchView; draftId: string | null }) {
  return (
    <>
      <input type="hidden" name={SEARCH_PARAMS.pickupCode} value={search.pickupCode} />
      <input type="hidden" name={SEARCH_PARAMS.dropoffCode} value={search.dropoffCode} />
      <input type="hidden" name={SEARCH_PARAMS.pickupAt} value={search.pickupAt} />
      <input type="hidden" name={SEARCH_PARAMS.returnAt} value={search.returnAt} />
      <input type="hidden" name={SEARCH_PARAMS.campaignCode} value={search.campaignCode} />
      {draftId ? <input type="hidden" name={FLOW_PARAMS.draft} value={draftId} /> : null}
    </>
  );
}

const selectClass =
  "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100";

export function VehicleFiltersForm({
  action,
  search,
  draftId,
  filters,
  options,
  keep = [],
}: {
  action: string;
  search: SearchView;
  draftId: string | null;
  filters: VehicleFilters;
  options: FilterOptions;
  /** Further parameters the filters keep (the driver's figures, decision 0117). */
  keep?: [string, string][];
}) {
  const { t } = useTranslation();
  const select = (name: string, label: string, value: string, items: { value: string; label: string }[]) => (
    <label className="block text-sm font-medium">
      {label}
      <select name={name} defaultValue={value} className={selectClass}>
        <option value="">{t("booking.vehicles.all")}</option>
        {items.map((i) => (
          <option key={i.value} value={i.value}>
            {i.label}
          </option>
        ))}
      </select>
    </label>
  );
  const active = [filters.classSlug, filters.transmission, filters.fuel, filters.brand].filter(Boolean).length;
  return (
    <form method="get" action={action} className={`${cardClass} mb-6`} aria-label={t("booking.vehicles.filters")}>
      <SearchHiddenFields search={search} draftId={draftId} />
      {keep.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {/* On a phone the five menus sit behind one "Filtrele" so the cars come first (decision 0038);
          from 40rem the content shows open or not (app.css) and the summary is hidden. */}
      <details data-phone-disclosure data-testid="filters-disclosure" className="group">
        <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-2 rounded-lg font-semibold sm:hidden [&::-webkit-details-marker]:hidden">
          <span>
            {t("booking.vehicles.filterToggle")}
            {active > 0 ? (
              <span className="ml-2 text-sm font-normal text-slate-600 dark:text-slate-400">
                {t("booking.vehicles.filtersActive", { count: active })}
              </span>
            ) : null}
          </span>
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-5 transition-transform group-open:rotate-180"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d="m6 9 6 6 6-6" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </summary>
        <div className="mt-3 grid gap-3 sm:mt-0 sm:grid-cols-3 lg:grid-cols-6">
          {select(
            FILTER_PARAMS.classSlug,
            t("booking.vehicles.classLabel"),
            filters.classSlug,
            options.classes.map((c) => ({ value: c.slug, label: c.name })),
          )}
          {select(FILTER_PARAMS.transmission, t("booking.vehicles.transmissionLabel"), filters.transmission, [
            { value: "manual", label: t("fleet.transmission.manual") },
            { value: "automatic", label: t("fleet.transmission.automatic") },
          ])}
          {select(FILTER_PARAMS.fuel, t("booking.vehicles.fuelLabel"), filters.fuel, [
            { value: "gasoline", label: t("fleet.fuel.gasoline") },
            { value: "diesel", label: t("fleet.fuel.diesel") },
            { value: "hybrid", label: t("fleet.fuel.hybrid") },
            { value: "electric", label: t("fleet.fuel.electric") },
          ])}
          {select(
            FILTER_PARAMS.brand,
            t("booking.vehicles.brandLabel"),
            filters.brand,
            options.brands.map((b) => ({ value: b, label: b })),
          )}
          <label className="block text-sm font-medium">
            {t("booking.vehicles.sortLabel")}
            <select name={FILTER_PARAMS.sort} defaultValue={filters.sort} className={selectClass}>
              <option value="price">{t("booking.vehicles.sortPrice")}</option>
              <option value="priceDesc">{t("booking.vehicles.sortPriceDesc")}</option>
              <option value="name">{t("booking.vehicles.sortName")}</option>
            </select>
          </label>
          <div className="flex items-end">
            <button type="submit" className="btn-secondary w-full">
              {t("booking.vehicles.apply")}
            </button>
          </div>
        </div>
      </details>
    </form>
  );
}

export function CampaignButton({ campaign }: { campaign: CampaignState }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const text =
    campaign.status === "valid"
      ? t("booking.campaign.valid")
      : campaign.status === "unknown"
        ? t("booking.campaign.unknown")
        : t("booking.campaign.notApplicable");
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className={`rounded-full px-3 py-1 text-sm font-semibold ring-1 ${
          campaign.status === "valid"
            ? "bg-emerald-50 text-emerald-900 ring-emerald-300 dark:bg-emerald-950 dark:text-emerald-100 dark:ring-emerald-700"
            : "bg-amber-50 text-amber-950 ring-amber-300 dark:bg-amber-950 dark:text-amber-100 dark:ring-amber-700"
        }`}
      >
        {t("booking.campaign.button", { code: campaign.code })}
      </button>
      <Dialog
        closeLabel={t("app.close")}
        open={open}
        onClose={() => setOpen(false)}
        title={t("booking.campaign.title", { code: campaign.code })}
      >
        <p>{text}</p>
        {campaign.refusal ? (
          <p className="mt-2">{t(`booking.campaign.reasons.${campaign.refusal}` as MessageKey)}</p>
        ) : null}
      </Dialog>
    </>
  );
}

/**
 * The one form around the search's car cards: the search, the draft and the intent once, and each
 * card's "Choose" button posts its model (`modelId`), with a script through the router, without
 * one as a plain form. A form per card repeated the search's fields for each of 26 cards: 13 KB of
 * a 138 KB page.
 */
export function VehicleChoiceForm({
  search,
  draftId,
  children,
}: {
  search: SearchView;
  draftId: string | null;
  children: React.ReactNode;
}) {
  // The cards are markup (decision 0175): while the booking moves on, their buttons say they are
  // unavailable and a submit does nothing, as useStepLock's buttons do.
  const moving = useNavigation().state !== "idle";
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    for (const button of form.current?.querySelectorAll("button[type=submit]") ?? []) {
      if (moving) button.setAttribute("aria-disabled", "true");
      else button.removeAttribute("aria-disabled");
    }
  }, [moving]);
  return (
    <Form
      ref={form}
      method="post"
      onSubmit={(event) => {
        if (moving) event.preventDefault();
      }}
    >
      <XsrfField />
      <SearchHiddenFields search={search} draftId={draftId} />
      <input type="hidden" name="intent" value="select" />
      {children}
    </Form>
  );
}

export function UnavailableList({
  items,
}: {
  items: { model: Pick<ModelView, "id" | "brand" | "model">; reason: UnavailableOffer["reason"] }[];
}) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="unavailable-title" className="mt-8">
      <h2 id="unavailable-title" className="text-lg font-semibold">
        {t("booking.vehicles.unavailableTitle")}
      </h2>
      <ul className="mt-3 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((u) => (
          <li
            key={u.model.id}
            className="rounded-xl border border-slate-200 bg-slate-50 p-3 text-sm dark:border-slate-800 dark:bg-slate-900"
          >
            <span className="font-semibold">
              {u.model.brand} {u.model.model}
            </span>{" "}
            <span className="text-slate-700 dark:text-slate-300">
              — {u.reason === "soldOut" ? t("booking.vehicles.soldOut") : t("booking.vehicles.noRate")}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export { SearchHiddenFields };
