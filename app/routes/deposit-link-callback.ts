// The bank's POST after the customer's own deposit page (/depozito, issue 27 item 4). Exempt from
// XSRF (a bank's POST is cross-site): the ver3 hash proves it, and the deposit's order id and amount
// must match; applied once (handleDepositCallback, shared with the desk's tablet). The customer is
// sent back to a freshly signed /depozito link with the outcome.
import { data, redirect } from "react-router";
import type { Route } from "./+types/deposit-link-callback";
import { langFromPath, localizePath } from "#app/i18n/config.ts";
import { getRequestContext } from "#app/server/http/request-context.server.ts";
import { paymentSetupFor } from "#app/server/payments/payment-setup.server.ts";
import { handleDepositCallback } from "#app/server/services/desk/deposit.server.ts";
import { DEPOSIT_LINK_TTL_MS, depositLinkQuery } from "#app/server/services/desk/deposit-link.server.ts";

export async function action({ request, context }: Route.ActionArgs) {
  const { services, clientIp } = getRequestContext(context);
  const lang = langFromPath(new URL(request.url).pathname);
  const db = services.database.db;
  const posted = new URLSearchParams((await request.text()).slice(0, 64_000));
  const { gateway } = paymentSetupFor(services.env, db);
  const outcome = await handleDepositCallback(db, gateway, posted, { ip: clientIp });
  if (!outcome.number) return redirect(localizePath("/", lang), 303);
  const query = depositLinkQuery(services.env.SESSION_SECRET, outcome.number, Date.now() + DEPOSIT_LINK_TTL_MS);
  const result = outcome.result === "refused" ? "red" : "onay";
  return redirect(`${localizePath("/depozito", lang)}?${query}&sonuc=${result}`, 303);
}

export function loader() {
  throw data(null, { status: 405, statusText: "Method Not Allowed" });
}
