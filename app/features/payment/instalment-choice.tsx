// Instalments (taksit) on the /pos3d card form (decision 0044). Once six digits of the card number
// are typed, the page asks our server for the options of that BIN (the first six digits only: the
// rest of the card goes to the bank alone). The choice is stored and the form signed again just
// before it goes to the bank, so the bank gets the count in `taksit` and the surcharged amount.
import { useEffect, useRef, useState } from "react";
import { useFetcher, useRouteLoaderData } from "react-router";
import { formatTl } from "#app/domain/money/money.ts";
import type { InstalmentOption } from "#app/domain/payments/instalments.ts";
import { localizePath } from "#app/i18n/config.ts";
import { useTranslation } from "#app/i18n/react.tsx";

export interface InstalmentSetup {
  paymentId: string;
  /** The single-payment amount every option is priced from. */
  baseAmountKurus: number;
  /** The count the rendered form is signed for. */
  signed: number;
}

/** What /pos3d's action answers. */
export type InstalmentAnswer =
  | { kind: "options"; bin: string; options: InstalmentOption[] }
  | { kind: "signed"; instalments: number; amountKurus: number; fields: Array<[string, string]> }
  | { kind: "error"; reason: string };

type Signed = { instalments: number; amountKurus: number; fields: Array<[string, string]> };

/** The name the radios share; they belong to a form of their own, so the bank never gets them. */
const CHOICE_FORM = "instalment-choice";

export function useInstalments(
  setup: InstalmentSetup | null,
  initial: { fields: Array<[string, string]>; amountKurus: number },
) {
  const { lang } = useTranslation();
  const root = useRouteLoaderData("root") as { xsrfToken?: string } | undefined;
  const optionsFetcher = useFetcher<InstalmentAnswer>();
  const chooseFetcher = useFetcher<InstalmentAnswer>();
  const [bin, setBin] = useState<string | null>(null);
  // The stored choice until a card is typed (a reload, or a page without JavaScript, pays what is signed).
  const [chosen, setChosen] = useState(setup?.signed ?? 1);
  const [signed, setSigned] = useState<Signed>({
    instalments: setup?.signed ?? 1,
    amountKurus: initial.amountKurus,
    fields: initial.fields,
  });
  const [waiting, setWaiting] = useState(false);
  const [submitNow, setSubmitNow] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement | null>(null);
  const action = setup ? `${localizePath("/pos3d", lang)}?odeme=${encodeURIComponent(setup.paymentId)}` : "";
  const xsrf = root?.xsrfToken ?? "";

  useEffect(() => {
    if (!setup || !bin) return;
    void optionsFetcher.submit({ intent: "options", bin, _xsrf: xsrf }, { method: "post", action });
    // Asked again only when the BIN changes.
  }, [bin]);

  const answer = optionsFetcher.data;
  const options = answer?.kind === "options" && answer.bin === bin ? answer.options : null;
  const loading = optionsFetcher.state !== "idle";
  const failed = !loading && answer?.kind === "error";

  useEffect(() => {
    if (options && !options.some((o) => o.count === chosen)) setChosen(1);
  }, [options, chosen]);

  useEffect(() => {
    if (!waiting || chooseFetcher.state !== "idle" || !chooseFetcher.data) return;
    const data = chooseFetcher.data;
    setWaiting(false);
    if (data.kind === "signed") {
      setSigned({ instalments: data.instalments, amountKurus: data.amountKurus, fields: data.fields });
      setSubmitNow(true);
    } else {
      setProblem(data.kind === "error" && data.reason === "notAllowed" ? "notAllowed" : "changed");
    }
  }, [waiting, chooseFetcher.state, chooseFetcher.data]);

  useEffect(() => {
    // The freshly signed fields are rendered: now the form goes to the bank (no onSubmit again).
    if (!submitNow) return;
    setSubmitNow(false);
    formRef.current?.submit();
  }, [submitNow]);

  const chosenOption = options?.find((o) => o.count === chosen) ?? null;
  const payAmountKurus =
    chosenOption?.totalKurus ?? (chosen === signed.instalments ? signed.amountKurus : (setup?.baseAmountKurus ?? 0));

  return {
    setup,
    fields: signed.fields,
    formRef,
    payAmountKurus,
    busy: waiting || submitNow,
    view: { bin, options, loading, failed, chosen, problem },
    onCardNumber(value: string) {
      const digits = value.replace(/\D/g, "");
      const next = digits.length >= 6 ? digits.slice(0, 6) : null;
      if (next !== bin) {
        setBin(next);
        setChosen(1);
        setProblem(null);
      }
    },
    choose(count: number) {
      setChosen(count);
      setProblem(null);
    },
    /**
     * Called when the card passed the checks: true when the choice must be stored and the form
     * signed again first (the form is then submitted by the hook), false to let it go as it is.
     */
    holdForSigning(): boolean {
      if (!setup || !bin || waiting) return waiting;
      if (chosen === signed.instalments && (chosen === 1 || options !== null)) return false;
      void chooseFetcher.submit(
        { intent: "choose", bin, count: String(chosen), _xsrf: xsrf },
        { method: "post", action },
      );
      setWaiting(true);
      return true;
    },
  };
}

