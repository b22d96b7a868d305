import { data, Form, redirect } from "react-router";
import { useTranslation } from "#app/i18n/react.tsx";
import type { Route } from "./+types/virtual-payment";
import { LocalLink } from "#app/components/localized-link.tsx";
import { XsrfField } from "#app/components/xsrf-field.tsx";
import { formatTl } from "#app/domain/money/money.ts";
import { ContactChannels } from "#app/components/contact-channels.tsx";
import { routeMeta } from "#app/features/seo/route-meta.ts";
import { localizePath } from "#app/i18n/config.ts";
import { pageContext } from "./page-context.server.ts";
import {
  countReferenceAttempt,
  lookupPaymentReference,
  startReferencePayment,
} from "#app/server/services/payment-references.server.ts";

// Paying an amount the office issued a reference for: look it up, see what it is for, pay by card.
export async function loader({ request, context }: Route.LoaderArgs) {
  const { t, db, url, services, clientIp } = pageContext(request, context);
  const ref = (url.searchParams.get("ref") ?? "").slice(0, 40);
  const meta = { title: t("pages.virtualPayment.title"), description: t("payment.virtualLead"), noindex: true };
  const limited = ref ? await countReferenceAttempt(db, services.env, { ip: clientIp }) : null;
  if (limited) {
    const retryMinutes = Math.ceil(limited.retryAfterSeconds / 60);
    return data(
      { meta, ref, reference: null, retryMinutes },
      { status: 429, headers: { "Retry-After": String(limited.retryAfterSeconds) } },
    );
  }
  const reference = ref ? await lookupPaymentReference(db, ref) : null;
  return { meta, ref, reference, retryMinutes: 0 };
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  const retryAfter = loaderHeaders.get("Retry-After");
  return { "Cache-Control": "no-store", ...(retryAfter ? { "Retry-After": retryAfter } : {}) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db, services, lang, clientIp } = pageContext(request, context);
  const form = await request.formData();
  const ref = String(form.get("ref") ?? "").slice(0, 40);
  const limited = await countReferenceAttempt(db, services.env, { ip: clientIp });
  if (limited) return redirect(`${localizePath("/sanal-odeme", lang)}?ref=${encodeURIComponent(ref)}`, 303);
  const started = await startReferencePayment(db, { referenceNumber: ref, lang, ip: clientIp });
  if (!started.ok) {
    return redirect(`${localizePath("/sanal-odeme", lang)}?ref=${encodeURIComponent(ref)}`, 303);
  }
  return redirect(`${localizePath("/pos3d", lang)}?odeme=${encodeURIComponent(started.paymentId)}`, 303);
}

export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function Page({ loaderData }: Route.ComponentProps) {
  const { t, lang } = useTranslation();
  const { ref, reference, retryMinutes } = loaderData;
  return (
    <main id="main" className="container-page max-w-xl py-10">
      <h1 className="text-2xl font-bold">{t("pages.virtualPayment.title")}</h1>
      <p className="mt-3 text-lg">{t("payment.virtualLead")}</p>
      <Form method="get" className="mt-6 flex flex-wrap items-end gap-3" reloadDocument>
        <div className="grow">
          <label htmlFor="ref" className="block font-medium">
            {t("payment.virtual.referenceLabel")}
          </label>
          <input
            id="ref"
            name="ref"
            defaultValue={ref}
            required
            autoComplete="off"
            aria-describedby="ref-hint"
            className="mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base uppercase text-slate-900 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100"
          />
          <p id="ref-hint" className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            {t("payment.virtual.referenceHint")}
          </p>
        </div>
        <button type="submit" className="btn-secondary mb-6">
          {t("payment.virtual.find")}
        </button>
      </Form>
      {retryMinutes > 0 ? (
        <p role="alert" className="mt-2 font-medium text-red-700 dark:text-red-400">
          {t("payment.virtual.tooMany", { count: retryMinutes })}
        </p>
      ) : ref && !reference ? (
        <p role="alert" className="mt-2 font-medium text-red-700 dark:text-red-400">
          {t("payment.virtual.notFound")}
        </p>
      ) : null}
      {reference ? (
        <section
          aria-labelledby="reference-details"
          className="mt-4 rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
        >
          <h2 id="reference-details" className="text-lg font-semibold">
            {t("payment.virtual.details")}
          </h2>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            <dt className="text-slate-600 dark:text-slate-300">{t("payment.virtual.reservation")}</dt>
            <dd className="font-semibold">{reference.reservationNumber}</dd>
            <dt className="text-slate-600 dark:text-slate-300">{t("payment.virtual.description")}</dt>
            <dd>{reference.description}</dd>
            <dt className="text-slate-600 dark:text-slate-300">{t("payment.virtual.amount")}</dt>
            <dd className="text-lg font-bold">{formatTl(reference.amountKurus, lang)}</dd>
          </dl>
          {reference.state === "open" ? (
            <Form method="post" className="mt-4" reloadDocument>
              <XsrfField />
              <input type="hidden" name="ref" value={reference.number} />
              <button type="submit" className="btn-primary">
                {t("payment.virtual.pay")}
              </button>
            </Form>
          ) : (
            <p role="status" className="mt-3 font-medium">
              {reference.state === "paid"
                ? t("payment.virtual.paid")
                : reference.state === "settled"
                  ? t("payment.virtual.settled")
                  : t("payment.virtual.expired")}
            </p>
          )}
        </section>
      ) : null}
      <LocalLink to="/" className="btn-secondary mt-6">
        {t("nav.home")}
      </LocalLink>
      <ContactChannels />
    </main>
  );
}
