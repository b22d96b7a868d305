// /yonetim/rezervasyonlar/:number/iptal: cancel on the customer's behalf with the policy applied (decision 0041).
import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, useNavigation } from "react-router";
import type { Route } from "./+types/desk-cancel";
import { TextField } from "../../components/form-fields.tsx";
import { XsrfField } from "../../components/xsrf-field.tsx";
import { ActionNotice, deskCard, DeskNoticeBox, DeskPageFrame } from "../../features/desk/desk-ui.tsx";
import { routeMeta } from "../../features/seo/route-meta.ts";
import type { MessagesHandle } from "../../i18n/areas.ts";
import { useTranslation } from "../../i18n/react.tsx";
import { cancelOnBehalf } from "../../server/services/desk/cancel.server.ts";
import { cancelSchema } from "../../shared/desk/desk-schemas.ts";
import { cancelOutcomeText, gatewayOf, loadDeskPage, noStore, refusal, summaryOf } from "./desk-page.server.ts";
import { asStaff } from "./staff-guard.server.ts";

export const handle: MessagesHandle = { messages: ["staff", "desk"] };
export const headers = () => noStore;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { ctx, view } = await loadDeskPage(request, context, params.number, "cancel");
  return {
    summary: summaryOf(view, ctx),
    open: view.actions.includes("cancel"),
    meta: {
      title: `${ctx.t("desk.cancel.title")} ${view.reservation.number}`,
      description: ctx.t("desk.cancel.lead"),
      noindex: true,
    },
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { actor, ctx, view } = await loadDeskPage(request, context, params.number, "cancel");
  const submission = parseWithZod(await request.formData(), { schema: cancelSchema });
  if (submission.status !== "success")
    return data({ reply: submission.reply(), notice: null, done: null }, { status: 400 });
  const result = await asStaff(() =>
    cancelOnBehalf(ctx.db, gatewayOf(ctx), actor, {
      number: view.reservation.number,
      reason: submission.value.reason,
      now: new Date(),
    }),
  );
  if (!result.ok) return refusal(ctx, (o) => submission.reply(o), result);
  return { reply: submission.reply({ resetForm: true }), notice: null, done: cancelOutcomeText(ctx, result) };
}

export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function DeskCancelPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "desk-cancel",
    lastResult: actionData?.reply ?? null,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: cancelSchema }),
  });
  const done = actionData && "done" in actionData ? actionData.done : null;
  return (
    <DeskPageFrame title={t("desk.cancel.title")} summary={loaderData.summary}>
      {done ? <DeskNoticeBox tone="success">{done.join(" ")}</DeskNoticeBox> : null}
      <ActionNotice notice={actionData?.notice} />
      {loaderData.open ? (
        <Form method="post" {...getFormProps(form)} className={`${deskCard} space-y-4`}>
          <XsrfField />
          <p className="text-sm text-slate-700 dark:text-slate-300">{t("desk.cancel.lead")}</p>
          <TextField field={fields.reason} label={t("desk.cancel.reason")} rows={3} required />
          <button type="submit" className="btn-primary" disabled={navigation.state === "submitting"}>
            {t("desk.cancel.submit")}
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
