// Route-level server helpers of the desk's inboxes (docs/decisions/0043): parse what the page
// sent, call the inbox services as the signed-in staff member, and shape what the pages show
// (dates in Istanbul time, amounts in TL, in the page's language). Pages never import services.
import { data, redirect, type RouterContextProvider } from "react-router";
import { z } from "zod";
import { formatTl } from "../../domain/money/money.ts";
import { canBeAssigned, isRequestStatus, kindsFor, requestKinds } from "../../domain/requests/request-inbox.ts";
import type { StaffActor } from "../../domain/staff/permissions.ts";
import { localizePath } from "../../i18n/config.ts";
import { paymentSetupFor } from "../../server/payments/payment-setup.server.ts";
import { createFileStorage } from "../../server/storage/create-file-storage.server.ts";
import {
  approveCancellationRequest,
  type CancellationInboxItem,
  declineCancellationRequest,
  getCancellationRequest,
  listCancellationRequests,
  retryCancellationRefund,
} from "../../server/services/inbox/cancellation-inbox.server.ts";
import {
  cancelDeskReference,
  emailDeskReference,
  getReservationReferences,
  issueDeskReference,
} from "../../server/services/inbox/desk-references.server.ts";
import {
  addRequestNote,
  assignRequest,
  getRequest,
  listRequestsInbox,
  openCv,
  replyToRequest,
  type RequestItem,
  setRequestStatus,
} from "../../server/services/inbox/requests-inbox.server.ts";
import { listAssignees } from "../../server/services/inbox/assignees.server.ts";
import { displayLocal } from "../../server/services/reservation-lookup.server.ts";
import { type PageContext } from "../../server/page.server.ts";
import { notFound, pageContext } from "../page-context.server.ts";
import { asStaff, requireStaff } from "./staff-guard.server.ts";

export const NO_STORE = { "Cache-Control": "no-store, private" } as const;

type Args = { request: Request; context: Readonly<RouterContextProvider> };

async function staffPage(args: Args): Promise<{ actor: StaffActor; ctx: PageContext }> {
  const actor = await requireStaff(args.request, args.context);
  return { actor, ctx: pageContext(args.request, args.context) };
}

const when = (d: Date | null) => (d ? displayLocal(d) : "");

/** Back to `path` (in the page's language) with a notice the page shows once. */
function done(ctx: PageContext, path: string, notice: string) {
  return redirect(`${localizePath(path, ctx.lang)}?ok=${encodeURIComponent(notice)}`, {
    status: 303,
    headers: NO_STORE,
  });
}

// ----------------------------------------------------------------------------------------------
// Cancellation requests

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

const noticeOf = (url: URL) => url.searchParams.get("ok");

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

// ----------------------------------------------------------------------------------------------
// Payment references of a reservation

export async function referencesLoader(args: Args & { params: { number?: string } }) {
  const { actor, ctx } = await staffPage(args);
  const view = await asStaff(() => getReservationReferences(ctx.db, actor, args.params.number ?? ""));
  if (!view) notFound();
  const money = (k: number) => formatTl(k, ctx.lang);
  return data(
    {
      reservation: {
        number: view.reservation.number,
        driverName: view.reservation.driverName,
        email: view.reservation.email,
      },
      balance: {
        total: money(view.balance.totalKurus),
        paid: money(view.balance.paidKurus),
        owed: money(view.balance.owedKurus),
      },
      canIssue: view.canIssue,
      references: view.references.map((r) => ({
        id: r.id,
        number: r.number,
        amount: money(r.amountKurus),
        state: r.state,
        expiresAt: when(r.expiresAt),
        createdAt: when(r.createdAt),
        canCancel: r.canCancel,
      })),
      notice: noticeOf(ctx.url),
      ref: ctx.url.searchParams.get("ref"),
      meta: {
        title: ctx.t("inbox.references.title", { number: view.reservation.number }),
        description: ctx.t("inbox.references.lead"),
        noindex: true,
      },
    },
    { headers: NO_STORE },
  );
}

const referenceSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("issue"), email: z.literal("on").optional() }),
  z.object({ intent: z.literal("email"), referenceId: z.string().max(64) }),
  z.object({ intent: z.literal("cancel"), referenceId: z.string().max(64) }),
]);

