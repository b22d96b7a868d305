// The server half of /rezervasyon/teslimat (decision 0123): read the draft and the posted
// addresses, call the delivery step service, and send the customer on to step 2 once they are kept.
import { data, redirect, type RouterContextProvider } from "react-router";
import { localizePath } from "#app/i18n/config.ts";
import type { MessageKey } from "#app/i18n/translate.ts";
import { browserKey } from "#app/server/services/booking-receipt.server.ts";
import type { LegRefusal } from "#app/server/services/delivery.server.ts";
import { saveDeliveryStep, showDeliveryStep } from "#app/server/services/delivery-step.server.ts";
import { readDraftId, stepHref } from "#app/shared/booking/booking-query.ts";
import { pageContext } from "./page-context.server.ts";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

function stepInput({ request, context }: Args) {
  const ctx = pageContext(request, context);
  return {
    ctx,
    input: {
      db: ctx.db,
      lang: ctx.lang,
      now: new Date(),
      browserKeyHash: browserKey(request.headers.get("cookie")).hash,
      draftId: readDraftId(ctx.url.searchParams),
    },
  };
}

export async function deliveryLoader(args: Args) {
  const { ctx, input } = stepInput(args);
  const step = await showDeliveryStep(input);
  const meta = { title: ctx.t("delivery.step.title"), description: ctx.t("delivery.step.lead"), noindex: true };
  const base = localizePath("/rezervasyon", ctx.lang);
  return {
    step,
    meta,
    backHref: step.found ? stepHref(base, step.draftId, 2) : base,
  };
}

const text = (value: FormDataEntryValue | null): string | null => {
  if (typeof value !== "string") return null;
  const trimmed = value.trim();
  return trimmed === "" ? null : trimmed.slice(0, 1000);
};

export type RefusalView = { leg: LegRefusal["leg"]; message: string };

export async function deliveryAction(args: Args) {
  const { ctx, input } = stepInput(args);
  const form = await args.request.formData();
  const addresses = { delivery: text(form.get("teslimAdresi")), collection: text(form.get("iadeAdresi")) };
  const typed = { delivery: addresses.delivery ?? "", collection: addresses.collection ?? "" };
  const result = await saveDeliveryStep(input, addresses);
  if (result === null) return data({ expired: true as const, typed, refusals: [] as RefusalView[] }, 404);
  if (result.ok) {
    throw redirect(stepHref(localizePath("/rezervasyon", ctx.lang), result.draftId, 2));
  }
  const step = await showDeliveryStep(input);
  const officeName = (leg: LegRefusal["leg"]) =>
    step.found ? ((leg === "delivery" ? step.delivery : step.collection)?.officeName ?? "") : "";
  const refusals: RefusalView[] = result.refusals.map((r) => ({
    leg: r.leg,
    message: ctx.t(`delivery.refusals.${r.reason}` as MessageKey, {
      office: officeName(r.leg),
      ...(r.reason === "outOfRadius"
        ? { km: `${r.km.toLocaleString(ctx.lang === "tr" ? "tr-TR" : "en-GB")} km`, radius: r.radiusKm }
        : {}),
    }),
  }));
  return data({ expired: false as const, typed, refusals }, 400);
}
