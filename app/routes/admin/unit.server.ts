// /yonetim/araclar/:id's server side (docs/decisions/0046): one car, its edit,
// retire and block forms. Parses, calls the units services as the signed-in staff member, and
// answers with field errors, a notice naming the reservations in the way, or a redirect back.
import { parseWithZod } from "@conform-to/zod/v4";
import { data, type RouterContextProvider } from "react-router";
import type { MessageKey } from "#app/i18n/translate.ts";
import { addBlock, removeBlock } from "#app/server/services/staff/unit-blocks.server.ts";
import { editUnit, retireUnit, unitDetail } from "#app/server/services/staff/units.server.ts";
import { closeDamage, openDamagesOfUnit } from "#app/server/services/desk/agreements.server.ts";
import { damageKindLabel, damageZoneLabel } from "#app/domain/handover/agreement.ts";
import { formatLocalDateTime } from "#app/domain/time/local-format.ts";
import {
  ADD_BLOCK_INTENT,
  blockSchema,
  CLOSE_DAMAGE_INTENT,
  EDIT_UNIT_INTENT,
  editUnitSchema,
  unitChangeSchema,
} from "#app/shared/units/unit-form.ts";
import { pageContext } from "#app/routes/page-context.server.ts";
import { done, NO_STORE, noticeOf } from "./inbox.server.ts";
import { asStaff, requirePermission, requireStaff } from "./staff-guard.server.ts";

type Args = { request: Request; context: Readonly<RouterContextProvider>; params: { id?: string } };

const NOTICES = ["added", "saved", "unchanged", "retiredNotice", "blockAdded", "blockRemoved", "damageClosed"] as const;
export type UnitNotice = (typeof NOTICES)[number];

function unitId(params: { id?: string }): number {
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id <= 0) throw data(null, { status: 404 });
  return id;
}

export async function unitPage({ request, context, params }: Args) {
  const actor = await requireStaff(request, context);
  requirePermission(actor, "fleet.manage");
  const ctx = pageContext(request, context);
  const id = unitId(params);
  const view = await asStaff(() => unitDetail(ctx.db, actor, { id, lang: ctx.lang, now: new Date() }));
  if (!view) throw data(null, { status: 404 });
  const ok = noticeOf(ctx.url);
  const damages = (await asStaff(() => openDamagesOfUnit(ctx.db, actor, id))) ?? [];
  return data(
    {
      ...view,
      damages: damages.map((d) => ({
        id: d.id,
        what: `${damageZoneLabel(d.zone, ctx.lang)}: ${damageKindLabel(d.kind, ctx.lang)}, ${d.sizeCm} cm`,
        note: d.note,
        foundAt: formatLocalDateTime(d.foundAt.toISOString(), ctx.lang),
        photos: d.photos.map(
          (p) => `${ctx.lang === "en" ? "/en" : ""}/yonetim/hasar-fotograflari/${p.key.replace(/^damage\//, "")}`,
        ),
      })),
      notice: NOTICES.find((n) => n === ok) ?? null,
      meta: { title: `${view.unit.plate} · ${ctx.t("units.title")}`, description: ctx.t("units.lead"), noindex: true },
    },
    { headers: NO_STORE },
  );
}

type Refusal = { key: MessageKey; numbers?: string };
const refusal = (reason: string, numbers?: string[]): Refusal => ({
  key: `units.errors.${reason}` as MessageKey,
  ...(numbers ? { numbers: numbers.join(", ") } : {}),
});

export async function unitAction({ request, context, params }: Args) {
  const actor = await requireStaff(request, context);
  requirePermission(actor, "fleet.manage");
  const ctx = pageContext(request, context);
  const id = unitId(params);
  const now = new Date();
  const path = `/yonetim/araclar/${id}`;
  const formData = await request.formData();
  const intent = formData.get("intent");

  if (intent === EDIT_UNIT_INTENT) {
    const submission = parseWithZod(formData, { schema: editUnitSchema });
    if (submission.status !== "success") return data({ form: "edit", reply: submission.reply() }, { status: 400 });
    const v = submission.value;
    const result = await asStaff(() =>
      editUnit(ctx.db, actor, {
        id,
        plate: v.plate,
        modelId: v.modelId,
        homeOfficeId: v.homeOfficeId,
        inService: v.inService,
        now,
      }),
    );
    if (result.ok) return done(ctx, path, result.changed ? "saved" : "unchanged");
    if (result.field) {
      const fieldErrors = { [result.field]: [`units.errors.${result.reason}`] };
      return data({ form: "edit", reply: submission.reply({ fieldErrors }) }, { status: 400 });
    }
    const numbers = result.reason === "hasReservations" ? result.numbers : undefined;
    return data({ form: "edit", reply: submission.reply(), refusal: refusal(result.reason, numbers) }, { status: 409 });
  }

  if (intent === CLOSE_DAMAGE_INTENT) {
    const damageId = Number(formData.get("damageId"));
    const note = String(formData.get("closeNote") ?? "");
    if (!Number.isSafeInteger(damageId) || damageId <= 0) {
      return data({ form: "damage", damageId: 0, note, refusal: refusal("damageNotFound") }, { status: 404 });
    }
    const result = await asStaff(() => closeDamage(ctx.db, actor, { damageId, note, now }));
    if (result.ok) return done(ctx, path, "damageClosed");
    const reason = result.reason === "noteRequired" ? "closeNoteRequired" : "damageNotFound";
    return data({ form: "damage", damageId, note, refusal: refusal(reason) }, { status: 400 });
  }

  if (intent === ADD_BLOCK_INTENT) {
    const submission = parseWithZod(formData, { schema: blockSchema });
    if (submission.status !== "success") return data({ form: "block", reply: submission.reply() }, { status: 400 });
    const v = submission.value;
    const result = await asStaff(() =>
      addBlock(ctx.db, actor, { unitId: id, kind: v.kind, from: v.from, to: v.to, note: v.note, now }),
    );
    if (result.ok) return done(ctx, path, "blockAdded");
    if (result.field) {
      const fieldErrors = { [result.field]: [`units.errors.${result.reason}`] };
      return data({ form: "block", reply: submission.reply({ fieldErrors }) }, { status: 400 });
    }
    const numbers = result.reason === "reserved" ? result.numbers : undefined;
    return data(
      { form: "block", reply: submission.reply(), refusal: refusal(result.reason, numbers) },
      { status: 409 },
    );
  }

  const change = unitChangeSchema.safeParse(Object.fromEntries(formData));
  if (!change.success) return data({ form: null, refusal: refusal("notFound") }, { status: 400 });
  if (change.data.intent === "retire") {
    const result = await asStaff(() => retireUnit(ctx.db, actor, { id, now }));
    if (result.ok) return done(ctx, path, "retiredNotice");
    const numbers = result.reason === "hasReservations" ? result.numbers : undefined;
    return data({ form: null, refusal: refusal(result.reason, numbers) }, { status: 409 });
  }
  const blockId = change.data.blockId;
  const result = await asStaff(() => removeBlock(ctx.db, actor, { unitId: id, blockId, now }));
  if (result.ok) return done(ctx, path, "blockRemoved");
  return data({ form: null, refusal: refusal("blockNotFound") }, { status: 404 });
}
