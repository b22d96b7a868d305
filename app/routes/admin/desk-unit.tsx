// /yonetim/rezervasyonlar/:number/arac: assign or change the car, among the units of the booked
// class the availability rules allow for this reservation (decision 0041).
import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/desk-unit";
import { SelectField } from "#app/components/form-fields.tsx";
import { XsrfField } from "#app/components/xsrf-field.tsx";
import { ActionNotice, deskCard, DeskNoticeBox, DeskPageFrame } from "#app/features/desk/desk-ui.tsx";
import { routeMeta } from "#app/features/seo/route-meta.ts";
import type { MessagesHandle } from "#app/i18n/areas.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import { assignUnit, unitChoices } from "#app/server/services/desk/assign-unit.server.ts";
import { unitSchema } from "#app/shared/desk/desk-schemas.ts";
import { loadDeskPage, noStore, refusal, reservationPath, summaryOf } from "./desk-page.server.ts";
import { asStaff } from "./staff-guard.server.ts";

export const handle: MessagesHandle = { messages: ["staff", "desk", "delivery"] };
export const headers = () => noStore;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { actor, ctx, view, now } = await loadDeskPage(request, context, params.number, "unit");
  const open = view.reservation.status === "confirmed";
  const found = open ? await asStaff(() => unitChoices(ctx.db, actor, { number: view.reservation.number, now })) : null;
  return {
    summary: summaryOf(view, ctx),
    open,
    current: String(view.reservation.unitId),
    choices: (found?.choices ?? [])
      .filter((c) => c.free)
      .map((c) => ({
        value: String(c.unitId),
        label: ctx.t(c.current ? "desk.unit.current" : "desk.unit.option", { plate: c.plate, model: c.modelName }),
      })),
    meta: {
      title: `${ctx.t("desk.unit.title")} ${view.reservation.number}`,
      description: ctx.t("desk.unit.lead"),
      noindex: true,
    },
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { actor, ctx, view } = await loadDeskPage(request, context, params.number, "unit");
  const submission = parseWithZod(await request.formData(), { schema: unitSchema });
  if (submission.status !== "success") return data({ reply: submission.reply(), notice: null }, { status: 400 });
  const result = await asStaff(() =>
    assignUnit(ctx.db, actor, { number: view.reservation.number, unitId: submission.value.unitId, now: new Date() }),
  );
  if (!result.ok) return refusal(ctx, (o) => submission.reply(o), result);
  throw redirect(`${reservationPath(ctx.lang, view.reservation.number, "pickup")}?durum=arac`, { headers: noStore });
}

export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function DeskUnitPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "desk-unit",
    lastResult: actionData?.reply ?? null,
    defaultValue: { unitId: loaderData.current },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: unitSchema }),
  });
  return (
    <DeskPageFrame title={t("desk.unit.title")} summary={loaderData.summary}>
      <ActionNotice notice={actionData?.notice} />
      {loaderData.open ? (
        <Form method="post" {...getFormProps(form)} className={`${deskCard} space-y-4`}>
          <XsrfField />
          <p className="text-sm text-slate-700 dark:text-slate-300">{t("desk.unit.lead")}</p>
          <SelectField
            field={fields.unitId}
            label={t("desk.unit.choose")}
            options={loaderData.choices}
            placeholder="—"
            required
          />
          <button type="submit" className="btn-primary" disabled={navigation.state === "submitting"}>
            {t("desk.unit.submit")}
          </button>
        </Form>
      ) : (
        <DeskNoticeBox tone="info">
          {t("desk.errors.wrongState", { status: loaderData.summary.statusLabel })}
        </DeskNoticeBox>
      )}
    </DeskPageFrame>
  );
}
