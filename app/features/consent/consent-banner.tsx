import { lazy, Suspense, useEffect, useId, useRef, useState, type FormEvent, type RefObject } from "react";
import { useFetcher, useLocation } from "react-router";
import { XsrfField } from "#app/components/xsrf-field.tsx";
import { LocalLink } from "#app/components/localized-link.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import { CONSENT_ACTION, CONSENT_OPEN_PARAM, type ConsentChoiceView } from "./consent.ts";
import { choiceButton, useBackPath } from "./consent-ui.ts";

// The preferences dialog loads when first opened, and the form inside the banner (the no-JavaScript
// path, ?cerez-tercihleri) only on that page: most visitors answer the banner directly, and the home
// page's script budget (decision 0015) has no room for what nobody opened (decision 0059). The server
// sends the page whole (entry.server.tsx), so the no-JavaScript page holds the form in place.
const ConsentDialog = lazy(() => import("./consent-dialog.tsx"));
const PreferencesForm = lazy(() => import("./consent-preferences.tsx"));

// Set while the banner is mounted: the footer link opens the dialog instead of reloading the page.
let openDialog: (() => void) | null = null;

/** The page's own address plus the flag that opens the preferences (the no-JavaScript path). */
function useOpenHref(): string {
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  params.set(CONSENT_OPEN_PARAM, "");
  return `${location.pathname}?${params.toString().replace(/=(?=&|$)/g, "")}`;
}

/** Sends the form through a fetcher when scripts run (no reload); plain POST otherwise. */
function useConsentSubmit() {
  const fetcher = useFetcher<{ ok: boolean }>({ key: "consent" });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const body = new FormData(event.currentTarget);
    if (submitter?.name) body.set(submitter.name, submitter.value);
    body.delete("redirectTo");
    void fetcher.submit(body, { method: "post", action: CONSENT_ACTION });
  };
  return { fetcher, onSubmit };
}

/** The footer's "Cookie Preferences" link. */
export function ConsentPreferencesLink({ className }: { className?: string }) {
  const { t } = useTranslation();
  const href = useOpenHref();
  return (
    <a
      href={href}
      className={className}
      onClick={(event) => {
        if (!openDialog) return;
        event.preventDefault();
        openDialog();
      }}
    >
      {t("footer.cookieSettings")}
    </a>
  );
}

/**
 * Keeps what the banner covers reachable: its height, as --consent-banner-h on <html>, becomes the
 * page's scroll-padding-bottom (a focused element scrolls above the banner) and the body's
 * padding-bottom (the end of the page scrolls clear of it); app.css has a guess for no JavaScript.
 */
function useBannerSpace(ref: RefObject<HTMLElement | null>, shown: boolean, minimised: boolean) {
  useEffect(() => {
    const root = document.documentElement;
    const element = ref.current;
    if (!shown || !element) {
      root.style.removeProperty("--consent-banner-h");
      return;
    }
    // From the banner's top edge to the bottom of the viewport (the folded button floats above it).
    const measure = () =>
      root.style.setProperty(
        "--consent-banner-h",
        `${Math.max(0, Math.ceil(window.innerHeight - element.getBoundingClientRect().top))}px`,
      );
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    window.addEventListener("resize", measure);
    return () => {
      observer.disconnect();
      window.removeEventListener("resize", measure);
      root.style.removeProperty("--consent-banner-h");
    };
  }, [ref, shown, minimised]);
}

/**
 * KVKK cookie consent: a banner (not a blocking modal) until the visitor chooses, with "Accept all"
 * and "Reject" equally prominent; "Preferences" opens a dialog (or, without JavaScript, the same
 * form inside the banner via ?cerez-tercihleri). Fixed to the bottom of the viewport but first in
 * the document, so the keyboard reaches it first; it never hides the focused element (its height is
 * the page's scroll padding) and Escape folds it into a small button (WCAG 2.2 SC 2.4.11).
 */
