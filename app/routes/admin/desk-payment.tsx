// /yonetim/rezervasyonlar/:number/odeme: what is owed (the booking, the return's charges, what was
// received) and a desk payment (cash, card on the office terminal), recorded once per form.
import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/desk-payment";
import { SelectField, TextField } from "#app/components/form-fields.tsx";
import { XsrfField } from "#app/components/xsrf-field.tsx";
import { ActionNotice, deskCard, DeskNoticeBox, DeskPageFrame } from "#app/features/desk/desk-ui.tsx";
import { routeMeta } from "#app/features/seo/route-meta.ts";
import { formatAmount, formatTl } from "#app/domain/money/money.ts";
import type { MessagesHandle } from "#app/i18n/areas.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import { takeDeskPayment } from "#app/server/services/desk/desk-payment.server.ts";
import { paymentSchemaFor } from "#app/shared/desk/desk-schemas.ts";
import { formKey, loadDeskPage, localDateTime, noStore, reservationPath, summaryOf } from "./desk-page.server.ts";
import { asStaff } from "./staff-guard.server.ts";
import { moneyRefusal } from "./desk-money.server.ts";

export const handle: MessagesHandle = { messages: ["staff", "desk", "deskMoney"] };
export const headers = () => noStore;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { ctx, view } = await loadDeskPage(request, context, params.number, "payment");
  const money = (kurus: number) => formatTl(kurus, ctx.lang);
  const r = view.reservation;
  const state = ctx.url.searchParams.get("durum");
  return {
    summary: summaryOf(view, ctx),
    // One rule with the Actions list: payable while something is owed, before hand-over too (0081).
    open: view.actions.includes("payment"),
    beforePickup: r.status === "confirmed",
    returned: state === "iade",
    paid: state === "alindi",
    owedDefault: formatAmount(view.balance.owedKurus, ctx.lang),
    key: formKey(),
    charges: view.charges.map((c) => ({
      kind: c.kind,
      quantity: c.quantity,
      unit: money(c.unitKurus),
      description: c.description,
      amount: money(c.amountKurus),
    })),
    payments: view.deskPayments.map((p) => ({
      at: localDateTime(p.takenAt),
      method: p.method,
      amount: money(p.amountKurus),
      by: p.staffName,
      authCode: p.authCode,
    })),
    receiptHref: view.actions.includes("receipt") ? reservationPath(ctx.lang, r.number, "receipt") : null,
    meta: {
      title: `${ctx.t("desk.payment.title")} ${r.number}`,
      description: ctx.t("desk.payment.title"),
      noindex: true,
    },
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { actor, ctx, view } = await loadDeskPage(request, context, params.number, "payment");
  const submission = parseWithZod(await request.formData(), { schema: paymentSchemaFor(ctx.lang) });
  if (submission.status !== "success") return data({ reply: submission.reply(), notice: null }, { status: 400 });
  const v = submission.value;
  const result = await asStaff(() =>
    takeDeskPayment(ctx.db, actor, {
      number: view.reservation.number,
      amountKurus: v.amount,
      method: v.method,
      authCode: v.authCode,
      idempotencyKey: v.key,
      now: new Date(),
    }),
  );
  if (!result.ok) return moneyRefusal(ctx, (o) => submission.reply(o), result);
  throw redirect(`${reservationPath(ctx.lang, view.reservation.number, "payment")}?durum=alindi`, { headers: noStore });
}

export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function DeskPaymentPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, lang } = useTranslation();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: `desk-payment-${loaderData.key}`,
    lastResult: actionData?.reply ?? null,
    defaultValue: { amount: loaderData.owedDefault, method: "", key: loaderData.key },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: paymentSchemaFor(lang) }),
  });
  const s = loaderData.summary;
  return (
    <DeskPageFrame title={t("desk.payment.title")} summary={s}>
      {loaderData.paid ? <DeskNoticeBox tone="success">{t("desk.payment.done")}</DeskNoticeBox> : null}
      {loaderData.returned ? <DeskNoticeBox tone="success">{t("desk.return.done")}</DeskNoticeBox> : null}
      <ActionNotice notice={actionData?.notice} />
      <section className={deskCard} aria-labelledby="desk-charges-title">
        <h2 id="desk-charges-title" className="text-base font-bold">
          {t("desk.payment.charges")}
        </h2>
        {loaderData.charges.length === 0 ? (
          <p className="mt-2 text-sm">{t("desk.payment.noCharges")}</p>
        ) : (
          <table className="mt-2 w-full text-sm">
            <tbody>
              {loaderData.charges.map((c, i) => (
                <tr key={i} className="border-b border-slate-100 dark:border-slate-800">
                  <td className="py-1">
                    {t(`desk.payment.lines.${c.kind}`, {
                      quantity: c.quantity,
                      unit: c.unit,
                      description: c.description,
                    })}
                  </td>
                  <td className="py-1 text-right font-medium">{c.amount}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      {loaderData.payments.length > 0 ? (
        <section className={deskCard} aria-labelledby="desk-taken-title">
          <h2 id="desk-taken-title" className="text-base font-bold">
            {t("desk.payment.taken")}
          </h2>
          <table className="mt-2 w-full text-sm">
            <tbody>
              {loaderData.payments.map((p, i) => (
                <tr key={i} className="border-b border-slate-100 dark:border-slate-800">
                  <td className="py-1">{p.at}</td>
                  <td className="py-1">
                    {t(`desk.payment.methods.${p.method}`)}
                    {p.authCode ? ` · ${t("deskMoney.payment.authCodeShown", { code: p.authCode })}` : null}
                  </td>
                  <td className="py-1">{p.by}</td>
                  <td className="py-1 text-right font-medium">{p.amount}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}
      {loaderData.open && loaderData.beforePickup ? (
        <DeskNoticeBox tone="info">{t("deskMoney.payment.beforePickup")}</DeskNoticeBox>
      ) : null}
      {loaderData.open ? (
        <Form method="post" {...getFormProps(form)} className={`${deskCard} grid gap-4 md:grid-cols-4`}>
          <XsrfField />
          <input type="hidden" name={fields.key.name} value={loaderData.key} />
          <TextField field={fields.amount} label={t("desk.payment.amount")} inputMode="numeric" required />
          <SelectField
            field={fields.method}
            label={t("desk.payment.method")}
            placeholder="—"
            options={[
              { value: "cash", label: t("desk.payment.methods.cash") },
              { value: "card_terminal", label: t("desk.payment.methods.card_terminal") },
            ]}
            required
          />
          <TextField
            field={fields.authCode}
            label={t("deskMoney.payment.authCode")}
            hint={t("deskMoney.payment.authCodeHint")}
            autoComplete="off"
          />
          <div className="flex items-end">
            <button type="submit" className="btn-primary" disabled={navigation.state === "submitting"}>
              {t("desk.payment.submit")}
            </button>
          </div>
        </Form>
      ) : (
        <DeskNoticeBox tone="info">
          {loaderData.summary.owedKurus === 0
            ? t("deskMoney.payment.nothingOwed")
            : t("desk.errors.wrongState", { status: loaderData.summary.statusLabel })}
        </DeskNoticeBox>
      )}
      {loaderData.receiptHref ? (
        <p>
          <a href={loaderData.receiptHref} className="btn-secondary" download>
            {t("desk.payment.receipt")}
          </a>
        </p>
      ) : null}
    </DeskPageFrame>
  );
}