export type ReferenceActionData = { error: string };

export async function referencesAction(args: Args & { params: { number?: string } }) {
  const { actor, ctx } = await staffPage(args);
  const number = args.params.number ?? "";
  const parsed = referenceSchema.safeParse(Object.fromEntries(await args.request.formData()));
  if (!parsed.success) return data<ReferenceActionData>({ error: "notOpen" }, { status: 400, headers: NO_STORE });
  const input = parsed.data;
  const path = `/yonetim/rezervasyonlar/${encodeURIComponent(number)}/referans`;
  const publicUrl = ctx.services.env.PUBLIC_URL;
  if (input.intent === "issue") {
    const issued = await asStaff(() =>
      issueDeskReference(ctx.db, actor, { reservationNumber: number, email: input.email === "on", publicUrl }),
    );
    if (!issued.ok) {
      if (issued.reason === "reservationNotFound") notFound();
      return data<ReferenceActionData>({ error: issued.reason }, { status: 409, headers: NO_STORE });
    }
    const notice = issued.reused ? "reused" : issued.emailed ? "issuedEmailed" : "issued";
    return redirect(`${localizePath(path, ctx.lang)}?ok=${notice}&ref=${encodeURIComponent(issued.reference.number)}`, {
      status: 303,
      headers: NO_STORE,
    });
  }
  const result = await asStaff(() =>
    input.intent === "email"
      ? emailDeskReference(ctx.db, actor, { referenceId: input.referenceId, publicUrl })
      : cancelDeskReference(ctx.db, actor, { referenceId: input.referenceId }),
  );
  if (result.ok) return done(ctx, path, input.intent === "email" ? "emailed" : "cancelled");
  if (result.reason === "notFound") notFound();
  return data<ReferenceActionData>({ error: result.reason }, { status: 409, headers: NO_STORE });
}

// ----------------------------------------------------------------------------------------------
// Requests

function requestRow(item: RequestItem, lang: PageContext["lang"]) {
  return {
    id: item.id,
    kind: item.kind,
    lang: item.lang,
    name: item.name,
    email: item.email,
    department: item.department ? item.department[lang] : null,
    status: item.status,
    assignedTo: item.assignedTo?.name ?? null,
    createdAt: when(item.createdAt),
    hasCv: item.hasCv,
  };
}

const filterSchema = z.object({
  tur: z.enum(requestKinds).optional().catch(undefined),
  durum: z
    .string()
    .optional()
    .transform((v) => (v === "acik" ? ("open" as const) : isRequestStatus(v) ? v : undefined)),
});

export async function requestListLoader(args: Args) {
  const { actor, ctx } = await staffPage(args);
  const filter = filterSchema.parse(Object.fromEntries(ctx.url.searchParams));
  const items = await asStaff(() =>
    listRequestsInbox(ctx.db, actor, {
      ...(filter.tur ? { kind: filter.tur } : {}),
      ...(filter.durum ? { status: filter.durum } : {}),
    }),
  );
  return data(
    {
      rows: items.map((item) => requestRow(item, ctx.lang)),
      kinds: kindsFor(actor),
      filter: { kind: filter.tur ?? "", status: filter.durum === "open" ? "acik" : (filter.durum ?? "") },
      meta: { title: ctx.t("inbox.requests.title"), description: ctx.t("inbox.requests.lead"), noindex: true },
    },
    { headers: NO_STORE },
  );
}

/** What the forms stored that the desk reads, in this order (ids and file facts stay out). */
const shownFields = [
  "type",
  "phone",
  "company",
  "position",
  "vehicleCount",
  "duration",
  "subject",
  "message",
  "note",
  "cvName",
] as const;

