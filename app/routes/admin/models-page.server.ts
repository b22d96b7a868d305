// /yonetim/modeller, /yonetim/modeller/:id and /yonetim/siniflar: the server side (docs/decisions/0031,
// 0051). Parse what the page sent, call the catalogue services as the signed-in admin, shape what the
// pages show; a success goes back to the page with a notice (303), a refusal answers the form with
// its messages and keeps what was typed.
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { displayLocal } from "#app/server/services/reservation-lookup.server.ts";
import { removeModelPhoto, saveModelPhoto } from "#app/server/services/staff/model-images.server.ts";
import {
  catalogueClasses,
  catalogueModels,
  modelEditor,
  photoOf,
  saveClass,
  saveModel,
} from "#app/server/services/staff/vehicle-catalogue.server.ts";
import { createFileStorage } from "#app/server/storage/create-file-storage.server.ts";
import {
  classFormSchema,
  liraText,
  modelFormSchemaFor,
  photoFormSchema,
  REMOVE_IMAGE_INTENT,
  tenthsText,
  UPLOAD_IMAGE_INTENT,
} from "#app/shared/fleet-models/model-form.ts";
import { modelHistoryChanges } from "#app/shared/fleet-models/model-history.ts";
import { notFound } from "#app/routes/page-context.server.ts";
import { type Args, done, NO_STORE, noticeOf, staffPage } from "./inbox.server.ts";
import { asStaff } from "./staff-guard.server.ts";

const MODELS = "/yonetim/modeller";
const CLASSES = "/yonetim/siniflar";

function idOf(raw: string | undefined): number {
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id <= 0 || String(id) !== raw) notFound();
  return id;
}

export async function modelsPage(args: Args) {
  const { actor, ctx } = await staffPage(args);
  const models = await asStaff(() => catalogueModels(ctx.db, actor));
  return {
    models: models.map((m) => ({ ...m, className: ctx.lang === "tr" ? m.classNameTr : m.classNameEn })),
    meta: { title: ctx.t("models.title"), description: ctx.t("models.lead"), noindex: true },
  };
}

export async function modelPage(args: Args & { params: { id?: string } }) {
  const { actor, ctx } = await staffPage(args);
  const editor = await asStaff(() => modelEditor(ctx.db, actor, idOf(args.params.id)));
  if (!editor) notFound();
  const { model: m, image } = editor;
  const name = `${m.brand} ${m.model}`;
  return data(
    {
      id: m.id,
      name,
      slug: m.slug,
      bodyType: m.bodyType,
      colour: m.colour,
      values: {
        classId: String(m.classId),
        brand: m.brand,
        model: m.model,
        year: String(m.year),
        bodyType: m.bodyType,
        fuel: m.fuel,
        transmission: m.transmission,
        colour: m.colour,
        doors: String(m.doors),
        adults: String(m.adults),
        luggage: String(m.luggage),
        airbags: String(m.airbags),
        consumption: tenthsText(m.consumptionX10, ctx.lang),
        powerHp: String(m.powerHp),
        kmLimitPerDay: String(m.kmLimitPerDay),
        minAge: String(m.minAge),
        licenceYears: String(m.licenceYears),
        deposit: liraText(m.depositKurus, ctx.lang),
        memberDiscountPct: String(m.memberDiscountPct),
        tankLitres: String(m.tankLitres),
        extraKm: liraText(m.extraKmKurus, ctx.lang),
        active: m.active ? "on" : "",
      },
      photo: photoOf(image),
      alt: image
        ? { altTr: image.altTr, altEn: image.altEn }
        : { altTr: `${name}, ${m.year}`, altEn: `${name}, ${m.year}` },
      classes: editor.classes.map((c) => ({
        value: String(c.id),
        label: `${ctx.lang === "tr" ? c.nameTr : c.nameEn} (${c.acriss})`,
      })),
      history: editor.history.map((h) => ({
        id: h.id,
        action: h.action,
        at: displayLocal(h.at, ctx.lang),
        who: h.actorName,
        fields: Object.keys((h.after ?? {}) as object),
        changes:
          h.action === "vehicle_model.update"
            ? modelHistoryChanges(h.before, h.after, ctx.lang, {
                yes: ctx.t("models.history.yes"),
                no: ctx.t("models.history.no"),
                empty: ctx.t("models.history.blank"),
              })
            : [],
      })),
      notice: noticeOf(ctx.url),
      meta: { title: name, description: ctx.t("models.lead"), noindex: true },
    },
    { headers: NO_STORE },
  );
}