export type Instalments = ReturnType<typeof useInstalments>;

export function InstalmentChoice({ state }: { state: Instalments }) {
  const { t, lang } = useTranslation();
  const { view } = state;
  if (!state.setup) return null;
  const money = (kurus: number) => formatTl(kurus, lang);
  let body: React.ReactNode;
  if (!view.bin)
    body = <p className="text-sm text-slate-600 dark:text-slate-300">{t("payment.instalments.typeCard")}</p>;
  else if (view.loading && !view.options)
    body = <p className="text-sm text-slate-600 dark:text-slate-300">{t("payment.instalments.loading")}</p>;
  else if (view.failed) body = <p className="text-sm">{t("payment.instalments.failed")}</p>;
  else if (view.options && view.options.length === 1)
    body = <p className="text-sm">{t("payment.instalments.singleOnly")}</p>;
  else if (view.options)
    body = (
      <div className="mt-2 grid gap-2" data-testid="instalment-options">
        {view.options.map((o) => {
          const id = `instalment-${o.count}`;
          return (
            <label
              key={o.count}
              htmlFor={id}
              className="flex cursor-pointer items-start gap-3 rounded-md border border-slate-300 p-3 has-checked:border-brand-600 has-checked:bg-brand-50 dark:border-slate-600 dark:has-checked:bg-slate-800"
            >
              <input
                id={id}
                type="radio"
                form={CHOICE_FORM}
                name="instalments"
                value={o.count}
                checked={view.chosen === o.count}
                onChange={() => state.choose(o.count)}
                className="mt-1 size-4 accent-brand-600"
              />
              <span className="grid grow gap-0.5 sm:grid-cols-[1fr_auto] sm:gap-3">
                <span className="font-medium">
                  {o.count === 1
                    ? t("payment.instalments.single")
                    : t("payment.instalments.plan", { count: o.count, monthly: money(o.monthlyKurus) })}
                </span>
                <span className="tabular-nums sm:text-right">
                  <span className="font-semibold">
                    {t("payment.instalments.total", { total: money(o.totalKurus) })}
                  </span>
                  <span className="block text-sm text-slate-600 dark:text-slate-300">
                    {o.surchargeKurus > 0
                      ? t("payment.instalments.surcharge", { amount: money(o.surchargeKurus) })
                      : t("payment.instalments.noSurcharge")}
                  </span>
                </span>
              </span>
            </label>
          );
        })}
      </div>
    );
  return (
    <fieldset aria-describedby="instalments-hint" aria-busy={view.loading || undefined}>
      <legend className="font-medium">{t("payment.instalments.legend")}</legend>
      <p id="instalments-hint" className="text-sm text-slate-600 dark:text-slate-300">
        {t("payment.instalments.hint")}
      </p>
      <div aria-live="polite">{body}</div>
      {view.problem ? (
        <p role="alert" className="mt-2 font-medium text-red-700 dark:text-red-400">
          {view.problem === "notAllowed" ? t("payment.instalments.notAllowed") : t("payment.instalments.changed")}
        </p>
      ) : null}
    </fieldset>
  );
}

/** The empty form the instalment radios belong to (rendered outside the card form). */
export function InstalmentChoiceForm() {
  return <form id={CHOICE_FORM} aria-hidden="true" hidden onSubmit={(e) => e.preventDefault()} />;
}
