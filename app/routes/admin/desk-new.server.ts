// /yonetim/rezervasyon-yeni (decision 0076): the server half. The loader searches with the site's
// own search (GET parameters, so a search is a link) and shows a booking made (?tamam=number);
// the action books through bookAtDesk with the form's key and redirects to the result.
import { DEPOSIT_FREE_CODE } from "#app/domain/pricing/deposit-free.ts";
import { randomUUID } from "node:crypto";
import { data, redirect, type RouterContextProvider } from "react-router";
import { formatTl } from "#app/domain/money/money.ts";
import { formatIstanbulLocal, parseIstanbulLocal } from "#app/domain/time/istanbul.ts";
import { localizePath } from "#app/i18n/config.ts";
import type { MessageKey } from "#app/i18n/translate.ts";
import {
  bookAtDesk,
  deskAllOffices,
  deskBookedView,
  deskBookingOffices,
  deskBookingOptions,
  deskSearch,
  keptWalkInPickup,
} from "#app/server/services/desk/desk-booking.server.ts";
import { pageContext } from "#app/routes/page-context.server.ts";
import { asStaff, requirePermission, requireStaff } from "./staff-guard.server.ts";
import { localDateTime, noStore } from "./desk-page.server.ts";

type Args = { request: Request; context: Readonly<RouterContextProvider> };
const PATH = "/yonetim/rezervasyon-yeni";
const DRIVER_FIELDS = [
  "firstName",
  "lastName",
  "email",
  "phoneCountry",
  "phone",
  "birthDate",
  "licenceDate",
  "nationality",
  "tckn",
  "passport",
  "billingName",
  "billingTckn",
  "billingAddress",
  "termsAccepted",
  "kvkkAccepted",
] as const;

const int = (v: string | null) => (v && /^\d{1,9}$/.test(v) ? Number(v) : null);

/** The search a URL (or a posted form) carries; null when it carries none. */
function readSearch(params: URLSearchParams, now: Date) {
  const pickupOfficeId = int(params.get("ofis"));
  if (pickupOfficeId === null) return null;
  const dropoffOfficeId = int(params.get("donus")) ?? pickupOfficeId;
  const walkIn = params.get("simdi") === "1";
  // A walk-in's slot: the one the page showed when the form comes back with it (decision 0076).
  const pickupAt = walkIn
    ? keptWalkInPickup(params.get("simdiAlis"), now)
    : parseIstanbulLocal(params.get("alis") ?? "");
  const returnAt = parseIstanbulLocal(params.get("iade") ?? "");
  return {
    pickupOfficeId,
    dropoffOfficeId,
    walkIn,
    pickupAt: pickupAt ?? new Date(Number.NaN),
    returnAt: returnAt ?? new Date(Number.NaN),
    campaignCode: (params.get("kod") ?? "").trim() || null,
    memberEmail: (params.get("uye") ?? "").trim() || null,
  };
}

