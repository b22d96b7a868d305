// /yonetim/subeler and /yonetim/subeler/:id, server side (docs/decisions/0031, 0050): parse the
// editor's forms, call the office settings service, shape what the pages render.
import { parseWithZod } from "@conform-to/zod/v4";
import { data, type RouterContextProvider } from "react-router";
import type { BookedVisit } from "#app/domain/offices/office-settings.ts";
import { formatDateMask } from "#app/domain/time/date-mask.ts";
import { formatIstanbulLocal } from "#app/domain/time/istanbul.ts";
import { formatLocalDateTime } from "#app/domain/time/local-format.ts";
import type { MessageKey } from "#app/i18n/translate.ts";
import {
  listOfficesForStaff,
  officeSettings,
  removeClosure,
  saveClosure,
  saveOfficeSettings,
  type OfficeEditResult,
  type OfficeSettingsRow,
} from "#app/server/services/staff/office-settings.server.ts";
import {
  CLOSURE_INTENT,
  officeClosureSchema,
  officeSettingsSchema,
  removeClosureSchema,
  REMOVE_CLOSURE_INTENT,
} from "#app/shared/staff/office-form.ts";
import { allows } from "#app/domain/staff/permissions.ts";
import { notFound, pageContext } from "#app/routes/page-context.server.ts";
import { asStaff, requireStaff } from "./staff-guard.server.ts";

const name = (o: OfficeSettingsRow, lang: "tr" | "en") => (lang === "en" ? o.nameEn : o.nameTr);

/** The list: every office for admins, their own for office staff (403 for anyone else). */
export async function officesPage(request: Request, context: Readonly<RouterContextProvider>) {
  const actor = await requireStaff(request, context);
  const ctx = pageContext(request, context);
  const { offices, canEdit } = await asStaff(() => listOfficesForStaff(ctx.db, actor));
  return {
    canEdit,
    canEditMapData: allows(actor, "places.manage"),
    offices: offices.map((o) => ({
      id: o.id,
      code: o.code,
      name: name(o, ctx.lang),
      city: ctx.lang === "en" ? o.cityEn : o.cityTr,
      open24h: o.open24h,
      hours: o.hours,
      turnaroundMinutes: o.turnaroundMinutes,
      phone: o.phone,
    })),
    meta: { title: ctx.t("offices.title"), description: ctx.t("offices.lead"), noindex: true },
  };
}

function officeId(params: { id?: string }): number {
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id <= 0 || String(id) !== params.id) notFound();
  return id;
}

/** One office's settings as the forms' defaults, and its holidays from today on. */
export async function officePage(request: Request, context: Readonly<RouterContextProvider>, params: { id?: string }) {
  const actor = await requireStaff(request, context);
  const ctx = pageContext(request, context);
  const id = officeId(params);
  const view = await asStaff(() => officeSettings(ctx.db, actor, id, new Date()));
  if (!view) notFound();
  const { office: o, closures, canEdit } = view;
  const title = `${name(o, ctx.lang)} (${o.code})`;
  return {
    canEdit,
    office: { id: o.id, code: o.code, slug: o.slug, name: name(o, ctx.lang), active: o.active },
    defaults: {
      open24h: o.open24h,
      days: o.hours.map((d) => ({ closed: d === null, open: d?.open ?? "", close: d?.close ?? "" })),
      turnaroundMinutes: String(o.turnaroundMinutes),
      addressTr: o.addressTr,
      addressEn: o.addressEn,
      phone: o.phone,
      lat: String(o.lat),
      lng: String(o.lng),
    },
    closures: closures.map((c) => ({
      day: c.day,
      shown: formatLocalDateTime(c.day, ctx.lang),
      opens: c.opens,
      closes: c.closes,
      note: ctx.lang === "en" ? c.noteEn : c.noteTr,
    })),
    meta: { title: `${ctx.t("offices.title")}: ${title}`, description: ctx.t("offices.lead"), noindex: true },
  };
}

