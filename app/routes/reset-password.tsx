import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/reset-password";
import { LocalLink } from "#app/components/localized-link.tsx";
import { XsrfField } from "#app/components/xsrf-field.tsx";
import { resetSchema } from "#app/shared/members/member-schemas.ts";
import { TextField } from "#app/components/form-fields.tsx";
import { cardClass, Notice } from "#app/components/member-ui.tsx";
import { Banner } from "#app/components/banner.tsx";
import { routeMeta } from "#app/features/seo/route-meta.ts";
import type { MessagesHandle } from "#app/i18n/areas.ts";
import { localizePath } from "#app/i18n/config.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import { pageContext } from "./page-context.server.ts";
import { resetPassword } from "#app/server/services/members.server.ts";

export const handle: MessagesHandle = { messages: ["members", "pages"] };

export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = pageContext(request, context);
  return {
    token: ctx.url.searchParams.get("token") ?? "",
    meta: {
      title: ctx.t("pages.resetPassword.title"),
      description: ctx.t("pages.resetPassword.description"),
      noindex: true,
    },
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = pageContext(request, context);
  const submission = parseWithZod(await request.formData(), { schema: resetSchema });
  const hidden = { hideFields: ["password", "passwordRepeat"] };
  if (submission.status !== "success") return { reply: submission.reply(hidden), invalidToken: false };
  const result = await resetPassword(
    { db: ctx.db, env: ctx.services.env },
    { token: submission.value.token, password: submission.value.password },
  );
  if (!result.ok) return data({ reply: submission.reply(hidden), invalidToken: true }, { status: 400 });
  throw redirect(`${localizePath("/giris", ctx.lang)}?durum=passwordReset`);
}

export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function ResetPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "reset",
    lastResult: actionData?.reply ?? null,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: resetSchema }),
  });
  const invalid = !loaderData.token || actionData?.invalidToken === true;
  return (
    <main id="main">
      <Banner
        title={t("pages.resetPassword.title")}
        subtitle={t("pages.resetPassword.subtitle")}
        scene="night-drive"
        height={240}
      />
      <div className="container-page max-w-xl py-10">
        <section className={cardClass} aria-labelledby="reset-title">
          <h2 id="reset-title" className="text-xl font-bold">
            {t("pages.resetPassword.title")}
          </h2>
          {invalid ? (
            <div className="mt-4 space-y-4">
              <Notice tone="error">{t("members.errors.resetInvalid")}</Notice>
              <LocalLink to="/sifremi-unuttum" className="btn-primary inline-flex">
                {t("members.reset.requestNew")}
              </LocalLink>
            </div>
          ) : (
            <>
              <p className="mt-1 mb-5 text-sm text-slate-700 dark:text-slate-300">{t("members.reset.lead")}</p>
              <Form method="post" {...getFormProps(form)} className="space-y-4">
                <XsrfField />
                <input type="hidden" name="token" value={loaderData.token} />
                <TextField
                  field={fields.password}
                  type="password"
                  label={t("members.fields.newPassword")}
                  hint={t("members.fields.passwordHint")}
                  autoComplete="new-password"
                />
                <TextField
                  field={fields.passwordRepeat}
                  type="password"
                  label={t("members.fields.newPasswordRepeat")}
                  autoComplete="new-password"
                />
                <button type="submit" className="btn-primary" disabled={navigation.state === "submitting"}>
                  {t("members.reset.submit")}
                </button>
              </Form>
            </>
          )}
        </section>
      </div>
    </main>
  );
}
