// Errors Express meets before React Router runs (a malformed URL, an oversized body): the spec's
// error screen as plain HTML in the path's language. Details go to the log, never to the page.
import { enErrors, trErrors } from "#app/i18n/messages/errors.ts";
import { enRequestErrors, trRequestErrors } from "#app/i18n/messages/request-errors.ts";
import { langFromPath, localizePath } from "#app/i18n/config.ts";
import { escapeHtml } from "#app/shared/html/html.ts";

export function plainErrorPage(options: {
  status: number;
  path: string;
  requestId: string;
  appName: string;
  /** A too-large body: the CV upload's message names its 5 MB limit; other forms get a general one. */
  upload?: boolean;
  /** The refusal is about the request body (unreadable form data); otherwise a 400 (a malformed URL) is the generic error. */
  body?: boolean;
}): string {
  // "/en.data" is the data request of "/en" (React Router's client navigation).
  const lang = langFromPath((options.path.split("?")[0] ?? "/").replace(/\.data$/, ""));
  const m = lang === "tr" ? { ...trErrors, ...trRequestErrors } : { ...enErrors, ...enRequestErrors };
  const [title, message] =
    options.status === 404
      ? [m.notFoundTitle, m.notFoundMessage]
      : options.status === 429
        ? [m.tooManyTitle, m.tooManyMessage]
        : options.status === 413 || options.status === 411
          ? options.upload
            ? [m.tooLargeTitle, m.tooLargeMessage]
            : [m.formTooLargeTitle, m.formTooLargeMessage]
          : (options.status === 400 || options.status === 415) && options.body
            ? [m.badRequestTitle, m.badRequestMessage]
            : [m.genericTitle, m.genericMessage];
  return `<!DOCTYPE html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="#000000">
<title>${escapeHtml(title)} - ${escapeHtml(options.appName)}</title>
<style>body{font-family:system-ui,sans-serif;margin:0;min-height:100vh;display:grid;place-items:center;text-align:center;color:#0f172a;background:#fff}main{padding:2rem;max-width:36rem}.code{font-size:6rem;font-weight:900;color:#c2410c;margin:0}a{display:inline-block;margin-top:2rem;background:#c2410c;color:#fff;padding:.75rem 1.25rem;border-radius:.5rem;font-weight:600;text-decoration:none}small{display:block;margin-top:1rem;color:#475569}</style>
</head>
<body>
<main>
<p class="code" aria-hidden="true">${options.status}</p>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(message)}</p>
<small>${escapeHtml(m.reference.replace("{{id}}", options.requestId))}</small>
<a href="${localizePath("/", lang)}">${escapeHtml(m.homeButton)}</a>
</main>
</body>
</html>`;
}
