// Route-level server code shared by the public form pages (contact, fleet request, jobs,
// cancellation): the loader draws a security code (and the form's lists), the action hands the
// post to the form's service and answers with its reply. See docs/decisions/0031.
import { data, type RouterContextProvider } from "react-router";
import type { PageContext } from "#app/server/page.server.ts";
import { pageContext } from "./page-context.server.ts";
import { countryList } from "#app/shared/countries.ts";
import { type FormRequest, formPage, formRequestOf, securityCode } from "#app/server/services/forms.server.ts";

type RouteArgs = { request: Request; context: Readonly<RouterContextProvider> };
type PageKey = "contact" | "fleetRequest" | "jobs" | "cancellation";

/** Form pages are never indexed: each carries a one-time security code. */
function formMeta(ctx: PageContext, key: PageKey) {
  return { title: ctx.t(`pages.${key}.title`), description: ctx.t(`pages.${key}.description`), noindex: true };
}

/** A form page with its choices (departments, cities), a security code and the country list. */
export async function publicFormLoader(
  { request, context }: RouteArgs,
  key: PageKey,
  kind: Parameters<typeof formPage>[1],
) {
  const ctx = pageContext(request, context);
  const page = await formPage(formRequestOf(ctx), kind);
  return { meta: formMeta(ctx, key), page, countries: countryList(ctx.lang) };
}

/** A form page that needs only a security code. */
export async function securityCodeLoader({ request, context }: RouteArgs, key: PageKey) {
  const ctx = pageContext(request, context);
  const page = await securityCode(formRequestOf(ctx));
  return { meta: formMeta(ctx, key), captcha: page.captcha, stamp: page.stamp };
}

type Reply<D> = { status: number; data: D; headers?: Record<string, string> };

/** Reads the post, hands it to the form's service and answers with the service's reply and status. */
export async function publicFormAction<D>(
  { request, context }: RouteArgs,
  submit: (req: FormRequest, formData: FormData, ctx: PageContext) => Promise<Reply<D>>,
) {
  const ctx = pageContext(request, context);
  const outcome = await submit(formRequestOf(ctx), await request.formData(), ctx);
  return data(outcome.data, { status: outcome.status, ...(outcome.headers ? { headers: outcome.headers } : {}) });
}
