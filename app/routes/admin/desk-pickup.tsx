// /yonetim/rezervasyonlar/:number/teslim: hand the car over (check-out) -> active (decision 0041).
import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/desk-pickup";
import { CheckboxField, SelectField, TextField } from "#app/components/form-fields.tsx";
import { XsrfField } from "#app/components/xsrf-field.tsx";
import { ActionNotice, deskCard, DeskNoticeBox, DeskPageFrame } from "#app/features/desk/desk-ui.tsx";
import { routeMeta } from "#app/features/seo/route-meta.ts";
import { formatTl } from "#app/domain/money/money.ts";
import type { MessagesHandle } from "#app/i18n/areas.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import { pickUp } from "#app/server/services/desk/pickup.server.ts";
import { pickupSchema } from "#app/shared/desk/desk-schemas.ts";
import { loadDeskPage, noStore, refusal, reservationPath, summaryOf } from "./desk-page.server.ts";
import { asStaff } from "./staff-guard.server.ts";

export const handle: MessagesHandle = { messages: ["staff", "desk"] };
export const headers = () => noStore;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { ctx, view } = await loadDeskPage(request, context, params.number, "pickup");
  return {
    summary: summaryOf(view, ctx),
    open: view.reservation.status === "confirmed",
    assigned: ctx.url.searchParams.get("durum") === "arac",
    deposit: formatTl(view.reservation.depositKurus, ctx.lang),
    depositDefault: (view.reservation.depositKurus / 100).toFixed(0),
    meta: {
      title: `${ctx.t("desk.pickup.title")} ${view.reservation.number}`,
      description: ctx.t("desk.pickup.title"),
      noindex: true,
    },
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { actor, ctx, view } = await loadDeskPage(request, context, params.number, "pickup");
  const submission = parseWithZod(await request.formData(), { schema: pickupSchema });
  if (submission.status !== "success") return data({ reply: submission.reply(), notice: null }, { status: 400 });
  const v = submission.value;
  const result = await asStaff(() =>
    pickUp(ctx.db, actor, {
      number: view.reservation.number,
      plate: v.plate,
      odometerKm: v.odometerKm,
      fuelEighths: v.fuelEighths,
      damageNotes: v.damageNotes,
      licenceSeen: true,
      depositKurus: v.deposit,
      depositMethod: v.depositMethod,
      now: new Date(),
    }),
  );
  if (!result.ok) return refusal(ctx, (o) => submission.reply(o), result);
  throw redirect(`${reservationPath(ctx.lang, view.reservation.number, "return")}?durum=teslim`, { headers: noStore });
}

export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function DeskPickupPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "desk-pickup",
    lastResult: actionData?.reply ?? null,
    defaultValue: { fuelEighths: "8", deposit: loaderData.depositDefault, depositMethod: "card_preauth" },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: pickupSchema }),
  });
  const s = loaderData.summary;
  const fuel = Array.from({ length: 9 }, (_, n) => ({
    value: String(8 - n),
    label: t("desk.pickup.fuelOption", { count: 8 - n }),
  }));
  return (
    <DeskPageFrame title={t("desk.pickup.title")} summary={s}>
      {loaderData.assigned ? (
        <DeskNoticeBox tone="success">{t("desk.unit.done", { plate: s.plate })}</DeskNoticeBox>
      ) : null}
      <ActionNotice notice={actionData?.notice} />
      {loaderData.open ? (
        <Form method="post" {...getFormProps(form)} className={`${deskCard} grid gap-4 md:grid-cols-2`}>
          <XsrfField />
          <TextField
            field={fields.plate}
            label={t("desk.pickup.plate")}
            hint={t("desk.pickup.plateHint", { plate: s.plate })}
            required
          />
          <TextField field={fields.odometerKm} label={t("desk.pickup.odometer")} inputMode="numeric" required />
          <SelectField
            field={fields.fuelEighths}
            label={t("desk.pickup.fuel")}
            options={fuel}
            placeholder="—"
            required
          />
          <TextField
            field={fields.deposit}
            label={t("desk.pickup.deposit")}
            hint={t("desk.pickup.depositHint", { amount: loaderData.deposit })}
            inputMode="numeric"
            required
          />
          <SelectField
            field={fields.depositMethod}
            label={t("desk.pickup.depositMethod")}
            placeholder="—"
            options={[
              { value: "card_preauth", label: t("desk.pickup.methods.card_preauth") },
              { value: "cash", label: t("desk.pickup.methods.cash") },
            ]}
            required
          />
          <TextField field={fields.damageNotes} label={t("desk.pickup.damage")} rows={3} className="md:col-span-2" />
          <div className="md:col-span-2">
            <CheckboxField field={fields.licenceSeen}>{t("desk.pickup.licence")}</CheckboxField>
          </div>
          <div className="md:col-span-2">
            <button type="submit" className="btn-primary" disabled={navigation.state === "submitting"}>
              {t("desk.pickup.submit")}
            </button>
          </div>
        </Form>
      ) : (
        <DeskNoticeBox tone="info">{t("desk.errors.wrongState", { status: s.statusLabel })}</DeskNoticeBox>
      )}
    </DeskPageFrame>
  );
}
