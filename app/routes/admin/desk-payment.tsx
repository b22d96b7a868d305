// /yonetim/rezervasyonlar/:number/odeme: what is owed (the booking, the return's charges, what was
// received) and a desk payment (cash, card on the office terminal), recorded once per form; for
// whoever may issue refunds, cash paid back to the customer from the drawer (decision 0127).
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
import type { MessageKey } from "#app/i18n/translate.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import { allows } from "#app/domain/staff/permissions.ts";
import { formatLocalDateTime } from "#app/domain/time/local-format.ts";
import { openDeskMonths } from "#app/server/services/monthly-schedule.server.ts";
import { takeDeskPayment } from "#app/server/services/desk/desk-payment.server.ts";
import { linesInForce } from "#app/server/services/desk/return-correction.server.ts";
import { payBackAnotherWay, payBackView } from "#app/server/services/refunds-paid-otherwise.server.ts";
import { payBackSchemaFor, paymentSchemaFor } from "#app/shared/desk/desk-schemas.ts";
import { formKey, loadDeskPage, localDateTime, noStore, reservationPath, summaryOf } from "./desk-page.server.ts";
import { asStaff } from "./staff-guard.server.ts";
import { moneyRefusal } from "./desk-money.server.ts";

export const handle: MessagesHandle = { messages: ["staff", "desk", "deskMoney", "inbox", "delivery"] };
export const headers = () => noStore;

const PAY_BACK_INTENT = "payBack";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { actor, ctx, view } = await loadDeskPage(request, context, params.number, "payment");
  const money = (kurus: number) => formatTl(kurus, ctx.lang);
  const r = view.reservation;
  const state = ctx.url.searchParams.get("durum");
  const back = allows(actor, "refund.issue") ? await asStaff(() => payBackView(ctx.db, actor, r.number)) : null;
  const shownBack = ctx.url.searchParams.get("kayit");
  const doneBack = state === "geriodendi" ? back?.paidBack.find((m) => m.id === shownBack) : undefined;
  return {
    payBack: back
      ? {
          keeps: money(back.keepsKurus),
          open: back.keepsKurus > 0,
          key: formKey(),
          done: doneBack ? money(doneBack.amountKurus) : null,
          rows: back.paidBack.map((m) => ({
            id: m.id,
            method: m.method,
            amount: money(m.amountKurus),
            time: localDateTime(m.paidAt),
            by: m.staffName,
            note: m.note,
          })),
        }
      : null,
    summary: summaryOf(view, ctx),
    // A monthly rental's open months: the clerk may say which one the money is for (decision 0138).
    months: (await openDeskMonths(ctx.db, r)).map((m) => ({
      value: String(m.month),
      label: ctx.t("deskMoney.payment.forMonthOption", {
        month: m.month,
        startsOn: formatLocalDateTime(m.startsOn, ctx.lang),
        count: m.days,
        amount: money(m.openKurus),
      }),
    })),
    // One rule with the Actions list: payable while something is owed, before hand-over too (0081).
    open: view.actions.includes("payment"),
    beforePickup: r.status === "confirmed",
    returned: state === "iade",
    paid: state === "alindi",
    owedDefault: formatAmount(view.balance.owedKurus, ctx.lang),
    key: formKey(),
    // The lines in force (a corrected return's corrected lines, decision 0108), as the summary counts.
    charges: (await linesInForce(ctx.db, r.id)).map((c) => ({
      kind: c.kind,
      quantity: c.quantity,
      unit: money(c.unitKurus),
      description: c.description,
      amount: money(c.amountKurus),
    })),
    // Every line of what was received, the kept deposit included; they add up to the summary's
    // "paid" (decision 0135).
    received: view.received.map((l) => {
      if (l.kind === "online") return { kind: l.kind, amount: money(l.amountKurus) };
      if (l.kind === "deposit")
        return { kind: l.kind, at: localDateTime(l.at), method: l.method, amount: money(l.amountKurus) };
      return {
        kind: l.kind,
        at: localDateTime(l.at),
        method: l.method,
        amount: money(l.amountKurus),
        by: l.by,
        authCode: l.authCode,
      };
    }),
    receivedTotal: money(view.balance.paidKurus),
    receiptHref: view.actions.includes("receipt") ? reservationPath(ctx.lang, r.number, "receipt") : null,
    meta: {
      title: `${ctx.t("desk.payment.title")} ${r.number}`,
      description: ctx.t("desk.payment.title"),
      noindex: true,
    },
  };
}

