import { Suspense, useEffect, useMemo, useState } from "react";
import { useActionData, useLocation, useSearchParams } from "react-router";
import type { Route } from "./+types/booking";
import { formatTl } from "#app/domain/money/money.ts";
import { FLOW_PARAMS, stepHref } from "#app/shared/booking/booking-query.ts";
import { ErrorNotice, PriceNotice, SearchSummary, Stepper } from "#app/features/booking/booking-ui.tsx";
import {
  Alternatives,
  DriverStep,
  PackagesStep,
  PaymentStep,
  SearchBar,
  VehiclesStep,
} from "#app/features/booking/lazy-steps.tsx";
import { BookingAccount } from "#app/features/booking/booking-account.tsx";
import { routeMeta } from "#app/features/seo/route-meta.ts";
import type { MessagesHandle } from "#app/i18n/areas.ts";
import type { CacheHandle } from "#app/server/http/page-cache.server.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import { unpackOffices } from "#app/shared/search/office-wire.ts";
import { bookingAction, bookingLoader } from "./booking.server.ts";

// The four booking steps; state lives in a server-side draft (docs/decisions/0013-booking-flow-state.md).
export const loader = (args: Route.LoaderArgs) => bookingLoader(args);
export const action = (args: Route.ActionArgs) => bookingAction(args);

// Only the texts the four steps render in the browser (decision 0059): not the home, FAQ, content or
// back-office areas. app/i18n/route-areas.test.ts checks every key the steps name is covered.
// The results of a search may be kept while availability, prices and offices stay the same (the
// loader says when: decision 0062); the other steps are personal.
// Each step (the value of `adim`; the results have none) carries only what its components say
// (decisions 0114 and 0150; route-areas.test.ts follows each step's modules); `messages` is the
// union, for a value no view names.
export const handle: CacheHandle & MessagesHandle = {
  cache: "search",
  messages: ["booking", "search", "fleet", "forms", "pages.booking"],
  // The bare layout (layouts/blank.tsx) says three of the header's and footer's texts: the rest of
  // the site's menu, footer columns and description never show on the steps (decision 0161).
  omitMessages: [
    "app.tagline",
    "app.description",
    "nav.main",
    "nav.fleet",
    "nav.offices",
    "nav.campaigns",
    "nav.trips",
    "nav.blog",
    "nav.help",
    "nav.signIn",
    "nav.signUp",
    "nav.memberArea",
    "nav.openMenu",
    "nav.closeMenu",
    "nav.language",
    "nav.breadcrumb",
    "footer.company",
    "footer.about",
    "footer.news",
    "footer.careers",
    "footer.fleetRental",
    "footer.services",
    "footer.reservationLookup",
    "footer.cancellation",
    "footer.virtualPayment",
    "footer.legal",
    "footer.rentalTerms",
    "footer.rentalGuide",
    "footer.kvkk",
    "footer.cookies",
    "footer.contact",
    "footer.contactUs",
    "footer.callCenter",
    "footer.support",
    "footer.apps",
    "footer.appStore",
    "footer.googlePlay",
    "footer.social",
  ],
  views: {
    param: FLOW_PARAMS.step,
    absent: "1",
    byValue: {
      "1": {
        messages: [
          "pages.booking",
          "booking.yourSearch",
          "booking.search",
          "booking.steps",
          "booking.summary",
          "booking.account",
          "booking.total",
          "booking.campaign",
          "booking.vehicles",
          "booking.monthlyCard",
          "booking.depositFreeCard",
          "booking.unavailableTitle",
          "booking.contactOffice",
          "booking.dateGrid",
          "booking.driverYears",
          "fleet.transmission",
          "fleet.fuel",
          "fleet.adults",
          "fleet.luggage",
          "search",
        ],
        // Said only in parts a document keeps as the server drew them (static parts): the cards, the
        // cheaper-dates grid, the driver figures' form (decision 0161).
        staticMessages: [
          "fleet.adults",
          "fleet.luggage",
          "booking.driverYears",
          "booking.dateGrid",
          "booking.monthlyCard",
          "booking.depositFreeCard",
        ],
      },
      // The later steps: what every step after the results says (the route's own texts, a failed
      // quote's cars: `booking.vehicles`), then the step's own parts.
      "2": {
        messages: [
          "pages.booking",
          "search",
          "booking.yourSearch",
          "booking.search",
          "booking.steps",
          "booking.summary",
          "booking.account",
          "booking.total",
          "booking.previous",
          "booking.next",
          "booking.outcome",
          "booking.vehicles",
          "booking.packages",
          "booking.depositFree",
          "booking.deliveryOffer",
        ],
      },
      "3": {
        messages: [
          "pages.booking",
          "search",
          "booking.yourSearch",
          "booking.search",
          "booking.steps",
          "booking.summary",
          "booking.account",
          "booking.total",
          "booking.previous",
          "booking.next",
          "booking.outcome",
          "booking.vehicles",
          "booking.driver",
          "booking.errors",
          "booking.terms",
          "forms.optional",
          "forms.phone",
          "forms.phoneCountry",
          "forms.chooseCountry",
          "forms.phoneHint",
        ],
      },
      "4": {
        messages: [
          "pages.booking",
          "search",
          "booking.yourSearch",
          "booking.search",
          "booking.steps",
          "booking.summary",
          "booking.account",
          "booking.total",
          "booking.previous",
          "booking.next",
          "booking.outcome",
          "booking.vehicles",
          "booking.payment",
          "booking.packages",
          "booking.depositFree",
        ],
      },
    },
  },
};

