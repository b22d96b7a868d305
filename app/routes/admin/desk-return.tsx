// /yonetim/rezervasyonlar/:number/iade: take the car back (check-in): readings and time -> the
// charges by the rules -> completed; then the payment page shows what is owed (decision 0041).
import { formatWhole } from "#app/domain/text/quantities.ts";
import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/desk-return";
import { SelectField, TextField } from "#app/components/form-fields.tsx";
import { XsrfField } from "#app/components/xsrf-field.tsx";
import { ActionNotice, deskCard, DeskNoticeBox, DeskPageFrame } from "#app/features/desk/desk-ui.tsx";
import { routeMeta } from "#app/features/seo/route-meta.ts";
import type { MessagesHandle } from "#app/i18n/areas.ts";
import type { Lang } from "#app/i18n/config.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import { damagesOf, returnSchemaFor } from "#app/shared/desk/desk-schemas.ts";
import { inspectionFields } from "#app/shared/desk/handover-schemas.ts";
import { z } from "#app/shared/validation/zod.ts";
import { InspectionFieldset } from "#app/features/desk/inspection/inspection-fieldset.tsx";
import {
  carryInspection,
  damagesWithPhotos,
  inspectionPageData,
  readCarriedInspection,
} from "./handover-page.server.ts";
import { parseIstanbulLocal } from "#app/domain/time/istanbul.ts";
import { loadDeskPage, localDateTime, noStore, reservationPath, summaryOf, swapSentence } from "./desk-page.server.ts";
import { asStaff } from "./staff-guard.server.ts";
import { returnStep } from "./desk-return-preview.server.ts";
import { ReturnPreview, type ReturnPreviewData } from "#app/features/desk/return-preview/return-preview.tsx";
import { depositViewOf, settleDeposit } from "#app/server/services/desk/deposit.server.ts";
import { depositSentences } from "./deposit-page.server.ts";
import { depositFreeOf } from "#app/domain/pricing/deposit-free.ts";
import { gatewayOf } from "./desk-page.server.ts";
import { DepositOnReturn } from "#app/features/desk/deposit/deposit-on-return.tsx";

export const handle: MessagesHandle = { messages: ["staff", "desk", "handover", "deskMoney", "delivery"] };

/** The return form with the return inspection's damage rows (decision 0078). */
const inspectedReturnSchemaFor = (lang: Lang) => returnSchemaFor(lang).and(z.object(inspectionFields));
export const headers = () => noStore;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { ctx, view, now } = await loadDeskPage(request, context, params.number, "return");
  // The deposit held and what confirming the return does with it (decision 0088).
  const deposit = await depositViewOf(ctx.db, view.reservation, ctx.services.env.DEPOSIT_HOLD_DAYS);
  return {
    deposit: deposit
      ? {
          method: deposit.method,
          status: deposit.status,
          amountKurus: deposit.amountKurus,
          owedKurus: deposit.owedKurus,
          sentences: depositSentences(ctx, deposit),
        }
      : null,
    // No deposit held: the page says so, and why when the customer has the deposit-free package (0125).
    noDeposit: deposit ? null : depositSentences(ctx, null, 0, depositFreeOf(view.reservation.lines))[0]!,
    summary: summaryOf(view, ctx),
    open: view.reservation.status === "active",
    handedOver: ctx.url.searchParams.get("durum") === "teslim",
    // After a car swap, the new car's own km and fuel out (decision 0143).
    out: view.carOut ? { km: view.carOut.odometerKm, fuel: view.carOut.fuelEighths } : null,
    swaps: (view.carOut?.swaps ?? []).map((sw) => swapSentence(ctx.t, sw, ctx.lang)),
    inspection: await inspectionPageData(ctx, view),
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
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: inspectedReturnSchemaFor(ctx.lang) });
  if (submission.status !== "success") return data({ reply: submission.reply(), notice: null }, { status: 400 });
  const v = submission.value;
  // The inspection is read (its photos stored) when the preview is asked for, and comes back signed
  // with the confirmation (carryInspection), so the photos are not sent twice.
  const secret = ctx.services.env.SESSION_SECRET;
  const carried = formData.get("inspection");
  let inspected;
  if (typeof carried === "string" && carried !== "") {
    inspected = readCarriedInspection(carried, secret);
    if (!inspected) {
      return data({ reply: submission.reply(), notice: { key: "deskMoney.errors.previewStale" } }, { status: 409 });
    }
  } else {
    const damages = await damagesWithPhotos(ctx, formData, v.damages);
    if (!damages.ok) {
      return data(
        { reply: submission.reply({ fieldErrors: { [damages.field]: [damages.code] } }), notice: null },
        { status: 400 },
      );
    }
    inspected = damages.damages;
    formData.set("inspection", carryInspection(inspected, secret));
  }
  const returnedAt = parseLocal(v.returnedAt);
  if (!returnedAt) {
    return data(
      { reply: submission.reply({ fieldErrors: { returnedAt: ["desk.errors.dateTime"] } }), notice: null },
      { status: 400 },
    );
  }
  // Preview first, then confirm with the waivers (decision 0081).
  const step = await asStaff(() =>
    returnStep(ctx, actor, view, formData, (o) => submission.reply(o), {
      odometerKm: v.odometerKm,
      fuelEighths: v.fuelEighths,
      returnedAt,
      damages: damagesOf(v, ctx.lang),
      inspection: { damages: inspected },
    }),
  );
  if (!("done" in step)) return step.answer;
  // Confirm settles the deposit: what is owed is captured (card) or kept (cash), the rest released
  // or paid back. A bank refusal leaves it held; the deposit page says so and can try again.
  const settled = await asStaff(() =>
    settleDeposit(ctx.db, actor, gatewayOf(ctx), view.reservation.number, new Date()),
  );
  if (!settled.ok) {
    throw redirect(`${reservationPath(ctx.lang, view.reservation.number)}/depozito`, { headers: noStore });
  }
  throw redirect(`${reservationPath(ctx.lang, view.reservation.number, "payment")}?durum=iade`, { headers: noStore });
}

