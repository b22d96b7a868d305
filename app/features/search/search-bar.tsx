import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { useSearchDefaults } from "#app/components/use-search-offices.ts";
import { localizePath, locales } from "#app/i18n/config.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import type * as EnhancedModule from "./search-enhanced.tsx";
import {
  effectiveDropoff,
  groupOfficesByCity,
  SEARCH_PARAMS,
  splitLocal,
  type SearchDefaults,
  type SearchOffice,
  type SearchValues,
} from "#app/shared/search/search-form.ts";
import { fieldClass, invalidClass, labelClass } from "./search-styles.ts";
import { ReturnAdviceText } from "#app/components/return-advice-text.tsx";
import type { SearchField, SearchFormError } from "#app/shared/search/search-validation.ts";

export type { SearchOffice } from "#app/shared/search/search-form.ts";

/** What a page knows in advance: a campaign or location code, or the search in the URL. */
export interface SearchPrefill {
  pickupCode?: string | undefined;
  dropoffCode?: string | undefined;
  pickupAt?: string | undefined;
  returnAt?: string | undefined;
  campaignCode?: string | undefined;
}

type Enhanced = typeof EnhancedModule;
let enhancedModule: Enhanced | null = null;
let enhancedLoading: Promise<Enhanced> | null = null;

// React Aria and the validation rules are fetched on the first interaction, never with the page.
function loadEnhanced(): Promise<Enhanced> {
  enhancedLoading ??= import("./search-enhanced.tsx").then((m) => (enhancedModule = m));
  return enhancedLoading;
}

function initialValues(prefill: SearchPrefill, defaults: SearchDefaults | undefined): SearchValues {
  const pickupCode = prefill.pickupCode ?? "";
  const dropoffCode = prefill.dropoffCode ?? "";
  return {
    pickupCode,
    dropoffCode,
    different: Boolean(dropoffCode && dropoffCode !== pickupCode),
    pickupAt: prefill.pickupAt || defaults?.pickupAt || "",
    returnAt: prefill.returnAt || defaults?.returnAt || "",
    campaignCode: prefill.campaignCode ?? "",
  };
}

/** The native form's current values (it may have been edited before hydration). */
function readForm(form: HTMLFormElement): SearchValues {
  const data = new FormData(form);
  const text = (name: string) => String(data.get(name) ?? "");
  return {
    pickupCode: text(SEARCH_PARAMS.pickupCode),
    dropoffCode: text(SEARCH_PARAMS.dropoffCode),
    different: Boolean(form.querySelector<HTMLInputElement>("input[data-different]")?.checked),
    pickupAt: text(SEARCH_PARAMS.pickupAt),
    returnAt: text(SEARCH_PARAMS.returnAt),
    campaignCode: text(SEARCH_PARAMS.campaignCode),
  };
}

/** Swaps a native control for its React Aria twin once loaded, but never under the user's focus. */
function useSwapWhenIdle(ready: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  const [held, setHeld] = useState<boolean | null>(null);
  let decided = held;
  if (ready && held === null) {
    // Decided during render, so an unfocused field swaps in the same commit as the module arrives.
    decided = Boolean(ref.current?.contains(document.activeElement));
    setHeld(decided);
  }
  useEffect(() => {
    const box = ref.current;
    if (held !== true || !box) return;
    const onFocusOut = (event: FocusEvent) => {
      if (!(event.relatedTarget instanceof Node && box.contains(event.relatedTarget))) setHeld(false);
    };
    box.addEventListener("focusout", onFocusOut);
    return () => box.removeEventListener("focusout", onFocusOut);
  }, [held]);
  return [ref, ready && decided === false] as const;
}

interface FieldProps {
  id: string;
  enhanced: Enhanced | null;
  errors: SearchFormError[];
}

