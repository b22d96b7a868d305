import { type ShouldRevalidateFunction, data, redirect } from "react-router";
import { z } from "#app/shared/validation/zod.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import type { Route } from "./+types/pos3d";
import { LocalLink } from "#app/components/localized-link.tsx";
import { formatTl } from "#app/domain/money/money.ts";
import { ContactChannels } from "#app/components/contact-channels.tsx";
import { CardForm } from "#app/features/payment/card-form.tsx";
import { routeMeta } from "#app/features/seo/route-meta.ts";
import { localizePath } from "#app/i18n/config.ts";
import { paymentSetupFor } from "#app/server/payments/payment-setup.server.ts";
import { pageContext } from "./page-context.server.ts";
import { chooseInstalments, instalmentOffer, preparePaymentPage } from "#app/server/services/payments.server.ts";
import { paymentViewerCookie } from "#app/server/services/booking-receipt.server.ts";

// The card form: signed hidden fields for the bank's 3D gate, never a card number on our side.
export async function loader({ request, context }: Route.LoaderArgs) {
  const { t, lang, db, url, services } = pageContext(request, context);
  const paymentId = url.searchParams.get("odeme") ?? "";
  const meta = { title: t("pages.pos3d.title"), description: t("payment.virtualLead"), noindex: true };
  const { gateway } = paymentSetupFor(services.env, db);
  const prepared = paymentId
    ? await preparePaymentPage(db, gateway, paymentId, { publicUrl: services.env.PUBLIC_URL })
    : ({ kind: "notFound" } as const);
  // This browser opened the payment: /payres shows it the payment's details (a shared link does not).
  const headers = new Headers();
  if (prepared.kind !== "notFound") {
    const { SESSION_SECRET, APP_ENV } = services.env;
    const cookieHeader = request.headers.get("cookie");
    headers.append(
      "Set-Cookie",
      paymentViewerCookie(cookieHeader, paymentId, SESSION_SECRET, new Date(), APP_ENV === "production"),
    );
  }
  if (prepared.kind === "settled") {
    throw redirect(`${localizePath("/payres", lang)}?odeme=${encodeURIComponent(prepared.paymentId)}`, {
      status: 303,
      headers,
    });
  }
  // A hosted checkout (PAYMENT_PROVIDER=iyzico): the customer pays on the provider's page.
  if (prepared.kind === "redirect") throw redirect(prepared.url, { status: 303, headers });
  return data({ meta, page: prepared }, { headers });
}

// The instalment options of the typed card's BIN (its first six digits only: decision 0014 keeps
// the rest of the card away from our server), and the choice, which signs the form again.
const instalmentRequest = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("options"), bin: z.string().regex(/^[0-9]{6}$/) }),
  z.object({
    intent: z.literal("choose"),
    bin: z.string().regex(/^[0-9]{6}$/),
    count: z.coerce.number().int().min(1).max(12),
  }),
]);

export async function action({ request, context }: Route.ActionArgs) {
  const { db, url, services } = pageContext(request, context);
  const paymentId = url.searchParams.get("odeme") ?? "";
  const parsed = instalmentRequest.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return data({ kind: "error" as const, reason: "badRequest" as const }, { status: 400 });
  const { gateway } = paymentSetupFor(services.env, db);
  if (parsed.data.intent === "options") {
    const offer = await instalmentOffer(db, gateway, paymentId, parsed.data.bin);
    if (!offer.ok) return data({ kind: "error" as const, reason: offer.reason }, { status: 409 });
    return { kind: "options" as const, bin: parsed.data.bin, options: offer.options };
  }
  const chosen = await chooseInstalments(
    db,
    gateway,
    { paymentId, bin: parsed.data.bin, count: parsed.data.count },
    { publicUrl: services.env.PUBLIC_URL },
  );
  if (!chosen.ok) return data({ kind: "error" as const, reason: chosen.reason }, { status: 409 });
  return {
    kind: "signed" as const,
    instalments: chosen.page.instalments,
    amountKurus: chosen.page.amountKurus,
    fields: chosen.page.form.fields,
  };
}

export type Pos3dAction = Awaited<ReturnType<typeof action>>;

// The instalment requests answer with data for the card form; the signed page stays as it is.
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod ? false : defaultShouldRevalidate;

export function headers() {
  // The signed form is for this visit only.
  return { "Cache-Control": "no-store" };
}

export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function Page({ loaderData }: Route.ComponentProps) {
  const { t, lang } = useTranslation();
  const { page } = loaderData;
  if (page.kind !== "form") {
    return (
      <main id="main" className="container-page py-10">
        <h1 className="text-2xl font-bold">{t("pages.pos3d.title")}</h1>
        <p className="mt-3 max-w-2xl text-lg">
          {page.kind === "expired" ? t("payment.form.expired") : t("payment.noPayment")}
        </p>
        <LocalLink to="/" className="btn-secondary mt-6">
          {t("payment.form.newSearch")}
        </LocalLink>
        <ContactChannels />
      </main>
    );
  }
  return (
    <main id="main" className="container-page max-w-xl py-8">
      <h1 className="text-2xl font-bold">{t("pages.pos3d.title")}</h1>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900">
        <dt className="text-slate-600 dark:text-slate-300">{t("payment.form.reservation")}</dt>
        <dd className="font-semibold" data-testid="reservation-number">
          {page.reservationNumber}
        </dd>
        {page.referenceNumber ? (
          <>
            <dt className="text-slate-600 dark:text-slate-300">{t("payment.form.reference")}</dt>
            <dd className="font-semibold">{page.referenceNumber}</dd>
          </>
        ) : null}
        {page.description ? (
          <>
            <dt className="text-slate-600 dark:text-slate-300">{t("payment.form.description")}</dt>
            <dd>{page.description}</dd>
          </>
        ) : null}
        <dt className="text-slate-600 dark:text-slate-300">{t("payment.form.amount")}</dt>
        <dd className="text-lg font-bold">{formatTl(page.baseAmountKurus, lang)}</dd>
      </dl>
      <h2 className="mt-6 mb-3 text-xl font-semibold">{t("payment.form.heading")}</h2>
      <CardForm
        gateUrl={page.form.gateUrl}
        fields={page.form.fields}
        cardFields={page.form.cardFields}
        driverName={page.driverName}
        amountKurus={page.amountKurus}
        holdExpiresAt={page.holdExpiresAt}
        instalments={
          page.instalmentsOffered
            ? { paymentId: page.paymentId, baseAmountKurus: page.baseAmountKurus, signed: page.instalments }
            : null
        }
      />
    </main>
  );
}
