// The search bar's enhancements: React Aria widgets, open-hour time slots and validation. Loaded on
// the first interaction with the form (~100 KB gzip), so pages stay inside their JavaScript budget;
// until then the server-rendered native controls do the same job.
import { parseDate, type CalendarDate } from "@internationalized/date";
import { useMemo, useState } from "react";
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  ComboBox,
  DateInput,
  DatePicker,
  DateSegment,
  Dialog,
  Group,
  Header,
  Heading,
  I18nProvider,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  ListBoxSection,
  Popover,
} from "react-aria-components";
import { LocalLink } from "#app/components/localized-link.tsx";
import { isDateString } from "#app/domain/time/calendar.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import {
  groupOfficesByCity,
  searchQuery,
  type SearchOffice,
  type SearchValues,
} from "#app/shared/search/search-form.ts";
import { fieldClass, invalidClass, labelClass } from "./search-styles.ts";
import { NearestOffices, useKm } from "./search-nearest.tsx";
import {
  officeMatches,
  searchErrorMessageKey,
  timeSlotsFor,
  type SearchFormError,
} from "#app/shared/search/search-validation.ts";

export {
  dateBounds,
  validateSearchForm,
  withFreshDefaults,
  withPickupAt,
} from "#app/shared/search/search-validation.ts";
export { istanbulDate as istanbulToday } from "#app/domain/time/istanbul.ts";

/** The messages of one field, referenced by the field's aria-describedby. */
export function FieldErrors({ id, errors }: { id: string; errors: readonly SearchFormError[] }) {
  const { t } = useTranslation();
  if (!errors.length) return null;
  return (
    <div id={id} className="mt-1.5 space-y-1 text-sm font-medium text-red-700 dark:text-red-300">
      {errors.map((error) => (
        <p key={error.code}>
          {t(searchErrorMessageKey(error.code))}
          {error.code === "tooLong" ? (
            <>
              {" "}
              <LocalLink to="/Filo-Kiralama" className="underline hover:no-underline">
                {t("search.fleetRequestLink")}
              </LocalLink>
            </>
          ) : null}
        </p>
      ))}
    </div>
  );
}

export interface TimeSelectProps {
  id: string;
  label: string;
  office: SearchOffice | undefined;
  date: string;
  value: string;
  onChange: (time: string) => void;
  invalid: boolean;
  describedBy: string | undefined;
}

