// /yonetim/denetim's server side (docs/decisions/0066): parse the filters, ask the audit service as
// the signed-in staff member, and turn each entry into what the reader sees (sentence, record,
// readable before/after); the CSV download shapes the same entries into the reports' CSV.
import { data, type RouterContextProvider } from "react-router";
import { auditActions, auditRecordKinds } from "#app/domain/staff/audit-trail.ts";
import { istanbulDate } from "#app/domain/time/istanbul.ts";
import { localizePath, locales } from "#app/i18n/config.ts";
import { serverTranslator } from "#app/i18n/translate.server.ts";
import { auditExport, auditPage } from "#app/server/services/staff/audit-screen.server.ts";
import { auditCsv, auditEntryView, auditRecordKindName, auditSentence } from "#app/shared/staff/audit-entries.ts";
import { auditFiltersOf, auditQuery, auditSearchParams } from "#app/shared/staff/audit-query.ts";
import { pageContext } from "#app/routes/page-context.server.ts";
import { NO_STORE } from "./inbox.server.ts";
import { asStaff, requirePermission, requireStaff } from "./staff-guard.server.ts";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

const byLabel = (lang: keyof typeof locales) => (a: { label: string }, b: { label: string }) =>
  a.label.localeCompare(b.label, locales[lang]);

export async function auditScreen({ request, context }: Args) {
  const actor = await requireStaff(request, context);
  requirePermission(actor, "audit.read");
  const ctx = pageContext(request, context);
  const { filters, values, dropped, page } = auditFiltersOf(auditQuery.parse(Object.fromEntries(ctx.url.searchParams)));
  const result = await asStaff(() => auditPage(ctx.db, actor, filters, page, ctx.lang));
  const { t } = serverTranslator(ctx.lang);
  const query = auditSearchParams(values);
  return data(
    {
      entries: result.entries.map((row) => auditEntryView(row, t, ctx.lang)),
      values,
      dropped,
      page: result.page,
      newer: result.page > 1 ? auditSearchParams(values, result.page - 1) || "?" : null,
      older: result.hasOlder ? auditSearchParams(values, result.page + 1) : null,
      csv: `${localizePath("/yonetim/denetim/csv", ctx.lang)}${query}`,
      people: result.people.map((p) => ({ value: p.id, label: p.name })),
      recordKinds: auditRecordKinds
        .map((kind) => ({ value: kind, label: auditRecordKindName(kind, t) }))
        .sort(byLabel(ctx.lang)),
      actions: auditActions
        .map((action) => ({ value: action, label: auditSentence(action, t) }))
        .sort(byLabel(ctx.lang)),
      meta: { title: ctx.t("audit.title"), description: ctx.t("audit.lead"), noindex: true },
    },
    { headers: NO_STORE },
  );
}

export async function auditCsvDownload({ request, context }: Args) {
  const actor = await requireStaff(request, context);
  requirePermission(actor, "audit.read");
  const ctx = pageContext(request, context);
  const { filters } = auditFiltersOf(auditQuery.parse(Object.fromEntries(ctx.url.searchParams)));
  const rows = await asStaff(() => auditExport(ctx.db, actor, filters, ctx.lang));
  const body = auditCsv(rows, serverTranslator(ctx.lang).t, ctx.lang);
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="yolda-denetim-${istanbulDate(new Date())}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
