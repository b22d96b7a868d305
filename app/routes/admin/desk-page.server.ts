// The desk pages' shared server side (decision 0041): the signed-in staff member, the reservation
// as the desk sees it (403 for someone who may not do this page's action on it, 404 for an unknown
// number), the summary the pages show, and turning a service's refusal into field errors or a notice.
import { randomBytes } from "node:crypto";
import type { SubmissionResult } from "@conform-to/react";
import { data, type RouterContextProvider } from "react-router";
import { type DeskAction, deskActionPermission } from "#app/domain/desk/desk-actions.ts";
import { formatTl } from "#app/domain/money/money.ts";
import type { StaffActor } from "#app/domain/staff/permissions.ts";
import { istanbulDate, istanbulTime } from "#app/domain/time/istanbul.ts";
import { localizePath, type Lang } from "#app/i18n/config.ts";
import type { PageContext } from "#app/server/page.server.ts";
import type { DeskRefusal } from "#app/server/services/desk/desk-common.server.ts";
import type { CancelOutcome } from "#app/server/services/desk/cancel.server.ts";
import { paymentSetupFor } from "#app/server/payments/payment-setup.server.ts";
import { deskActionsFor, deskView, type DeskView } from "#app/server/services/desk/desk-view.server.ts";
import type { CarSwap } from "#app/server/services/desk/car-out.server.ts";
import type { DeskSummary } from "#app/features/desk/desk-ui.tsx";
import { legViewsOf } from "#app/server/services/delivery.server.ts";
import { notFound, pageContext } from "#app/routes/page-context.server.ts";
import { asStaff, requirePermission, requireStaff } from "./staff-guard.server.ts";

/** Staff pages are never cached (staff-shared.md). */
export const noStore = { "Cache-Control": "private, no-store" };

export const DESK_PATHS: Record<Exclude<DeskAction, never>, string> = {
  unit: "arac",
  pickup: "teslim",
  return: "iade",
  payment: "odeme",
  receipt: "makbuz",
  noShow: "gelmedi",
  cancel: "iptal",
  change: "degisiklik",
  deposit: "depozito",
  correct: "iade-duzeltme",
};

export function reservationPath(lang: Lang, number: string, action?: DeskAction): string {
  const base = `/yonetim/rezervasyonlar/${encodeURIComponent(number)}`;
  return localizePath(action ? `${base}/${DESK_PATHS[action]}` : base, lang);
}

export function localDateTime(instant: Date): string {
  const [y, m, d] = istanbulDate(instant).split("-");
  return `${d}.${m}.${y} ${istanbulTime(instant)}`;
}

export function summaryOf(view: DeskView, ctx: PageContext): DeskSummary {
  const r = view.reservation;
  const lang = ctx.lang;
  const money = (kurus: number) => formatTl(kurus, lang);
  return {
    number: r.number,
    status: r.status,
    statusLabel: ctx.t(`desk.statuses.${r.status}`),
    vehicle: view.modelName,
    plate: view.plate,
    pickup: `${localDateTime(r.pickupAt)} · ${view.pickupOffice[lang]}`,
    dropoff: `${localDateTime(r.returnAt)} · ${view.dropoffOffice[lang]}`,
    driver: `${r.driver.firstName} ${r.driver.lastName}`,
    total: money(r.totalKurus),
    // The return's charges in force (a correction's, decision 0108): what is due beyond the total.
    charges: money(Math.max(0, view.balance.dueKurus - r.totalKurus)),
    paid: money(view.balance.paidKurus),
    owed: money(view.balance.owedKurus),
    owedKurus: view.balance.owedKurus,
    detailHref: reservationPath(lang, r.number),
    actions: view.actions.map((action) => ({ action, href: reservationPath(lang, r.number, action) })),
    deliveries: legViewsOf(view.deliveries, r, lang, localDateTime),
  };
}

export type DeskPage = { actor: StaffActor; ctx: PageContext; view: DeskView; now: Date };

/** The page of `action` for reservation `number`: signed in, allowed on this reservation, or 403/404. */
export async function loadDeskPage(
  request: Request,
  context: Readonly<RouterContextProvider>,
  number: string,
  action: DeskAction,
): Promise<DeskPage> {
  const actor = await requireStaff(request, context);
  const ctx = pageContext(request, context);
  requirePermission(actor, deskActionPermission[action]);
  const now = new Date();
  const view = await asStaff(() => deskView(ctx.db, actor, { number, now }));
  if (!view) notFound();
  requirePermission(actor, deskActionPermission[action], [
    view.reservation.pickupOfficeId,
    view.reservation.dropoffOfficeId,
  ]);
  return { actor, ctx, view, now };
}

