// The search's optional driver figures and the classes they refuse (decision 0117): a plain GET form
// that keeps the search and filters, and the refused classes apart with the reason in words.
import { useTranslation } from "#app/i18n/react.tsx";
import { FILTER_PARAMS, type VehicleFilters } from "#app/shared/booking/booking-query.ts";
import type { SearchView } from "#app/shared/booking/booking-types.ts";
import { DRIVER_AGE_RANGE, DRIVER_PARAMS, LICENCE_YEARS_RANGE } from "#app/shared/search/driver-years.ts";
import { SearchHiddenFields } from "./vehicle-step.tsx";
import { cardClass } from "./booking-ui.tsx";

export type DriverYearsWire = {
  age: string;
  licenceYears: string;
  fromProfile: boolean;
  invalid: ("age" | "licenceYears")[];
};

export type RefusedClassWire = {
  className: string;
  models: string[];
  problems: ("tooYoung" | "licenceTooNew")[];
  driverAge: number | null;
  driverLicenceYears: number | null;
  minAge: number;
  licenceYears: number;
};

const inputClass =
  "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 aria-invalid:border-red-700 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100";

export function DriverYearsForm({
  action,
  search,
  draftId,
  filters,
  driver,
}: {
  action: string;
  search: SearchView;
  draftId: string | null;
  filters: VehicleFilters;
  driver: DriverYearsWire;
}) {
  const { t } = useTranslation();
  const ageBad = driver.invalid.includes("age");
  const licenceBad = driver.invalid.includes("licenceYears");
  return (
    <form
      method="get"
      action={action}
      className={`${cardClass} mb-6`}
      aria-labelledby="driver-years-title"
      data-testid="driver-years-form"
      // A document, as before it was a kept part: the refused classes and the focus start afresh.
      data-document-submit=""
    >
      <SearchHiddenFields search={search} draftId={draftId} />
      {Object.entries(filters).map(([name, value]) =>
        value ? (
          <input key={name} type="hidden" name={FILTER_PARAMS[name as keyof VehicleFilters]} value={value} />
        ) : null,
      )}
      <h2 id="driver-years-title" className="font-semibold">
        {t("booking.driverYears.title")}
      </h2>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
        {driver.fromProfile ? t("booking.driverYears.fromProfile") : t("booking.driverYears.lead")}
      </p>
      <div className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-[10rem_10rem_auto] sm:items-end">
        <div>
          <label htmlFor="driver-age" className="block text-sm font-medium">
            {t("booking.driverYears.age")}
          </label>
          <input
            id="driver-age"
            name={DRIVER_PARAMS.age}
            defaultValue={driver.age}
            inputMode="numeric"
            autoComplete="off"
            maxLength={3}
            aria-invalid={ageBad || undefined}
            aria-describedby={ageBad ? "driver-age-error" : undefined}
            className={inputClass}
          />
        </div>
        <div>
          <label htmlFor="driver-licence" className="block text-sm font-medium">
            {t("booking.driverYears.licenceYears")}
          </label>
          <input
            id="driver-licence"
            name={DRIVER_PARAMS.licenceYears}
            defaultValue={driver.licenceYears}
            inputMode="numeric"
            autoComplete="off"
            maxLength={3}
            aria-invalid={licenceBad || undefined}
            aria-describedby={licenceBad ? "driver-licence-error" : undefined}
            className={inputClass}
          />
        </div>
        <button type="submit" className="btn-secondary col-span-2 sm:col-span-1 sm:justify-self-start">
          {t("booking.driverYears.apply")}
        </button>
      </div>
      {ageBad ? (
        <p id="driver-age-error" role="alert" className="mt-2 text-sm text-red-800 dark:text-red-300">
          {t("booking.driverYears.ageInvalid", { min: DRIVER_AGE_RANGE.min, max: DRIVER_AGE_RANGE.max })}
        </p>
      ) : null}
      {licenceBad ? (
        <p id="driver-licence-error" role="alert" className="mt-2 text-sm text-red-800 dark:text-red-300">
          {t("booking.driverYears.licenceInvalid", { min: LICENCE_YEARS_RANGE.min, max: LICENCE_YEARS_RANGE.max })}
        </p>
      ) : null}
    </form>
  );
}

export function RefusedClasses({ items }: { items: RefusedClassWire[] }) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="refused-title" className="mt-8" data-testid="refused-classes">
      <h2 id="refused-title" className="text-lg font-semibold">
        {t("booking.driverYears.refusedTitle")}
      </h2>
      <ul className="mt-3 grid gap-2 sm:grid-cols-2">
        {items.map((c) => (
          <li
            key={`${c.className}|${c.problems.join()}|${c.minAge}|${c.licenceYears}`}
            className="rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm dark:border-amber-700 dark:bg-amber-950"
            data-testid="refused-class"
          >
            <p className="font-semibold">{c.className}</p>
            {c.problems.includes("tooYoung") ? (
              <p>{t("booking.driverYears.tooYoung", { age: c.driverAge ?? 0, min: c.minAge })}</p>
            ) : null}
            {c.problems.includes("licenceTooNew") ? (
              <p>{t("booking.driverYears.licenceTooNew", { count: c.driverLicenceYears ?? 0, min: c.licenceYears })}</p>
            ) : null}
            <p className="mt-1 text-slate-700 dark:text-slate-300">{c.models.join(", ")}</p>
          </li>
        ))}
      </ul>
      <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{t("booking.driverYears.stillChecked")}</p>
    </section>
  );
}
