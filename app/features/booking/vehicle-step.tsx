// Step 1: the models free for the search, with filters and sort in the URL (plain GET form).
import { formatWhole } from "#app/domain/text/quantities.ts";
import { useState } from "react";
import { Form } from "react-router";
import { XsrfField } from "#app/components/xsrf-field.tsx";
import { formatTl } from "#app/domain/money/money.ts";
import { formatDiscountPercent } from "#app/domain/pricing/pay-now.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import type { MessageKey } from "#app/i18n/translate.ts";
import { SEARCH_PARAMS } from "#app/shared/search/search-form.ts";
import { FILTER_PARAMS, FLOW_PARAMS, type VehicleFilters } from "#app/shared/booking/booking-query.ts";
import type { CampaignState, ModelView, SearchView, UnavailableOffer } from "#app/shared/booking/booking-types.ts";
import type { CardOffer } from "#app/shared/booking/offer-wire.ts";
import { Dialog } from "#app/components/dialog.tsx";
import { cardClass, useStepLock } from "./booking-ui.tsx";

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

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="text-sm font-semibold">{children}</dd>
    </div>
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
  className,
  children,
}: {
  search: SearchView;
  draftId: string | null;
  className: string;
  children: React.ReactNode;
}) {
  return (
    <Form method="post" className={className}>
      <XsrfField />
      <SearchHiddenFields search={search} draftId={draftId} />
      <input type="hidden" name="intent" value="select" />
      {children}
    </Form>
  );
}

