// The bank's POST after a deposit's 3-D Secure page (decision 0088). Exempt from XSRF and from the
// staff session (a bank's POST is cross-site): the ver3 hash proves it, the stored deposit's order
// id and amount must match, and it is applied once. The desk's browser then goes back to the
// deposit page, where the staff session applies again.
import { data, redirect } from "react-router";
import type { Route } from "./+types/deposit-callback";
import { langFromPath, localizePath } from "#app/i18n/config.ts";
import { getRequestContext } from "#app/server/http/request-context.server.ts";
import { paymentSetupFor } from "#app/server/payments/payment-setup.server.ts";
import { handleDepositCallback } from "#app/server/services/desk/deposit.server.ts";

export async function action({ request, context }: Route.ActionArgs) {
  const { services, clientIp } = getRequestContext(context);
  const lang = langFromPath(new URL(request.url).pathname);
  const db = services.database.db;
  const posted = new URLSearchParams((await request.text()).slice(0, 64_000));
  const { gateway } = paymentSetupFor(services.env, db);
  const outcome = await handleDepositCallback(db, gateway, posted, { ip: clientIp });
  if (!outcome.number) return redirect(localizePath("/yonetim", lang), 303);
  const result = outcome.result === "refused" ? "red" : "onay";
  return redirect(
    `${localizePath(`/yonetim/rezervasyonlar/${encodeURIComponent(outcome.number)}/depozito`, lang)}?sonuc=${result}`,
    303,
  );
}

export function loader() {
  throw data(null, { status: 405, statusText: "Method Not Allowed" });
}
