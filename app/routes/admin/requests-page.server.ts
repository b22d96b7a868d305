// The desk's requests inbox (docs/decisions/0043): the list with its filters, one request, its
// status / assign / note / reply posts, and a job application's CV.
import { data } from "react-router";
import { z } from "#app/shared/validation/zod.ts";
import { canBeAssigned, isRequestStatus, kindsFor, requestKinds } from "#app/domain/requests/request-inbox.ts";
import { createFileStorage } from "#app/server/storage/create-file-storage.server.ts";
import {
  addRequestNote,
  assignRequest,
  getRequest,
  listRequestsInbox,
  openCv,
  replyToRequest,
  type RequestItem,
  setRequestStatus,
} from "#app/server/services/inbox/requests-inbox.server.ts";
import { listAssignees } from "#app/server/services/inbox/assignees.server.ts";
import { type PageContext } from "#app/server/page.server.ts";
import { notFound } from "#app/routes/page-context.server.ts";
import { type Args, done, NO_STORE, noticeOf, staffPage, when } from "./inbox.server.ts";
import { asStaff } from "./staff-guard.server.ts";

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
    createdAt: when(item.createdAt, lang),
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
        at: when(n.createdAt, ctx.lang),
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