export function VehicleCard({ offer }: { offer: CardOffer }) {
  const { t, lang } = useTranslation();
  const lock = useStepLock();
  const m = offer.model;
  const name = `${m.brand} ${m.model}`;
  const headingId = `vehicle-${m.id}`;
  return (
    <article aria-labelledby={headingId} className={`${cardClass} flex flex-col`} data-testid="vehicle-card">
      <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase dark:text-brand-300">
        {m.className} · {m.acriss}
      </p>
      <h3 id={headingId} className="mt-1 text-lg font-bold">
        {name}{" "}
        <span className="text-sm font-normal text-slate-600 dark:text-slate-400">
          {t("booking.vehicles.orSimilar")}
        </span>
      </h3>
      <img
        src={`/images/cars/${m.bodyType}-${m.colour}.svg`}
        alt=""
        width={480}
        height={240}
        loading="lazy"
        className="mx-auto my-3 h-auto w-full max-w-xs"
      />
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {t(`fleet.transmission.${m.transmission}`)} · {t(`fleet.fuel.${m.fuel}`)} ·{" "}
        {t("fleet.adults", { count: m.adults })} · {t("fleet.luggage", { count: m.luggage })}
      </p>
      <dl className="mt-3 grid grid-cols-2 gap-2">
        <Fact label={t("booking.vehicles.deposit")}>
          {formatTl(offer.depositKurus, lang)}
          {offer.depositFreeDailyKurus != null ? (
            // Where the pick-up office offers the deposit-free package for the class (decision 0139).
            <span className="block text-xs font-normal" data-testid="offer-deposit-free">
              {t("booking.depositFreeCard.option", { daily: formatTl(offer.depositFreeDailyKurus, lang) })}
            </span>
          ) : null}
        </Fact>
        <Fact label={t("booking.vehicles.kmLimit")}>
          {t("booking.vehicles.kmValue", { km: formatWhole(offer.kmLimitPerDay, lang) })}
        </Fact>
        <Fact label={t("booking.vehicles.requirements")}>
          {t("booking.vehicles.requirementsValue", { age: offer.minAge, count: offer.licenceYears })}
        </Fact>
        {offer.freeUnits <= 2 ? (
          <Fact label="">
            <span className="text-red-800 dark:text-red-300">
              {t("booking.vehicles.lastCar", { count: offer.freeUnits })}
            </span>
          </Fact>
        ) : null}
      </dl>
      <div className="mt-auto pt-4">
        {offer.payNowTotalKurus < offer.totalKurus ? (
          <dl className="grid grid-cols-2 gap-2" data-testid="offer-totals">
            <div>
              <dt className="text-sm text-slate-700 dark:text-slate-300">{t("booking.vehicles.totalOffice")}</dt>
              <dd className="text-xl font-bold tabular-nums" data-testid="offer-total">
                {formatTl(offer.totalKurus, lang)}
              </dd>
            </div>
            <div className="rounded-lg bg-emerald-50 px-2 py-1 dark:bg-emerald-950">
              <dt className="text-sm font-semibold text-emerald-900 dark:text-emerald-200">
                {t("booking.vehicles.totalPayNow")}
              </dt>
              <dd
                className="text-xl font-bold text-emerald-900 tabular-nums dark:text-emerald-100"
                data-testid="offer-pay-now"
              >
                {formatTl(offer.payNowTotalKurus, lang)}
              </dd>
              <dd className="text-xs text-emerald-900 dark:text-emerald-200">
                {t("booking.vehicles.payNowSaving", { percent: formatDiscountPercent(offer.payNowDiscountBp, lang) })}
              </dd>
            </div>
          </dl>
        ) : (
          <>
            <p className="text-sm text-slate-700 dark:text-slate-300">{t("booking.vehicles.total")}</p>
            <p className="text-2xl font-bold tabular-nums" data-testid="offer-total">
              {formatTl(offer.totalKurus, lang)}
            </p>
          </>
        )}
        {offer.months && offer.monthlyKurus != null ? (
          // A monthly rental (decision 0131): the monthly amount beside the total, month 1 due now.
          <div className="mt-1" data-testid="offer-monthly">
            <p className="text-lg font-bold tabular-nums">
              {t("booking.monthlyCard.perMonth", { amount: formatTl(offer.monthlyKurus, lang) })}
            </p>
            {offer.payNowMonthlyKurus != null && offer.payNowMonthlyKurus < offer.monthlyKurus ? (
              <p className="text-sm font-semibold text-emerald-900 tabular-nums dark:text-emerald-200">
                {t("booking.monthlyCard.payNow", { amount: formatTl(offer.payNowMonthlyKurus, lang) })}
              </p>
            ) : null}
            <p className="text-sm text-slate-700 dark:text-slate-300">
              {t("booking.monthlyCard.note", { count: offer.months })}
            </p>
          </div>
        ) : null}
        <p className="text-sm">{t("booking.vehicles.daily", { amount: formatTl(offer.dailyKurus, lang) })}</p>
        {offer.oneWayFeeKurus > 0 ? (
          <p className="text-sm" data-testid="offer-one-way">
            {t("booking.vehicles.oneWayIncluded", { amount: formatTl(offer.oneWayFeeKurus, lang) })}
          </p>
        ) : null}
        {offer.campaignGainKurus !== null && offer.appliedDiscount === "campaign" ? (
          <p className="text-sm font-semibold text-emerald-800 dark:text-emerald-300">
            {t("booking.vehicles.campaignGain", { amount: formatTl(offer.campaignGainKurus, lang) })}
          </p>
        ) : null}
        {offer.campaignRefusal ? (
          <p className="text-sm text-amber-900 dark:text-amber-200">{t("booking.vehicles.campaignNotForModel")}</p>
        ) : null}
        {offer.appliedDiscount === "member" ? (
          <p className="text-sm font-semibold text-emerald-800 dark:text-emerald-300">
            {t("booking.vehicles.memberApplied", { pct: offer.memberDiscountPct })}
          </p>
        ) : null}
        {offer.memberTotalKurus < offer.totalKurus ? (
          <p className="text-sm text-slate-700 dark:text-slate-300">
            {t("booking.vehicles.memberPrice", { amount: formatTl(offer.memberTotalKurus, lang) })}
          </p>
        ) : null}
        {/* Submits the list's one form (VehicleChoiceForm): the search and the choice go once per page. */}
        <button
          type="submit"
          name="modelId"
          value={m.id}
          className="btn-primary mt-3 w-full"
          aria-label={t("booking.vehicles.chooseLabel", { name })}
          {...lock}
        >
          {t("booking.vehicles.choose")}
        </button>
      </div>
    </article>
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
