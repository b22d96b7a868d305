// The server half of /rezervasyon (docs/decisions/0013, 0030): read the URL and the posted form
// through their schemas, call the booking services, and turn their answer into page data or a
// redirect with its cookies. What each step shows and changes lives in the services.
import { redirect, type RouterContextProvider } from "react-router";
import { localizePath, type Lang } from "#app/i18n/config.ts";
import { browserKey, browserKeyCookie, receiptCookie } from "#app/server/services/booking-receipt.server.ts";
import type { BookingTarget } from "#app/server/services/booking-flow.server.ts";
import { postBookingStep } from "#app/server/services/booking-steps.server.ts";
import { showBookingStep } from "#app/server/services/booking-view.server.ts";
import { parse as parseCookies } from "cookie";
import { memberCookieKind } from "#app/shared/members/member-hint.ts";
import { currentMember } from "#app/server/services/members.server.ts";
import { draftSearchFrom, formFields, postedDraftParam, readBookingPost } from "#app/shared/booking/booking-posts.ts";
import {
  FLOW_PARAMS,
  PAYMENT_CHOICE_PARAM,
  readDraftId,
  readFilters,
  readStep,
  stepHref,
} from "#app/shared/booking/booking-query.ts";
import { SEARCH_PARAMS, searchQuery } from "#app/shared/search/search-form.ts";
import { readDriverYears } from "#app/shared/search/driver-years.ts";
import { keepForDocument, keepSearchResults, pageContext } from "./page-context.server.ts";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

type Http = { lang: Lang; cookieHeader: string | null; secret: string; secure: boolean; now: Date };

/** The redirect to a target; "result" and "pay" carry the receipt cookie that opens the confirmation. */
function goTo(target: BookingTarget, http: Http, headers = new Headers()): Response {
  const base = localizePath("/rezervasyon", http.lang);
  switch (target.to) {
    case "start":
      return redirect(base, { headers });
    case "search":
      return redirect(`${base}?${searchQuery({ ...target.search, different: false })}`, { headers });
    case "step": {
      const extra = target.confirm ? { [FLOW_PARAMS.confirm]: "1" } : undefined;
      return redirect(stepHref(base, target.draftId, target.step, extra), { headers });
    }
    case "account": {
      const back = stepHref(base, target.draftId, target.step);
      return redirect(accountHref(target.account, back, http.lang), { headers });
    }
    case "result":
    case "pay": {
      const cookie = receiptCookie(http.cookieHeader, target.number, http.secret, http.now, http.secure);
      headers.append("Set-Cookie", cookie);
      return target.to === "pay"
        ? redirect(`${localizePath("/pos3d", http.lang)}?odeme=${encodeURIComponent(target.paymentId)}`, { headers })
        : redirect(`${localizePath("/result", http.lang)}?no=${target.number}`, { headers });
    }
  }
}

/** Sign-in (or sign-up) that comes back to `back`, a path of this site (decision 0057). */
function accountHref(account: "signIn" | "signUp", back: string, lang: Lang): string {
  return `${localizePath(account === "signIn" ? "/giris" : "/uye-ol", lang)}?redirectTo=${encodeURIComponent(back)}`;
}

async function requestParts({ request, context }: Args) {
  const ctx = pageContext(request, context);
  const now = new Date();
  const member = await currentMember({ db: ctx.db, env: ctx.services.env }, request.headers);
  const cookieHeader = request.headers.get("cookie");
  const key = browserKey(cookieHeader);
  const { env } = ctx.services;
  const http: Http = {
    lang: ctx.lang,
    cookieHeader,
    secret: env.SESSION_SECRET,
    secure: env.APP_ENV === "production",
    now,
  };
  const flow = {
    db: ctx.db,
    readDb: ctx.readDb,
    lang: ctx.lang,
    now,
    memberId: member?.id ?? null,
    browserKeyHash: key.hash,
  };
  return { ctx, member, key, http, flow };
}

