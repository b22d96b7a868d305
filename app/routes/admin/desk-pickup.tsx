// /yonetim/rezervasyonlar/:number/teslim: hand the car over (check-out) -> active (decision 0041).
import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/desk-pickup";
import { SelectField, TextField } from "#app/components/form-fields.tsx";
import { XsrfField } from "#app/components/xsrf-field.tsx";
import { ActionNotice, deskCard, DeskNoticeBox, DeskPageFrame } from "#app/features/desk/desk-ui.tsx";
import { routeMeta } from "#app/features/seo/route-meta.ts";
import { formatTl } from "#app/domain/money/money.ts";
import type { MessagesHandle } from "#app/i18n/areas.ts";
import type { Lang } from "#app/i18n/config.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import { pickUp } from "#app/server/services/desk/pickup.server.ts";
import { pickupSchemaFor } from "#app/shared/desk/desk-schemas.ts";
import { driverFields, driversOf, inspectionFields } from "#app/shared/desk/handover-schemas.ts";
import { DriversFieldset } from "#app/features/desk/handover/drivers-fieldset.tsx";
import { InspectionFieldset } from "#app/features/desk/inspection/inspection-fieldset.tsx";
import { damagesWithPhotos, inspectionPageData, inspectionRefusal } from "./handover-page.server.ts";
import { loadDeskPage, noStore, reservationPath, summaryOf } from "./desk-page.server.ts";
import { asStaff } from "./staff-guard.server.ts";
import { moneyRefusal, owedAtPickup } from "./desk-money.server.ts";
import { OwedAtPickupNotice } from "#app/features/desk/money/owed-at-pickup.tsx";
import { NoDepositNote } from "#app/features/desk/deposit/no-deposit.tsx";
import { noDepositFields } from "#app/shared/desk/deposit-free-fields.ts";
import { depositFreeOf } from "#app/domain/pricing/deposit-free.ts";

export const handle: MessagesHandle = { messages: ["staff", "desk", "handover", "deskMoney", "delivery"] };

/** The pick-up form: the drivers and the inspection replace the old "licence seen" box (decision 0078). */
const handoverSchemaFor = (lang: Lang, depositFree = false) => {
  const schema = pickupSchemaFor(lang)
    .omit({ licenceSeen: true })
    .extend({ ...driverFields, ...inspectionFields });
  // A deposit-free rental (decision 0125) asks for no deposit: the form has no deposit fields.
  return depositFree ? schema.extend(noDepositFields) : schema;
};
export const headers = () => noStore;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { ctx, view } = await loadDeskPage(request, context, params.number, "pickup");
  return {
    summary: summaryOf(view, ctx),
    open: view.reservation.status === "confirmed",
    assigned: ctx.url.searchParams.get("durum") === "arac",
    deposit: formatTl(view.reservation.depositKurus, ctx.lang),
    depositFree: depositFreeOf(view.reservation.lines),
    depositDefault: (view.reservation.depositKurus / 100).toFixed(0),
    inspection: await inspectionPageData(ctx, view),
    owed: await owedAtPickup(ctx, view),
    meta: {
      title: `${ctx.t("desk.pickup.title")} ${view.reservation.number}`,
      description: ctx.t("desk.pickup.title"),
      noindex: true,
    },
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { actor, ctx, view } = await loadDeskPage(request, context, params.number, "pickup");
  const formData = await request.formData();
  const depositFree = depositFreeOf(view.reservation.lines) !== null;
  const submission = parseWithZod(formData, { schema: handoverSchemaFor(ctx.lang, depositFree) });
  if (submission.status !== "success") return data({ reply: submission.reply(), notice: null }, { status: 400 });
  const v = submission.value;
  const damages = await damagesWithPhotos(ctx, formData, v.damages);
  if (!damages.ok) {
    return data(
      { reply: submission.reply({ fieldErrors: { [damages.field]: [damages.code] } }), notice: null },
      { status: 400 },
    );
  }
  const result = await asStaff(() =>
    pickUp(ctx.db, actor, {
      number: view.reservation.number,
      plate: v.plate,
      odometerKm: v.odometerKm,
      fuelEighths: v.fuelEighths,
      damageNotes: v.damageNotes,
      licenceSeen: false,
      depositKurus: v.deposit,
      depositMethod: v.depositMethod,
      now: new Date(),
      handover: { drivers: driversOf(v.drivers), damages: damages.damages },
    }),
  );
  if (!result.ok) {
    return (
      inspectionRefusal((o) => submission.reply(o), result, damages.rows) ??
      moneyRefusal(ctx, (o) => submission.reply(o), result)
    );
  }
  throw redirect(`${reservationPath(ctx.lang, view.reservation.number)}/sozlesme?durum=teslim`, { headers: noStore });
}

export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function DeskPickupPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, lang } = useTranslation();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "desk-pickup",
    lastResult: actionData?.reply ?? null,
    defaultValue: {
      fuelEighths: "8",
      deposit: loaderData.depositDefault,
      depositMethod: "card_preauth",
      drivers: loaderData.inspection.drivers,
      damages: loaderData.inspection.damages,
    },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) =>
      parseWithZod(formData, { schema: handoverSchemaFor(lang, loaderData.depositFree !== null) }),
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
      <OwedAtPickupNotice owed={loaderData.owed} />
      {loaderData.open ? (
        <Form
          method="post"
          encType="multipart/form-data"
          {...getFormProps(form)}
          className={`${deskCard} grid gap-4 md:grid-cols-2`}
        >
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
          {loaderData.depositFree ? (
            <NoDepositNote dailyKurus={loaderData.depositFree.dailyKurus} />
          ) : (
            <>
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
            </>
          )}
          <TextField field={fields.damageNotes} label={t("desk.pickup.damage")} rows={3} className="md:col-span-2" />
          <DriversFieldset drivers={fields.drivers} />
          <InspectionFieldset
            title={t("handover.inspection.title")}
            damages={fields.damages}
            open={loaderData.inspection.openDamages}
          />
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
