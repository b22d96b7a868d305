// The office editor's delivery settings (decision 0123), server side: the panel's values on
// /yonetim/subeler/:id, and the form's post to /yonetim/subeler/:id/teslimat (admins and office
// managers; the service checks the role and office and audits the change).
import { data, redirect, type RouterContextProvider } from "react-router";
import { localizePath } from "#app/i18n/config.ts";
import type { MessageKey } from "#app/i18n/translate.ts";
import { officeDeliveryForm, saveOfficeDelivery } from "#app/server/services/staff/delivery-settings.server.ts";
import type { DeliverySettingsForm } from "#app/shared/delivery/delivery-view.ts";
import { notFound, pageContext } from "#app/routes/page-context.server.ts";
import { asStaff, requireStaff } from "./staff-guard.server.ts";

type Args = { request: Request; context: Readonly<RouterContextProvider>; params: { id?: string } };

function officeId(params: { id?: string }): number {
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id <= 0 || String(id) !== params.id) notFound();
  return id;
}

/** The panel's form values and whether this person may change them. */
export async function officeDeliveryPanel({ request, context, params }: Args) {
  const actor = await requireStaff(request, context);
  const ctx = pageContext(request, context);
  const view = await asStaff(() => officeDeliveryForm(ctx.db, actor, officeId(params)));
  if (!view) notFound();
  return {
    form: view.form,
    canEdit: view.canEdit,
    saved: ctx.url.searchParams.get("teslimat") === "kaydedildi",
    meta: { title: ctx.t("delivery.settings.title"), description: ctx.t("delivery.settings.lead"), noindex: true },
  };
}

export async function officeDeliveryAction({ request, context, params }: Args) {
  const actor = await requireStaff(request, context);
  const ctx = pageContext(request, context);
  const id = officeId(params);
  const form = await request.formData();
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value.slice(0, 500) : "";
  };
  const typed: DeliverySettingsForm = {
    enabled: form.get("enabled") === "on",
    radiusKm: field("radiusKm"),
    perKmTl: field("perKmTl"),
    minimumTl: field("minimumTl"),
    bands: field("bands"),
  };
  const result = await asStaff(() => saveOfficeDelivery(ctx.db, actor, id, typed, new Date()));
  if (result.ok) {
    throw redirect(`${localizePath(`/yonetim/subeler/${id}`, ctx.lang)}?teslimat=kaydedildi#office-delivery`);
  }
  if ("notFound" in result) notFound();
  const errors = result.problems.map((p) => ctx.t(`delivery.settingsErrors.${p}` as MessageKey));
  return data({ typed, errors }, 400);
}