export function ConsentBanner({
  consent,
  openPreferences,
}: {
  consent: ConsentChoiceView | null;
  openPreferences: boolean;
}) {
  const { t } = useTranslation();
  const back = useBackPath();
  const openHref = useOpenHref();
  const titleId = useId();
  const { fetcher, onSubmit } = useConsentSubmit();
  // The dialog renders its content only while open, so each opening re-reads the saved choice into
  // the switches and the focus lands on its close button (decision 0028).
  const [dialogOpen, setDialogOpen] = useState(false);
  // Once loaded the dialog stays mounted, so closing it (even by a saved choice) hands the focus back.
  const [dialogWanted, setDialogWanted] = useState(false);

  useEffect(() => {
    openDialog = () => {
      setDialogWanted(true);
      setDialogOpen(true);
    };
    return () => {
      openDialog = null;
    };
  }, []);

  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.ok) setDialogOpen(false);
  }, [fetcher.state, fetcher.data]);

  const choosing = fetcher.state !== "idle";
  const showBanner = (consent === null || openPreferences) && !choosing && !fetcher.data?.ok;
  const sectionRef = useRef<HTMLElement>(null);
  const expandRef = useRef<HTMLButtonElement>(null);
  const [minimised, setMinimised] = useState(false);
  useBannerSpace(sectionRef, showBanner, minimised);

  // Escape folds the banner into one small button (not a choice: it comes back on the next page).
  useEffect(() => {
    if (!showBanner || minimised) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || event.defaultPrevented || document.querySelector("dialog[open]")) return;
      const hadFocus = sectionRef.current?.contains(document.activeElement) ?? false;
      setMinimised(true);
      if (hadFocus) requestAnimationFrame(() => expandRef.current?.focus());
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [showBanner, minimised]);

  return (
    <>
      {showBanner && minimised ? (
        <section
          ref={sectionRef}
          aria-label={t("consent.banner.label")}
          data-consent-banner=""
          className="fixed right-4 bottom-4 z-40"
        >
          <button
            ref={expandRef}
            type="button"
            aria-expanded="false"
            onClick={() => setMinimised(false)}
            className={`${choiceButton} shadow-lg sm:w-auto`}
          >
            {t("consent.banner.expand")}
          </button>
        </section>
      ) : showBanner ? (
        <section
          ref={sectionRef}
          aria-labelledby={titleId}
          data-testid="consent-banner"
          data-consent-banner=""
          className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white/95 shadow-[0_-8px_24px_rgba(15,23,42,0.12)] backdrop-blur dark:border-slate-700 dark:bg-slate-900/95"
        >
          <div className="container-page max-h-[70dvh] overflow-y-auto py-4">
            <h2 id={titleId} className="text-base font-bold">
              {t("consent.banner.title")}
            </h2>
            <p className="mt-1 max-w-4xl text-sm text-slate-700 dark:text-slate-300">
              {t("consent.banner.text")}{" "}
              <LocalLink to="/Metin-Cerez-Politikasi" className="font-semibold underline underline-offset-2">
                {t("consent.banner.policy")}
              </LocalLink>
            </p>
            {openPreferences ? (
              <div className="mt-4 max-w-2xl">
                <Suspense fallback={null}>
                  <PreferencesForm consent={consent} onSubmit={onSubmit} />
                </Suspense>
              </div>
            ) : (
              <form
                method="post"
                action={CONSENT_ACTION}
                onSubmit={onSubmit}
                className="mt-3 grid grid-cols-2 items-center gap-3 sm:flex"
              >
                <XsrfField />
                <input type="hidden" name="redirectTo" value={back} />
                <button type="submit" name="choice" value="all" className={choiceButton}>
                  {t("consent.banner.acceptAll")}
                </button>
                <button type="submit" name="choice" value="none" className={choiceButton}>
                  {t("consent.banner.reject")}
                </button>
                <a
                  href={openHref}
                  className="col-span-2 inline-flex min-h-11 items-center justify-center rounded-lg px-3 py-2.5 font-semibold text-slate-900 underline underline-offset-2 hover:bg-slate-100 dark:text-slate-100 dark:hover:bg-slate-800"
                  onClick={(event) => {
                    event.preventDefault();
                    openDialog?.();
                  }}
                >
                  {t("consent.banner.preferences")}
                </a>
              </form>
            )}
          </div>
        </section>
      ) : null}
      {dialogWanted ? (
        <Suspense fallback={null}>
          <ConsentDialog open={dialogOpen} consent={consent} onSubmit={onSubmit} onClose={() => setDialogOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
