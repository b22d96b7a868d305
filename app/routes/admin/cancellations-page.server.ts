// The desk's cancellation requests (docs/decisions/0043): the list, one request, and the
// approve / retry / decline posts.
import { data } from "react-router";
import { z } from "#app/shared/validation/zod.ts";
import { formatTl } from "#app/domain/money/money.ts";
import { paymentSetupFor } from "#app/server/payments/payment-setup.server.ts";
import {
  approveCancellationRequest,
  declineCancellationRequest,
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
    pickupAt: when(item.pickupAt),
    requestedAt: when(item.requestedAt),
    reason: item.reason,
    status: item.status,
    rule: item.rule,
    paymentType: item.paymentType,
    refundKurus: item.refundKurus,
    refund: money(item.refundKurus),
    deduction: money(item.deductionKurus),
    paid: money(item.paidKurus),
    refundState: item.refundState,
    bankAnswer: item.bankAnswer,
    decidedAt: when(item.decidedAt),
    decidedBy: item.decidedBy,
    declineReason: item.declineReason,
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
]);

export type CancellationActionData = { error: string; reason?: string };

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
        : declineCancellationRequest(ctx.db, actor, id, { reason: input.reason }),
  );
  if (result.ok)
    return done(ctx, path, input.intent === "approve" ? "approved" : input.intent === "retry" ? "retried" : "declined");
  if (result.reason === "notFound") notFound();
  const reason = input.intent === "decline" ? { reason: input.reason } : {};
  return data<CancellationActionData>(
    { error: result.reason, ...reason },
    { status: result.reason === "invalidReason" ? 400 : 409, headers: NO_STORE },
  );
}
