// Step 2: assurance, KM package and extras. The server prices every change (a fetcher with
// JavaScript, a "recalculate" button without); leaving without a package asks first.
import { useRef, useState, type FormEvent } from "react";
import { Form, Link, useFetcher } from "react-router";
import { XsrfField } from "#app/components/xsrf-field.tsx";
import { formatTl } from "#app/domain/money/money.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import { DeliveryOfferLink } from "./delivery-link.tsx";
import type { QuoteView } from "#app/shared/booking/booking-types.ts";
import { Dialog } from "#app/components/dialog.tsx";
import { cardClass, useStepLock } from "./booking-ui.tsx";
import { QuoteTable } from "./quote-table.tsx";
import { DepositFreeChoice, type DepositFreeOption } from "./deposit-free-choice.tsx";

export type PackageOptions = {
  assurance: { code: string; name: string; description: string; dailyKurus: number; combinable: boolean }[];
  km: { code: string; name: string; extraKm: number | null; priceKurus: number }[];
  extras: {
    code: string;
    name: string;
    description: string;
    pricing: "per_day" | "per_rental";
    priceKurus: number;
    maxQuantity: number;
  }[];
  /** The deposit-free package where the pick-up office offers it for the class (decision 0125). */
  depositFree?: DepositFreeOption | null;
};

export type PackageSelection = {
  assuranceCode: string | null;
  /** Combinable packages ticked beside the main one (docs/decisions/0053). */
  assuranceAddOns: string[];
  kmPackageCode: string | null;
  extras: { code: string; quantity: number }[];
  depositFree?: boolean;
};

const radioRow =
  "flex cursor-pointer items-start gap-3 rounded-xl border border-slate-200 p-3 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 dark:border-slate-700 dark:has-[:checked]:border-brand-300 dark:has-[:checked]:bg-slate-800";

