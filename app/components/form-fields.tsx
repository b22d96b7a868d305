// The one field kit: the booking driver step, the member forms and the public forms all build
// their fields from it (a labelled input or text area with its hint and error, a drop-down list,
// the phone pair, a checkbox, and their styles). Conform's field metadata drives them; error
// messages are catalog keys worded in the page's language.
//
// Two looks (decision 0032): "plain" (booking and member forms: no marks, the hint above the
// input) and "marked" (the public forms, inside <MarkedFields>: " *" after a required label,
// "(optional)" after the others, the hint below the input).
import { getInputProps, getSelectProps, getTextareaProps, type FieldMetadata } from "@conform-to/react";
import { createContext, type FormEvent, type ReactNode, useContext, useState } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import type { MessageKey } from "#app/i18n/translate.ts";

export const inputClass =
  "mt-1 block w-full min-h-11 rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 aria-[invalid=true]:border-red-700 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:aria-[invalid=true]:border-red-400";
export const labelClass = "block text-sm font-medium text-slate-800 dark:text-slate-200";

const MarkedLook = createContext(false);

/** The public forms' look for the fields inside: required and optional marks, hints below. */
export function MarkedFields({ children }: { children: ReactNode }) {
  return <MarkedLook.Provider value={true}>{children}</MarkedLook.Provider>;
}

/** In the marked look: " *" (hidden from screen readers, the control says aria-required) or "(optional)". */
export function RequiredMark({ required }: { required: boolean }) {
  const { t } = useTranslation();
  if (!useContext(MarkedLook)) return null;
  return required ? (
    <span className="text-red-800 dark:text-red-300" aria-hidden="true">
      {" "}
      *
    </span>
  ) : (
    <span className="font-normal text-slate-600 dark:text-slate-400"> ({t("forms.optional")})</span>
  );
}

export function FieldLabel({
  htmlFor,
  required = false,
  children,
}: {
  htmlFor: string;
  required?: boolean | undefined;
  children: ReactNode;
}) {
  return (
    <label htmlFor={htmlFor} className={labelClass}>
      {children}
      <RequiredMark required={required} />
    </label>
  );
}

// Conform's field metadata for a string field; the form's shape does not matter here.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- FieldMetadata's schema parameter is invariant
export type AnyField = FieldMetadata<any, any, any>;

/** The ids an input is described by (hint, error), or nothing. */
export function describedBy(...ids: Array<string | false | null | undefined>): string | undefined {
  const list = ids.filter(Boolean);
  return list.length > 0 ? list.join(" ") : undefined;
}

/** Words a field's first error (a catalog key) in the page's language. */
export function useErrorText() {
  const { t } = useTranslation();
  return (errors: unknown, vars?: Record<string, string | number>) => {
    const key = Array.isArray(errors) ? (errors[0] as unknown) : undefined;
    if (typeof key !== "string") return null;
    return t(key as MessageKey, vars);
  };
}

export function ErrorText({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} className="mt-1 text-sm font-medium text-red-800 dark:text-red-300">
      {children}
    </p>
  );
}

/**
 * The input itself, or with `rows` a text area, wired to Conform's field and to its description.
 * The labelled fields here and the public forms' fields (features/forms) both render it.
 */
export function FieldControl({
  field,
  type = "text",
  rows,
  autoComplete,
  inputMode,
  maxLength,
  onInput,
  describedBy,
  required,
}: {
  field: AnyField;
  type?: "text" | "email" | "tel" | "password" | "number";
  /** Given: a text area this many rows high. */
  rows?: number | undefined;
  autoComplete?: string | undefined;
  inputMode?: "numeric" | "email" | "tel" | "text" | undefined;
  maxLength?: number | undefined;
  /** For input masks (e.g. dates typed as DD.MM.YYYY). */
  onInput?: ((event: FormEvent<HTMLInputElement>) => void) | undefined;
  describedBy?: string | undefined;
  /** Marks the control required for assistive technology (the label shows it to the eye). */
  required?: boolean | undefined;
}) {
  const shared = {
    autoComplete,
    maxLength,
    "aria-describedby": describedBy,
    "aria-required": required || undefined,
    className: inputClass,
  };
  if (rows) {
    const { key, ...props } = getTextareaProps(field);
    return <textarea key={key} {...props} {...shared} rows={rows} />;
  }
  const { key, ...props } = getInputProps(field, { type });
  return <input key={key} {...props} {...shared} inputMode={inputMode} onInput={onInput} />;
}

/** A text input (or, with `rows`, a text area) with its label, hint and error. */
export function TextField({
  field,
  label,
  hint,
  type = "text",
  autoComplete,
  inputMode,
  maxLength,
  rows,
  onInput,
  errorVars,
  required = false,
  className,
}: {
  field: AnyField;
  label: ReactNode;
  hint?: string | undefined;
  type?: "text" | "email" | "tel" | "password" | "number";
  autoComplete?: string;
  inputMode?: "numeric" | "email" | "tel" | "text";
  maxLength?: number;
  /** Given: a text area this many rows high. */
  rows?: number;
  /** For input masks (e.g. dates typed as DD.MM.YYYY). */
  onInput?: (event: FormEvent<HTMLInputElement>) => void;
  /** Values the error message refers to (e.g. the minimum age). */
  errorVars?: Record<string, string | number>;
  /** Sets aria-required, and in the marked look the label's " *" (otherwise "(optional)"). */
  required?: boolean;
  className?: string;
}) {
  const marked = useContext(MarkedLook);
  const errorText = useErrorText();
  const error = errorText(field.errors, errorVars);
  const hintId = `${field.id}-hint`;
  const aria = describedBy(hint && hintId, error && field.errorId);
  const hintText = hint ? (
    <p id={hintId} className={`${marked ? "mt-1 " : ""}text-xs text-slate-600 dark:text-slate-400`}>
      {hint}
    </p>
  ) : null;
  return (
    <div className={className}>
      <FieldLabel htmlFor={field.id} required={required}>
        {label}
      </FieldLabel>
      {marked ? null : hintText}
      <FieldControl
        field={field}
        type={type}
        rows={rows}
        autoComplete={autoComplete}
        inputMode={inputMode}
        maxLength={maxLength}
        onInput={onInput}
        describedBy={aria}
        required={required}
      />
      {marked ? hintText : null}
      {error ? <ErrorText id={field.errorId}>{error}</ErrorText> : null}
    </div>
  );
}