export async function deskNewLoader(args: Args) {
  const actor = await requireStaff(args.request, args.context);
  const ctx = pageContext(args.request, args.context);
  requirePermission(actor, "reservation.create");
  const now = new Date();
  const money = (k: number) => formatTl(k, ctx.lang);
  const meta = { title: ctx.t("deskBooking.title"), description: ctx.t("deskBooking.lead"), noindex: true };
  const params = ctx.url.searchParams;
  const doneNumber = params.get("tamam");
  if (doneNumber) {
    const view = await asStaff(() => deskBookedView(ctx.db, actor, doneNumber, ctx.services.env.PUBLIC_URL));
    if (view) {
      return data(
        {
          mode: "done" as const,
          meta,
          replayed: params.get("tekrar") === "1",
          done: {
            ...view,
            total: money(view.totalKurus),
            paid: money(view.paidKurus),
            owed: money(view.owedKurus),
            reservationHref: localizePath(`/yonetim/rezervasyonlar/${encodeURIComponent(view.number)}`, ctx.lang),
            refreshHref: `${localizePath(PATH, ctx.lang)}?tamam=${encodeURIComponent(view.number)}`,
          },
        },
        { headers: noStore },
      );
    }
  }
  const [offices, allOffices] = await Promise.all([
    asStaff(() => deskBookingOffices(ctx.db, actor, ctx.lang)),
    deskAllOffices(ctx.db, ctx.lang),
  ]);
  const search = readSearch(params, now);
  let results: null | {
    error: string | null;
    member: boolean;
    days: number;
    models: Array<{
      id: number;
      name: string;
      className: string;
      total: string;
      daily: string;
      free: number;
      units: Array<{ id: number; plate: string }>;
    }>;
  } = null;
  let chosen: null | {
    modelId: number;
    name: string;
    total: string;
    units: Array<{ id: number; plate: string }>;
    options: Omit<Awaited<ReturnType<typeof deskBookingOptions>>, "depositFreeDailyKurus">;
    /** The deposit-free package where the office offers it for the class: its daily price in TL. */
    depositFree: string | null;
  } = null;
  if (search) {
    const found = await asStaff(() => deskSearch(ctx.db, actor, search, now));
    if (!found.ok) {
      const reason =
        found.reason === "invalidSearch"
          ? found.errors.map((e) => ctx.t(`search.errors.${e}`)).join(" ")
          : ctx.t(`deskBooking.refused.quote`, { reason: found.reason });
      results = { error: reason, member: false, days: 0, models: [] };
    } else {
      results = {
        error: null,
        member: found.memberId !== null,
        days: found.days,
        models: found.models.map((m) => ({
          id: m.model.id,
          name: `${m.model.brand} ${m.model.model}`,
          className: ctx.lang === "en" ? m.model.classNameEn : m.model.classNameTr,
          total: money(m.totalKurus),
          daily: money(m.dailyKurus),
          free: m.freeUnits,
          units: (found.units.get(m.model.id) ?? []).map((u) => ({ id: u.unitId, plate: u.plate })),
        })),
      };
      const modelId = int(params.get("model"));
      const picked = found.models.find((m) => m.model.id === modelId);
      if (picked) {
        const { depositFreeDailyKurus, ...options } = await asStaff(() =>
          deskBookingOptions(ctx.db, actor, picked.model.classId, ctx.lang, search.pickupOfficeId),
        );
        chosen = {
          modelId: picked.model.id,
          name: `${picked.model.brand} ${picked.model.model}`,
          total: money(picked.totalKurus),
          units: (found.units.get(picked.model.id) ?? []).map((u) => ({ id: u.unitId, plate: u.plate })),
          options,
          depositFree: depositFreeDailyKurus === null ? null : money(depositFreeDailyKurus),
        };
      }
    }
  }
  return data(
    {
      mode: "search" as const,
      meta,
      offices,
      allOffices,
      search: search
        ? {
            ofis: String(search.pickupOfficeId),
            donus: String(search.dropoffOfficeId),
            alis: Number.isNaN(search.pickupAt.getTime()) ? "" : formatIstanbulLocal(search.pickupAt),
            iade: Number.isNaN(search.returnAt.getTime()) ? "" : formatIstanbulLocal(search.returnAt),
            simdi: search.walkIn,
            kod: search.campaignCode ?? "",
            uye: search.memberEmail ?? "",
            pickupLabel: Number.isNaN(search.pickupAt.getTime()) ? "" : localDateTime(search.pickupAt),
          }
        : null,
      // The form posts the search back; a walk-in's with the slot this page showed.
      query: (() => {
        const q = new URLSearchParams(params);
        if (search?.walkIn && !Number.isNaN(search.pickupAt.getTime()))
          q.set("simdiAlis", search.pickupAt.toISOString());
        return q.toString();
      })(),
      results,
      chosen,
      key: randomUUID(),
      canCounter: actor.role !== "call_centre",
    },
    { headers: noStore },
  );
}

export type DeskNewActionData = {
  values: Record<string, string>;
  fieldErrors: Record<string, string[]>;
  refusal: null | { message: string; matches: string[] };
};

const CHOICES = ["cash", "card_terminal", "at_pickup", "link"] as const;

