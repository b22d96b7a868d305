import { data, redirect } from "react-router";
import type { Route } from "./+types/payment-callback";
import { langFromPath, localizePath } from "#app/i18n/config.ts";
import { getRequestContext } from "#app/server/http/request-context.server.ts";
import { refusedCallbacks } from "#app/server/http/metrics.server.ts";
import { paymentSetupFor } from "#app/server/payments/payment-setup.server.ts";
import { handlePaymentCallback } from "#app/server/services/payments.server.ts";

// The bank's POST after 3-D Secure (exempt from XSRF: the ver3 hash proves it). Verified against
// the stored payment and applied once; anything forged or replayed changes nothing and is logged.
export async function action({ request, context }: Route.ActionArgs) {
  const { log, services, clientIp } = getRequestContext(context);
  const lang = langFromPath(new URL(request.url).pathname);
  const db = services.database.db;
  // The raw body keeps the bank's field order and any repeated name (which is refused).
  const posted = new URLSearchParams((await request.text()).slice(0, 64_000));
  const { gateway } = paymentSetupFor(services.env, db);
  const outcome = await handlePaymentCallback(db, gateway, posted, { ip: clientIp, log });
  if (outcome.result === "refused") refusedCallbacks.inc();
  const target = outcome.paymentId
    ? `${localizePath("/payres", lang)}?odeme=${encodeURIComponent(outcome.paymentId)}`
    : `${localizePath("/payres", lang)}?sonuc=hata`;
  return redirect(target, 303);
}

export function loader() {
  throw data(null, { status: 405, statusText: "Method Not Allowed" });
}
