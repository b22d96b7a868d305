// /yonetim/rezervasyonlar/:number/iade-duzeltme: a booked return corrected by a manager (decision
// 0108). The lines in force with a new amount and a reason each, and the correction's reason;
// "preview" shows the reversing entry, the corrected charges and where the money goes back;
// "confirm" books exactly the previewed correction (a changed form is previewed again).
import { Form, Link, data, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/desk-correct";
import { inputClass } from "#app/components/form-fields.tsx";
import { XsrfField } from "#app/components/xsrf-field.tsx";
import { ActionNotice, deskCard, DeskNoticeBox, DeskPageFrame } from "#app/features/desk/desk-ui.tsx";
import { routeMeta } from "#app/features/seo/route-meta.ts";
import type { MessagesHandle } from "#app/i18n/areas.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import type { MessageKey } from "#app/i18n/translate.ts";
import { formatTl } from "#app/domain/money/money.ts";
import type { Waiver } from "#app/domain/desk/charge-waivers.ts";
import type { ChargeLine } from "#app/domain/desk/return-charges.ts";
import {
  correctionView,
  correctReturn,
  previewCorrection,
} from "#app/server/services/desk/return-correction.server.ts";
import { parseLira } from "#app/shared/desk/desk-schemas.ts";
import type { PageContext } from "#app/server/page.server.ts";
import {
  formKey,
  gatewayOf,
  loadDeskPage,
  localDateTime,
  noStore,
  refusal,
  reservationPath,
  summaryOf,
} from "./desk-page.server.ts";
import { asStaff } from "./staff-guard.server.ts";

export const handle: MessagesHandle = { messages: ["staff", "desk", "deskMoney", "delivery"] };
export const headers = () => noStore;

const lineLabel = (ctx: PageContext, l: ChargeLine) =>
  ctx.t(`desk.payment.lines.${l.kind}` as MessageKey, {
    quantity: l.quantity,
    unit: formatTl(l.unitKurus, ctx.lang),
    description: l.description,
  });

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { actor, ctx, view } = await loadDeskPage(request, context, params.number, "correct");
  const page = await asStaff(() => correctionView(ctx.db, actor, view.reservation.number));
  const money = (k: number) => formatTl(k, ctx.lang);
  const corrections = page?.corrections ?? [];
  const doneVersion = Number(ctx.url.searchParams.get("duzeltme"));
  const done = corrections.find((c) => c.version === doneVersion) ?? null;
  const doneLines = done
    ? [
        ctx.t("deskMoney.correct.done", {
          version: String(done.version),
          before: money(done.reversedKurus),
          after: money(done.chargesKurus),
        }),
        ...(done.refundKurus > 0
          ? [
              ctx.t(
                done.refundState === "refunded" ? "deskMoney.correct.doneRefund" : "deskMoney.correct.doneRefundFailed",
                {
                  amount: money(done.refundKurus),
                },
              ),
            ]
          : []),
        ...(done.owedKurus > 0 ? [ctx.t("deskMoney.correct.doneOwed", { amount: money(done.owedKurus) })] : []),
      ]
    : [];
  const inForce = page?.inForce ?? [];
  return {
    summary: summaryOf(view, ctx),
    returned: page?.returned ?? false,
    key: formKey(),
    chargesKurus: inForce.reduce((s, l) => s + l.amountKurus, 0),
    lines: inForce.map((l, index) => ({ index, label: lineLabel(ctx, l), amount: money(l.amountKurus) })),
    history: corrections.map((c) =>
      ctx.t("deskMoney.correct.historyLine", {
        version: String(c.version),
        date: localDateTime(c.createdAt),
        before: money(c.reversedKurus),
        after: money(c.chargesKurus),
        reason: c.reason,
      }),
    ),
    done: doneLines,
    receiptHref: reservationPath(ctx.lang, view.reservation.number, "receipt"),
    agreementHref: `${reservationPath(ctx.lang, view.reservation.number)}/sozlesme`,
    meta: {
      title: `${ctx.t("deskMoney.correct.title")} ${view.reservation.number}`,
      description: ctx.t("deskMoney.correct.title"),
      noindex: true,
    },
  };
}