export type Option = { value: string; label: string };

/** A drop-down list with a "choose" first entry. */
export function SelectField({
  field,
  label,
  options,
  placeholder,
  required = false,
  autoComplete,
  className,
  hint,
}: {
  field: AnyField;
  label: ReactNode;
  options: Option[];
  placeholder: string;
  required?: boolean;
  autoComplete?: string;
  className?: string;
  /** A sentence below the list, read with it. */
  hint?: string;
}) {
  const error = useErrorText()(field.errors);
  const props = getSelectProps(field);
  const hintId = `${field.id}-hint`;
  return (
    <div className={className}>
      <FieldLabel htmlFor={field.id} required={required}>
        {label}
      </FieldLabel>
      <select
        {...props}
        key={props.key}
        autoComplete={autoComplete}
        aria-required={required || undefined}
        aria-describedby={describedBy(hint && hintId, error && field.errorId)}
        className={inputClass}
      >
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {hint ? (
        <p id={hintId} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      ) : null}
      {error ? <ErrorText id={field.errorId}>{error}</ErrorText> : null}
    </div>
  );
}

/**
 * The phone's country (with its dialling code) and the number, side by side. The labels default
 * to the public forms' texts (the `forms` message area); the booking and member forms pass theirs.
 */
export function PhoneFields({
  country,
  phone,
  countries,
  labels,
  required = true,
  className = "",
}: {
  country: AnyField;
  phone: AnyField;
  countries: Array<{ code: string; name: string; dial: string; example?: string }>;
  /** `hint` words the example number of the chosen country ("Ör. 01512 3456789" for Germany). */
  labels?: { country: string; chooseCountry: string; phone: string; hint: (example: string) => string };
  required?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  const text = labels ?? {
    country: t("forms.phoneCountry"),
    chooseCountry: t("forms.chooseCountry"),
    phone: t("forms.phone"),
    hint: (example: string) => t("forms.phoneHint", { example }),
  };
  const [chosen, setChosen] = useState<string>(() => String(country.value ?? country.initialValue ?? ""));
  // The example follows the country menu; without one chosen (or known) it is the Turkish example.
  const example =
    countries.find((c) => c.code === chosen)?.example ?? countries.find((c) => c.code === "TR")?.example ?? "";
  return (
    // Side by side only where the country fits ("Türkiye (+90)"); stacked in a narrow column.
    <div
      className={`@container ${className}`}
      onChange={(event) => {
        const target = event.target as unknown as HTMLSelectElement;
        if (target.name === country.name) setChosen(target.value);
      }}
    >
      <div className="grid gap-2 @[22rem]:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <SelectField
          field={country}
          label={text.country}
          placeholder={text.chooseCountry}
          options={countries.map((c) => ({ value: c.code, label: `${c.name} (+${c.dial})` }))}
          autoComplete="tel-country-code"
          required={required}
        />
        <TextField
          field={phone}
          // "tel-national" belongs to a text input (HTML autofill control groups); inputMode keeps the phone keypad.
          type="text"
          label={text.phone}
          hint={text.hint(example || "532 123 45 67")}
          autoComplete="tel-national"
          inputMode="tel"
          required={required}
        />
      </div>
    </div>
  );
}

/**
 * A checkbox with its label (which may hold links) and error. A button in the text (one that opens
 * the full text in a dialog) may not sit inside a <label> (HTML), so `withButton` splits the text
 * into two labels around the button, and the three together name the checkbox.
 */
export function CheckboxField({
  field,
  children,
  withButton,
}: {
  field: AnyField;
  children?: ReactNode;
  withButton?: { message: string; button: ReactNode };
}) {
  const errorText = useErrorText();
  const error = errorText(field.errors);
  const props = getInputProps(field, { type: "checkbox" });
  const labelClass = "text-sm text-slate-800 dark:text-slate-200";
  const [before = "", after = ""] = withButton?.message.split("{{link}}") ?? [];
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          {...props}
          key={props.key}
          aria-labelledby={withButton ? `${field.id}-label` : undefined}
          aria-describedby={error ? field.errorId : undefined}
          className="mt-1 size-5 shrink-0 accent-brand-700"
        />
        {withButton ? (
          <span id={`${field.id}-label`} className={labelClass}>
            <label htmlFor={field.id}>{before}</label>
            {withButton.button}
            <label htmlFor={field.id}>{after}</label>
          </span>
        ) : (
          <label htmlFor={field.id} className={labelClass}>
            {children}
          </label>
        )}
      </div>
      {error ? <ErrorText id={field.errorId}>{error}</ErrorText> : null}
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