/** Half-hour times the office is open that day; a chosen time it is closed at stays visible, marked. */
export function TimeSelect({ id, label, office, date, value, onChange, invalid, describedBy }: TimeSelectProps) {
  const { t } = useTranslation();
  const slots = timeSlotsFor(office, date);
  return (
    <div className="min-w-[7.5rem] shrink-0">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        className={`${fieldClass} ${invalidClass} mt-1 px-2 tabular-nums`}
      >
        {value && !slots.includes(value) ? (
          <option value={value}>{t("search.closedAt", { time: value })}</option>
        ) : null}
        {slots.map((slot) => (
          <option key={slot} value={slot}>
            {slot}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Whether the office does not open at all on that date (holiday or weekly day off). */
export function closedAllDay(office: SearchOffice | undefined, date: string): boolean {
  return Boolean(office && isDateString(date) && timeSlotsFor(office, date).length === 0);
}

function toCalendarDate(value: string): CalendarDate | null {
  try {
    return value ? parseDate(value) : null;
  } catch {
    return null;
  }
}

export interface OfficeComboBoxProps {
  label: string;
  offices: readonly SearchOffice[];
  value: string;
  onChange: (code: string) => void;
  placeholder: string;
  emptyText: string;
  invalid: boolean;
  describedBy: string | undefined;
}

/** A searchable office list grouped by city; typing filters by office or city name. */
export function OfficeComboBox({
  label,
  offices,
  value,
  onChange,
  placeholder,
  emptyText,
  invalid,
  describedBy,
}: OfficeComboBoxProps) {
  const [sorted, setSorted] = useState<SearchOffice[] | null>(null);
  return (
    <>
      <OfficeList
        {...{ label, value, onChange, placeholder, emptyText, invalid, describedBy }}
        offices={sorted ?? offices}
      />
      {/* "Offices nearest to me" under each office field (decision 0042). */}
      <NearestOffices offices={offices} chosen={value} onSort={setSorted} />
    </>
  );
}

function OfficeList({
  label,
  offices,
  value,
  onChange,
  placeholder,
  emptyText,
  invalid,
  describedBy,
}: OfficeComboBoxProps) {
  const { t } = useTranslation();
  const km = useKm();
  // Sorted by distance (the visitor asked): one list nearest first, each with its distance and city.
  const byDistance = offices[0]?.km !== undefined;
  const groups = useMemo(
    () => (byDistance ? [{ city: t("search.nearest.heading"), offices: [...offices] }] : groupOfficesByCity(offices)),
    [offices, byDistance, t],
  );
  const cityOf = useMemo(() => new Map(offices.map((o) => [o.name, o.cityName])), [offices]);
  return (
    <ComboBox
      value={value || null}
      onChange={(key) => onChange(key === null ? "" : String(key))}
      defaultFilter={(name, typed) => officeMatches({ name, cityName: cityOf.get(name) ?? "" }, typed)}
      isInvalid={invalid}
      aria-describedby={describedBy}
      validationBehavior="aria"
      className="group"
    >
      <Label className={labelClass}>{label}</Label>
      <div className="relative mt-1">
        <Input
          placeholder={placeholder}
          onFocus={(e) => e.currentTarget.select()}
          className={`${fieldClass} ${invalidClass} pr-11 placeholder:text-slate-500 dark:placeholder:text-slate-400`}
        />
        <Button className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-slate-600 hover:text-brand-700 dark:text-slate-300">
          <svg
            aria-hidden="true"
            viewBox="0 0 20 20"
            className="h-5 w-5 transition group-data-[open]:rotate-180"
            fill="currentColor"
          >
            <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
          </svg>
        </Button>
      </div>
      <Popover className="w-[var(--trigger-width)] min-w-64 overflow-auto rounded-xl border border-slate-200 bg-white p-1 shadow-xl dark:border-slate-700 dark:bg-slate-900">
        <ListBox
          className="outline-none"
          renderEmptyState={() => <p className="px-3 py-2 text-sm text-slate-600 dark:text-slate-300">{emptyText}</p>}
        >
          {groups.map((group) => (
            <ListBoxSection key={group.city} id={`city-${group.city}`} className="mb-1">
              <Header className="px-3 pt-2 pb-1 text-xs font-bold tracking-wide text-brand-800 uppercase dark:text-brand-300">
                {group.city}
              </Header>
              {group.offices.map((office) => (
                <ListBoxItem
                  key={office.code}
                  id={office.code}
                  textValue={office.name}
                  className="flex cursor-pointer items-center justify-between gap-2 rounded-lg px-3 py-2 text-slate-900 outline-none data-[focused]:bg-brand-50 data-[selected]:font-semibold dark:text-slate-100 dark:data-[focused]:bg-slate-800"
                >
                  {({ isSelected }) => (
                    <>
                      <span>
                        {office.name}
                        {byDistance ? (
                          <span className="block text-xs text-slate-600 dark:text-slate-400">{office.cityName}</span>
                        ) : null}
                      </span>
                      {office.km !== undefined ? (
                        <span className="ml-auto text-sm whitespace-nowrap text-slate-700 tabular-nums dark:text-slate-300">
                          {t("search.nearest.distance", { km: km(office.km) })}
                        </span>
                      ) : null}
                      {isSelected ? (
                        <svg
                          aria-hidden="true"
                          viewBox="0 0 20 20"
                          className="h-4 w-4 text-brand-700 dark:text-brand-400"
                          fill="currentColor"
                        >
                          <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z" />
                        </svg>
                      ) : null}
                    </>
                  )}
                </ListBoxItem>
              ))}
            </ListBoxSection>
          ))}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}

export interface SearchDatePickerProps {
  label: string;
  /** "YYYY-MM-DD" or "". */
  value: string;
  onChange: (date: string) => void;
  min: string;
  max: string;
  locale: string;
  calendarLabel: string;
  invalid: boolean;
  describedBy: string | undefined;
  /** The chosen office: the days it does not open are greyed out and not selectable in the calendar. */
  office: SearchOffice | undefined;
}

/** A localized date field (day.month.year in Turkish) with a calendar popover. */
export function SearchDatePicker({
  label,
  value,
  onChange,
  min,
  max,
  locale,
  calendarLabel,
  invalid,
  describedBy,
  office,
}: SearchDatePickerProps) {
  return (
    <I18nProvider locale={locale}>
      <DatePicker
        value={toCalendarDate(value)}
        onChange={(date) => onChange(date ? date.toString() : "")}
        minValue={toCalendarDate(min)}
        maxValue={toCalendarDate(max)}
        isDateUnavailable={office ? (d) => closedAllDay(office, d.toString()) : undefined}
        isInvalid={invalid}
        aria-describedby={describedBy}
        validationBehavior="aria"
        shouldForceLeadingZeros
        className="min-w-0 flex-1"
      >
        <Label className={labelClass}>{label}</Label>
        <Group className="mt-1 flex min-h-11 w-full items-stretch rounded-lg border border-slate-300 bg-white pl-3 text-base text-slate-900 focus-within:outline-3 focus-within:outline-offset-2 focus-within:outline-focus data-[invalid]:border-red-600 dark:border-slate-600 dark:bg-slate-950 dark:text-slate-100 dark:data-[invalid]:border-red-400">
          <DateInput className="flex flex-1 items-center tabular-nums">
            {(segment) => (
              <DateSegment
                segment={segment}
                className="rounded px-0.5 outline-none data-[focused]:bg-brand-700 data-[focused]:text-white data-[placeholder]:text-slate-500 data-[type=literal]:px-0 dark:data-[placeholder]:text-slate-400"
              />
            )}
          </DateInput>
          <Button
            aria-label={calendarLabel}
            className="flex w-10 shrink-0 items-center justify-center rounded-r-lg text-slate-600 hover:text-brand-700 dark:text-slate-300"
          >
            <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5" fill="currentColor">
              <path d="M6 2a1 1 0 0 1 1 1v1h6V3a1 1 0 1 1 2 0v1h1a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h1V3a1 1 0 0 1 1-1Zm10 6H4v8h12V8Z" />
            </svg>
          </Button>
        </Group>
        <Popover className="rounded-xl border border-slate-200 bg-white p-3 shadow-xl dark:border-slate-700 dark:bg-slate-900">
          <Dialog className="outline-none">
            <Calendar className="text-slate-900 dark:text-slate-100">
              <header className="mb-2 flex items-center justify-between gap-2">
                <Button
                  slot="previous"
                  className="flex h-10 w-10 items-center justify-center rounded-lg hover:bg-slate-100 dark:hover:bg-slate-800"
                >
                  <span aria-hidden="true">‹</span>
                </Button>
                <Heading className="text-base font-semibold" />
                <Button
                  slot="next"
                  className="flex h-10 w-10 items-center justify-center rounded-lg hover:bg-slate-100 dark:hover:bg-slate-800"
                >
                  <span aria-hidden="true">›</span>
                </Button>
              </header>
              <CalendarGrid className="border-separate border-spacing-0.5">
                {(date) => (
                  <CalendarCell
                    date={date}
                    className="flex h-10 w-10 cursor-pointer items-center justify-center rounded-lg text-sm outline-none hover:bg-brand-50 data-[disabled]:cursor-default data-[disabled]:text-slate-400 data-[focus-visible]:ring-2 data-[focus-visible]:ring-focus data-[outside-month]:hidden data-[selected]:bg-brand-700 data-[selected]:font-semibold data-[selected]:text-white data-[unavailable]:cursor-not-allowed data-[unavailable]:text-slate-500 data-[unavailable]:line-through dark:hover:bg-slate-800 dark:data-[disabled]:text-slate-600 dark:data-[unavailable]:text-slate-400"
                  />
                )}
              </CalendarGrid>
            </Calendar>
          </Dialog>
        </Popover>
      </DatePicker>
    </I18nProvider>
  );
}

/** Where a valid search goes: the results with the search and the kept filters (the fleet page's class and brand). */
export function resultsPath(action: string, values: SearchValues, keep: Record<string, string> | undefined): string {
  const query = searchQuery(values);
  for (const [name, value] of Object.entries(keep ?? {})) if (value !== "") query.set(name, value);
  return `${action}?${query}`;
}
