// /uye-rezervasyonlar?no=YLD-... and ?no=YLD-...&islem=iptal (decision 0057): the
// signed-in member's own reservation and its cancellation request, or the same 404 for any other
// number. The member page route (member-page.server.ts) has checked the sign-in and calls these.
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import { localizePath } from "#app/i18n/config.ts";
import type { PageContext } from "#app/server/page.server.ts";
import { paymentSetupFor } from "#app/server/payments/payment-setup.server.ts";
import { shownRefundOf } from "#app/shared/reservations/cancel-now.ts";
import {
  cancelMemberReservationAtOnce,
  memberReservation,
  payMemberReservationOnline,
  previewMemberCancellation,
  requestMemberCancellation,
} from "#app/server/services/member-reservation.server.ts";
import type { Member } from "#app/server/services/members.server.ts";
import { memberCancelSchema } from "#app/shared/members/member-schemas.ts";
import { notFound } from "./page-context.server.ts";

export const PAY_ONLINE = "payOnline";
export const CANCEL = "cancel";
const detailsPath = (ctx: PageContext, number: string) =>
  `${localizePath("/uye-rezervasyonlar", ctx.lang)}?no=${encodeURIComponent(number)}`;

function meta(ctx: PageContext) {
  return { title: ctx.t("pages.member.title"), description: ctx.t("pages.member.description"), noindex: true };
}

export async function memberReservationData(ctx: PageContext, member: Member, number: string) {
  const found = await memberReservation(ctx.db, member, number, ctx.lang, new Date());
  if (!found) notFound();
  return {
    kind: "reservation" as const,
    firstName: member.firstName,
    ...found,
    notice: ctx.url.searchParams.get("durum"),
    meta: meta(ctx),
  };
}

export async function memberReservationAction(ctx: PageContext, member: Member, number: string): Promise<never> {
  const paid = await payMemberReservationOnline(ctx.db, member, number, ctx.lang, new Date());
  if (!paid.ok && paid.reason === "notFound") notFound();
  // Nothing left to pay (paid meanwhile, or past pick-up): the details page says how it stands.
  if (!paid.ok) throw redirect(detailsPath(ctx, number), 303);
  throw redirect(`${localizePath("/sanal-odeme", ctx.lang)}?ref=${encodeURIComponent(paid.reference)}`, 303);
}

export async function memberCancelData(ctx: PageContext, member: Member, number: string) {
  const outcome = await previewMemberCancellation(ctx.db, member, number, ctx.lang, new Date());
  if (!outcome.ok && outcome.reason === "notFound") notFound();
  const shown = outcome.ok ? outcome.preview.number : number;
  return {
    kind: "cancel" as const,
    firstName: member.firstName,
    number: shown,
    outcome,
    notice: ctx.url.searchParams.get("durum"),
    meta: meta(ctx),
  };
}

export async function memberCancelAction(ctx: PageContext, member: Member, number: string, form: FormData) {
  const submission = parseWithZod(form, { schema: memberCancelSchema });
  if (submission.status !== "success") return data({ reply: submission.reply() }, { status: 400 });
  const outcome = await requestMemberCancellation(ctx.db, member, {
    number,
    reason: submission.value.reason,
    lang: ctx.lang,
    clientIp: ctx.clientIp,
    now: new Date(),
  });
  if (!outcome.ok && outcome.reason === "notFound") notFound();
  // Done, or refused (already requested, no longer cancellable): the pages say which.
  if (!outcome.ok) throw redirect(`${detailsPath(ctx, number)}&islem=iptal`, 303);
  throw redirect(`${detailsPath(ctx, number)}&durum=iptalTalebi`, 303);
}

/** "Yes, cancel my reservation": cancelled at once; the details page tells where the money stands. */
export async function memberCancelNowAction(ctx: PageContext, member: Member, number: string, form: FormData) {
  const { gateway } = paymentSetupFor(ctx.services.env, ctx.db);
  const result = await cancelMemberReservationAtOnce(ctx.db, gateway, member, {
    number,
    lang: ctx.lang,
    clientIp: ctx.clientIp,
    now: new Date(),
    shownRefundKurus: shownRefundOf(form),
  });
  if (!result.ok && result.reason === "notFound") notFound();
  if (result.ok) throw redirect(`${detailsPath(ctx, number)}&durum=iptalEdildi`, 303);
  // The amount changed meanwhile (shown again), or it now needs a request: the cancel page says which.
  const why = result.reason === "changed" ? "&durum=tutarDegisti" : "";
  throw redirect(`${detailsPath(ctx, number)}&islem=iptal${why}`, 303);
}
