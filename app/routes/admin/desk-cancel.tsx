// The two ways the desk ends a reservation that has not started (decision 0041), one page for both:
// /yonetim/rezervasyonlar/:number/iptal cancels on the customer's behalf with the policy applied (a
// reason is needed); /gelmedi marks a no-show, 2 hours after the pick-up time, refunded like a late
// cancellation (a confirmation is needed).
import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, useNavigation } from "react-router";
import type { Route } from "./+types/desk-cancel";
import { CheckboxField, TextField } from "#app/components/form-fields.tsx";
import { XsrfField } from "#app/components/xsrf-field.tsx";
import { ActionNotice, deskCard, DeskNoticeBox, DeskPageFrame } from "#app/features/desk/desk-ui.tsx";
import { routeMeta } from "#app/features/seo/route-meta.ts";
import type { MessagesHandle } from "#app/i18n/areas.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import { cancelOnBehalf, markNoShow } from "#app/server/services/desk/cancel.server.ts";
import { cancelSchema, noShowSchema } from "#app/shared/desk/desk-schemas.ts";
import { cancelOutcomeText, gatewayOf, loadDeskPage, noStore, refusal, summaryOf } from "./desk-page.server.ts";
import { asStaff } from "./staff-guard.server.ts";
import { pageUrl } from "#app/server/page.server.ts";

export const handle: MessagesHandle = { messages: ["staff", "desk", "delivery"] };
export const headers = () => noStore;

type Ending = "cancel" | "noShow";

/** Which of the two pages this is, from the path's last segment. */
function endingOf(request: Request): Ending {
  // The page's address, not the request's: a form sent with JavaScript posts to ".../gelmedi.data".
  return pageUrl(request.url).pathname.endsWith("/gelmedi") ? "noShow" : "cancel";
}

const schemaOf = (ending: Ending) => (ending === "cancel" ? cancelSchema : noShowSchema);

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const ending = endingOf(request);
  const { ctx, view } = await loadDeskPage(request, context, params.number, ending);
  return {
    ending,
    summary: summaryOf(view, ctx),
    open: view.actions.includes(ending),
    meta: {
      title: `${ctx.t(`desk.${ending}.title`)} ${view.reservation.number}`,
      description: ctx.t(`desk.${ending}.lead`),
      noindex: true,
    },
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const ending = endingOf(request);
  const { actor, ctx, view } = await loadDeskPage(request, context, params.number, ending);
  const submission = parseWithZod(await request.formData(), { schema: schemaOf(ending) });
  if (submission.status !== "success")
    return data({ reply: submission.reply(), notice: null, done: null }, { status: 400 });
  const number = view.reservation.number;
  const now = new Date();
  const reason = "reason" in submission.value ? submission.value.reason : "";
  const result = await asStaff(() =>
    ending === "cancel"
      ? cancelOnBehalf(ctx.db, gatewayOf(ctx), actor, { number, reason, now })
      : markNoShow(ctx.db, gatewayOf(ctx), actor, { number, now }),
  );
  if (!result.ok) return refusal(ctx, (o) => submission.reply(o), result);
  return { reply: submission.reply({ resetForm: true }), notice: null, done: cancelOutcomeText(ctx, result) };
}

export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function DeskEndingPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const { ending } = loaderData;
  const [form, fields] = useForm({
    id: ending === "cancel" ? "desk-cancel" : "desk-no-show",
    lastResult: actionData?.reply ?? null,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: schemaOf(ending) }),
  });
  const done = actionData && "done" in actionData ? actionData.done : null;
  return (
    <DeskPageFrame title={t(`desk.${ending}.title`)} summary={loaderData.summary}>
      {done ? <DeskNoticeBox tone="success">{done.join(" ")}</DeskNoticeBox> : null}
      <ActionNotice notice={actionData?.notice} />
      {loaderData.open ? (
        <Form method="post" {...getFormProps(form)} className={`${deskCard} space-y-4`}>
          <XsrfField />
          <p className="text-sm text-slate-700 dark:text-slate-300">{t(`desk.${ending}.lead`)}</p>
          {ending === "cancel" ? (
            <TextField field={fields.reason} label={t("desk.cancel.reason")} rows={3} required />
          ) : (
            <CheckboxField field={fields.confirm}>{t("desk.noShow.confirm")}</CheckboxField>
          )}
          <button type="submit" className="btn-primary" disabled={navigation.state === "submitting"}>
            {t(`desk.${ending}.submit`)}
          </button>
        </Form>
      ) : done ? null : (
        <DeskNoticeBox tone="info">
          {t("desk.errors.wrongState", { status: loaderData.summary.statusLabel })}
        </DeskNoticeBox>
      )}
    </DeskPageFrame>
  );
}
