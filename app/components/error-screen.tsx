import { isRouteErrorResponse, useLocation, useRouteError } from "react-router";
import { enErrors, trErrors, type ErrorMessages } from "#app/i18n/messages/errors.ts";
import { langFromPath, localizePath, type Lang } from "#app/i18n/config.ts";
import { useRootData } from "./use-root-data.ts";

const catalogs: Record<Lang, ErrorMessages> = { tr: trErrors, en: enErrors };

/** The `reason` a loader threw with `data({ reason }, { status })`, if any. */
function useErrorReason(): string | undefined {
  const error = useRouteError();
  if (!isRouteErrorResponse(error)) return undefined;
  const body: unknown = error.data;
  return typeof body === "object" && body !== null && "reason" in body && typeof body.reason === "string"
    ? body.reason
    : undefined;
}

/** The spec's error screen: large status code, heading, sub-message, a home button. */
export function ErrorScreen({
  status,
  lang,
  path,
  requestId,
}: {
  status: number;
  lang: Lang;
  path?: string;
  requestId?: string | undefined;
  locale?: string;
}) {
  const m = catalogs[lang];
  const reason = useErrorReason();
  const site = useRootData()?.site;
  const appName = site?.appName ?? "Yolda";
  const [title, message] =
    status === 404
      ? [m.notFoundTitle, m.notFoundMessage]
      : status === 401
        ? [m.unauthorizedTitle, m.unauthorizedMessage]
        : status === 403
          ? [m.forbiddenTitle, m.forbiddenMessage]
          : status === 429
            ? [m.tooManyTitle, m.tooManyMessage]
            : [m.genericTitle, m.genericMessage];
  return (
    <main id="main" className="container-page flex min-h-[60vh] flex-col items-center justify-center py-16 text-center">
      {/* Error boundaries render no route meta, so the screen names the document itself (React hoists it). */}
      <title>{`${title} - ${appName}`}</title>
      <meta name="description" content={message} />
      {/* A shared link to a missing page still gets a card (Open Graph). */}
      <meta property="og:site_name" content={appName} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={message} />
      <meta property="og:type" content="website" />
      {site ? <meta property="og:image" content={new URL("/images/og-default.png", site.publicUrl).href} /> : null}
      <meta property="og:locale" content={lang === "tr" ? "tr_TR" : "en_GB"} />
      <p
        className="text-8xl font-black tracking-tight text-brand-700 sm:text-9xl dark:text-brand-400"
        aria-hidden="true"
      >
        {status}
      </p>
      <h1 className="mt-4 text-2xl font-bold sm:text-3xl">{title}</h1>
      {status === 404 && reason === "location" ? (
        <p className="mt-3 text-xl font-semibold text-brand-800 dark:text-brand-300">{m.locationNotFound}</p>
      ) : null}
      <p className="mt-3 max-w-xl text-slate-700 dark:text-slate-300">{message}</p>
      {status === 404 && path ? (
        <p className="mt-2 text-sm break-all text-slate-600 dark:text-slate-400">
          {m.notFoundPath.replace("{{path}}", path)}
        </p>
      ) : null}
      {requestId ? (
        <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">{m.reference.replace("{{id}}", requestId)}</p>
      ) : null}
      <a href={localizePath("/", lang)} className="btn-primary mt-8">
        {m.homeButton}
      </a>
    </main>
  );
}

/**
 * A layout's error boundary body: the thrown status (500 for anything else) on the error screen in
 * the language of the path, with the request id for a server error. Each layout wraps it in its chrome.
 */
export function RouteErrorScreen() {
  const root = useRootData();
  const error = useRouteError();
  const location = useLocation();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <ErrorScreen
      status={status}
      lang={langFromPath(location.pathname)}
      path={location.pathname}
      requestId={status >= 500 ? root?.requestId : undefined}
    />
  );
}
