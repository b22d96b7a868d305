// The invitation link (/yonetim/davet?token=...): the invited person sets a password; two-step
// sign-in is set up right after the first sign-in. The link works once, for three days.
import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/invitation";
import { TextField } from "#app/components/form-fields.tsx";
import { XsrfField } from "#app/components/xsrf-field.tsx";
import { Notice } from "#app/components/member-ui.tsx";
import { routeMeta } from "#app/features/seo/route-meta.ts";
import type { MessagesHandle } from "#app/i18n/areas.ts";
import { localizePath } from "#app/i18n/config.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import type { MessageKey } from "#app/i18n/translate.ts";
import { setStaffPassword } from "#app/server/services/staff/staff-sessions.server.ts";
import { staffSetPasswordSchema } from "#app/shared/staff/staff-schemas.ts";
import { pageContext } from "#app/routes/page-context.server.ts";
import { STAFF_SIGN_IN } from "./staff-guard.server.ts";

export const handle: MessagesHandle = { messages: ["staff"] };

export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = pageContext(request, context);
  return {
    token: ctx.url.searchParams.get("token") ?? "",
    meta: { title: ctx.t("staff.invite.title"), description: ctx.t("staff.invite.lead"), noindex: true },
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = pageContext(request, context);
  const submission = parseWithZod(await request.formData(), { schema: staffSetPasswordSchema });
  if (submission.status !== "success") {
    return { reply: submission.reply({ hideFields: ["password", "passwordRepeat"] }) };
  }
  const result = await setStaffPassword(
    { db: ctx.db, env: ctx.services.env },
    { token: submission.value.token, password: submission.value.password },
  );
  if (result.ok) throw redirect(`${localizePath(STAFF_SIGN_IN, ctx.lang)}?durum=passwordSet`);
  const key: MessageKey =
    result.reason === "tooShort"
      ? "staff.errors.passwordTooShort"
      : result.reason === "tooLong"
        ? "staff.errors.passwordTooLong"
        : "staff.invite.invalidLink";
  return data(
    { reply: submission.reply({ formErrors: [key], hideFields: ["password", "passwordRepeat"] }) },
    { status: 400 },
  );
}

export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function InvitationPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "staff-invitation",
    lastResult: actionData?.reply ?? null,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: staffSetPasswordSchema }),
  });
  return (
    <main id="main" className="mx-auto grid max-w-md gap-4 py-8">
      <section
        className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900"
        aria-labelledby="invitation-title"
      >
        <h1 id="invitation-title" className="text-xl font-bold">
          {t("staff.invite.title")}
        </h1>
        <p className="mt-1 mb-5 text-sm text-slate-700 dark:text-slate-300">{t("staff.invite.lead")}</p>
        {loaderData.token ? (
          <Form method="post" {...getFormProps(form)} className="space-y-4">
            <XsrfField />
            <input type="hidden" name="token" value={loaderData.token} />
            {form.errors?.[0] ? <Notice tone="error">{t(form.errors[0] as MessageKey)}</Notice> : null}
            <TextField
              field={fields.password}
              type="password"
              label={t("staff.invite.password")}
              autoComplete="new-password"
            />
            <TextField
              field={fields.passwordRepeat}
              type="password"
              label={t("staff.invite.passwordRepeat")}
              autoComplete="new-password"
            />
            <button type="submit" className="btn-primary" disabled={navigation.state === "submitting"}>
              {t("staff.invite.submit")}
            </button>
          </Form>
        ) : (
          <Notice tone="error">{t("staff.invite.invalidLink")}</Notice>
        )}
      </section>
    </main>
  );
}
