// The root's banners and the footer's cookie link as parts that read the page's data themselves,
// so a page in islands mode hydrates each on its own (docs/decisions/0063).
import { useLocation } from "react-router";
import { useRootData } from "#app/components/use-root-data.ts";
import { AppPrompt } from "#app/features/app-prompt/app-prompt.tsx";
import { ConsentBanner, ConsentPreferencesLink } from "./consent-banner.tsx";
import { CONSENT_OPEN_PARAM } from "./consent.ts";

function usePreferencesOpen(): boolean {
  return new URLSearchParams(useLocation().search).has(CONSENT_OPEN_PARAM);
}

/** Cookie consent until the visitor chooses: first in the document, so the keyboard reaches it early. */
export function ConsentFirst() {
  const root = useRootData();
  const openPreferences = usePreferencesOpen();
  // Staff accept the back office's own (necessary-only) cookies once, with their account; the
  // public banner never covers a back-office screen.
  if (root?.backOffice) return null;
  return <ConsentBanner consent={root?.consent ?? null} openPreferences={openPreferences} />;
}

/** After the cookie choice, the phone app prompt (never both at once). */
export function SiteBanners() {
  const root = useRootData();
  const openPreferences = usePreferencesOpen();
  if (!root || root.backOffice) return null;
  const consentPending = root.consent === null || openPreferences;
  const storeUrl = root.appPrompt === "ios" ? root.site.iosAppUrl : root.site.androidAppUrl;
  return !consentPending && root.appPrompt ? <AppPrompt platform={root.appPrompt} storeUrl={storeUrl} /> : null;
}

/** The footer's "Cookie Preferences" link (opens the banner's dialog when scripts run). */
export function FooterCookieLink() {
  return <ConsentPreferencesLink className="text-sm text-slate-300 hover:text-white hover:underline" />;
}
