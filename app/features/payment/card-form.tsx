// The card form of /pos3d. It posts STRAIGHT to the provider's gate (EstV3: the bank's 3D gate):
// the server-signed hidden fields plus exactly four card fields, named as the provider's adapter says. The holder's name has no `name`, so it never leaves
// the page; it is only compared with the driver's name before the form may go.
import { useEffect, useState } from "react";
import { formatTl } from "#app/domain/money/money.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import { type CardField, type CardProblem, checkCard, groupCardNumber } from "./card-rules.ts";
import { InstalmentChoice, InstalmentChoiceForm, type InstalmentSetup, useInstalments } from "./instalment-choice.tsx";

export interface CardFormProps {
  gateUrl: string;
  fields: Array<[string, string]>;
  /** The provider's names for the four card fields (from its adapter's `form` start). */
  cardFields: { number: string; expiryMonth: string; expiryYear: string; cvc: string };
  driverName: string;
  amountKurus: number;
  /** ISO instant the reservation's hold runs out; null when there is no hold (references). */
  holdExpiresAt: string | null;
  /** Instalment options for this attempt; null when not offered (references, hosted checkouts). */
  instalments?: InstalmentSetup | null;
  /** The submit button's words when the card is not charged (a deposit's pre-authorisation, decision 0088). */
  submitLabel?: string;
}

const MONTHS = Array.from({ length: 12 }, (_, i) => String(i + 1).padStart(2, "0"));