const text = (form: FormData, name: string) => {
  const v = form.get(name);
  return typeof v === "string" ? v : "";
};

type Typed = { amount: string; reason: string };

function typedChanges(form: FormData, lang: PageContext["lang"]) {
  const count = Math.min(50, Math.max(0, Number.parseInt(text(form, "lineCount"), 10) || 0));
  const typed: Typed[] = [];
  const changes: Waiver[] = [];
  let bad: number | null = null;
  for (let index = 0; index < count; index++) {
    const amount = text(form, `corr-${index}-amount`).trim();
    const reason = text(form, `corr-${index}-reason`).trim();
    typed.push({ amount, reason });
    if (amount === "") continue;
    const kurus = parseLira(amount, lang);
    if (kurus === null) bad ??= index;
    else changes.push({ index, amountKurus: kurus, reason });
  }
  return { typed, changes, bad };
}

const errorKeys: Record<string, string> = {
  reasonRequired: "deskMoney.errors.reasonRequired",
  reasonTooLong: "deskMoney.errors.reasonTooLong",
  aboveComputed: "deskMoney.errors.aboveComputed",
  invalidAmount: "deskMoney.errors.waiveAmount",
  unknownLine: "deskMoney.errors.previewStale",
  noChange: "deskMoney.errors.noChange",
  correctionReason: "deskMoney.errors.correctionReason",
};

export async function action({ request, context, params }: Route.ActionArgs) {
  const { actor, ctx, view } = await loadDeskPage(request, context, params.number, "correct");
  const form = await request.formData();
  const { typed, changes, bad } = typedChanges(form, ctx.lang);
  const reason = text(form, "reason");
  const signature = JSON.stringify([changes, reason.trim()]);
  const money = (k: number) => formatTl(k, ctx.lang);
  const kept = { typed, reason };
  const noReply = () => ({ status: "error" as const, initialValue: null, error: {} });
  const fail = (key: string, index: number | null, status = 400) =>
    data({ ...kept, notice: { key }, errorIndex: index, preview: null }, { status });
  if (bad !== null) return fail("deskMoney.errors.waiveAmount", bad);
  const number = view.reservation.number;
  const shown = await asStaff(() => previewCorrection(ctx.db, actor, { number, changes, reason }));
  if (!shown.ok) {
    if (shown.reason === "correction")
      return fail(errorKeys[shown.error.code] ?? "desk.errors.required", shown.error.index);
    return refusal(ctx, noReply, shown);
  }
  const { plan, back } = shown.preview;
  const preview = {
    signature,
    reversedKurus: plan.reversedKurus,
    reversal: money(-plan.reversedKurus),
    corrected: money(plan.chargesKurus),
    reduction: money(plan.reductionKurus),
    refund: back.refundKurus > 0 ? money(back.refundKurus) : null,
    owed: back.owedKurus > 0 ? money(back.owedKurus) : null,
  };
  if (text(form, "intent") !== "confirm" || text(form, "previewed") !== signature) {
    // A form changed after its preview is previewed again, never booked unseen.
    const stale = text(form, "intent") === "confirm";
    return data(
      { ...kept, notice: stale ? { key: "deskMoney.errors.previewStale" } : null, errorIndex: null, preview },
      { status: stale ? 409 : 200 },
    );
  }
  const result = await asStaff(() =>
    correctReturn(ctx.db, actor, gatewayOf(ctx), {
      number,
      changes,
      reason,
      previewedKurus: Number(text(form, "previewedKurus")),
      requestKey: text(form, "key"),
      now: new Date(),
    }),
  );
  if (result.ok) {
    throw redirect(`${reservationPath(ctx.lang, number, "correct")}?duzeltme=${result.correction.version}`, {
      headers: noStore,
    });
  }
  if (result.reason === "correction")
    return fail(errorKeys[result.error.code] ?? "desk.errors.required", result.error.index);
  if (result.reason === "invalid" && result.field === "preview") {
    return data(
      { ...kept, notice: { key: "deskMoney.errors.previewStale" }, errorIndex: null, preview: null },
      { status: 409 },
    );
  }
  return refusal(ctx, noReply, result);
}

