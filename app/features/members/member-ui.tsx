// Pieces of the member forms: a labelled input with its hint and message, the phone pair,
// a checkbox, notices, and the card the forms sit in.
import { getInputProps, getSelectProps, type FieldMetadata } from "@conform-to/react";
import type { ReactNode } from "react";
import { useTranslation } from "../../i18n/react.tsx";
import type { MessageKey } from "../../i18n/translate.ts";

export const inputClass =
  "mt-1 block w-full min-h-11 rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 aria-[invalid=true]:border-red-700 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:aria-[invalid=true]:border-red-400";
export const labelClass = "block text-sm font-medium text-slate-800 dark:text-slate-200";
export const cardClass =
  "rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900";

// Conform's field metadata for a string field; the form's shape does not matter here.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyField = FieldMetadata<any, any, any>;

export function useErrorText() {
  const { t } = useTranslation();
  return (errors: unknown, vars?: Record<string, string | number>) => {
    const key = Array.isArray(errors) ? (errors[0] as unknown) : undefined;
    if (typeof key !== "string") return null;
    return t(key as MessageKey, vars);
  };
}

export function ErrorText({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="mt-1 text-sm font-medium text-red-800 dark:text-red-300">
      {children}
    </p>
  );
}

export function TextField({
  field,
  label,
  hint,
  type = "text",
  autoComplete,
  inputMode,
  maxLength,
}: {
  field: AnyField;
  label: string;
  hint?: string;
  type?: "text" | "email" | "tel" | "password";
  autoComplete?: string;
  inputMode?: "numeric" | "email" | "tel" | "text";
  maxLength?: number;
}) {
  const errorText = useErrorText();
  const error = errorText(field.errors);
  const hintId = `${field.id}-hint`;
  const props = getInputProps(field, { type });
  return (
    <div>
      <label htmlFor={field.id} className={labelClass}>
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="text-xs text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      ) : null}
      <input
        {...props}
        key={props.key}
        autoComplete={autoComplete}
        inputMode={inputMode}
        maxLength={maxLength}
        aria-describedby={[hint ? hintId : "", error ? field.errorId : ""].filter(Boolean).join(" ") || undefined}
        className={inputClass}
      />
      {error ? <ErrorText id={field.errorId}>{error}</ErrorText> : null}
    </div>
  );
}

export function PhoneFields({
  country,
  phone,
  countries,
}: {
  country: AnyField;
  phone: AnyField;
  countries: { code: string; name: string; dial: string }[];
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const countryError = errorText(country.errors);
  return (
    <div className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-2">
      <div>
        <label htmlFor={country.id} className={labelClass}>
          {t("members.fields.phoneCountry")}
        </label>
        <select {...getSelectProps(country)} key={country.key} autoComplete="tel-country-code" className={inputClass}>
          <option value="">{t("members.fields.chooseCountry")}</option>
          {countries.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name} (+{c.dial})
            </option>
          ))}
        </select>
        {countryError ? <ErrorText id={country.errorId}>{countryError}</ErrorText> : null}
      </div>
      <TextField
        field={phone}
        type="tel"
        label={t("members.fields.phone")}
        hint={t("members.fields.phoneHint")}
        autoComplete="tel-national"
        inputMode="tel"
      />
    </div>
  );
}

export function CheckboxField({ field, children }: { field: AnyField; children: ReactNode }) {
  const errorText = useErrorText();
  const error = errorText(field.errors);
  const props = getInputProps(field, { type: "checkbox" });
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          {...props}
          key={props.key}
          aria-describedby={error ? field.errorId : undefined}
          className="mt-1 size-5 shrink-0 accent-brand-700"
        />
        <label htmlFor={field.id} className="text-sm text-slate-800 dark:text-slate-200">
          {children}
        </label>
      </div>
      {error ? <ErrorText id={field.errorId}>{error}</ErrorText> : null}
    </div>
  );
}

export function Notice({ tone, children }: { tone: "success" | "error" | "info"; children: ReactNode }) {
  const styles = {
    success:
      "border-emerald-300 bg-emerald-50 text-emerald-950 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-50",
    error: "border-red-300 bg-red-50 text-red-950 dark:border-red-800 dark:bg-red-950 dark:text-red-50",
    info: "border-sky-300 bg-sky-50 text-sky-950 dark:border-sky-800 dark:bg-sky-950 dark:text-sky-50",
  }[tone];
  return (
    <div role={tone === "error" ? "alert" : "status"} className={`rounded-xl border p-3 text-sm ${styles}`}>
      {children}
    </div>
  );
}

/** "{{link}}" in a message replaced by a link element. */
export function withLink(message: string, link: ReactNode): ReactNode {
  const [before = "", after = ""] = message.split("{{link}}");
  return (
    <>
      {before}
      {link}
      {after}
    </>
  );
}
