// The desk's cancellation requests (docs/decisions/0043): the list, one request, and the
// approve / retry / decline posts.
import { data } from "react-router";
import { z } from "#app/shared/validation/zod.ts";
import { formatTl } from "#app/domain/money/money.ts";
import { paymentSetupFor } from "#app/server/payments/payment-setup.server.ts";
import {
  approveCancellationRequest,
  declineCancellationRequest,
  recordManualRefund,
  retryCancellationRefund,
} from "#app/server/services/inbox/cancellation-inbox.server.ts";
import {
  type CancellationInboxItem,
  getCancellationRequest,
  listCancellationRequests,
} from "#app/server/services/inbox/cancellation-inbox-view.server.ts";
import { type PageContext } from "#app/server/page.server.ts";
import { notFound } from "#app/routes/page-context.server.ts";
import { type Args, done, NO_STORE, noticeOf, staffPage, when } from "./inbox.server.ts";
import { asStaff } from "./staff-guard.server.ts";

function cancellationRow(item: CancellationInboxItem, lang: PageContext["lang"]) {
  const money = (k: number) => formatTl(k, lang);
  return {
    id: item.id,
    number: item.reservationNumber,
    driverName: item.driverName,
    email: item.email,
    lang: item.lang,
    pickupAt: when(item.pickupAt, lang),
    requestedAt: when(item.requestedAt, lang),
    reason: item.reason,
    status: item.status,
    outcome: item.outcome,
    rule: item.rule,
    paymentType: item.paymentType,
    refundKurus: item.refundKurus,
    refund: money(item.refundKurus),
    deduction: money(item.deductionKurus),
    paid: money(item.paidKurus),
    refundState: item.refundState,
    bankAnswer: item.bankAnswer,
    decidedAt: when(item.decidedAt, lang),
    decidedBy: item.decidedBy,
    declineReason: item.declineReason,
    manualRefund: item.manualRefund
      ? {
          note: item.manualRefund.note,
          by: item.manualRefund.by,
          at: when(item.manualRefund.at, lang),
          method: item.manualRefund.method,
        }
      : null,
    actions: item.actions,
  };
}
export type CancellationRowView = ReturnType<typeof cancellationRow>;

export async function cancellationListLoader(args: Args) {
  const { actor, ctx } = await staffPage(args);
  const items = await asStaff(() => listCancellationRequests(ctx.db, actor));
  return data(
    {
      rows: items.map((item) => cancellationRow(item, ctx.lang)),
      meta: {
        title: ctx.t("inbox.cancellations.title"),
        description: ctx.t("inbox.cancellations.lead"),
        noindex: true,
      },
    },
    { headers: NO_STORE },
  );
}

export async function cancellationLoader(args: Args & { params: { id?: string } }) {
  const { actor, ctx } = await staffPage(args);
  const item = await asStaff(() => getCancellationRequest(ctx.db, actor, args.params.id ?? ""));
  if (!item) notFound();
  return data(
    {
      row: cancellationRow(item, ctx.lang),
      notice: noticeOf(ctx.url),
      meta: {
        title: ctx.t("inbox.cancellations.detailTitle", { number: item.reservationNumber }),
        description: ctx.t("inbox.cancellations.lead"),
        noindex: true,
      },
    },
    { headers: NO_STORE },
  );
}

const decisionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("approve") }),
  z.object({ intent: z.literal("retry") }),
  z.object({ intent: z.literal("decline"), reason: z.string().default("") }),
  z.object({
    intent: z.literal("manual"),
    note: z.string().default(""),
    method: z.enum(["bank_transfer", "cash"]).default("bank_transfer"),
  }),
]);

export type CancellationActionData = { error: string; reason?: string; note?: string; method?: string };

/** What the page says after a decision: "approved" only when the money moved (decision 0074). */
function noticeAfter(intent: "approve" | "retry" | "decline" | "manual", item: CancellationInboxItem): string {
  if (intent === "decline") return "declined";
  if (intent === "manual") return "manualRecorded";
  if (item.outcome === "approved") return intent === "approve" ? "approved" : "retried";
  return item.refundState === "failed" ? "refundRefused" : "refundUnknown";
}

export async function cancellationAction(args: Args & { params: { id?: string } }) {
  const { actor, ctx } = await staffPage(args);
  const id = args.params.id ?? "";
  const parsed = decisionSchema.safeParse(Object.fromEntries(await args.request.formData()));
  if (!parsed.success) return data<CancellationActionData>({ error: "notFound" }, { status: 400, headers: NO_STORE });
  const { gateway } = paymentSetupFor(ctx.services.env, ctx.db);
  const input = parsed.data;
  const path = `/yonetim/iptal-talepleri/${id}`;
  const result = await asStaff(() =>
    input.intent === "approve"
      ? approveCancellationRequest(ctx.db, gateway, actor, id, { log: ctx.log })
      : input.intent === "retry"
        ? retryCancellationRefund(ctx.db, gateway, actor, id, { log: ctx.log })
        : input.intent === "manual"
          ? recordManualRefund(ctx.db, actor, id, { note: input.note, method: input.method })
          : declineCancellationRequest(ctx.db, actor, id, { reason: input.reason }),
  );
  if (result.ok) return done(ctx, path, noticeAfter(input.intent, result.item));
  if (result.reason === "notFound") notFound();
  const typed =
    input.intent === "decline"
      ? { reason: input.reason }
      : input.intent === "manual"
        ? { note: input.note, method: input.method }
        : {};
  return data<CancellationActionData>(
    { error: result.reason, ...typed },
    { status: result.reason === "invalidReason" || result.reason === "invalidNote" ? 400 : 409, headers: NO_STORE },
  );
}
