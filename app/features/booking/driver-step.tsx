// Step 3: driver and billing, validated by the same zod schema in the browser (Conform) and on
// the server; the server's reply carries back everything typed, so nothing is lost on an error.
import {
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  useForm,
  type SubmissionResult,
} from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useMemo, useState } from "react";
import { Form } from "react-router";
import { z } from "zod";
import { XsrfField } from "../../components/xsrf-field.tsx";
import { localizePath } from "../../i18n/config.ts";
import { useTranslation } from "../../i18n/react.tsx";
import type { MessageKey } from "../../i18n/translate.ts";
import { cardClass, Modal } from "./booking-ui.tsx";
import { type DriverDraft, type DriverRules, driverSchema, maskDateInput } from "./driver-schema.ts";

const inputClass =
  "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 aria-[invalid=true]:border-red-700 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:aria-[invalid=true]:border-red-400";
const labelClass = "block text-sm font-medium text-slate-800 dark:text-slate-200";

const lenient = z.looseObject({});

export function DriverStep({
  rules,
  defaults,
  lastResult,
  countries,
  terms,
  backLabel,
}: {
  rules: DriverRules;
  defaults: DriverDraft;
  lastResult: SubmissionResult<string[]> | null;
  countries: { code: string; name: string; dial: string }[];
  terms: { title: string; body: string } | null;
  backLabel: string;
}) {
  const { t, lang } = useTranslation();
  const schema = useMemo(() => driverSchema(rules), [rules]);
  const [termsOpen, setTermsOpen] = useState(false);
  const [form, fields] = useForm({
    id: "driver",
    lastResult,
    defaultValue: defaults,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate({ formData, submitter }) {
      const back = submitter instanceof HTMLButtonElement && submitter.value === "back";
      return parseWithZod(formData, { schema: back ? lenient : schema });
    },
  });
  const vars = { age: rules.minAge, years: rules.licenceYears };
  const errorOf = (errors: string[] | undefined) => {
    const key = errors?.[0];
    return key ? t(key as MessageKey, vars) : null;
  };

  function renderField({
    field,
    label,
    hint,
    type = "text",
    autoComplete,
    inputMode,
    mask = false,
  }: {
    field: (typeof fields)[keyof typeof fields];
    label: string;
    hint?: string;
    type?: "text" | "email" | "tel";
    autoComplete?: string;
    inputMode?: "numeric" | "email" | "tel" | "text";
    mask?: boolean;
  }) {
    const error = errorOf(field.errors);
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
          aria-describedby={[hint ? hintId : "", error ? field.errorId : ""].filter(Boolean).join(" ") || undefined}
          onInput={mask ? (e) => (e.currentTarget.value = maskDateInput(e.currentTarget.value)) : undefined}
          maxLength={mask ? 10 : undefined}
          className={inputClass}
        />
        {error ? (
          <p id={field.errorId} className="mt-1 text-sm font-medium text-red-800 dark:text-red-300">
            {error}
          </p>
        ) : null}
      </div>
    );
  }

  const termsHref = localizePath("/Arac-Kiralama-Kosullari", lang);
  const kvkkHref = localizePath("/KVKK-Aydinlatma-Metni", lang);
  const [termsBefore = "", termsAfter = ""] = t("booking.driver.terms").split("{{link}}");
  const [kvkkBefore = "", kvkkAfter = ""] = t("booking.driver.kvkk").split("{{link}}");
  const serverFailed = lastResult?.status === "error";

  const radio = (field: typeof fields.nationality, value: string, label: string) => (
    <label className="inline-flex min-h-11 items-center gap-2">
      <input {...getInputProps(field, { type: "radio", value })} className="accent-brand-700" />
      {label}
    </label>
  );

  return (
    <Form method="post" {...getFormProps(form)} className="group/driver space-y-6">
      <XsrfField />
      {serverFailed ? (
        <p
          role="alert"
          className="rounded-xl border border-red-300 bg-red-50 p-3 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
        >
          {t("booking.driver.errorSummary")}
        </p>
      ) : null}
      <section aria-labelledby="driver-title" className={cardClass}>
        <h2 id="driver-title" className="text-lg font-semibold">
          {t("booking.driver.title")}
        </h2>
        <p className="mb-4 text-sm text-slate-700 dark:text-slate-300">
          {t("booking.driver.lead")} {t("booking.driver.requirements", vars)}
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          {renderField({ field: fields.firstName, label: t("booking.driver.firstName"), autoComplete: "given-name" })}
          {renderField({ field: fields.lastName, label: t("booking.driver.lastName"), autoComplete: "family-name" })}
          {renderField({
            field: fields.email,
            type: "email",
            label: t("booking.driver.email"),
            autoComplete: "email",
            inputMode: "email",
          })}
          <div className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-2">
            <div>
              <label htmlFor={fields.phoneCountry.id} className={labelClass}>
                {t("booking.driver.phoneCountry")}
              </label>
              <select
                {...getSelectProps(fields.phoneCountry)}
                key={fields.phoneCountry.key}
                autoComplete="tel-country-code"
                className={inputClass}
              >
                <option value="">{t("booking.driver.chooseCountry")}</option>
                {countries.map((c) => (
                  <option key={c.code} value={c.code}>
                    {c.name} (+{c.dial})
                  </option>
                ))}
              </select>
              {errorOf(fields.phoneCountry.errors) ? (
                <p id={fields.phoneCountry.errorId} className="mt-1 text-sm font-medium text-red-800 dark:text-red-300">
                  {errorOf(fields.phoneCountry.errors)}
                </p>
              ) : null}
            </div>
            {renderField({
              field: fields.phone,
              type: "tel",
              label: t("booking.driver.phone"),
              hint: t("booking.driver.phoneHint"),
              autoComplete: "tel-national",
              inputMode: "tel",
            })}
          </div>
          {renderField({
            field: fields.birthDate,
            label: t("booking.driver.birthDate"),
            hint: t("booking.driver.dateHint"),
            autoComplete: "bday",
            inputMode: "numeric",
            mask: true,
          })}
          {renderField({
            field: fields.licenceDate,
            label: t("booking.driver.licenceDate"),
            hint: t("booking.driver.dateHint"),
            inputMode: "numeric",
            mask: true,
          })}
        </div>
        <fieldset className="mt-4">
          <legend className={labelClass}>{t("booking.driver.nationality")}</legend>
          <div className="flex flex-wrap gap-x-6">
            {radio(fields.nationality, "tr", t("booking.driver.nationalityTr"))}
            {radio(fields.nationality, "foreign", t("booking.driver.nationalityForeign"))}
          </div>
          {errorOf(fields.nationality.errors) ? (
            <p className="text-sm font-medium text-red-800 dark:text-red-300">{errorOf(fields.nationality.errors)}</p>
          ) : null}
        </fieldset>
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <div className="hidden group-has-[input[name=nationality][value=tr]:checked]/driver:block">
            {renderField({ field: fields.tckn, label: t("booking.driver.tckn"), inputMode: "numeric" })}
          </div>
          <div className="hidden group-has-[input[name=nationality][value=foreign]:checked]/driver:block">
            {renderField({ field: fields.passport, label: t("booking.driver.passport") })}
          </div>
        </div>
        <div className="mt-4">
          <label htmlFor={fields.note.id} className={labelClass}>
            {t("booking.driver.note")} <span className="font-normal">({t("booking.driver.noteHint")})</span>
          </label>
          <textarea {...getTextareaProps(fields.note)} key={fields.note.key} rows={2} className={inputClass} />
          {errorOf(fields.note.errors) ? (
            <p id={fields.note.errorId} className="mt-1 text-sm text-red-800 dark:text-red-300">
              {errorOf(fields.note.errors)}
            </p>
          ) : null}
        </div>
      </section>

      <section aria-labelledby="billing-title" className={cardClass}>
        <h2 id="billing-title" className="text-lg font-semibold">
          {t("booking.driver.billing")}
        </h2>
        <fieldset className="mt-2">
          <legend className={labelClass}>{t("booking.driver.billingKind")}</legend>
          <div className="flex flex-wrap gap-x-6">
            {radio(fields.billingKind, "individual", t("booking.driver.individual"))}
            {radio(fields.billingKind, "company", t("booking.driver.company"))}
          </div>
        </fieldset>
        <div className="mt-4 hidden gap-4 group-has-[input[name=billingKind][value=individual]:checked]/driver:grid sm:grid-cols-2">
          {renderField({ field: fields.billingName, label: t("booking.driver.billingName"), autoComplete: "name" })}
          {renderField({ field: fields.billingTckn, label: t("booking.driver.billingTckn"), inputMode: "numeric" })}
        </div>
        <div className="mt-4 hidden gap-4 group-has-[input[name=billingKind][value=company]:checked]/driver:grid sm:grid-cols-2">
          {renderField({
            field: fields.companyTitle,
            label: t("booking.driver.companyTitle"),
            autoComplete: "organization",
          })}
          {renderField({ field: fields.taxOffice, label: t("booking.driver.taxOffice") })}
          {renderField({ field: fields.taxNumber, label: t("booking.driver.taxNumber"), inputMode: "numeric" })}
        </div>
        <div className="mt-4">
          <label htmlFor={fields.billingAddress.id} className={labelClass}>
            {t("booking.driver.billingAddress")}
          </label>
          <textarea
            {...getTextareaProps(fields.billingAddress)}
            key={fields.billingAddress.key}
            rows={3}
            autoComplete="street-address"
            className={inputClass}
          />
          {errorOf(fields.billingAddress.errors) ? (
            <p id={fields.billingAddress.errorId} className="mt-1 text-sm font-medium text-red-800 dark:text-red-300">
              {errorOf(fields.billingAddress.errors)}
            </p>
          ) : null}
        </div>
      </section>

      <section className={`${cardClass} space-y-3`} aria-label={t("booking.terms.title")}>
        {[
          {
            field: fields.termsAccepted,
            before: termsBefore,
            after: termsAfter,
            link: (
              <a
                href={termsHref}
                target="_blank"
                rel="noopener"
                className="font-semibold text-brand-800 underline dark:text-brand-300"
                onClick={(e) => {
                  if (!terms) return;
                  e.preventDefault();
                  setTermsOpen(true);
                }}
              >
                {t("booking.driver.termsLink")}
              </a>
            ),
          },
          {
            field: fields.kvkkAccepted,
            before: kvkkBefore,
            after: kvkkAfter,
            link: (
              <a
                href={kvkkHref}
                target="_blank"
                rel="noopener"
                className="font-semibold text-brand-800 underline dark:text-brand-300"
              >
                {t("booking.driver.kvkkLink")}
              </a>
            ),
          },
        ].map(({ field, before, after, link }) => (
          <div key={field.name}>
            <div className="flex items-start gap-3">
              <input
                {...getInputProps(field, { type: "checkbox" })}
                key={field.key}
                className="mt-1 h-5 w-5 accent-brand-700"
              />
              <label htmlFor={field.id} className="text-sm">
                {before}
                {link}
                {after}
              </label>
            </div>
            {errorOf(field.errors) ? (
              <p id={field.errorId} className="mt-1 text-sm font-medium text-red-800 dark:text-red-300">
                {errorOf(field.errors)}
              </p>
            ) : null}
          </div>
        ))}
      </section>

      <div className="flex flex-wrap justify-between gap-3">
        <button type="submit" name="intent" value="back" formNoValidate className="btn-secondary">
          {backLabel}
        </button>
        <button type="submit" name="intent" value="next" className="btn-primary">
          {t("booking.next")}
        </button>
      </div>
      {terms ? (
        <Modal open={termsOpen} onClose={() => setTermsOpen(false)} title={terms.title} wide>
          <div className="max-h-[60vh] space-y-3 overflow-y-auto text-sm">
            {terms.body.split(/\n{2,}/).map((p, i) => (
              <p key={i}>{p}</p>
            ))}
          </div>
        </Modal>
      ) : null}
    </Form>
  );
}
