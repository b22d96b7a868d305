import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  data,
  isRouteErrorResponse,
  redirect,
  useLocation,
  useRouteLoaderData,
  type ShouldRevalidateFunction,
} from "react-router";
import { useMemo } from "react";
import { parse as parseCookies } from "cookie";
import type { Route } from "./+types/root";
import { ErrorScreen } from "./components/error-screen-lazy.tsx";
import { useDocumentData } from "./components/static-part.tsx";
import { useRootData } from "./components/use-root-data.ts";
import { LoadingBar } from "./components/loading-bar.tsx";
import { StaleDeployGuard } from "./components/stale-deploy-guard.tsx";
import { APP_PROMPT_COOKIE, appPromptPlatform } from "./features/app-prompt/platform.ts";
import { ConsentFirst, SiteBanners } from "./features/consent/consent-parts.tsx";
import { CONSENT_COOKIE, consentChoiceView, parseConsent } from "./features/consent/consent.ts";
import { Island, useIslandRenderer, type IslandRenderer } from "./islands/island.tsx";
import { ISLANDS_DATA_ID, type IslandsData } from "./islands/islands-data.ts";
import { jsonLdHtml } from "./components/static-part.tsx";
import { parseTheme, themeCookie, themeScript } from "./features/layout/theme.ts";
import { canonicalPath } from "./features/seo/canonical-path.ts";
import { useThemeSync } from "./features/layout/theme-switcher.tsx";
import { mergeParts, omitParts, pickAreas, type PageMessages } from "./i18n/areas.ts";
import { pageMessageAreas, pageOmittedMessageParts, pageStaticMessageParts } from "./i18n/areas.server.ts";
import { langFromPath, locales, stripLang, type Lang } from "./i18n/config.ts";
import { I18nProvider } from "./i18n/react.tsx";
import { catalogs } from "./i18n/translate.server.ts";
import { getRequestContext } from "./server/http/request-context.server.ts";
import { FLOW_PARAMS } from "./shared/booking/booking-query.ts";
import { memberCookieKind } from "./shared/members/member-hint.ts";
import { isStateChanging, submittedXsrfToken, tokensMatch } from "./server/security/xsrf.server.ts";
import type { RootData } from "./root-data.ts";
import "./app.css";

// Only the bank's callbacks are exempt: their ver3 hash proves where they came from.
const XSRF_EXEMPT = new Set([
  "/odemecallback",
  "/en/odemecallback",
  // The bank's answer to a deposit's 3-D page (decision 0088).
  "/yonetim/depozito-donus",
  "/en/yonetim/depozito-donus",
  // ... and to the customer's own deposit page (the e-mailed link).
  "/depozito-donus",
  "/en/depozito-donus",
]);

export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context }) => {
    if (!isStateChanging(request.method)) return;
    const url = new URL(request.url);
    const path = url.pathname.replace(/\.data$/, "");
    if (XSRF_EXEMPT.has(path)) return;
    const { xsrfToken, log } = getRequestContext(context);
    const cookieToken = parseCookies(request.headers.get("cookie") ?? "")["XSRF-TOKEN"];
    const given = await submittedXsrfToken(request);
    // Cacheable pages carry no token (docs/decisions/0010): a token-less post must prove it is same-origin.
    if (!given && isSameOrigin(request, url)) return;
    if (!cookieToken || !tokensMatch(cookieToken, given) || cookieToken !== xsrfToken) {
      log.warn({ path }, "state-changing request refused: XSRF token missing or wrong");
      throw data({ reason: "xsrf" }, { status: 403 });
    }
  },
];

/** The browser says the request came from our own pages (Fetch Metadata, else the Origin header). */
function isSameOrigin(request: Request, url: URL): boolean {
  const site = request.headers.get("sec-fetch-site");
  if (site) return site === "same-origin";
  const origin = request.headers.get("origin");
  return origin !== null && origin === url.origin;
}

export async function loader({ request, context, url }: Route.LoaderArgs): Promise<RootData> {
  // One address per page: /SSS and /sss/ are /sss (docs/decisions/0028).
  const canonical = canonicalPath(url.pathname);
  if (canonical) throw redirect(`${canonical}${url.search}`, 301);
  const { services, nonce, xsrfToken, requestId, documentData } = getRequestContext(context);
  const { env } = services;
  const lang = langFromPath(url.pathname);
  const cookies = parseCookies(request.headers.get("cookie") ?? "");
  // Only the message areas this page's routes declare (docs/decisions/0015); "all" by default.
  // The booking page's results carry only their own texts (decision 0114).
  const messageAreas = await pageMessageAreas(url.pathname, url.searchParams);
  let messages = pickAreas(catalogs[lang], messageAreas);
  // What the page itself never shows of its layouts' areas stays out of its data (decision 0152).
  const omitted = await pageOmittedMessageParts(url.pathname, url.searchParams);
  if (omitted.length) messages = omitParts(messages, omitted);
  // The app prompt's texts only where the prompt shows (a phone that has not dismissed it; 0161).
  const appPrompt = cookies[APP_PROMPT_COOKIE] ? null : appPromptPlatform(request.headers.get("user-agent"));
  if (!appPrompt) messages = omitParts(messages, ["consent.appPrompt"]);
  // The texts only static parts use go to the server's render on a document (decision 0059, "stop 24").
  const staticParts = await pageStaticMessageParts(url.pathname, url.searchParams);
  const keptTexts = Boolean(documentData && staticParts.length);
  if (documentData && keptTexts) {
    documentData.set("staticMessages", pickAreas(catalogs[lang], staticParts));
    messages = omitParts(messages, staticParts);
  }
  return {
    lang,
    messages,
    /** The static parts' texts stayed on the server: the next navigation fetches the root's data again. */
    keptTexts,
    theme: parseTheme(cookies[themeCookie]),
    consent: consentChoiceView(parseConsent(cookies[CONSENT_COOKIE])),
    backOffice: stripLang(url.pathname) === "/yonetim" || stripLang(url.pathname).startsWith("/yonetim/"),
    appPrompt,
    // Only a hint for the header's link, from the cookies alone (the page cache keys by the same,
    // decision 0146); member pages check the session itself.
    signedIn: memberCookieKind(cookies) !== "",
    nonce,
    xsrfToken,
    requestId,
    buildVersion: services.buildVersion,
    site: {
      appName: env.APP_NAME,
      publicUrl: env.PUBLIC_URL,
      lang,
      iosAppId: env.IOS_APP_ID,
      iosAppUrl: env.IOS_APP_URL,
      androidAppUrl: env.ANDROID_APP_URL,
    },
  };
}

