// /yonetim/rezervasyonlar/:number/depozito: the rental's deposit (decision 0088). A card deposit
// waiting for the bank shows the bank's 3-D Secure card form (posted straight to the bank from
// this tablet; no card data reaches Yolda); a held one says what the return will do with it; a
// completed rental whose deposit is still held can be settled here (a retry after the bank refused).
import { Form, data, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/desk-deposit";
import { XsrfField } from "#app/components/xsrf-field.tsx";
import { CardForm } from "#app/features/payment/card-form.tsx";
import { ActionNotice, deskCard, DeskNoticeBox, DeskPageFrame } from "#app/features/desk/desk-ui.tsx";
import { routeMeta } from "#app/features/seo/route-meta.ts";
import type { MessagesHandle } from "#app/i18n/areas.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import { formatTl } from "#app/domain/money/money.ts";
import { depositFreeOf } from "#app/domain/pricing/deposit-free.ts";
import { depositCardForm, depositViewOf, settleDeposit } from "#app/server/services/desk/deposit.server.ts";
import { sendDepositLink } from "#app/server/services/desk/deposit-link.server.ts";
import { depositSentences } from "./deposit-page.server.ts";
import { gatewayOf, loadDeskPage, noStore, reservationPath, summaryOf } from "./desk-page.server.ts";
import { asStaff } from "./staff-guard.server.ts";

export const handle: MessagesHandle = { messages: ["staff", "desk", "deskMoney", "payment", "delivery"] };
export const headers = () => noStore;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { actor, ctx, view } = await loadDeskPage(request, context, params.number, "return");
  const env = ctx.services.env;
  const deposit = await depositViewOf(ctx.db, view.reservation, env.DEPOSIT_HOLD_DAYS);
  const form =
    deposit?.status === "pending"
      ? await asStaff(() =>
          depositCardForm(ctx.db, actor, gatewayOf(ctx), view.reservation.number, {
            publicUrl: env.PUBLIC_URL,
            lang: ctx.lang,
          }),
        )
      : ({ kind: "none" } as const);
  const outcome = ctx.url.searchParams.get("sonuc");
  return {
    summary: summaryOf(view, ctx),
    sentences: depositSentences(ctx, deposit, 0, depositFreeOf(view.reservation.lines)),
    status: deposit?.status ?? null,
    lastError: deposit?.error && deposit.status !== "captured" ? deposit.error : null,
    settleable: deposit?.status === "held" && view.reservation.status === "completed",
    outcome: outcome === "onay" ? "held" : outcome === "red" ? "refused" : null,
    form,
    driverName: `${view.reservation.driver.firstName} ${view.reservation.driver.lastName}`,
    meta: {
      title: `${ctx.t("deskMoney.deposit.title")} ${view.reservation.number}`,
      description: ctx.t("deskMoney.deposit.title"),
      noindex: true,
    },
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { actor, ctx, view } = await loadDeskPage(request, context, params.number, "return");
  if ((await request.formData()).get("intent") === "link") {
    // The customer pre-authorises on their own device, by the e-mailed link.
    const env = ctx.services.env;
    const sent = await asStaff(() =>
      sendDepositLink(ctx.db, actor, view.reservation.number, {
        secret: env.SESSION_SECRET,
        publicUrl: env.PUBLIC_URL,
        now: new Date(),
      }),
    );
    if (!sent?.ok) return data({ notice: { key: "deskMoney.deposit.linkNotPending" } }, { status: 409 });
    return { sent: sent.to };
  }
  const settled = await asStaff(() =>
    settleDeposit(ctx.db, actor, gatewayOf(ctx), view.reservation.number, new Date()),
  );
  if (!settled.ok) {
    return data(
      { notice: { key: "deskMoney.deposit.bankRefused", vars: { message: settled.message } } },
      { status: 409 },
    );
  }
  throw redirect(`${reservationPath(ctx.lang, view.reservation.number)}/depozito`, { headers: noStore });
}

export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function DeskDepositPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, lang } = useTranslation();
  const navigation = useNavigation();
  const { form } = loaderData;
  return (
    <DeskPageFrame title={t("deskMoney.deposit.title")} summary={loaderData.summary}>
      {loaderData.outcome === "held" ? (
        <DeskNoticeBox tone="success">{t("deskMoney.deposit.held")}</DeskNoticeBox>
      ) : null}
      {loaderData.outcome === "refused" ? (
        <DeskNoticeBox tone="error">{t("deskMoney.deposit.refused")}</DeskNoticeBox>
      ) : null}
      {actionData && "sent" in actionData ? (
        <DeskNoticeBox tone="success">{t("deskMoney.deposit.linkSent", { to: actionData.sent })}</DeskNoticeBox>
      ) : null}
      <ActionNotice notice={actionData && "notice" in actionData ? actionData.notice : null} />
      <section className={deskCard} aria-labelledby="deposit-state" data-testid="deposit-state">
        <h2 id="deposit-state" className="text-base font-bold">
          {t("deskMoney.deposit.title")}
        </h2>
        {loaderData.sentences.map((s) => (
          <p key={s} className="mt-1 text-sm">
            {s}
          </p>
        ))}
        {loaderData.lastError ? (
          <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
            {t("deskMoney.deposit.lastError", { message: loaderData.lastError })}
          </p>
        ) : null}
        {loaderData.settleable ? (
          <Form method="post" className="mt-3">
            <XsrfField />
            <button type="submit" className="btn-primary" disabled={navigation.state === "submitting"}>
              {t("deskMoney.deposit.settle")}
            </button>
          </Form>
        ) : null}
      </section>
      {form.kind === "form" ? (
        <section className={deskCard} aria-labelledby="deposit-card">
          <h2 id="deposit-card" className="mb-3 text-base font-bold">
            {t("deskMoney.deposit.heading")}
          </h2>
          <CardForm
            gateUrl={form.gateUrl}
            fields={form.fields}
            cardFields={form.cardFields}
            driverName={loaderData.driverName}
            amountKurus={form.amountKurus}
            holdExpiresAt={null}
            instalments={null}
            submitLabel={t("deskMoney.deposit.submit", { amount: formatTl(form.amountKurus, lang) })}
          />
          <Form method="post" className="mt-4 border-t border-slate-200 pt-4 dark:border-slate-700">
            <XsrfField />
            <p className="mb-2 text-sm text-slate-700 dark:text-slate-300">{t("deskMoney.deposit.sendLinkHint")}</p>
            <button
              type="submit"
              name="intent"
              value="link"
              className="btn-secondary"
              disabled={navigation.state === "submitting"}
            >
              {t("deskMoney.deposit.sendLink")}
            </button>
          </Form>
        </section>
      ) : null}
    </DeskPageFrame>
  );
}