export async function modelAction(args: Args & { params: { id?: string } }) {
  const { actor, ctx } = await staffPage(args);
  const id = idOf(args.params.id);
  const path = `${MODELS}/${id}`;
  const formData = await args.request.formData();
  const intent = formData.get("intent");
  if (intent === REMOVE_IMAGE_INTENT || intent === UPLOAD_IMAGE_INTENT) {
    const deps = { db: ctx.db, storage: createFileStorage(ctx.services.env, ctx.db), log: ctx.log };
    if (intent === REMOVE_IMAGE_INTENT) {
      const removed = await asStaff(() => removeModelPhoto(deps, actor, id));
      if (!removed.ok) notFound();
      return done(ctx, path, removed.done);
    }
    // An empty file input arrives as a nameless empty file: with a photo on file, that saves the texts.
    const file = formData.get("image");
    if (file instanceof File && file.size === 0 && file.name === "") formData.delete("image");
    const submission = parseWithZod(formData, { schema: photoFormSchema });
    if (submission.status !== "success") return data({ form: "image", reply: submission.reply() }, { status: 400 });
    const v = submission.value;
    const bytes = v.image ? new Uint8Array(await v.image.arrayBuffer()) : null;
    const saved = await asStaff(() => saveModelPhoto(deps, actor, id, { bytes, altTr: v.altTr, altEn: v.altEn }));
    if (!saved.ok) {
      if (saved.reason === "notFound") notFound();
      const reply = submission.reply({ fieldErrors: { image: [`models.errors.${saved.reason}`] } });
      return data({ form: "image", reply }, { status: 400 });
    }
    return done(ctx, path, saved.done);
  }
  const submission = parseWithZod(formData, { schema: modelFormSchemaFor(ctx.lang) });
  if (submission.status !== "success") return data({ form: "model", reply: submission.reply() }, { status: 400 });
  const { intent: _intent, consumption, deposit, extraKm, ...rest } = submission.value;
  const saved = await asStaff(() =>
    saveModel(ctx.db, actor, id, {
      ...rest,
      consumptionX10: consumption,
      depositKurus: deposit,
      extraKmKurus: extraKm,
    }),
  );
  if (!saved.ok) {
    if (saved.reason === "notFound") notFound();
    const reply = submission.reply({ fieldErrors: { classId: ["models.errors.classNotFound"] } });
    return data({ form: "model", reply }, { status: 400 });
  }
  return done(ctx, path, saved.changed ? "saved" : "unchanged");
}

export async function classesPage(args: Args) {
  const { actor, ctx } = await staffPage(args);
  const classes = await asStaff(() => catalogueClasses(ctx.db, actor));
  return data(
    {
      classes: classes.map((c) => ({
        id: c.id,
        acriss: c.acriss,
        name: ctx.lang === "tr" ? c.nameTr : c.nameEn,
        values: {
          id: String(c.id),
          nameTr: c.nameTr,
          nameEn: c.nameEn,
          descriptionTr: c.descriptionTr,
          descriptionEn: c.descriptionEn,
          sort: String(c.sort),
        },
      })),
      notice: noticeOf(ctx.url),
      meta: { title: ctx.t("models.classes.title"), description: ctx.t("models.classes.lead"), noindex: true },
    },
    { headers: NO_STORE },
  );
}

export async function classesAction(args: Args) {
  const { actor, ctx } = await staffPage(args);
  const formData = await args.request.formData();
  const submission = parseWithZod(formData, { schema: classFormSchema });
  const classId = Number(formData.get("id"));
  if (submission.status !== "success") {
    return data({ classId, reply: submission.reply() }, { status: 400 });
  }
  const { id, intent: _intent, ...change } = submission.value;
  const saved = await asStaff(() => saveClass(ctx.db, actor, id, change));
  if (!saved.ok) notFound();
  return done(ctx, CLASSES, saved.changed ? "classSaved" : "unchanged");
}