export async function deskNewAction(args: Args) {
  const actor = await requireStaff(args.request, args.context);
  const ctx = pageContext(args.request, args.context);
  requirePermission(actor, "reservation.create");
  const form = await args.request.formData();
  const str = (name: string) => {
    const v = form.get(name);
    return typeof v === "string" ? v : "";
  };
  const values: Record<string, string> = {};
  for (const [k, v] of form.entries()) if (typeof v === "string" && k !== "_xsrf") values[k] = v;
  const now = new Date();
  const search = readSearch(new URLSearchParams(str("query")), now);
  const modelId = int(str("modelId"));
  const payment = CHOICES.find((c) => c === str("payment"));
  const reply = (status: number, body: Omit<DeskNewActionData, "values">) =>
    data<DeskNewActionData>({ values, ...body }, { status, headers: noStore });
  if (!search || modelId === null) {
    return reply(400, { fieldErrors: {}, refusal: { message: ctx.t("deskBooking.errors.key"), matches: [] } });
  }
  if (!payment) return reply(400, { fieldErrors: { payment: [ctx.t("deskBooking.form.payment")] }, refusal: null });
  const driver: Record<string, string> = { billingKind: "individual" };
  for (const f of DRIVER_FIELDS) driver[f] = str(f);
  const extras: { code: string; quantity: number }[] = [];
  for (const [k, v] of form.entries()) {
    if (k.startsWith("extra:") && typeof v === "string" && /^\d{1,2}$/.test(v) && Number(v) > 0) {
      extras.push({ code: k.slice(6), quantity: Number(v) });
    }
  }
  const result = await asStaff(() =>
    bookAtDesk(ctx.db, actor, {
      ...search,
      modelId,
      unitId: int(str("unitId")),
      assuranceCode: str("assurance") || null,
      // The deposit-free package (decision 0125): priced from the office's setting, no deposit asked.
      assuranceAddOnCodes: str("depositFree") === "on" ? [DEPOSIT_FREE_CODE] : [],
      kmPackageCode: str("km") || null,
      extras,
      customerLang: str("customerLang") === "en" ? "en" : "tr",
      driver,
      payment,
      posAuthorisation: str("pos"),
      key: str("key"),
      publicUrl: ctx.services.env.PUBLIC_URL,
    }),
  );
  if (result.ok) {
    const again = result.booked.replayed ? "&tekrar=1" : "";
    throw redirect(`${localizePath(PATH, ctx.lang)}?tamam=${encodeURIComponent(result.booked.number)}${again}`, {
      status: 303,
      headers: noStore,
    });
  }
  switch (result.reason) {
    case "invalid": {
      const say = (key: string) => ctx.t(key as MessageKey);
      const fieldErrors = Object.fromEntries(
        Object.entries(result.fieldErrors).map(([field, keys]) => [field, keys.map(say)]),
      );
      return reply(400, { fieldErrors, refusal: null });
    }
    case "doNotRent":
      return reply(409, {
        fieldErrors: {},
        refusal: {
          message: ctx.t("deskBooking.refused.doNotRent"),
          matches: result.matches.map((m) =>
            ctx.t("deskBooking.refused.match", {
              kind: ctx.t(`deskBooking.kinds.${m.kind}`),
              reason: m.reason,
              by: m.addedByName,
              at: localDateTime(m.addedAt),
            }),
          ),
        },
      });
    case "paymentNotAllowed":
      return reply(403, {
        fieldErrors: {},
        refusal: { message: ctx.t("deskBooking.refused.paymentNotAllowed"), matches: [] },
      });
    case "dayClosed":
      return reply(409, {
        fieldErrors: {},
        refusal: { message: ctx.t("deskBooking.refused.dayClosed"), matches: [] },
      });
    case "quote":
      return reply(409, {
        fieldErrors: {},
        refusal: { message: ctx.t("deskBooking.refused.quote", { reason: result.quote.reason }), matches: [] },
      });
    case "reserve": {
      const r = result.reserve.reason;
      const message =
        r === "driverNotEligible" || r === "noLongerAvailable"
          ? ctx.t(`deskBooking.refused.${r}`)
          : ctx.t("deskBooking.refused.reserve", { reason: r });
      return reply(409, { fieldErrors: {}, refusal: { message, matches: [] } });
    }
  }
}