export const meta: Route.MetaFunction = (args) => routeMeta(args);

const nextStep: Partial<Record<string, { preload: () => void }>> = {
  vehicles: PackagesStep,
  packages: DriverStep,
  driver: PaymentStep,
};

export default function Booking({ loaderData }: Route.ComponentProps) {
  const { t, lang } = useTranslation();
  const actionData = useActionData<typeof action>();
  const [params] = useSearchParams();
  const [changeOpen, setChangeOpen] = useState(false);
  const location = useLocation();
  const d = loaderData;
  // Packed on the wire (shared/search/office-wire.ts), unpacked once per loader result.
  const offices = useMemo(() => unpackOffices(d.offices), [d.offices]);
  // A new search from the "change details" dialog lands on this same route: close the dialog.
  useEffect(() => setChangeOpen(false), [location.search]);
  const view = d.view;
  // The next step's code loads while the visitor is on this one (a few KB; the driver step's forms
  // about 70 KB while the packages are chosen), from their first pointer, key or touch on the page:
  // a page that only shows moves no more script than its HTML names (decision 0114). The step lock
  // (useStepLock) keeps a click made before it arrives from being lost.
  useEffect(() => {
    const step = nextStep[view.kind];
    if (!step) return;
    const events = ["pointerdown", "pointermove", "keydown", "touchstart"] as const;
    const stop = () => {
      for (const name of events) window.removeEventListener(name, load, true);
    };
    function load() {
      stop();
      step?.preload();
    }
    for (const name of events) window.addEventListener(name, load, { capture: true, passive: true });
    return stop;
  }, [view.kind]);
  const outcome = actionData && "outcome" in actionData ? actionData : null;
  const reply = actionData && "reply" in actionData ? actionData.reply : null;
  const back = (step: 1 | 2 | 3) =>
    step === 1 || !d.draftId
      ? `${d.base}?${new URLSearchParams({
          alis: d.search.pickupCode,
          donus: d.search.dropoffCode,
          alisTarihi: d.search.pickupAt,
          donusTarihi: d.search.returnAt,
          kampanya: d.search.campaignCode,
          ...(d.draftId ? { taslak: d.draftId } : {}),
        })}`
      : stepHref(d.base, d.draftId, step);

  return (
    <main id="main" className="container-page py-6 sm:py-8">
      <h1 className="mb-4 text-2xl font-bold">{t("pages.booking.title")}</h1>
      <Stepper step={d.step} />
      {view.kind === "invalid" ? (
        <section aria-labelledby="booking-search" className="mt-2">
          <h2 id="booking-search" className="mb-3 text-lg font-semibold">
            {view.messages.length > 0 ? t("booking.search.invalidTitle") : t("booking.yourSearch")}
          </h2>
          {view.messages.length > 0 ? (
            <ErrorNotice>
              <ul className="list-disc pl-5">
                {view.messages.map((m) => (
                  <li key={m}>{m}</li>
                ))}
              </ul>
            </ErrorNotice>
          ) : null}
          <SearchBar
            offices={offices}
            defaults={d.defaults}
            prefill={{
              pickupCode: d.search.pickupCode || undefined,
              dropoffCode: d.search.dropoffCode || undefined,
              pickupAt: d.search.pickupAt || undefined,
              returnAt: d.search.returnAt || undefined,
              campaignCode: d.search.campaignCode || undefined,
            }}
            keep={view.keep}
          />
        </section>
      ) : (
        <SearchSummary
          search={d.search}
          changeOpen={changeOpen}
          setChangeOpen={setChangeOpen}
          onIntent={SearchBar.preload}
        >
          <Suspense fallback={null}>
            <SearchBar
              offices={offices}
              defaults={d.defaults}
              prefill={{
                pickupCode: d.search.pickupCode,
                dropoffCode: d.search.dropoffCode,
                pickupAt: d.search.pickupAt,
                returnAt: d.search.returnAt,
                campaignCode: d.search.campaignCode,
              }}
            />
          </Suspense>
        </SearchSummary>
      )}
      <PriceNotice notice={d.priceNotice} />
      {view.kind === "vehicles" || view.kind === "packages" || view.kind === "driver" ? (
        <BookingAccount
          links={d.account}
          formId={{ vehicles: undefined, packages: "packages-form", driver: "driver" }[view.kind]}
        />
      ) : null}

      {view.kind === "vehicles" ? (
        <VehiclesStep view={view} search={d.search} draftId={d.draftId} base={d.base} />
      ) : null}

      {view.kind === "quoteFailed" ? (
        <>
          <ErrorNotice>
            {view.reason === "notAvailable" ? t("booking.outcome.noLongerAvailable") : t("booking.outcome.quoteFailed")}
          </ErrorNotice>
          {view.reason === "notAvailable" ? <Alternatives offers={view.alternatives} /> : null}
          <a href={back(1)} className="btn-secondary">
            {t("booking.previous")}
          </a>
        </>
      ) : null}

      {view.kind === "packages" ? (
        <PackagesStep
          deliveryHref={
            view.deliveryOffered && d.draftId ? `${d.base}/teslimat?taslak=${encodeURIComponent(d.draftId)}` : null
          }
          key={params.toString()}
          options={view.options}
          selection={view.selection}
          quote={view.quote}
          askConfirm={view.askConfirm}
          backHref={back(1)}
          confirmBackHref={back(2)}
        />
      ) : null}

      {view.kind === "driver" ? (
        <>
          <p className="mb-4 text-sm">
            {t("booking.total.total")}: <strong>{formatTl(view.quote.totalKurus, lang)}</strong>
          </p>
          <DriverStep
            rules={view.rules}
            airportPickup={view.airportPickup}
            defaults={view.defaults}
            lastResult={reply ?? null}
            countries={view.countries}
            terms={view.terms}
            backLabel={t("booking.previous")}
          />
        </>
      ) : null}

      {view.kind === "payment" ? (
        <>
          {outcome?.outcome === "noLongerAvailable" ? (
            <>
              <ErrorNotice>{t("booking.outcome.noLongerAvailable")}</ErrorNotice>
              <Alternatives offers={outcome.alternatives} />
            </>
          ) : null}
          {outcome?.outcome === "campaignUsedUp" ? (
            <ErrorNotice>{t("booking.outcome.campaignUsedUp")}</ErrorNotice>
          ) : null}
          {outcome?.outcome === "quoteFailed" ? <ErrorNotice>{t("booking.outcome.generic")}</ErrorNotice> : null}
          {outcome?.outcome === "refused" ? <ErrorNotice>{t("booking.outcome.refused")}</ErrorNotice> : null}
          {"model" in d ? (
            <PaymentStep
              model={d.model}
              quote={view.quote}
              driverName={view.driverName}
              driverEmail={view.driverEmail}
              failedAttempt={view.failedAttempt}
              payment={view.payment}
              backHref={back(3)}
            />
          ) : null}
        </>
      ) : null}
    </main>
  );
}