export function PackagesStep({
  options,
  selection,
  quote,
  askConfirm,
  backHref,
  confirmBackHref,
  deliveryHref = null,
}: {
  options: PackageOptions;
  selection: PackageSelection;
  quote: QuoteView;
  /** The server-side confirmation (no JavaScript): which packages are missing. */
  askConfirm: { assurance: boolean; km: boolean } | null;
  backHref: string;
  confirmBackHref: string;
  /** The delivery step's address when an office of the booking delivers (decision 0123). */
  deliveryHref?: string | null;
}) {
  const { t, lang } = useTranslation();
  const fetcher = useFetcher();
  const lock = useStepLock();
  const formRef = useRef<HTMLFormElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);
  const [quantities, setQuantities] = useState<Record<string, number>>(() =>
    Object.fromEntries(selection.extras.map((x) => [x.code, x.quantity])),
  );
  const [missing, setMissing] = useState<{ assurance: boolean; km: boolean } | null>(null);

  // One recalculation at a time: a change made while the server is still pricing the previous
  // one waits for it, and "next" waits too. Nothing is aborted half-way, so no request, draft
  // save or revalidation is left dangling when the visitor clicks quickly.
  const busy = fetcher.state !== "idle";
  const queue = useRef({ running: false, recalc: false, next: false });
  const recalc = () => {
    const q = queue.current;
    const form = formRef.current;
    if (q.running) {
      q.recalc = true;
      return;
    }
    if (!form) return;
    const data = new FormData(form);
    data.set("intent", "recalc");
    data.set("js", "1");
    q.running = true;
    fetcher
      .submit(data, { method: "post" })
      .catch(() => undefined)
      .finally(() => {
        q.running = false;
        if (q.recalc) {
          q.recalc = false;
          recalc();
        } else if (q.next) {
          q.next = false;
          formRef.current?.querySelector<HTMLButtonElement>('button[value="next"]')?.click();
        }
      });
  };
  const setQuantity = (code: string, max: number, value: number) => {
    const next = Math.max(0, Math.min(max, Number.isFinite(value) ? Math.trunc(value) : 0));
    setQuantities((q) => ({ ...q, [code]: next }));
    // The input's value changes on the next render; recalc reads the form after it.
    requestAnimationFrame(recalc);
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    if (submitter?.value === "next" && queue.current.running) {
      event.preventDefault();
      queue.current.next = true;
      return;
    }
    if (submitter?.value !== "next" || confirmRef.current?.value === "1") return;
    const data = new FormData(event.currentTarget);
    const gap = { assurance: !data.get("assurance"), km: !data.get("km") };
    if (gap.assurance || gap.km) {
      event.preventDefault();
      setMissing(gap);
    }
  };
  const continueAnyway = () => {
    if (confirmRef.current) confirmRef.current.value = "1";
    setMissing(null);
    formRef.current?.querySelector<HTMLButtonElement>('button[value="next"]')?.click();
  };

  if (askConfirm) {
    return (
      <section aria-labelledby="confirm-title" className={cardClass}>
        <h2 id="confirm-title" className="text-lg font-bold">
          {t("booking.packages.confirmTitle")}
        </h2>
        {askConfirm.assurance ? <p className="mt-2">{t("booking.packages.confirmNoAssurance")}</p> : null}
        {askConfirm.km ? <p className="mt-2">{t("booking.packages.confirmNoKm")}</p> : null}
        <Form method="post" className="mt-4 flex flex-wrap gap-3">
          <XsrfField />
          <input type="hidden" name="confirmed" value="1" />
          <button type="submit" name="intent" value="confirmPackages" className="btn-primary" {...lock}>
            {t("booking.packages.confirmContinue")}
          </button>
          <Link to={confirmBackHref} className="btn-secondary">
            {t("booking.packages.confirmBack")}
          </Link>
        </Form>
      </section>
    );
  }

  return (
    <div className="grid gap-6 lg:grid-cols-3">
      {/* In this step's own chunk: the results page never loads it (decision 0059). */}
      {deliveryHref ? (
        <div className="lg:col-span-3">
          <DeliveryOfferLink href={deliveryHref} />
        </div>
      ) : null}
      <Form method="post" ref={formRef} onSubmit={onSubmit} className="space-y-6 lg:col-span-2" id="packages-form">
        <XsrfField />
        <input type="hidden" name="confirmed" defaultValue="0" ref={confirmRef} />
        <fieldset className={cardClass}>
          <legend className="float-left mb-3 w-full text-lg font-semibold">{t("booking.packages.assurance")}</legend>
          <div className="clear-both space-y-2">
            <label className={radioRow}>
              <input
                type="radio"
                name="assurance"
                value=""
                defaultChecked={!selection.assuranceCode}
                onChange={recalc}
                className="mt-1 accent-brand-700"
              />
              <span>{t("booking.packages.assuranceNone")}</span>
            </label>
            {options.assurance
              .filter((a) => !a.combinable)
              .map((a) => (
                <label key={a.code} className={radioRow}>
                  <input
                    type="radio"
                    name="assurance"
                    value={a.code}
                    defaultChecked={selection.assuranceCode === a.code}
                    onChange={recalc}
                    className="mt-1 accent-brand-700"
                  />
                  <span className="flex-1">
                    <span className="font-semibold">{a.name}</span>{" "}
                    <span className="text-sm">
                      — {t("booking.packages.perDay", { amount: formatTl(a.dailyKurus, lang) })}
                    </span>
                    <span className="block text-sm text-slate-700 dark:text-slate-300">{a.description}</span>
                  </span>
                </label>
              ))}
          </div>
        </fieldset>
        {options.assurance.some((a) => a.combinable) ? (
          <fieldset className={cardClass}>
            <legend className="float-left mb-3 w-full text-lg font-semibold">{t("booking.packages.addOns")}</legend>
            <p className="clear-both mb-2 text-sm text-slate-700 dark:text-slate-300">
              {t("booking.packages.addOnsLead")}
            </p>
            <div className="space-y-2">
              {options.assurance
                .filter((a) => a.combinable)
                .map((a) => (
                  <label key={a.code} className={radioRow}>
                    <input
                      type="checkbox"
                      name={`addOn.${a.code}`}
                      value="1"
                      defaultChecked={selection.assuranceAddOns.includes(a.code)}
                      onChange={recalc}
                      className="mt-1 h-4 w-4 accent-brand-700"
                    />
                    <span className="flex-1">
                      <span className="font-semibold">{a.name}</span>{" "}
                      <span className="text-sm">
                        — {t("booking.packages.perDay", { amount: formatTl(a.dailyKurus, lang) })}
                      </span>
                      <span className="block text-sm text-slate-700 dark:text-slate-300">{a.description}</span>
                    </span>
                  </label>
                ))}
            </div>
          </fieldset>
        ) : null}
        {options.depositFree ? (
          <DepositFreeChoice
            offer={options.depositFree}
            checked={selection.depositFree ?? false}
            onChange={recalc}
            rowClass={radioRow}
          />
        ) : null}
        <fieldset className={cardClass}>
          <legend className="float-left mb-3 w-full text-lg font-semibold">{t("booking.packages.km")}</legend>
          <div className="clear-both space-y-2">
            <label className={radioRow}>
              <input
                type="radio"
                name="km"
                value=""
                defaultChecked={!selection.kmPackageCode}
                onChange={recalc}
                className="mt-1 accent-brand-700"
              />
              <span>{t("booking.packages.kmNone")}</span>
            </label>
            {options.km.map((k) => (
              <label key={k.code} className={radioRow}>
                <input
                  type="radio"
                  name="km"
                  value={k.code}
                  defaultChecked={selection.kmPackageCode === k.code}
                  onChange={recalc}
                  className="mt-1 accent-brand-700"
                />
                <span>
                  <span className="font-semibold">{k.name}</span> — {formatTl(k.priceKurus, lang)}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset className={cardClass}>
          <legend className="float-left mb-3 w-full text-lg font-semibold">{t("booking.packages.extras")}</legend>
          <ul className="clear-both divide-y divide-slate-100 dark:divide-slate-800">
            {options.extras.map((x) => {
              const id = `extra-${x.code}`;
              const value = quantities[x.code] ?? 0;
              return (
                <li key={x.code} className="flex flex-wrap items-center gap-3 py-3">
                  <div className="min-w-0 flex-1">
                    <label htmlFor={id} className="font-semibold">
                      {x.name}
                    </label>
                    <p className="text-sm text-slate-700 dark:text-slate-300">
                      {x.pricing === "per_day"
                        ? t("booking.packages.perDay", { amount: formatTl(x.priceKurus, lang) })
                        : t("booking.packages.perRental", { amount: formatTl(x.priceKurus, lang) })}{" "}
                      · {t("booking.packages.max", { max: x.maxQuantity })}
                    </p>
                  </div>
                  <div className="flex items-center gap-1">
                    <button
                      type="button"
                      className="btn-secondary h-11 w-11 px-0"
                      aria-label={t("booking.packages.decrease", { name: x.name })}
                      aria-controls={id}
                      disabled={value <= 0}
                      onClick={() => setQuantity(x.code, x.maxQuantity, value - 1)}
                    >
                      −
                    </button>
                    <input
                      id={id}
                      name={`extra.${x.code}`}
                      type="number"
                      inputMode="numeric"
                      min={0}
                      max={x.maxQuantity}
                      value={value}
                      onChange={(e) => setQuantity(x.code, x.maxQuantity, Number(e.target.value))}
                      className="h-11 w-16 rounded-lg border border-slate-300 bg-white text-center dark:border-slate-600 dark:bg-slate-800"
                    />
                    <button
                      type="button"
                      className="btn-secondary h-11 w-11 px-0"
                      aria-label={t("booking.packages.increase", { name: x.name })}
                      aria-controls={id}
                      disabled={value >= x.maxQuantity}
                      onClick={() => setQuantity(x.code, x.maxQuantity, value + 1)}
                    >
                      +
                    </button>
                  </div>
                </li>
              );
            })}
          </ul>
        </fieldset>
        <p
          aria-hidden="true"
          className="sticky bottom-0 z-10 -mx-1 flex items-center justify-between rounded-xl border border-slate-200 bg-white/95 px-4 py-3 font-semibold shadow-lg lg:hidden dark:border-slate-700 dark:bg-slate-900/95"
        >
          <span>{t("booking.total.running")}</span>
          <span className="tabular-nums">{busy ? "…" : formatTl(quote.totalKurus, lang)}</span>
        </p>
        <div className="flex flex-wrap justify-between gap-3">
          <Link to={backHref} className="btn-secondary">
            {t("booking.previous")}
          </Link>
          <div className="flex flex-wrap gap-3">
            <button type="submit" name="intent" value="recalc" className="btn-secondary" {...lock}>
              {t("booking.packages.recalculate")}
            </button>
            <button type="submit" name="intent" value="next" className="btn-primary" {...lock}>
              {t("booking.next")}
            </button>
          </div>
        </div>
      </Form>
      <aside aria-labelledby="running-total" className={`${cardClass} h-fit lg:sticky lg:top-4`}>
        <h2 id="running-total" className="mb-3 text-lg font-semibold">
          {t("booking.total.running")}
        </h2>
        <p aria-live="polite" className="sr-only">
          {busy ? t("booking.packages.updating") : formatTl(quote.totalKurus, lang)}
        </p>
        <QuoteTable quote={quote} busy={busy} />
      </aside>
      <Dialog
        closeLabel={t("app.close")}
        open={missing !== null}
        onClose={() => setMissing(null)}
        title={t("booking.packages.confirmTitle")}
      >
        {missing?.assurance ? <p>{t("booking.packages.confirmNoAssurance")}</p> : null}
        {missing?.km ? <p className="mt-2">{t("booking.packages.confirmNoKm")}</p> : null}
        <div className="mt-4 flex flex-wrap gap-3">
          <button type="button" className="btn-primary" onClick={continueAnyway}>
            {t("booking.packages.confirmContinue")}
          </button>
          <button type="button" className="btn-secondary" onClick={() => setMissing(null)}>
            {t("booking.packages.confirmBack")}
          </button>
        </div>
      </Dialog>
    </div>
  );
}
