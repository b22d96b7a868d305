// The content editor's trip pages and FAQ entries, server side (docs/decisions/0049, 0061): the
// list rows of /yonetim/icerik?tur=gezi|sss, one item's edit page and its save, and its staff-only
// preview. Parses what the editor sent, calls the content-listings service as the signed-in staff
// member, shapes what the page shows (times in Istanbul, in the page's language).
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import type { PublishAction } from "#app/domain/content/publishing.ts";
import { formatIstanbulLocal, parseIstanbulLocal } from "#app/domain/time/istanbul.ts";
import type { Lang } from "#app/i18n/config.ts";
import type { PageContext } from "#app/server/page.server.ts";
import type { StaffActor } from "#app/domain/staff/permissions.ts";
import type { SaveIntent } from "#app/server/services/staff/content-editor.server.ts";
import {
  faqForEditor,
  listListingsForEditor,
  listingPreview,
  saveFaq,
  saveTrip,
  tripForEditor,
  type EditableFaq,
  type EditableTrip,
} from "#app/server/services/staff/content-listings.server.ts";
import {
  faqFormSchema,
  listingSegment,
  tripFormSchema,
  type ListingKindName,
  type ListingPage,
} from "#app/shared/content-editor/listing-form.ts";
import { notFound } from "#app/routes/page-context.server.ts";
import { type Args, done, NO_STORE, noticeOf, staffPage, when } from "./inbox.server.ts";
import { asStaff, requirePermission } from "./staff-guard.server.ts";

type Params = { id?: string };

async function editor(args: Args) {
  const page = await staffPage(args);
  requirePermission(page.actor, "content.edit");
  return page;
}

/** Null for /yonetim/icerik/sss/yeni (trip pages are not created here, 0061). */
function idOf(kind: ListingKindName, params: Params): number | null {
  if (params.id === "yeni" && kind === "faq") return null;
  const id = Number(params.id);
  if (!/^\d{1,9}$/.test(params.id ?? "") || id <= 0) notFound();
  return id;
}

const editPath = (kind: ListingKindName, id: number) => `/yonetim/icerik/${listingSegment[kind]}/${id}`;

/** The rows of /yonetim/icerik?tur=gezi|sss, in the list's shape. */
export async function listingListRows(ctx: PageContext, actor: StaffActor, kind: ListingKindName) {
  const rows = await asStaff(() => listListingsForEditor(ctx.db, actor, kind));
  return rows.map((r) => ({
    id: String(r.id),
    path: r.path,
    title: ctx.lang === "tr" ? r.titleTr : r.titleEn,
    state: r.state,
    publishedAt: r.state === "draft" ? "" : when(r.publishedAt, ctx.lang),
    updatedAt: "",
  }));
}

const publishAtOf = (state: string, at: Date) => (state === "scheduled" ? formatIstanbulLocal(at) : "");