function paymentChoice(value: string | null): { payment?: "card" | "office" } {
  return value === "kart" ? { payment: "card" } : value === "ofis" ? { payment: "office" } : {};
}

export async function bookingLoader(args: Args) {
  const { ctx, member, http, flow } = await requestParts(args);
  const q = ctx.url.searchParams;
  const shown = await showBookingStep(
    { ...flow, t: ctx.t, member },
    {
      draftId: readDraftId(q),
      step: readStep(q),
      search: draftSearchFrom(q),
      searchInUrl: q.get(SEARCH_PARAMS.pickupCode) !== null,
      filters: readFilters(q),
      confirm: q.get(FLOW_PARAMS.confirm) === "1",
      driver: readDriverYears(q),
      ...paymentChoice(q.get(PAYMENT_CHOICE_PARAM)),
    },
  );
  if (shown.go) throw goTo(shown.go, http);
  // A visitor may sign in (or up) from any step and come back to this very URL; signed in, the
  // member price applies (docs/decisions/0057).
  const here = `${ctx.url.pathname.replace(/\.data$/, "")}?${new URLSearchParams([...q].filter(([k]) => k !== "_routes"))}`;
  const account = member
    ? null
    : { signIn: accountHref("signIn", here, ctx.lang), signUp: accountHref("signUp", here, ctx.lang) };
  // The cars for a search, nobody's draft: the same for every visitor without a session until
  // availability, prices or offices change (decision 0062), and for every member with a checked
  // session (member prices: one price group, decision 0146). A session cookie that was not valid
  // keeps nothing: its request may have been keyed as a member's.
  const sessionCookie = memberCookieKind(parseCookies(http.cookieHeader ?? "")) === "session";
  if ((member || !sessionCookie) && !shown.page.draftId && shown.page.view.kind === "vehicles")
    keepSearchResults(args.context);
  const { page } = shown;
  if (page.view.kind !== "vehicles") return { ...page, account };
  // The cards only render (their "Choose" forms post without a script): a document's HTML keeps
  // them, out of the page's data (decision 0114); a client navigation gets them as they are.
  // The cheaper-dates grid is links only: kept the same way, with its texts (decision 0116).
  const { offers, dateGrid, unavailable, refused, ...rest } = page.view;
  const view = {
    ...rest,
    // The driver figures' form is a plain GET form and the refused classes sentences: kept the
    // same way, with their texts (decision 0161); the typed figures stay in the data (`driver`).
    refused: keepForDocument(args.context, "bookingDriverYears", refused),
    // The sold-out list is sentences only: kept the same way.
    unavailable: keepForDocument(args.context, "bookingUnavailable", unavailable),
    unavailableCount: unavailable.length,
    shown: offers.length,
    offers: keepForDocument(args.context, "bookingOffers", offers),
    hasDateGrid: dateGrid !== null,
    dateGrid: keepForDocument(args.context, "bookingDateGrid", dateGrid),
  };
  return { ...page, view, account };
}

export async function bookingAction(args: Args) {
  const { ctx, key, http, flow } = await requestParts(args);
  const fields = formFields(await args.request.formData());
  const step = readStep(ctx.url.searchParams);
  const post = readBookingPost(step, fields);
  const draftId =
    readDraftId(ctx.url.searchParams) ??
    readDraftId(new URLSearchParams([[FLOW_PARAMS.draft, postedDraftParam(fields)]]));
  const answer = await postBookingStep(
    { ...flow, clientIp: ctx.clientIp, paymentModel: ctx.services.env.PAYMENT_MODEL, draftId, step },
    post,
  );
  if ("data" in answer) return answer.data;
  // Choosing a vehicle makes the draft this browser's: give it its key the first time.
  const headers = new Headers();
  if (post.intent === "select" && answer.go.to === "step" && key.setCookie) {
    headers.append("Set-Cookie", browserKeyCookie(key.setCookie, http.secure));
  }
  throw goTo(answer.go, http, headers);
}
