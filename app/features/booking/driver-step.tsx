// Step 3: driver and billing, validated by the same zod schema in the browser (Conform) and on
// the server; the server's reply carries back everything typed, so nothing is lost on an error.
import { getFormProps, getInputProps, parse, useForm, type SubmissionResult } from "@conform-to/react";
import { useEffect, useRef, useState } from "react";
import { Form } from "react-router";
import {
  CheckboxField,
  ErrorText,
  labelClass,
  PhoneFields,
  TextField,
  useErrorText,
  withLink,
} from "#app/components/form-fields.tsx";
import { XsrfField } from "#app/components/xsrf-field.tsx";
import { localizePath } from "#app/i18n/config.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import { Dialog } from "#app/components/dialog.tsx";
import { cardClass, useStepLock } from "./booking-ui.tsx";
import type { DriverDraft, DriverRules } from "#app/shared/booking/driver-schema.ts";
import { maskDateOnInput } from "#app/shared/booking/date-input.ts";
import type { validateDriver } from "./driver-validation.ts";

type Validate = typeof validateDriver;
const CHECK_EVENTS = ["pointerdown", "pointermove", "keydown", "touchstart", "focusin", "input"] as const;

export function DriverStep({
  rules,
  airportPickup,
  defaults,
  lastResult,
  countries,
  terms,
  backLabel,
}: {
  rules: DriverRules;
  /** The pick-up office is an airport: the optional flight number field shows (decision 0055). */
  airportPickup: boolean;
  defaults: DriverDraft;
  lastResult: SubmissionResult<string[]> | null;
  countries: { code: string; name: string; dial: string }[];
  terms: { title: string; body: string } | null;
  backLabel: string;
}) {
  const { t, lang } = useTranslation();
  const lock = useStepLock();
  const [termsOpen, setTermsOpen] = useState(false);
  // The schema's code (zod, the phone metadata) comes on the visitor's first pointer, key, touch or
  // focus (decision 0151). Until then a field left is checked once it has come; a submit goes to
  // the server, which checks the same schema and sends every error back with what was typed.
  const validate = useRef<Validate | null>(null);
  const left = useRef(new Set<string>());
  const [form, fields] = useForm({
    id: "driver",
    lastResult,
    defaultValue: defaults,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate({ formData, submitter }) {
      const back = submitter instanceof HTMLButtonElement && submitter.value === "back";
      if (validate.current) return validate.current(formData, rules, back);
      return parse(formData, { resolve: (value) => ({ value }) });
    },
  });
  const formRef = useRef(form);
  formRef.current = form;
  useEffect(() => {
    if (validate.current) return;
    let gone = false;
    const stop = () => {
      for (const name of CHECK_EVENTS) window.removeEventListener(name, load, true);
      window.removeEventListener("focusout", remember, true);
    };
    function remember(event: FocusEvent) {
      const name = (event.target as HTMLInputElement | null)?.name;
      if (name && (event.target as HTMLElement).closest("form")?.id === formRef.current.id) left.current.add(name);
    }
    function load() {
      for (const name of CHECK_EVENTS) window.removeEventListener(name, load, true);
      void import("./driver-validation.ts")
        .then((m) => {
          validate.current = m.validateDriver;
          if (gone) return;
          window.removeEventListener("focusout", remember, true);
          for (const name of left.current) formRef.current.validate({ name });
        })
        .catch(() => undefined);
    }
    for (const name of CHECK_EVENTS) window.addEventListener(name, load, { capture: true, passive: true });
    window.addEventListener("focusout", remember, true);
    return () => {
      gone = true;
      stop();
    };
  }, []);
  const vars = { age: rules.minAge, count: rules.licenceYears };
  const errorText = useErrorText();

  const termsHref = localizePath("/Arac-Kiralama-Kosullari", lang);
  const kvkkHref = localizePath("/KVKK-Aydinlatma-Metni", lang);
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
          <TextField field={fields.firstName} label={t("booking.driver.firstName")} autoComplete="given-name" />
          <TextField field={fields.lastName} label={t("booking.driver.lastName")} autoComplete="family-name" />
          <TextField
            field={fields.email}
            type="email"
            label={t("booking.driver.email")}
            autoComplete="email"
            inputMode="email"
          />
          <PhoneFields
            country={fields.phoneCountry}
            phone={fields.phone}
            countries={countries}
            labels={{
              country: t("booking.driver.phoneCountry"),
              chooseCountry: t("booking.driver.chooseCountry"),
              phone: t("booking.driver.phone"),
              hint: (example) => t("booking.driver.phoneHint", { example }),
            }}
          />
          <TextField
            field={fields.birthDate}
            label={t("booking.driver.birthDate")}
            hint={t("booking.driver.dateHint")}
            autoComplete="bday"
            inputMode="numeric"
            onInput={maskDateOnInput}
            maxLength={10}
            errorVars={vars}
          />
          <TextField
            field={fields.licenceDate}
            label={t("booking.driver.licenceDate")}
            hint={t("booking.driver.dateHint")}
            inputMode="numeric"
            onInput={maskDateOnInput}
            maxLength={10}
            errorVars={vars}
          />
        </div>
        <fieldset className="mt-4">
          <legend className={labelClass}>{t("booking.driver.nationality")}</legend>
          <div className="flex flex-wrap gap-x-6">
            {radio(fields.nationality, "tr", t("booking.driver.nationalityTr"))}
            {radio(fields.nationality, "foreign", t("booking.driver.nationalityForeign"))}
          </div>
          {errorText(fields.nationality.errors) ? <ErrorText>{errorText(fields.nationality.errors)}</ErrorText> : null}
        </fieldset>
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <div className="hidden group-has-[input[name=nationality][value=tr]:checked]/driver:block">
            <TextField field={fields.tckn} label={t("booking.driver.tckn")} inputMode="numeric" />
          </div>
          <div className="hidden group-has-[input[name=nationality][value=foreign]:checked]/driver:block">
            <TextField field={fields.passport} label={t("booking.driver.passport")} />
          </div>
        </div>
        {airportPickup ? (
          <div className="mt-4 sm:max-w-xs">
            <TextField
              field={fields.flightNumber}
              label={
                <>
                  {t("booking.driver.flightNumber")}{" "}
                  <span className="font-normal">({t("booking.driver.noteHint")})</span>
                </>
              }
              hint={t("booking.driver.flightNumberHint")}
              autoComplete="off"
            />
          </div>
        ) : null}
        <div className="mt-4">
          <TextField
            field={fields.note}
            label={
              <>
                {t("booking.driver.note")} <span className="font-normal">({t("booking.driver.noteHint")})</span>
              </>
            }
            rows={2}
          />
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
          <TextField field={fields.billingName} label={t("booking.driver.billingName")} autoComplete="name" />
          <TextField field={fields.billingTckn} label={t("booking.driver.billingTckn")} inputMode="numeric" />
        </div>
        <div className="mt-4 hidden gap-4 group-has-[input[name=billingKind][value=company]:checked]/driver:grid sm:grid-cols-2">
          <TextField field={fields.companyTitle} label={t("booking.driver.companyTitle")} autoComplete="organization" />
          <TextField field={fields.taxOffice} label={t("booking.driver.taxOffice")} />
          <TextField field={fields.taxNumber} label={t("booking.driver.taxNumber")} inputMode="numeric" />
        </div>
        <div className="mt-4">
          <TextField
            field={fields.billingAddress}
            label={t("booking.driver.billingAddress")}
            rows={3}
            autoComplete="street-address"
          />
        </div>
      </section>

      <section className={`${cardClass} space-y-3`} aria-label={t("booking.terms.title")}>
        <CheckboxField field={fields.termsAccepted}>
          {withLink(
            t("booking.driver.terms"),
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
            </a>,
          )}
        </CheckboxField>
        <CheckboxField field={fields.kvkkAccepted}>
          {withLink(
            t("booking.driver.kvkk"),
            <a
              href={kvkkHref}
              target="_blank"
              rel="noopener"
              className="font-semibold text-brand-800 underline dark:text-brand-300"
            >
              {t("booking.driver.kvkkLink")}
            </a>,
          )}
        </CheckboxField>
      </section>

      <div className="flex flex-wrap justify-between gap-3">
        <button type="submit" name="intent" value="back" formNoValidate className="btn-secondary" {...lock}>
          {backLabel}
        </button>
        <button type="submit" name="intent" value="next" className="btn-primary" {...lock}>
          {t("booking.next")}
        </button>
      </div>
      {terms ? (
        <Dialog
          closeLabel={t("app.close")}
          open={termsOpen}
          onClose={() => setTermsOpen(false)}
          title={terms.title}
          size="xl"
        >
          <div className="max-h-[60vh] space-y-3 overflow-y-auto text-sm">
            {terms.body.split(/\n{2,}/).map((p, i) => (
              <p key={i}>{p}</p>
            ))}
          </div>
        </Dialog>
      ) : null}
    </Form>
  );
}