async function payBackAction(
  ctx: Awaited<ReturnType<typeof loadDeskPage>>["ctx"],
  actor: Awaited<ReturnType<typeof loadDeskPage>>["actor"],
  number: string,
  form: FormData,
) {
  const submission = parseWithZod(form, { schema: payBackSchemaFor(ctx.lang) });
  if (submission.status !== "success") {
    return data({ reply: null, backReply: submission.reply(), notice: null }, { status: 400 });
  }
  const v = submission.value;
  const result = await asStaff(() =>
    payBackAnotherWay(ctx.db, actor, { number, amountKurus: v.amount, method: "cash", note: v.note, key: v.key }),
  );
  if (result.ok) {
    const to = `${reservationPath(ctx.lang, number, "payment")}?durum=geriodendi&kayit=${result.refund.id}`;
    throw redirect(to, { headers: noStore });
  }
  const reply = (key: string, field: "amount" | "note" = "amount") =>
    data(
      { reply: null, backReply: submission.reply({ fieldErrors: { [field]: [key] } }), notice: null },
      { status: 409 },
    );
  switch (result.reason) {
    case "invalidNote":
      return reply("deskMoney.errors.payBackNote", "note");
    case "moreThanKept":
      return reply("deskMoney.errors.payBackMoreThanKept");
    case "invalidAmount":
      return reply("desk.errors.amount");
    case "dayClosed":
      return data(
        { reply: null, backReply: submission.reply(), notice: { key: "deskMoney.errors.payBackDayClosed" } },
        { status: 409 },
      );
    case "notFound":
      throw data(null, { status: 404 });
  }
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { actor, ctx, view } = await loadDeskPage(request, context, params.number, "payment");
  const form = await request.formData();
  if (form.get("intent") === PAY_BACK_INTENT) return payBackAction(ctx, actor, view.reservation.number, form);
  const submission = parseWithZod(form, { schema: paymentSchemaFor(ctx.lang) });
  if (submission.status !== "success") {
    return data({ reply: submission.reply(), backReply: null, notice: null }, { status: 400 });
  }
  const v = submission.value;
  const result = await asStaff(() =>
    takeDeskPayment(ctx.db, actor, {
      number: view.reservation.number,
      amountKurus: v.amount,
      method: v.method,
      authCode: v.authCode,
      forMonth: v.forMonth,
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
  const back = loaderData.payBack;
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
      {loaderData.received.length > 0 ? (
        <section className={deskCard} aria-labelledby="desk-taken-title" data-testid="desk-received">
          <h2 id="desk-taken-title" className="text-base font-bold">
            {t("desk.payment.taken")}
          </h2>
          <table className="mt-2 w-full text-sm">
            <tbody>
              {loaderData.received.map((p, i) => (
                <tr key={i} className="border-b border-slate-100 dark:border-slate-800">
                  <td className="py-1">{p.kind === "online" ? "" : p.at}</td>
                  <td className="py-1">
                    {p.kind === "online"
                      ? t("desk.payment.online")
                      : p.kind === "deposit"
                        ? `${t("desk.payment.fromDeposit")} · ${t(`desk.pickup.methods.${p.method}`)}`
                        : t(`desk.payment.methods.${p.method}`)}
                    {p.kind === "desk" && p.authCode
                      ? ` · ${t("deskMoney.payment.authCodeShown", { code: p.authCode })}`
                      : null}
                  </td>
                  <td className="py-1">{p.kind === "desk" ? p.by : ""}</td>
                  <td className="py-1 text-right font-medium">{p.amount}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={3} className="py-1 text-left font-semibold">
                  {t("desk.payment.takenTotal")}
                </th>
                <td className="py-1 text-right font-semibold" data-testid="desk-received-total">
                  {loaderData.receivedTotal}
                </td>
              </tr>
            </tfoot>
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
          {loaderData.months.length > 0 ? (
            <SelectField
              className="md:col-span-3"
              field={fields.forMonth}
              label={t("deskMoney.payment.forMonth")}
              hint={t("deskMoney.payment.forMonthHint")}
              placeholder={t("deskMoney.payment.forMonthOldest")}
              options={loaderData.months}
            />
          ) : null}
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
      {back ? (
        <PayBack
          back={back}
          reply={actionData && "backReply" in actionData ? (actionData.backReply ?? null) : null}
          busy={navigation.state === "submitting"}
        />
      ) : null}
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

type PayBackData = NonNullable<Route.ComponentProps["loaderData"]["payBack"]>;

/** Cash paid back from the drawer (decision 0127): what was paid back, and the form to record more. */
function PayBack({
  back,
  reply,
  busy,
}: {
  back: PayBackData;
  reply: Parameters<typeof useForm>[0]["lastResult"];
  busy: boolean;
}) {
  const { t, lang } = useTranslation();
  const [form, fields] = useForm({
    id: `desk-pay-back-${back.key}`,
    lastResult: reply ?? null,
    defaultValue: { amount: "", note: "", key: back.key },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: payBackSchemaFor(lang) }),
  });
  return (
    <section className={deskCard} aria-labelledby="desk-pay-back-title" data-testid="pay-back">
      <h2 id="desk-pay-back-title" className="text-base font-bold">
        {t("deskMoney.payBack.title")}
      </h2>
      {back.done ? (
        <DeskNoticeBox tone="success">{t("deskMoney.payBack.done", { amount: back.done })}</DeskNoticeBox>
      ) : null}
      <p className="mt-2 text-sm">{t("deskMoney.payBack.lead")}</p>
      <p className="mt-2 text-sm font-semibold" data-testid="pay-back-keeps">
        {t("deskMoney.payBack.keeps", { amount: back.keeps })}
      </p>
      {back.rows.length > 0 ? (
        <>
          <h3 className="mt-3 text-sm font-bold">{t("deskMoney.payBack.paidBack")}</h3>
          <table className="mt-1 w-full text-sm">
            <tbody>
              {back.rows.map((m) => (
                <tr key={m.id} className="border-b border-slate-100 dark:border-slate-800">
                  <td className="py-1">{t(`inbox.cancellations.manualMethods.${m.method}` as MessageKey)}</td>
                  <td className="py-1">{t("deskMoney.payBack.row", { time: m.time, by: m.by, note: m.note })}</td>
                  <td className="py-1 text-right font-medium">{m.amount}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : null}
      {back.open ? (
        <Form method="post" {...getFormProps(form)} className="mt-3 grid gap-4 md:grid-cols-3">
          <XsrfField />
          <input type="hidden" name="intent" value={PAY_BACK_INTENT} />
          <input type="hidden" name={fields.key.name} value={back.key} />
          <TextField field={fields.amount} label={t("deskMoney.payBack.amount")} inputMode="numeric" required />
          <TextField
            field={fields.note}
            label={t("deskMoney.payBack.note")}
            hint={t("deskMoney.payBack.noteHint")}
            rows={2}
            maxLength={1000}
            required
          />
          <div className="flex items-end">
            <button type="submit" className="btn-secondary" disabled={busy}>
              {t("deskMoney.payBack.submit")}
            </button>
          </div>
        </Form>
      ) : null}
    </section>
  );
}
