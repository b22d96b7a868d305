// The content editor's legal and information texts, server side (docs/decisions/0049): the list
// rows, one text's edit page and its save, and its staff-only preview.
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { textPagePaths } from "#app/domain/content/publishing.ts";
import type { Lang } from "#app/i18n/config.ts";
import type { MessageKey } from "#app/i18n/translate.ts";
import type { PageContext } from "#app/server/page.server.ts";
import type { StaffActor } from "#app/domain/staff/permissions.ts";
import {
  listTextPages,
  saveTextPage,
  textPageForEditor,
  textPagePreview,
} from "#app/server/services/staff/content-texts.server.ts";
import { textFormSchema } from "#app/shared/content-editor/article-form.ts";
import { notFound } from "#app/routes/page-context.server.ts";
import { type Args, done, NO_STORE, noticeOf, staffPage, when } from "./inbox.server.ts";
import { asStaff, requirePermission } from "./staff-guard.server.ts";

const textName = (ctx: PageContext, key: string) => ctx.t(`contentEditor.texts.${key}` as MessageKey);

async function editor(args: Args) {
  const page = await staffPage(args);
  requirePermission(page.actor, "content.edit");
  return page;
}

function keyOf(params: { key?: string }): string {
  const key = params.key ?? "";
  if (!(key in textPagePaths)) notFound();
  return key;
}

/** The rows of /yonetim/icerik?tur=metin, in the list's shape. */
export async function textListRows(ctx: PageContext, actor: StaffActor) {
  const rows = await asStaff(() => listTextPages(ctx.db, actor));
  return rows
    .filter((r) => r.key in textPagePaths)
    .map((r) => ({
      id: r.key,
      path: textPagePaths[r.key] ?? "",
      title: textName(ctx, r.key),
      state: r.status === "draft" ? ("draft" as const) : ("published" as const),
      publishedAt: ctx.t("contentEditor.version", { version: r.version }),
      updatedAt: when(r.updatedAt, ctx.lang),
    }));
}

/** /yonetim/icerik/metin/:key (the edit route's loader hands texts over). */
export async function contentTextLoader(args: Args & { params: { key?: string } }) {
  const { actor, ctx } = await editor(args);
  const key = keyOf(args.params);
  const page = await asStaff(() => textPageForEditor(ctx.db, actor, key));
  if (!page) notFound();
  const title = ctx.t("contentEditor.textTitle", { name: textName(ctx, key) });
  return data(
    {
      kind: "text" as const,
      key,
      title,
      path: textPagePaths[key] ?? "",
      version: page.version,
      updatedAt: when(page.updatedAt, ctx.lang),
      notice: noticeOf(ctx.url),
      values: { titleTr: page.titleTr, titleEn: page.titleEn, bodyTr: page.bodyTr, bodyEn: page.bodyEn },
      meta: { title, description: ctx.t("contentEditor.textLead"), noindex: true },
    },
    { headers: NO_STORE },
  );
}

export async function contentTextAction(args: Args & { params: { key?: string } }) {
  const { actor, ctx } = await editor(args);
  const key = keyOf(args.params);
  const submission = parseWithZod(await args.request.formData(), { schema: textFormSchema });
  if (submission.status !== "success") return data({ reply: submission.reply() }, { status: 400, headers: NO_STORE });
  const result = await asStaff(() => saveTextPage(ctx.db, actor, key, submission.value));
  if (!result.ok) notFound();
  return done(ctx, `/yonetim/icerik/metin/${key}`, result.changed ? "text" : "unchanged");
}

/** /yonetim/icerik/metin/:key/onizleme: the stored text with the public text page's components. */
export async function textPreviewLoader(args: Args & { params: { key?: string } }) {
  const { actor, ctx } = await editor(args);
  const key = keyOf(args.params);
  const preview = await asStaff(() => textPagePreview(ctx.db, actor, key, ctx.lang as Lang));
  if (!preview) notFound();
  const name = textName(ctx, key);
  return data(
    {
      kind: "text" as const,
      editPath: `/yonetim/icerik/metin/${key}`,
      state: "published" as const,
      name,
      body: preview.body,
      meta: { title: `${ctx.t("contentEditor.preview")}: ${name}`, description: "", noindex: true },
    },
    { headers: NO_STORE },
  );
}