export const meta: Route.MetaFunction = (args) => routeMeta(args);

const cell = "py-2 pr-3 align-top";

export default function DeskCorrectPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const typed = actionData && "typed" in actionData ? actionData.typed : null;
  const errorIndex = actionData && "errorIndex" in actionData ? actionData.errorIndex : null;
  const preview = actionData && "preview" in actionData ? actionData.preview : null;
  const notice = actionData && "notice" in actionData ? actionData.notice : null;
  const reasonError = notice?.key === "deskMoney.errors.correctionReason";
  return (
    <DeskPageFrame title={t("deskMoney.correct.title")} summary={loaderData.summary}>
      {loaderData.done.length > 0 ? (
        <DeskNoticeBox tone="success">
          {loaderData.done.map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
        </DeskNoticeBox>
      ) : null}
      <ActionNotice notice={notice} />
      <p className="text-sm text-slate-700 dark:text-slate-300">{t("deskMoney.correct.intro")}</p>
      {!loaderData.returned ? (
        <DeskNoticeBox tone="info">{t("deskMoney.correct.notReturned")}</DeskNoticeBox>
      ) : loaderData.lines.length === 0 ? (
        <DeskNoticeBox tone="info">{t("deskMoney.correct.noCharges")}</DeskNoticeBox>
      ) : (
        <Form method="post" className={deskCard} data-testid="correct-form">
          <XsrfField />
          <input type="hidden" name="key" value={loaderData.key} />
          <input type="hidden" name="lineCount" value={loaderData.lines.length} />
          <h2 className="text-base font-bold">{t("deskMoney.correct.inForce")}</h2>
          <table className="mt-2 w-full text-sm">
            <thead>
              <tr className="border-b border-slate-200 text-left dark:border-slate-700">
                <th scope="col" className={cell}>
                  {t("deskMoney.return.line")}
                </th>
                <th scope="col" className={`${cell} text-right`}>
                  {t("deskMoney.correct.current")}
                </th>
                <th scope="col" className={cell}>
                  {t("deskMoney.return.newAmount")}
                </th>
                <th scope="col" className={cell}>
                  {t("deskMoney.return.reason")}
                </th>
              </tr>
            </thead>
            <tbody>
              {loaderData.lines.map((l) => {
                const errorId = `corr-${l.index}-error`;
                const invalid = errorIndex === l.index;
                return (
                  <tr key={l.index} className="border-b border-slate-100 dark:border-slate-800">
                    <th scope="row" className={`${cell} text-left font-normal`}>
                      {l.label}
                      {invalid && notice ? (
                        <p id={errorId} className="mt-1 font-medium text-red-700 dark:text-red-300">
                          {t(notice.key as MessageKey)}
                        </p>
                      ) : null}
                    </th>
                    <td className={`${cell} text-right font-medium`}>{l.amount}</td>
                    <td className={cell}>
                      <input
                        name={`corr-${l.index}-amount`}
                        defaultValue={typed?.[l.index]?.amount ?? ""}
                        inputMode="decimal"
                        aria-label={t("deskMoney.return.newAmountOf", { line: l.label })}
                        aria-invalid={invalid ? true : undefined}
                        aria-describedby={invalid ? errorId : undefined}
                        className={`${inputClass} w-32`}
                      />
                    </td>
                    <td className={cell}>
                      <input
                        name={`corr-${l.index}-reason`}
                        defaultValue={typed?.[l.index]?.reason ?? ""}
                        maxLength={300}
                        aria-label={t("deskMoney.return.reasonOf", { line: l.label })}
                        aria-invalid={invalid ? true : undefined}
                        aria-describedby={invalid ? errorId : undefined}
                        className={inputClass}
                      />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          <div className="mt-3 grid gap-1">
            <label htmlFor="correct-reason" className="text-sm font-bold">
              {t("deskMoney.correct.reasonLabel")}
            </label>
            <textarea
              id="correct-reason"
              name="reason"
              rows={2}
              maxLength={300}
              required
              defaultValue={actionData && "reason" in actionData ? actionData.reason : ""}
              aria-invalid={reasonError ? true : undefined}
              aria-describedby="correct-reason-hint"
              className={inputClass}
            />
            <p id="correct-reason-hint" className="text-xs text-slate-700 dark:text-slate-300">
              {t("deskMoney.correct.reasonHint")}
            </p>
          </div>
          <button type="submit" name="intent" value="preview" className="btn-secondary mt-3" disabled={busy}>
            {t("deskMoney.correct.preview")}
          </button>
          {preview ? (
            <section
              className="mt-4 rounded-lg border border-slate-200 p-3 dark:border-slate-700"
              aria-labelledby="correct-preview-title"
              data-testid="correct-preview"
            >
              <h2 id="correct-preview-title" className="text-base font-bold">
                {t("deskMoney.correct.previewTitle")}
              </h2>
              <input type="hidden" name="previewed" value={preview.signature} />
              <input type="hidden" name="previewedKurus" value={preview.reversedKurus} />
              <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                <dt>{t("deskMoney.correct.reversal")}</dt>
                <dd className="font-medium" data-testid="correct-reversal">
                  {preview.reversal}
                </dd>
                <dt>{t("deskMoney.correct.corrected")}</dt>
                <dd className="font-medium" data-testid="correct-corrected">
                  {preview.corrected}
                </dd>
                <dt>{t("deskMoney.correct.reduction")}</dt>
                <dd className="font-medium">{preview.reduction}</dd>
                {preview.refund ? (
                  <>
                    <dt>{t("deskMoney.correct.refund")}</dt>
                    <dd className="font-medium">{preview.refund}</dd>
                  </>
                ) : null}
                {preview.owed ? (
                  <>
                    <dt>{t("deskMoney.correct.owed")}</dt>
                    <dd className="font-medium" data-testid="correct-owed">
                      {preview.owed}
                    </dd>
                  </>
                ) : null}
              </dl>
              {!preview.refund && !preview.owed ? (
                <p className="mt-2 text-sm">{t("deskMoney.correct.nothingBack")}</p>
              ) : null}
              <button type="submit" name="intent" value="confirm" className="btn-primary mt-3" disabled={busy}>
                {t("deskMoney.correct.confirm")}
              </button>
            </section>
          ) : null}
        </Form>
      )}
      <section className={deskCard} aria-labelledby="correct-history-title">
        <h2 id="correct-history-title" className="text-base font-bold">
          {t("deskMoney.correct.history")}
        </h2>
        {loaderData.history.length === 0 ? (
          <p className="mt-1 text-sm">{t("deskMoney.correct.noneYet")}</p>
        ) : (
          <ul className="mt-1 list-disc pl-5 text-sm" data-testid="correct-history">
            {loaderData.history.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        )}
        <p className="mt-3 flex flex-wrap gap-4 text-sm">
          <a
            href={loaderData.receiptHref}
            className="font-medium text-brand-700 underline dark:text-brand-300"
            download
          >
            {t("deskMoney.correct.receipt")}
          </a>
          <Link to={loaderData.agreementHref} className="font-medium text-brand-700 underline dark:text-brand-300">
            {t("deskMoney.correct.agreement")}
          </Link>
        </p>
      </section>
    </DeskPageFrame>
  );
}
