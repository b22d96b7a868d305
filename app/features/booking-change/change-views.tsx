// The parts of /Rezervasyon-Degistir (decision 0056): the booking as it is, the new choice, the
// old total / new total / difference with how it settles, and the confirmation. Plain forms: every
// step works without JavaScript; each post carries the number and last name again.
import { Form } from "react-router";
import { XsrfField } from "#app/components/xsrf-field.tsx";
import { inputClass, labelClass } from "#app/components/form-fields.tsx";
import { useLang } from "#app/components/use-lang.ts";
import { localizePath } from "#app/i18n/config.ts";
import { useState } from "react";
import { ReturnAdviceText } from "#app/components/return-advice-text.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import { DEPOSIT_FREE_CODE } from "#app/domain/pricing/deposit-free.ts";
import type { ChangePageData } from "#app/shared/booking-change/change-page-data.ts";
import { cardClass, useFocusOnMount } from "#app/components/form-parts.tsx";

type Data = ChangePageData;

function Who({ d }: { d: Data }) {
  return (
    <>
      <XsrfField />
      <input type="hidden" name="number" value={d.number} />
      <input type="hidden" name="lastName" value={d.lastName} />
    </>
  );
}

function Row({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="grid gap-1 py-2 sm:grid-cols-[12rem_minmax(0,1fr)]">
      <dt className="font-medium text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="break-words" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

export function CurrentBooking({ d }: { d: Data }) {
  const { t } = useTranslation();
  const c = d.current;
  if (!c) return null;
  return (
    <section aria-labelledby="change-current" className={cardClass}>
      <h2 id="change-current" className="text-xl font-bold">
        {t("bookingChange.current")} · {d.number}
      </h2>
      <dl className="mt-2 divide-y divide-slate-200 dark:divide-slate-700">
        <Row label={t("bookingChange.pickup")} value={`${c.pickup}, ${c.pickupOffice}`} />
        <Row label={t("bookingChange.dropoff")} value={`${c.return}, ${c.dropoffOffice}`} />
        <Row label={t("bookingChange.car")} value={c.car} />
        <Row label={t("bookingChange.total")} value={c.total} testId="current-total" />
        <Row
          label={t("bookingChange.payment")}
          value={c.payment === "card" ? t("bookingChange.paymentCard") : t("bookingChange.paymentOffice")}
        />
        <Row
          label={t("bookingChange.deposit")}
          value={c.deposit ?? t("bookingChange.noDeposit")}
          testId="current-deposit"
        />
      </dl>
    </section>
  );
}

function Field({ id, label, children }: { id: string; label: string; children: React.ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <div className="mt-1">{children}</div>
    </div>
  );
}

export function ChoiceForm({ d, busy }: { d: Data; busy: boolean }) {
  const { t } = useTranslation();
  const v = d.form;
  const o = d.options;
  // The return-time advisor follows the chosen times (decision 0101).
  const [times, setTimes] = useState(() => ({
    pickupDate: v?.pickupDate ?? "",
    pickupTime: v?.pickupTime ?? "",
    returnDate: v?.returnDate ?? "",
    returnTime: v?.returnTime ?? "",
  }));
  if (!v || !o) return null;
  const main = o.assurance.filter((a) => !a.combinable);
  const addOns = o.assurance.filter((a) => a.combinable);
  const select = (name: keyof typeof v, label: string, items: { value: string; label: string }[]) => (
    <Field id={`change-${name}`} label={label}>
      <select id={`change-${name}`} name={name} defaultValue={String(v[name])} className={inputClass}>
        {items.map((i) => (
          <option key={i.value} value={i.value}>
            {i.label}
          </option>
        ))}
      </select>
    </Field>
  );
  const offices = o.offices.map((x) => ({ value: String(x.id), label: x.name }));
  const input = (name: "pickupDate" | "pickupTime" | "returnDate" | "returnTime", type: "date" | "time") => (
    <Field id={`change-${name}`} label={t(`bookingChange.${name}`)}>
      <input
        id={`change-${name}`}
        name={name}
        type={type}
        required
        defaultValue={v[name]}
        onChange={(e) => setTimes((x) => ({ ...x, [name]: e.target.value }))}
        className={inputClass}
      />
    </Field>
  );
  return (
    <Form method="post" className={`${cardClass} space-y-4`} aria-labelledby="change-new">
      <Who d={d} />
      <h2 id="change-new" className="text-xl font-bold">
        {t("bookingChange.newChoice")}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        {select("pickupOfficeId", t("bookingChange.pickupOffice"), offices)}
        {select("dropoffOfficeId", t("bookingChange.dropoffOffice"), offices)}
        {input("pickupDate", "date")}
        {input("pickupTime", "time")}
        {input("returnDate", "date")}
        {input("returnTime", "time")}
      </div>
      <ReturnAdviceText
        pickupAt={`${times.pickupDate}T${times.pickupTime}`}
        returnAt={`${times.returnDate}T${times.returnTime}`}
      />
      {select(
        "modelId",
        t("bookingChange.model"),
        o.models.map((m) => ({ value: String(m.id), label: m.label })),
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        {select("assuranceCode", t("bookingChange.assurance"), [
          { value: "", label: t("bookingChange.noAssurance") },
          ...main.map((a) => ({ value: a.code, label: a.name })),
        ])}
        {select("kmPackageCode", t("bookingChange.km"), [
          { value: "", label: t("bookingChange.noKm") },
          ...o.km.map((k) => ({ value: k.code, label: k.name })),
        ])}
      </div>
      {addOns.length > 0 || o.depositFree ? (
        <fieldset>
          <legend className={labelClass}>{t("bookingChange.addOns")}</legend>
          {o.depositFree ? (
            <label className="mt-2 flex items-center gap-3">
              <input
                type="checkbox"
                name="addOns"
                value={DEPOSIT_FREE_CODE}
                defaultChecked={v.addOns.includes(DEPOSIT_FREE_CODE)}
                className="size-5 shrink-0 accent-brand-700"
              />
              {t("bookingChange.depositFree", o.depositFree)}
            </label>
          ) : null}
          {addOns.map((a) => (
            <label key={a.code} className="mt-2 flex items-center gap-3">
              <input
                type="checkbox"
                name="addOns"
                value={a.code}
                defaultChecked={v.addOns.includes(a.code)}
                className="size-5 accent-brand-700"
              />
              {a.name}
            </label>
          ))}
        </fieldset>
      ) : null}
      {o.extras.length > 0 ? (
        <fieldset>
          <legend className={labelClass}>{t("bookingChange.extras")}</legend>
          <div className="mt-2 grid gap-3 sm:grid-cols-2">
            {o.extras.map((x) => (
              <Field key={x.code} id={`change-extra-${x.code}`} label={t("bookingChange.quantity", { name: x.name })}>
                <input
                  id={`change-extra-${x.code}`}
                  name={`extra.${x.code}`}
                  type="number"
                  min={0}
                  max={x.maxQuantity}
                  inputMode="numeric"
                  defaultValue={v.extras[x.code] ?? "0"}
                  className={inputClass}
                />
              </Field>
            ))}
          </div>
        </fieldset>
      ) : null}
      <button type="submit" name="intent" value="preview" className="btn-primary w-full sm:w-auto" disabled={busy}>
        {t("bookingChange.preview")}
      </button>
    </Form>
  );
}

export function PriceDifference({ d, busy }: { d: Data; busy: boolean }) {
  const { t } = useTranslation();
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const p = d.preview;
  const v = d.form;
  if (!p || !v) return null;
  const amount = p.charge ?? p.refund ?? "";
  return (
    <section aria-labelledby="change-summary" className={`${cardClass} space-y-3`} data-testid="change-summary">
      <h2 id="change-summary" ref={heading} tabIndex={-1} className="text-xl font-bold outline-none">
        {t("bookingChange.summary")}
      </h2>
      <dl className="divide-y divide-slate-200 dark:divide-slate-700">
        <Row label={t("bookingChange.oldTotal")} value={p.oldTotal} testId="old-total" />
        <Row label={t("bookingChange.newTotal")} value={p.newTotal} testId="new-total" />
        <Row label={t("bookingChange.difference")} value={p.difference} testId="difference" />
        {p.deduction ? <Row label={t("bookingChange.deduction")} value={p.deduction} /> : null}
        {p.oldDeposit !== p.newDeposit ? (
          <>
            <Row
              label={t("bookingChange.oldDeposit")}
              value={p.oldDeposit ?? t("bookingChange.noDeposit")}
              testId="old-deposit"
            />
            <Row
              label={t("bookingChange.newDeposit")}
              value={p.newDeposit ?? t("bookingChange.noDeposit")}
              testId="new-deposit"
            />
          </>
        ) : (
          <Row
            label={t("bookingChange.deposit")}
            value={p.newDeposit ?? t("bookingChange.noDeposit")}
            testId="new-deposit"
          />
        )}
      </dl>
      <p>{t(`bookingChange.settle.${p.settle}`, { amount })}</p>
      <Form method="post">
        <Who d={d} />
        {/* The choice again, so an error after confirming shows the form as it was typed. */}
        {Object.entries(v).flatMap(([name, value]) =>
          typeof value === "string"
            ? [<input key={name} type="hidden" name={name} value={value} />]
            : Array.isArray(value)
              ? value.map((x) => <input key={`${name}-${x}`} type="hidden" name={name} value={x} />)
              : Object.entries(value).map(([code, q]) => (
                  <input key={`extra-${code}`} type="hidden" name={`extra.${code}`} value={q} />
                )),
        )}
        <input type="hidden" name="quoteId" value={p.quoteId} />
        <input type="hidden" name="requestKey" value={p.requestKey} />
        <button type="submit" name="intent" value="confirm" className="btn-primary w-full sm:w-auto" disabled={busy}>
          {p.settle === "charge" ? t("bookingChange.confirmPay") : t("bookingChange.confirm")}
        </button>
      </Form>
    </section>
  );
}

/** The lookup's "Change the reservation" button: opens the change form with what the lookup was given. */
export function ChangeButton({ number, lastName }: { number: string; lastName: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <Form method="post" action={localizePath("/Rezervasyon-Degistir", lang)} className="contents">
      <XsrfField />
      <input type="hidden" name="number" value={number} />
      <input type="hidden" name="lastName" value={lastName} />
      <button type="submit" name="intent" value="find" className="btn-secondary">
        {t("bookingChange.link")}
      </button>
    </Form>
  );
}