export async function requestLoader(args: Args & { params: { id?: string } }) {
  const { actor, ctx } = await staffPage(args);
  const item = await asStaff(() => getRequest(ctx.db, actor, args.params.id ?? ""));
  if (!item) notFound();
  const people = (await listAssignees(ctx.db)).filter((p) => canBeAssigned(p.role, item.kind));
  return data(
    {
      row: requestRow(item, ctx.lang),
      data: shownFields.flatMap((key) => {
        const value = item.data[key];
        if (value === null || value === undefined || value === "") return [];
        return [[ctx.t(`inbox.requests.fields.${key}`), String(value)] as const];
      }),
      notes: item.notes.map((n) => ({
        id: n.id,
        kind: n.kind,
        author: n.authorName,
        at: when(n.createdAt),
        subject: n.subject,
        body: n.body,
      })),
      assigneeId: item.assignedTo?.id ?? "",
      people: people.map((p) => ({ id: p.id, name: p.name })),
      notice: noticeOf(ctx.url),
      meta: {
        title: ctx.t("inbox.requests.detailTitle", {
          kind: ctx.t(`inbox.requests.kinds.${item.kind}`),
          name: item.name,
        }),
        description: ctx.t("inbox.requests.lead"),
        noindex: true,
      },
    },
    { headers: NO_STORE },
  );
}

const requestActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("status"), status: z.string() }),
  z.object({ intent: z.literal("assign"), assignee: z.string().default("") }),
  z.object({ intent: z.literal("note"), body: z.string().default("") }),
  z.object({ intent: z.literal("reply"), subject: z.string().default(""), body: z.string().default("") }),
]);

export type RequestActionData = {
  intent: "status" | "assign" | "note" | "reply";
  errors: Partial<Record<"body" | "subject" | "assignee", string>>;
  values: Partial<Record<"body" | "subject", string>>;
};

export async function requestAction(args: Args & { params: { id?: string } }) {
  const { actor, ctx } = await staffPage(args);
  const id = args.params.id ?? "";
  const parsed = requestActionSchema.safeParse(Object.fromEntries(await args.request.formData()));
  if (!parsed.success) notFound();
  const input = parsed.data;
  const path = `/yonetim/talepler/${id}`;
  const fail = (errors: RequestActionData["errors"], values: RequestActionData["values"] = {}) =>
    data<RequestActionData>({ intent: input.intent, errors, values }, { status: 400, headers: NO_STORE });
  switch (input.intent) {
    case "status": {
      if (!isRequestStatus(input.status)) return fail({});
      const status = input.status;
      const r = await asStaff(() => setRequestStatus(ctx.db, actor, id, status));
      if (!r.ok) notFound();
      return done(ctx, path, "status");
    }
    case "assign": {
      const person =
        input.assignee === "" ? null : ((await listAssignees(ctx.db)).find((p) => p.id === input.assignee) ?? null);
      if (input.assignee !== "" && !person) return fail({ assignee: "inbox.requests.errors.notAssignable" });
      const r = await asStaff(() => assignRequest(ctx.db, actor, id, person));
      if (!r.ok)
        return r.reason === "notFound" ? notFound() : fail({ assignee: "inbox.requests.errors.notAssignable" });
      return done(ctx, path, "assigned");
    }
    case "note": {
      const r = await asStaff(() => addRequestNote(ctx.db, actor, id, input.body));
      if (!r.ok)
        return r.reason === "notFound"
          ? notFound()
          : fail({ body: "inbox.requests.errors.noteRequired" }, { body: input.body });
      return done(ctx, path, "noted");
    }
    case "reply": {
      const subject = input.subject.trim();
      const body = input.body.trim();
      const errors: RequestActionData["errors"] = {};
      if (subject === "" || subject.length > 200) errors.subject = "inbox.requests.errors.subjectRequired";
      if (body === "" || body.length > 5000) errors.body = "inbox.requests.errors.bodyRequired";
      if (Object.keys(errors).length > 0) return fail(errors, { subject: input.subject, body: input.body });
      const r = await asStaff(() => replyToRequest(ctx.db, actor, id, { subject, body }));
      if (!r.ok) notFound();
      return done(ctx, path, "replied");
    }
  }
}

/** The CV of a job application, shown in the browser (inline), never cached. */
export async function cvResponse(args: Args & { params: { id?: string } }): Promise<Response> {
  const { actor, ctx } = await staffPage(args);
  const storage = createFileStorage(ctx.services.env, ctx.db);
  const cv = await asStaff(() => openCv(ctx.db, storage, actor, args.params.id ?? ""));
  if (!cv) notFound();
  return new Response(Buffer.from(cv.bytes), {
    headers: {
      "Content-Type": cv.contentType,
      "Content-Length": String(cv.bytes.length),
      "Content-Disposition": `inline; filename="${cv.filename}"`,
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "no-store, private",
    },
  });
}