export type StrandedView = { number: string; name: string; kind: "pickup" | "return"; at: string };

const strandedView = (visits: readonly BookedVisit[], lang: "tr" | "en"): StrandedView[] =>
  visits.map((v) => ({ ...v, at: formatLocalDateTime(formatIstanbulLocal(v.at), lang) }));

function failure(result: Exclude<OfficeEditResult, { ok: true }>) {
  return `offices.errors.${result.reason === "stranded" ? "strandedConfirm" : result.reason}` as MessageKey;
}

/** Saves the settings, a holiday, or removes a holiday (admins; 403 for anyone else). */
export async function officeAction(
  request: Request,
  context: Readonly<RouterContextProvider>,
  params: { id?: string },
) {
  const actor = await requireStaff(request, context);
  const ctx = pageContext(request, context);
  const id = officeId(params);
  const formData = await request.formData();
  const now = new Date();
  const intent = formData.get("intent");
  if (intent === REMOVE_CLOSURE_INTENT) {
    const parsed = removeClosureSchema.safeParse(Object.fromEntries(formData));
    if (!parsed.success) return data({ form: "remove" as const, error: "offices.errors.notFound" as MessageKey }, 400);
    const result = await asStaff(() => removeClosure(ctx.db, actor, id, parsed.data.day, now));
    if (!result.ok) return data({ form: "remove" as const, error: failure(result) }, 400);
    return { form: "remove" as const, done: "removed" as const };
  }
  if (intent === CLOSURE_INTENT) {
    const submission = parseWithZod(formData, { schema: officeClosureSchema });
    if (submission.status !== "success") return data({ form: "closure" as const, reply: submission.reply() }, 400);
    const v = submission.value;
    const closure = {
      day: v.day,
      opens: v.kind === "shortened" ? v.opens : null,
      closes: v.kind === "shortened" ? v.closes : null,
      noteTr: v.noteTr,
      noteEn: v.noteEn,
    };
    const result = await asStaff(() =>
      saveClosure(ctx.db, actor, id, closure, { confirmStranded: v.confirmStranded, now }),
    );
    if (!result.ok) {
      const stranded = result.reason === "stranded" ? strandedView(result.visits, ctx.lang) : [];
      const fieldErrors: Record<string, string[]> =
        result.reason === "invalid" ? { day: ["offices.errors.dayPast"] } : {};
      return data(
        { form: "closure" as const, reply: submission.reply({ fieldErrors }), stranded, error: failure(result) },
        result.reason === "stranded" ? 409 : 400,
      );
    }
    return {
      form: "closure" as const,
      reply: submission.reply({ resetForm: true }),
      done: "closure" as const,
      day: formatDateMask(v.day),
    };
  }
  const submission = parseWithZod(formData, { schema: officeSettingsSchema });
  if (submission.status !== "success") return data({ form: "settings" as const, reply: submission.reply() }, 400);
  const v = submission.value;
  const change = {
    open24h: v.open24h,
    hours: v.days.map((d) => (d.closed ? null : { open: d.open, close: d.close })),
    turnaroundMinutes: v.turnaroundMinutes,
    addressTr: v.addressTr,
    addressEn: v.addressEn,
    phone: v.phone,
    lat: v.lat,
    lng: v.lng,
  };
  const result = await asStaff(() =>
    saveOfficeSettings(ctx.db, actor, id, change, { confirmStranded: v.confirmStranded, now }),
  );
  if (!result.ok) {
    const stranded = result.reason === "stranded" ? strandedView(result.visits, ctx.lang) : [];
    return data(
      { form: "settings" as const, reply: submission.reply(), stranded, error: failure(result) },
      result.reason === "stranded" ? 409 : 400,
    );
  }
  return { form: "settings" as const, reply: submission.reply(), done: "settings" as const };
}