function OfficeField({
  id,
  enhanced,
  errors,
  label,
  name,
  emptyOption,
  offices,
  value,
  onChange,
}: FieldProps & {
  label: string;
  name: string;
  emptyOption: string;
  offices: readonly SearchOffice[];
  value: string;
  onChange: (code: string) => void;
}) {
  const { t } = useTranslation();
  const [ref, swapped] = useSwapWhenIdle(enhanced !== null);
  const invalid = errors.length > 0;
  const describedBy = invalid ? `${id}-error` : undefined;
  return (
    <>
      {swapped && enhanced ? (
        <enhanced.OfficeComboBox
          label={label}
          offices={offices}
          value={value}
          onChange={onChange}
          placeholder={t("search.officeSearchHint")}
          emptyText={t("search.noOfficeFound")}
          invalid={invalid}
          describedBy={describedBy}
        />
      ) : (
        <div ref={ref}>
          <label htmlFor={id} className={labelClass}>
            {label}
          </label>
          <select
            id={id}
            name={name}
            defaultValue={value}
            onChange={(e) => onChange(e.target.value)}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            className={`${fieldClass} ${invalidClass} mt-1`}
          >
            <option value="">{emptyOption}</option>
            {groupOfficesByCity(offices).map((group) => (
              <optgroup key={group.city} label={group.city}>
                {group.offices.map((o) => (
                  <option key={o.code} value={o.code}>
                    {o.name}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </div>
      )}
      {enhanced ? <enhanced.FieldErrors id={`${id}-error`} errors={errors} /> : null}
    </>
  );
}

function DateTimeField({
  id,
  enhanced,
  errors,
  field,
  value,
  onChange,
  office,
  today,
  pickupDay,
}: FieldProps & {
  field: "pickUp" | "dropOff";
  value: string;
  onChange: (value: string) => void;
  office: SearchOffice | undefined;
  today: string;
  pickupDay: string;
}) {
  const { t, lang } = useTranslation();
  const [ref, swapped] = useSwapWhenIdle(enhanced !== null);
  const pickUp = field === "pickUp";
  const invalid = errors.length > 0;
  const describedBy = invalid ? `${id}-error` : undefined;
  const { date, time } = splitLocal(value);
  return (
    <div data-search-field={field} className="lg:col-span-4">
      {swapped && enhanced ? (
        <div className="flex items-start gap-2">
          <enhanced.SearchDatePicker
            label={t(pickUp ? "search.pickupDay" : "search.returnDay")}
            value={date}
            onChange={(d) => onChange(`${d}T${time}`)}
            {...enhanced.dateBounds(field, today, pickupDay)}
            locale={locales[lang]}
            calendarLabel={t("search.openCalendar")}
            office={office}
            invalid={invalid}
            describedBy={describedBy}
          />
          <enhanced.TimeSelect
            id={`${id}-time`}
            label={t(pickUp ? "search.pickupTime" : "search.returnTime")}
            office={office}
            date={date}
            value={time}
            onChange={(tm) => onChange(`${date}T${tm}`)}
            invalid={invalid}
            describedBy={describedBy}
          />
        </div>
      ) : (
        <div ref={ref}>
          <label htmlFor={id} className={labelClass}>
            {t(pickUp ? "search.pickupDate" : "search.returnDate")}
          </label>
          <input
            id={id}
            type="datetime-local"
            name={pickUp ? SEARCH_PARAMS.pickupAt : SEARCH_PARAMS.returnAt}
            step={1800}
            required
            defaultValue={value}
            onChange={(e) => onChange(e.target.value)}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            className={`${fieldClass} ${invalidClass} mt-1`}
          />
        </div>
      )}
      {swapped && enhanced?.closedAllDay(office, date) ? (
        <p className="mt-1 text-sm text-amber-800 dark:text-amber-300">{t("search.closedAllDay")}</p>
      ) : null}
      {enhanced ? <enhanced.FieldErrors id={`${id}-error`} errors={errors} /> : null}
    </div>
  );
}

/**
 * The search: pick-up office, optional different return office, dates and times, campaign code.
 * Server-rendered as a plain GET form to /rezervasyon that works without JavaScript; on the first
 * interaction it turns into React Aria widgets, offers only open half-hours and checks the search
 * before opening the shareable /rezervasyon?alis=&donus=&alisTarihi=&donusTarihi=&kampanya= link.
 */
export function SearchBar({
  offices,
  prefill = {},
  defaults: defaultsProp,
  keep,
}: {
  offices: SearchOffice[];
  prefill?: SearchPrefill;
  /** Other query parameters the search carries to the results (the fleet page's class and brand). */
  keep?: Record<string, string> | undefined;
  /** Server date and default times; the site layout provides them, else the browser's clock fills them after hydration. */
  defaults?: SearchDefaults | undefined;
}) {
  const { t, lang } = useTranslation();
  const navigate = useNavigate();
  const uid = `search${useId().replace(/[^\w-]/g, "")}`;
  const formRef = useRef<HTMLFormElement>(null);
  const layoutDefaults = useSearchDefaults();
  const serverDefaults = defaultsProp ?? layoutDefaults;
  const [today, setToday] = useState(serverDefaults?.today ?? "");
  const [values, setValues] = useState(() => initialValues(prefill, serverDefaults));
  const [hydrated, setHydrated] = useState(false);
  const [enhanced, setEnhanced] = useState<Enhanced | null>(null);
  const [showErrors, setShowErrors] = useState(false);
  const [focusRequest, setFocusRequest] = useState<{ field: SearchField } | null>(null);
  const action = localizePath("/rezervasyon", lang);

  // Another page's codes (e.g. the next trip page) start a fresh search; the key remounts the native fields.
  const prefillKey = JSON.stringify(prefill);
  const [seenPrefill, setSeenPrefill] = useState(prefillKey);
  if (seenPrefill !== prefillKey) {
    setSeenPrefill(prefillKey);
    setValues(initialValues(prefill, serverDefaults));
    setShowErrors(false);
  }

  const adopt = (module: Enhanced, current: SearchValues) => {
    if (enhanced) return;
    const now = new Date();
    // The browser's clock decides "tomorrow" if the page is from yesterday or came without dates.
    setValues(module.withFreshDefaults(current, today || undefined, now));
    setToday(module.istanbulToday(now));
    setEnhanced(module);
  };

  useEffect(() => {
    setHydrated(true);
    if (enhancedModule) adopt(enhancedModule, values);
    else if (!values.pickupAt || !values.returnAt) void loadEnhanced().then((m) => adopt(m, values));
  }, []); // once, right after hydration

  useEffect(() => {
    if (!focusRequest) return;
    const box = formRef.current?.querySelector(`[data-search-field="${focusRequest.field}"]`);
    box?.querySelector<HTMLElement>('input:not([type="hidden"]), select, [role="spinbutton"]')?.focus();
  }, [focusRequest]);

  const wantEnhanced = () => {
    const form = formRef.current;
    if (!enhanced && form) void loadEnhanced().then((m) => adopt(m, readForm(form)));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!hydrated) return;
    event.preventDefault();
    const current = enhanced ? values : readForm(event.currentTarget);
    void loadEnhanced().then((module) => {
      adopt(module, current);
      const first = module.validateSearchForm(current, offices, new Date())[0];
      if (!first) {
        void navigate(module.resultsPath(action, current, keep));
        return;
      }
      setShowErrors(true);
      setFocusRequest({ field: first.field });
    });
  };

  const set = (patch: Partial<SearchValues>) => setValues((v) => ({ ...v, ...patch }));
  const setPickupAt = (pickupAt: string) =>
    setValues((v) => (enhanced ? enhanced.withPickupAt(v, pickupAt) : { ...v, pickupAt }));

  const errors = showErrors && enhanced ? enhanced.validateSearchForm(values, offices, new Date()) : [];
  const errorsOf = (field: SearchField) => errors.filter((e) => e.field === field);
  const officeOf = (code: string) => offices.find((o) => o.code === code);
  const pickDay = splitLocal(values.pickupAt).date;

  return (
    <form
      key={seenPrefill}
      ref={formRef}
      method="get"
      action={action}
      aria-label={t("search.title")}
      noValidate={hydrated}
      onSubmit={onSubmit}
      onPointerEnter={wantEnhanced}
      onFocus={wantEnhanced}
      onTouchStart={wantEnhanced}
      className="group/search grid gap-4 rounded-2xl bg-white/95 p-4 text-left text-slate-900 shadow-2xl ring-1 ring-black/5 sm:p-5 lg:grid-cols-12 dark:bg-slate-900/95 dark:text-slate-100 dark:ring-white/10"
    >
      {Object.entries(keep ?? {})
        .filter(([, value]) => value !== "")
        .map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
      <div data-search-field="pickupOffice" className="lg:col-span-4">
        <OfficeField
          id={`${uid}-pickup`}
          enhanced={enhanced}
          errors={errorsOf("pickupOffice")}
          label={t("search.pickupOffice")}
          name={SEARCH_PARAMS.pickupCode}
          emptyOption={t("search.chooseOffice")}
          offices={offices}
          value={values.pickupCode}
          onChange={(pickupCode) => set({ pickupCode })}
        />
        <label className="mt-2 inline-flex min-h-8 cursor-pointer items-center gap-2 text-sm text-slate-800 dark:text-slate-200">
          <input
            type="checkbox"
            data-different=""
            defaultChecked={values.different}
            onChange={(e) => set({ different: e.target.checked })}
            className="h-4 w-4 accent-brand-700"
          />
          {t("search.differentReturn")}
        </label>
      </div>
      <div
        data-search-field="dropoffOffice"
        className="hidden group-has-[input[data-different]:checked]/search:block lg:col-span-4 lg:row-start-2"
      >
        <OfficeField
          id={`${uid}-dropoff`}
          enhanced={enhanced}
          errors={errorsOf("dropoffOffice")}
          label={t("search.dropoffOffice")}
          name={SEARCH_PARAMS.dropoffCode}
          emptyOption={enhanced ? t("search.chooseOffice") : t("search.sameAsPickup")}
          offices={offices}
          value={values.dropoffCode}
          onChange={(dropoffCode) => set({ dropoffCode })}
        />
      </div>
      <DateTimeField
        id={`${uid}-pickup-at`}
        enhanced={enhanced}
        errors={errorsOf("pickUp")}
        field="pickUp"
        value={values.pickupAt}
        onChange={setPickupAt}
        office={officeOf(values.pickupCode)}
        today={today}
        pickupDay={pickDay}
      />
      <DateTimeField
        id={`${uid}-return-at`}
        enhanced={enhanced}
        errors={errorsOf("dropOff")}
        field="dropOff"
        value={values.returnAt}
        onChange={(returnAt) => set({ returnAt })}
        office={officeOf(effectiveDropoff(values))}
        today={today}
        pickupDay={pickDay}
      />
      <div className="lg:col-span-12 lg:-mt-3">
        <ReturnAdviceText pickupAt={values.pickupAt} returnAt={values.returnAt} />
      </div>
      <div className="lg:col-span-3 lg:col-start-7">
        <label htmlFor={`${uid}-campaign`} className={labelClass}>
          {t("search.campaignCode")}{" "}
          <span className="font-normal text-slate-600 dark:text-slate-400">({t("search.campaignCodeHint")})</span>
        </label>
        <input
          id={`${uid}-campaign`}
          name={SEARCH_PARAMS.campaignCode}
          maxLength={32}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          defaultValue={values.campaignCode}
          onChange={(e) => set({ campaignCode: e.target.value })}
          className={`${fieldClass} mt-1 uppercase`}
        />
      </div>
      <div className="flex items-end lg:col-span-3">
        <button type="submit" className="btn-primary w-full">
          <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5" fill="currentColor">
            <path d="M8.5 3a5.5 5.5 0 1 0 3.3 9.9l3.6 3.6a1 1 0 0 0 1.4-1.4l-3.6-3.6A5.5 5.5 0 0 0 8.5 3Zm-3.5 5.5a3.5 3.5 0 1 1 7 0 3.5 3.5 0 0 1-7 0Z" />
          </svg>
          {t("search.submit")}
        </button>
      </div>
    </form>
  );
}