export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function DeskReturnPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, lang } = useTranslation();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "desk-return",
    lastResult: actionData?.reply ?? null,
    defaultValue: {
      fuelEighths: String(loaderData.out?.fuel ?? 8),
      returnedAt: loaderData.nowLocal,
      damages: loaderData.inspection.damages,
    },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: inspectedReturnSchemaFor(lang) }),
  });
  const s = loaderData.summary;
  const fuel = Array.from({ length: 9 }, (_, n) => ({
    value: String(8 - n),
    label: t("desk.pickup.fuelOption", { count: 8 - n }),
  }));
  const out = loaderData.out;
  const preview =
    actionData && "preview" in actionData ? (actionData.preview as ReturnPreviewData | undefined) : undefined;
  return (
    <DeskPageFrame title={t("desk.return.title")} summary={s}>
      {loaderData.handedOver ? <DeskNoticeBox tone="success">{t("desk.pickup.done")}</DeskNoticeBox> : null}
      <ActionNotice notice={actionData?.notice} />
      {loaderData.open ? (
        <Form
          method="post"
          encType="multipart/form-data"
          {...getFormProps(form)}
          className={`${deskCard} grid gap-4 md:grid-cols-3`}
        >
          <XsrfField />
          {out ? (
            <p className="text-sm font-medium md:col-span-3" data-testid="handover-out">
              {t("handover.inspection.out")}: {t("handover.inspection.kmOut", { km: formatWhole(out.km, lang) })} ·{" "}
              {t("handover.inspection.fuelOut", { fuel: out.fuel })}
            </p>
          ) : null}
          {loaderData.swaps.length > 0 ? (
            <div className="text-sm md:col-span-3" data-testid="car-swaps">
              <p className="font-medium">{t("desk.change.swapsTitle")}</p>
              <ul className="list-disc pl-5">
                {loaderData.swaps.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </div>
          ) : null}
          <input type="hidden" name="intent" value="preview" />
          <TextField
            field={fields.odometerKm}
            label={t("desk.return.odometer")}
            hint={out ? t("desk.return.odometerHint", { km: formatWhole(out.km, lang) }) : undefined}
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
          <InspectionFieldset
            title={t("handover.inspection.returnTitle")}
            damages={fields.damages}
            open={loaderData.inspection.openDamages}
            hint={t("handover.inspection.returnHint")}
          />
          <div className="md:col-span-3">
            <button type="submit" className="btn-primary" disabled={navigation.state === "submitting"}>
              {t("deskMoney.return.preview")}
            </button>
          </div>
        </Form>
      ) : (
        <DeskNoticeBox tone="info">{t("desk.errors.wrongState", { status: s.statusLabel })}</DeskNoticeBox>
      )}
      {loaderData.deposit ? (
        <DepositOnReturn
          deposit={loaderData.deposit}
          previewChargesKurus={loaderData.open && preview ? preview.computedKurus : null}
        />
      ) : loaderData.noDeposit ? (
        <p className="mt-4 text-sm text-slate-700 dark:text-slate-300" data-no-deposit="">
          {loaderData.noDeposit}
        </p>
      ) : null}
      {loaderData.open && preview ? <ReturnPreview key={JSON.stringify(preview.readings)} preview={preview} /> : null}
    </DeskPageFrame>
  );
}