/**
 * Whether this document's root data left out the static parts' texts (set as it hydrates): a
 * client navigation on the same path (a fleet filter) re-renders the static parts from data, and
 * needs them.
 */
let textsKeptOnServer = false;

/** Root data (catalog, cookies) again after posts and on every other path (a language switch is one). */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) =>
  Boolean(formMethod && formMethod !== "GET" && defaultShouldRevalidate) ||
  // Each page has its own message areas (even "all" leaves out the opt-in ones): fetched again per path.
  currentUrl.pathname !== nextUrl.pathname ||
  // The booking page's results carry fewer texts than its later steps (decision 0114).
  currentUrl.searchParams.get(FLOW_PARAMS.step) !== nextUrl.searchParams.get(FLOW_PARAMS.step) ||
  textsKeptOnServer;

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRootData();
  const location = useLocation();
  const lang: Lang = root?.lang ?? langFromPath(location.pathname);
  const theme = root?.theme ?? "system";
  const islands = useIslandRenderer();
  return (
    <html lang={lang} className={theme === "dark" ? "dark" : undefined} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#000000" />
        <meta name="color-scheme" content="light dark" />
        <meta name="format-detection" content="telephone=no" />
        <script nonce={root?.nonce} dangerouslySetInnerHTML={{ __html: themeScript(theme) }} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />
        <link rel="manifest" href="/manifest.webmanifest" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-dvh bg-white text-slate-900 antialiased dark:bg-slate-950 dark:text-slate-100">
        {children}
        {islands ? (
          <IslandScripts islands={islands} nonce={root?.nonce} />
        ) : (
          <>
            <ScrollRestoration nonce={root?.nonce} />
            <Scripts nonce={root?.nonce} />
          </>
        )}
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  useThemeSync(loaderData.theme);
  textsKeptOnServer = loaderData.keptTexts;
  // On the server, the static parts' texts the loader kept out of the data (none in the browser).
  const staticMessages = useDocumentData<PageMessages>("staticMessages", undefined);
  const messages = useMemo(
    () => (staticMessages ? mergeParts(loaderData.messages, staticMessages) : loaderData.messages),
    [loaderData.messages, staticMessages],
  );
  return (
    <I18nProvider lang={loaderData.lang} messages={messages}>
      <Island name="consent">
        <ConsentFirst />
      </Island>
      <LoadingBar />
      <StaleDeployGuard serverVersion={loaderData.buildVersion} />
      <Outlet />
      <Island name="app-prompt">
        <SiteBanners />
      </Island>
    </I18nProvider>
  );
}

/**
 * A page in islands mode (docs/decisions/0063): instead of React Router's client and its data
 * stream, the data the islands read and the islands script.
 */
function IslandScripts({ islands, nonce }: { islands: IslandRenderer; nonce: string | undefined }) {
  const root = useRootData();
  const site = useRouteLoaderData("routes/layouts/site");
  if (!root) return null;
  const data: IslandsData = {
    lang: root.lang,
    messages: root.messages,
    routes: {
      root: {
        lang: root.lang,
        theme: root.theme,
        consent: root.consent,
        appPrompt: root.appPrompt,
        signedIn: root.signedIn,
        xsrfToken: root.xsrfToken,
        site: root.site,
      },
      "routes/layouts/site": site,
    },
  };
  return (
    <>
      <script type="application/json" id={ISLANDS_DATA_ID} nonce={nonce} dangerouslySetInnerHTML={jsonLdHtml(data)} />
      {islands.script.preload.map((href) => (
        <link key={href} rel="modulepreload" href={href} nonce={nonce} />
      ))}
      <script type="module" src={islands.script.src} nonce={nonce} />
    </>
  );
}

/** Last resort, when even the root failed: the error screen without the site chrome. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const location = useLocation();
  const lang = langFromPath(location.pathname);
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return <ErrorScreen status={status} lang={lang} path={location.pathname} locale={locales[lang]} />;
}