function useSecondsLeft(until: string | null): number | null {
  const [left, setLeft] = useState<number | null>(null);
  useEffect(() => {
    if (!until) return;
    const end = Date.parse(until);
    const tick = () => setLeft(Math.max(0, Math.ceil((end - Date.now()) / 1000)));
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [until]);
  return left;
}

function clock(seconds: number): string {
  return `${String(Math.floor(seconds / 60)).padStart(2, "0")}:${String(seconds % 60).padStart(2, "0")}`;
}

export function CardForm(props: CardFormProps) {
  const { gateUrl, cardFields, driverName, holdExpiresAt } = props;
  const { t, lang } = useTranslation();
  const instalments = useInstalments(props.instalments ?? null, {
    fields: props.fields,
    amountKurus: props.amountKurus,
  });
  const { fields, payAmountKurus: amountKurus } = instalments;
  const [problems, setProblems] = useState<Partial<Record<CardField, CardProblem>>>({});
  const [years, setYears] = useState<string[]>(() => {
    const first = new Date().getUTCFullYear() % 100;
    return Array.from({ length: 15 }, (_, i) => String((first + i) % 100).padStart(2, "0"));
  });
  const secondsLeft = useSecondsLeft(holdExpiresAt);
  const holdOver = secondsLeft === 0;

  useEffect(() => {
    // The server's year may differ from the browser's around New Year: the browser's list wins.
    const first = new Date().getUTCFullYear() % 100;
    setYears(Array.from({ length: 15 }, (_, i) => String((first + i) % 100).padStart(2, "0")));
  }, []);

  // Uncontrolled fields: what was typed before the page's script loaded is kept, and the value
  // written into the card number just before posting is not rendered over.
  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    const form = event.currentTarget;
    const value = (name: string) => (form.elements.namedItem(name) as HTMLInputElement | null)?.value ?? "";
    const holderValue = (form.querySelector("#card-holder") as HTMLInputElement | null)?.value ?? "";
    const number = value(cardFields.number);
    const found = checkCard(
      {
        holder: holderValue,
        number,
        month: value(cardFields.expiryMonth),
        year: value(cardFields.expiryYear),
        cvc: value(cardFields.cvc),
      },
      driverName,
      new Date(),
    );
    setProblems(found);
    if (holdOver || Object.keys(found).length > 0) {
      event.preventDefault();
      const first = (["holder", "number", "month", "year", "cvc"] as const).find((f) => found[f]);
      if (first) document.getElementById(`card-${first}`)?.focus();
      return;
    }
    // The bank gets the digits only, whatever grouping the field shows.
    const pan = form.elements.namedItem(cardFields.number) as HTMLInputElement | null;
    if (pan) pan.value = number.replace(/\D/g, "");
    // A chosen instalment count is stored and the form signed again first; the hook then posts it.
    if (instalments.holdForSigning()) event.preventDefault();
  }

  const fieldError = (field: CardField) => {
    const problem = problems[field];
    if (!problem) return null;
    return (
      <p id={`card-${field}-error`} className="mt-1 text-sm font-medium text-red-700 dark:text-red-400">
        {t(`payment.form.errors.${problem}`, { name: driverName })}
      </p>
    );
  };
  const described = (field: CardField, hint?: string) =>
    [hint, problems[field] ? `card-${field}-error` : null].filter(Boolean).join(" ") || undefined;
  const inputClass =
    "mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 focus:border-brand-600 focus:outline-2 focus:outline-brand-600 aria-invalid:border-red-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100";
  const hasProblems = Object.keys(problems).length > 0;

  return (
    <div>
      {holdExpiresAt ? (
        <div
          className={`mb-4 rounded-lg border p-3 ${holdOver ? "border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100" : "border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50"}`}
        >
          {holdOver ? (
            <p role="alert">{t("payment.form.holdOver")}</p>
          ) : (
            <p>
              {t("payment.form.holdLeft")}{" "}
              <span role="timer" className="font-bold tabular-nums" data-testid="hold-countdown">
                {secondsLeft === null ? "--:--" : clock(secondsLeft)}
              </span>
            </p>
          )}
        </div>
      ) : null}
      <p className="mb-4 rounded-lg bg-slate-100 p-3 text-sm dark:bg-slate-800">
        {t("payment.form.holderRule", { name: driverName })}
      </p>
      {hasProblems ? (
        <p role="alert" className="mb-3 font-medium text-red-700 dark:text-red-400">
          {t("payment.form.errorSummary")}
        </p>
      ) : null}
      <form
        ref={instalments.formRef}
        method="post"
        action={gateUrl}
        noValidate
        onSubmit={onSubmit}
        className="grid gap-4"
        data-testid="card-form"
      >
        {fields.map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <div>
          <label htmlFor="card-holder" className="font-medium">
            {t("payment.form.holder")}
          </label>
          <input
            id="card-holder"
            className={inputClass}
            autoComplete="cc-name"
            aria-invalid={problems.holder ? true : undefined}
            aria-describedby={described("holder")}
          />
          {fieldError("holder")}
        </div>
        <div>
          <label htmlFor="card-number" className="font-medium">
            {t("payment.form.number")}
          </label>
          <input
            id="card-number"
            name={cardFields.number}
            className={`${inputClass} tabular-nums`}
            inputMode="numeric"
            autoComplete="cc-number"
            maxLength={23}
            onInput={(e) => {
              e.currentTarget.value = groupCardNumber(e.currentTarget.value);
              instalments.onCardNumber(e.currentTarget.value);
            }}
            aria-invalid={problems.number ? true : undefined}
            aria-describedby={described("number")}
          />
          {fieldError("number")}
        </div>
        <fieldset>
          <legend className="font-medium">{t("payment.form.expiry")}</legend>
          <div className="mt-1 grid grid-cols-2 gap-3">
            <div>
              <label htmlFor="card-month" className="text-sm">
                {t("payment.form.month")}
              </label>
              <select
                id="card-month"
                name={cardFields.expiryMonth}
                className={inputClass}
                autoComplete="cc-exp-month"
                defaultValue=""
                aria-invalid={problems.month ? true : undefined}
                aria-describedby={described("month")}
              >
                <option value="">{t("payment.form.choose")}</option>
                {MONTHS.map((m) => (
                  <option key={m} value={m}>
                    {m}
                  </option>
                ))}
              </select>
              {fieldError("month")}
            </div>
            <div>
              <label htmlFor="card-year" className="text-sm">
                {t("payment.form.year")}
              </label>
              <select
                id="card-year"
                name={cardFields.expiryYear}
                className={inputClass}
                autoComplete="cc-exp-year"
                defaultValue=""
                aria-invalid={problems.year ? true : undefined}
                aria-describedby={described("year")}
              >
                <option value="">{t("payment.form.choose")}</option>
                {years.map((y) => (
                  <option key={y} value={y}>
                    {`20${y}`}
                  </option>
                ))}
              </select>
              {fieldError("year")}
            </div>
          </div>
        </fieldset>
        <div>
          <label htmlFor="card-cvc" className="font-medium">
            {t("payment.form.cvc")}
          </label>
          <p id="card-cvc-hint" className="text-sm text-slate-600 dark:text-slate-400">
            {t("payment.form.cvcHint")}
          </p>
          <input
            id="card-cvc"
            name={cardFields.cvc}
            className={`${inputClass} max-w-32 tabular-nums`}
            inputMode="numeric"
            autoComplete="cc-csc"
            maxLength={4}
            onInput={(e) => {
              e.currentTarget.value = e.currentTarget.value.replace(/\D/g, "").slice(0, 4);
            }}
            aria-invalid={problems.cvc ? true : undefined}
            aria-describedby={described("cvc", "card-cvc-hint")}
          />
          {fieldError("cvc")}
        </div>
        <InstalmentChoice state={instalments} />
        <button type="submit" className="btn-primary w-full sm:w-auto" disabled={holdOver || instalments.busy}>
          {props.submitLabel ?? t("payment.form.pay", { amount: formatTl(amountKurus, lang) })}
        </button>
        <p className="text-sm text-slate-600 dark:text-slate-400">{t("payment.form.secure")}</p>
      </form>
      {props.instalments ? <InstalmentChoiceForm /> : null}
    </div>
  );
}