/** Specific messages for a field's generic "invalid" from a service. */
const invalidKeys: Record<string, string> = {
  odometerKm: "desk.errors.odometerLow",
  licenceSeen: "desk.errors.licence",
  returnedAt: "desk.errors.beforePickup",
  fuelEighths: "desk.errors.required",
  damages: "desk.errors.amount",
  depositKurus: "desk.errors.amount",
  amount: "desk.errors.amount",
  idempotencyKey: "desk.errors.stale",
};
/** Service fields that the forms call differently. */
const formField: Record<string, string> = {
  depositKurus: "deposit",
  idempotencyKey: "key",
  at: "confirm",
  damages: "damage1Amount",
};

export type DeskNotice = { key: string; vars?: Record<string, string> } | null;

/** A refusal as a 400/404/409 answer: field errors on the typed form, or a notice above it. */
export function refusal(
  ctx: PageContext,
  reply: (options?: { fieldErrors?: Record<string, string[]> }) => SubmissionResult<string[]>,
  result: DeskRefusal,
) {
  if (result.reason === "notFound")
    return data({ reply: reply(), notice: { key: "desk.errors.notFound" } }, { status: 404 });
  if (result.reason === "wrongState") {
    const notice: DeskNotice = {
      key: "desk.errors.wrongState",
      vars: { status: ctx.t(`desk.statuses.${result.status}`) },
    };
    return data({ reply: reply(), notice }, { status: 409 });
  }
  const generic = result.code === "invalid" || result.code === "required";
  const code = result.code === "unknownUnit" ? "notFree" : result.code;
  const key = generic ? (invalidKeys[result.field] ?? "desk.errors.required") : `desk.errors.${code}`;
  const field = formField[result.field] ?? result.field;
  if (field === "unitId" || field === "confirm" || field === "key") {
    return data({ reply: reply({ fieldErrors: { [field]: [key] } }), notice: { key } }, { status: 400 });
  }
  return data({ reply: reply({ fieldErrors: { [field]: [key] } }), notice: null }, { status: 400 });
}

/** A desk payment form's own key: the same form submitted twice records one payment. */
export function formKey(): string {
  return randomBytes(18).toString("base64url");
}

/** What a cancellation or no-show did, in the staff member's words. */
export function cancelOutcomeText(ctx: PageContext, outcome: CancelOutcome & { ok: true }): string[] {
  const amount = formatTl(outcome.refundKurus, ctx.lang);
  const lines = [ctx.t("desk.outcome.cancelled")];
  if (outcome.repeated) return lines;
  if (outcome.refundBy === "none") lines.push(ctx.t("desk.outcome.noRefund"));
  if (outcome.refundBy === "finance") lines.push(ctx.t("desk.outcome.refundFinance", { amount }));
  if (outcome.refundBy === "gateway") {
    lines.push(ctx.t(outcome.refund?.ok ? "desk.outcome.refundGateway" : "desk.outcome.refundFailed", { amount }));
  }
  return lines;
}

/** The payment gateway of this server (the cancellation's refund goes through it). */
export function gatewayOf(ctx: PageContext) {
  return paymentSetupFor(ctx.services.env, ctx.db).gateway;
}

/**
 * The detail page's Actions section (staff-shared.md): the desk actions `actor` may take on the
 * reservation now, as links for <DeskActions actions={...} /> (app/features/desk/desk-ui.tsx).
 */
export async function deskActionLinks(
  ctx: PageContext,
  actor: StaffActor,
  reservation: DeskView["reservation"],
  now: Date = new Date(),
): Promise<DeskSummary["actions"]> {
  const { actions } = await deskActionsFor(ctx.db, actor, reservation, now);
  return actions.map((action) => ({ action, href: reservationPath(ctx.lang, reservation.number, action) }));
}

/** One car swap of a running rental in a sentence (decision 0143): the first car in, the new car out. */
export function swapSentence(t: PageContext["t"], sw: CarSwap, lang: Lang): string {
  const km = (n: number) => n.toLocaleString(lang === "tr" ? "tr-TR" : "en-GB");
  const damage = (notes: string) => (notes ? t("desk.change.swapDamage", { notes }) : "");
  return t("desk.change.swapLine", {
    at: localDateTime(sw.at),
    from: sw.in.plate,
    inKm: km(sw.in.odometerKm),
    inFuel: String(sw.in.fuelEighths),
    inNotes: damage(sw.in.notes),
    to: sw.out.plate,
    outKm: km(sw.out.odometerKm),
    outFuel: String(sw.out.fuelEighths),
    outNotes: damage(sw.out.notes),
  });
}
