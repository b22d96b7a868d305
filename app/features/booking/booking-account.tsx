// "Rent at the member price": sign in or sign up from inside the booking flow and come back to the
// same step with the search, the car and what was typed kept (decision 0057).
// The links work without JavaScript; with it, on the packages and driver steps they first save
// what the step's form holds (intent "account"), so nothing typed is lost on the way.
import type { MouseEvent } from "react";
import { useFetcher } from "react-router";
import { useTranslation } from "#app/i18n/react.tsx";

export type BookingAccountLinks = { signIn: string; signUp: string } | null;

export function BookingAccount({ links, formId }: { links: BookingAccountLinks; formId?: string }) {
  const { t } = useTranslation();
  // A fetcher (already in the framework chunk every page loads, unlike useSubmit): the action's
  // redirect to the sign-in page is followed as a navigation.
  const fetcher = useFetcher();
  if (!links) return null;
  const go = (account: "signIn" | "signUp") => (event: MouseEvent<HTMLAnchorElement>) => {
    const form = formId ? document.getElementById(formId) : null;
    if (!(form instanceof HTMLFormElement)) return;
    event.preventDefault();
    const data = new FormData(form);
    data.set("intent", "account");
    data.set("account", account);
    void fetcher.submit(data, { method: "post" });
  };
  return (
    <section
      aria-labelledby="booking-account-title"
      data-testid="booking-account"
      className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-brand-200 bg-brand-50 p-3 sm:p-4 dark:border-slate-700 dark:bg-slate-900"
    >
      <div className="min-w-0 flex-1 basis-64">
        <h2 id="booking-account-title" className="font-semibold text-brand-900 dark:text-brand-100">
          {t("booking.account.title")}
        </h2>
        {/* On a phone the title and the buttons say enough; the cars stay on the first screen (decision 0038). */}
        <p className="mt-1 hidden text-sm text-slate-800 sm:block dark:text-slate-200">{t("booking.account.lead")}</p>
      </div>
      <div className="flex flex-wrap gap-3">
        <a href={links.signIn} onClick={go("signIn")} className="btn-primary">
          {t("booking.account.signIn")}
        </a>
        <a href={links.signUp} onClick={go("signUp")} className="btn-secondary">
          {t("booking.account.signUp")}
        </a>
      </div>
    </section>
  );
}
