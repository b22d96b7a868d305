// /yonetim/rezervasyonlar/:number/iade: take the car back (check-in): readings and time -> the
// charges by the rules -> completed; then the payment page shows what is owed (decision 0041).
import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/desk-return";
import { SelectField, TextField } from "#app/components/form-fields.tsx";
import { XsrfField } from "#app/components/xsrf-field.tsx";
import { ActionNotice, deskCard, DeskNoticeBox, DeskPageFrame } from "#app/features/desk/desk-ui.tsx";
import { routeMeta } from "#app/features/seo/route-meta.ts";
import type { MessagesHandle } from "#app/i18n/areas.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import { returnCar } from "#app/server/services/desk/return.server.ts";
import { damagesOf, returnSchema } from "#app/shared/desk/desk-schemas.ts";
import { parseIstanbulLocal } from "#app/domain/time/istanbul.ts";
import { loadDeskPage, localDateTime, noStore, refusal, reservationPath, summaryOf } from "./desk-page.server.ts";
import { asStaff } from "./staff-guard.server.ts";

export const handle: MessagesHandle = { messages: ["staff", "desk"] };
export const headers = () => noStore;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { ctx, view, now } = await loadDeskPage(request, context, params.number, "return");
  return {
    summary: summaryOf(view, ctx),
    open: view.reservation.status === "active",
    handedOver: ctx.url.searchParams.get("durum") === "teslim",
    out: view.checkout ? { km: view.checkout.odometerKm, fuel: view.checkout.fuelEighths } : null,
    nowLocal: localDateTime(now),
    meta: {
      title: `${ctx.t("desk.return.title")} ${view.reservation.number}`,
      description: ctx.t("desk.return.title"),
      noindex: true,
    },
  };
}

/** "dd.mm.yyyy HH:mm" (Istanbul) -> instant, or null. */
function parseLocal(value: string): Date | null {
  const m = /^(\d{2})\.(\d{2})\.(\d{4}) (\d{2}:\d{2})$/.exec(value);
  return m ? parseIstanbulLocal(`${m[3]}-${m[2]}-${m[1]}T${m[4]}`) : null;
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { actor, ctx, view } = await loadDeskPage(request, context, params.number, "return");
  const submission = parseWithZod(await request.formData(), { schema: returnSchema });
  if (submission.status !== "success") return data({ reply: submission.reply(), notice: null }, { status: 400 });
  const v = submission.value;
  const returnedAt = parseLocal(v.returnedAt);
  if (!returnedAt) {
    return data(
      { reply: submission.reply({ fieldErrors: { returnedAt: ["desk.errors.dateTime"] } }), notice: null },
      { status: 400 },
    );
  }
  const result = await asStaff(() =>
    returnCar(ctx.db, actor, {
      number: view.reservation.number,
      odometerKm: v.odometerKm,
      fuelEighths: v.fuelEighths,
      returnedAt,
      damages: damagesOf(v),
      now: new Date(),
    }),
  );
  if (!result.ok) return refusal(ctx, (o) => submission.reply(o), result);
  throw redirect(`${reservationPath(ctx.lang, view.reservation.number, "payment")}?durum=iade`, { headers: noStore });
}

export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function DeskReturnPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "desk-return",
    lastResult: actionData?.reply ?? null,
    defaultValue: { fuelEighths: String(loaderData.out?.fuel ?? 8), returnedAt: loaderData.nowLocal },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: returnSchema }),
  });
  const s = loaderData.summary;
  const fuel = Array.from({ length: 9 }, (_, n) => ({
    value: String(8 - n),
    label: t("desk.pickup.fuelOption", { count: 8 - n }),
  }));
  const out = loaderData.out;
  return (
    <DeskPageFrame title={t("desk.return.title")} summary={s}>
      {loaderData.handedOver ? <DeskNoticeBox tone="success">{t("desk.pickup.done")}</DeskNoticeBox> : null}
      <ActionNotice notice={actionData?.notice} />
      {loaderData.open ? (
        <Form method="post" {...getFormProps(form)} className={`${deskCard} grid gap-4 md:grid-cols-3`}>
          <XsrfField />
          <TextField
            field={fields.odometerKm}
            label={t("desk.return.odometer")}
            hint={out ? t("desk.return.odometerHint", { km: out.km }) : undefined}
            inputMode="numeric"
            required
          />
          <SelectField
            field={fields.fuelEighths}
            label={t("desk.return.fuel")}
            options={fuel}
            placeholder="—"
            required
          />
          <TextField
            field={fields.returnedAt}
            label={t("desk.return.returnedAt")}
            hint={t("desk.return.returnedAtHint")}
            required
          />
          <fieldset className="grid gap-3 md:col-span-3 md:grid-cols-[2fr_1fr]">
            <legend className="mb-1 text-sm font-bold">{t("desk.return.damages")}</legend>
            {([1, 2, 3] as const).map((n) => (
              <div key={n} className="contents">
                <TextField field={fields[`damage${n}`]} label={t("desk.return.damage", { n })} />
                <TextField
                  field={fields[`damage${n}Amount`]}
                  label={t("desk.return.damageAmount", { n })}
                  inputMode="numeric"
                />
              </div>
            ))}
          </fieldset>
          <div className="md:col-span-3">
            <button type="submit" className="btn-primary" disabled={navigation.state === "submitting"}>
              {t("desk.return.submit")}
            </button>
          </div>
        </Form>
      ) : (
        <DeskNoticeBox tone="info">{t("desk.errors.wrongState", { status: s.statusLabel })}</DeskNoticeBox>
      )}
    </DeskPageFrame>
  );
}
