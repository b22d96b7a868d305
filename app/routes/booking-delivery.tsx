// /rezervasyon/teslimat?taslak=: delivery to an address and collection from one (issue 31 item 6,
// decision 0123). Reached from step 2 when an office of the booking offers it; the addresses are
// checked against the office's map data and radius, and step 2 shows the fee in the price.
import { Form, useNavigation } from "react-router";
import type { Route } from "./+types/booking-delivery";
import { DeliveryForm, OfferLines } from "#app/features/delivery/delivery-step.tsx";
import { routeMeta } from "#app/features/seo/route-meta.ts";
import type { MessagesHandle } from "#app/i18n/areas.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import { deliveryAction, deliveryLoader } from "./booking-delivery.server.ts";

export const handle: MessagesHandle = { messages: ["delivery", "booking"] };

export const loader = (args: Route.LoaderArgs) => deliveryLoader(args);
export const action = (args: Route.ActionArgs) => deliveryAction(args);

export function headers() {
  return { "Cache-Control": "no-store" };
}

export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function DeliveryPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const busy = useNavigation().state === "submitting";
  const { step, backHref } = loaderData;
  if (!step.found || actionData?.expired) {
    return (
      <main id="main" className="container-page max-w-2xl py-8">
        <h1 className="text-2xl font-bold">{t("delivery.step.title")}</h1>
        <p className="mt-3">{t("delivery.step.expired")}</p>
        <p className="mt-4">
          <a href={backHref} className="btn-secondary">
            {t("delivery.step.newSearch")}
          </a>
        </p>
      </main>
    );
  }
  return (
    <main id="main" className="container-page max-w-2xl py-6 sm:py-8">
      <h1 className="text-2xl font-bold">{t("delivery.step.title")}</h1>
      {step.modelName ? <p className="mt-1 text-slate-700 dark:text-slate-300">{step.modelName}</p> : null}
      <p className="mt-3">{t("delivery.step.lead")}</p>
      <OfferLines delivery={step.delivery} collection={step.collection} />
      <Form method="post" className="mt-4 grid gap-4" noValidate>
        <DeliveryForm
          step={step}
          typed={actionData?.typed ?? null}
          refusals={actionData?.refusals ?? []}
          busy={busy}
          backHref={backHref}
        />
      </Form>
    </main>
  );
}