/** /yonetim/icerik/gezi/:id and /yonetim/icerik/sss/:id (or sss/yeni). */
export async function listingEditLoader(args: Args & { params: Params }, kind: ListingKindName) {
  const { actor, ctx } = await editor(args);
  const id = idOf(kind, args.params);
  const head = { segment: listingSegment[kind], notice: noticeOf(ctx.url) };
  const itemOf = (r: EditableTrip | EditableFaq) => ({
    id: r.id,
    path: r.path,
    state: r.state,
    publishedAt: when(r.publishedAt, ctx.lang),
  });
  let page: ListingPage;
  if (kind === "trip") {
    const trip = id === null ? null : await asStaff(() => tripForEditor(ctx.db, actor, id));
    if (!trip) notFound();
    page = {
      ...head,
      kind,
      item: itemOf(trip),
      values: {
        slug: trip.slug,
        nameTr: trip.nameTr,
        nameEn: trip.nameEn,
        regionTr: trip.regionTr,
        regionEn: trip.regionEn,
        summaryTr: trip.summaryTr,
        summaryEn: trip.summaryEn,
        bodyTr: trip.bodyTr,
        bodyEn: trip.bodyEn,
        theme: trip.theme,
        sort: String(trip.sort),
        popular: trip.popular ? "on" : "",
        publishAt: publishAtOf(trip.state, trip.publishedAt),
      },
    };
  } else {
    const faq = id === null ? null : await asStaff(() => faqForEditor(ctx.db, actor, id));
    if (id !== null && !faq) notFound();
    page = {
      ...head,
      kind,
      item: faq && itemOf(faq),
      values: faq && {
        topic: faq.topic,
        sort: String(faq.sort),
        questionTr: faq.questionTr,
        questionEn: faq.questionEn,
        answerTr: faq.answerTr,
        answerEn: faq.answerEn,
        publishAt: publishAtOf(faq.state, faq.publishedAt),
      },
    };
  }
  const title = ctx.t(page.item ? `contentEditor.editTitle.${kind}` : `contentEditor.newTitle.${kind}`);
  return data(
    { kind: "listing" as const, page, meta: { title, description: ctx.t("contentEditor.lead"), noindex: true } },
    { headers: NO_STORE },
  );
}

function intentOf(intent: "save" | PublishAction["kind"], publishAt: string | undefined): SaveIntent {
  const at = intent === "schedule" ? parseIstanbulLocal(publishAt ?? "") : null;
  if (at) return { kind: "schedule", at };
  return intent === "schedule" ? { kind: "save" } : { kind: intent };
}

/** Saves, publishes, schedules or unpublishes; back to the edit page with a notice. */
export async function listingEditAction(args: Args & { params: Params }, kind: ListingKindName) {
  const { actor, ctx } = await editor(args);
  const id = idOf(kind, args.params);
  const formData = await args.request.formData();
  const refuse = (reply: unknown) => data({ reply }, { status: 400, headers: NO_STORE });
  if (kind === "trip") {
    const submission = parseWithZod(formData, { schema: tripFormSchema });
    if (submission.status !== "success") return refuse(submission.reply());
    const { intent, publishAt, ...fields } = submission.value;
    const result = await asStaff(() => saveTrip(ctx.db, actor, id ?? 0, fields, intentOf(intent, publishAt)));
    if (!result.ok) {
      if (result.reason === "notFound") notFound();
      const field = result.reason === "slugTaken" ? "slug" : "publishAt";
      return refuse(submission.reply({ fieldErrors: { [field]: [`contentEditor.errors.${result.reason}`] } }));
    }
    return done(ctx, editPath(kind, result.trip.id), intent);
  }
  const submission = parseWithZod(formData, { schema: faqFormSchema });
  if (submission.status !== "success") return refuse(submission.reply());
  const { intent, publishAt, ...fields } = submission.value;
  const result = await asStaff(() => saveFaq(ctx.db, actor, id, fields, intentOf(intent, publishAt)));
  if (!result.ok) {
    if (result.reason === "notFound") notFound();
    return refuse(submission.reply({ fieldErrors: { publishAt: [`contentEditor.errors.${result.reason}`] } }));
  }
  return done(ctx, editPath(kind, result.faq.id), id === null && intent === "save" ? "create" : intent);
}

/** The staff-only preview of a trip page or an FAQ entry in this page's language, never cached. */
export async function listingPreviewLoader(args: Args & { params: Params }, kind: ListingKindName) {
  const { actor, ctx } = await editor(args);
  const id = idOf(kind, args.params);
  if (id === null) notFound();
  const item = await asStaff(() => listingPreview(ctx.db, actor, kind, id, ctx.lang as Lang));
  if (!item) notFound();
  return data(
    {
      ...item,
      editPath: editPath(kind, id),
      meta: { title: `${ctx.t("contentEditor.preview")}: ${item.name}`, description: "", noindex: true },
    },
    { headers: NO_STORE },
  );
}
