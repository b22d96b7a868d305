// /depozito?no=&e=&s=: the card deposit by the link the desk e-mailed (issue 27 item 4): the
// customer pre-authorises the deposit by 3-D Secure on their own device. The signed link names the
// rental; the card goes straight to the bank (the same form as /pos3d), and the bank's answer comes
// back to /depozito-donus, which sends the customer here again with the outcome.
import { useTranslation } from "#app/i18n/react.tsx";
import type { Route } from "./+types/deposit-link";
import { ContactChannels } from "#app/components/contact-channels.tsx";
import { formatTl } from "#app/domain/money/money.ts";
import { CardForm } from "#app/features/payment/card-form.tsx";
import { routeMeta } from "#app/features/seo/route-meta.ts";
import { paymentSetupFor } from "#app/server/payments/payment-setup.server.ts";
import { customerDepositPage } from "#app/server/services/desk/deposit-link.server.ts";
import { pageContext } from "./page-context.server.ts";
import { getRequestContext } from "#app/server/http/request-context.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { t, lang, db, url, services } = pageContext(request, context);
  const { clientIp } = getRequestContext(context);
  const { gateway } = paymentSetupFor(services.env, db);
  const page = await customerDepositPage(db, gateway, url.searchParams, {
    secret: services.env.SESSION_SECRET,
    publicUrl: services.env.PUBLIC_URL,
    lang,
    ip: clientIp,
    now: new Date(),
  });
  const outcome = url.searchParams.get("sonuc");
  return {
    meta: { title: t("payment.deposit.title"), description: t("payment.deposit.description"), noindex: true },
    page,
    outcome: outcome === "onay" ? ("held" as const) : outcome === "red" ? ("refused" as const) : null,
  };
}

export function headers() {
  // The signed form is for this visit only.
  return { "Cache-Control": "no-store" };
}

export const meta: Route.MetaFunction = (args) => routeMeta(args);

const box = "mt-4 rounded-lg border p-4";
const good = `${box} border-green-300 bg-green-50 text-green-950 dark:border-green-800 dark:bg-green-950 dark:text-green-50`;
const bad = `${box} border-red-300 bg-red-50 text-red-950 dark:border-red-800 dark:bg-red-950 dark:text-red-50`;

export default function Page({ loaderData }: Route.ComponentProps) {
  const { t, lang } = useTranslation();
  const { page, outcome } = loaderData;
  if (page.kind === "invalid") {
    return (
      <main id="main" className="container-page max-w-xl py-10">
        <h1 className="text-2xl font-bold">{t("payment.deposit.title")}</h1>
        <p className="mt-3 text-lg">{t("payment.deposit.invalid")}</p>
        <ContactChannels />
      </main>
    );
  }
  const amount = formatTl(page.amountKurus, lang);
  return (
    <main id="main" className="container-page max-w-xl py-8">
      <h1 className="text-2xl font-bold">{t("payment.deposit.title")}</h1>
      <div role="status" data-testid="deposit-outcome">
        {page.kind === "done" ? (
          <p className={page.held ? good : box}>{page.held ? t("payment.deposit.held") : t("payment.deposit.done")}</p>
        ) : outcome === "refused" ? (
          <p className={bad}>{t("payment.deposit.refused")}</p>
        ) : null}
      </div>
      <p className="mt-4">{t("payment.deposit.lead", { number: page.number })}</p>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900">
        <dt className="text-slate-600 dark:text-slate-300">{t("payment.deposit.reservation")}</dt>
        <dd className="font-semibold" data-testid="reservation-number">
          {page.number}
        </dd>
        <dt className="text-slate-600 dark:text-slate-300">{t("payment.deposit.amount")}</dt>
        <dd className="text-lg font-bold">{amount}</dd>
      </dl>
      {page.kind === "form" ? (
        <>
          {page.error && outcome !== "refused" ? (
            <p className="mt-3 text-sm">{t("payment.deposit.lastError", { message: page.error })}</p>
          ) : null}
          <h2 className="mt-6 mb-3 text-xl font-semibold">{t("payment.deposit.heading")}</h2>
          <CardForm
            gateUrl={page.gateUrl}
            fields={page.fields}
            cardFields={page.cardFields}
            driverName={page.driverName}
            amountKurus={page.amountKurus}
            holdExpiresAt={null}
            instalments={null}
            submitLabel={t("payment.deposit.submit", { amount })}
          />
        </>
      ) : null}
      <ContactChannels />
    </main>
  );
}
