import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/sign-in";
import { LocalLink } from "#app/components/localized-link.tsx";
import { XsrfField } from "#app/components/xsrf-field.tsx";
import { signInSchema } from "#app/shared/members/member-schemas.ts";
import { CheckboxField, TextField } from "#app/components/form-fields.tsx";
import { cardClass, Notice } from "#app/components/member-ui.tsx";
import { Banner } from "#app/components/banner.tsx";
import { routeMeta } from "#app/features/seo/route-meta.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import type { MessagesHandle } from "#app/i18n/areas.ts";
import { localizePath } from "#app/i18n/config.ts";
import { pageContext } from "./page-context.server.ts";
import { afterSignIn, redirectSignedIn } from "./member-guard.server.ts";
import { signIn } from "#app/server/services/members.server.ts";
import { signUpCookie } from "#app/server/services/sign-up.server.ts";

export const handle: MessagesHandle = { messages: ["members", "pages"] };

const NOTICES = ["signedOut", "passwordReset", "ended", "deleted"] as const;
type NoticeKey = (typeof NOTICES)[number];

export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = pageContext(request, context);
  await redirectSignedIn(ctx, request);
  const notice = ctx.url.searchParams.get("durum");
  return {
    redirectTo: ctx.url.searchParams.get("redirectTo") ?? "",
    notice: NOTICES.includes(notice as NoticeKey) ? (notice as NoticeKey) : null,
    meta: { title: ctx.t("pages.signIn.title"), description: ctx.t("pages.signIn.description"), noindex: true },
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = pageContext(request, context);
  const form = await request.formData();
  const submission = parseWithZod(form, { schema: signInSchema });
  if (submission.status !== "success") return { reply: submission.reply({ hideFields: ["password"] }) };
  const { email, password, rememberMe, redirectTo } = submission.value;
  const result = await signIn(
    { db: ctx.db, env: ctx.services.env },
    { email, password, rememberMe: rememberMe === true },
    { ip: ctx.clientIp, headers: request.headers, now: new Date() },
  );
  if (result.ok) throw redirect(afterSignIn(ctx, redirectTo), { headers: result.headers });
  if (result.reason === "unverified") {
    throw redirect(`${localizePath("/uye-ol", ctx.lang)}?adim=kod&durum=unverified`, {
      headers: { "Set-Cookie": signUpCookie(ctx.services.env, email) },
    });
  }
  const minutes = "retryAfterSeconds" in result ? Math.max(1, Math.ceil(result.retryAfterSeconds / 60)) : 0;
  const key =
    result.reason === "locked"
      ? "members.errors.signInLocked"
      : result.reason === "rateLimited"
        ? "members.errors.rateLimited"
        : "members.errors.signInInvalid";
  return data(
    { reply: submission.reply({ formErrors: [key], hideFields: ["password"] }), minutes },
    { status: result.reason === "invalid" ? 400 : 429 },
  );
}

export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function SignInPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "sign-in",
    lastResult: actionData?.reply ?? null,
    defaultValue: { redirectTo: loaderData.redirectTo },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: signInSchema }),
  });
  const minutes = actionData && "minutes" in actionData ? actionData.minutes : 0;
  const formError = form.errors?.[0];
  return (
    <main id="main">
      <Banner title={t("pages.signIn.title")} subtitle={t("pages.signIn.subtitle")} scene="family" height={240} />
      <div className="container-page grid max-w-xl gap-6 py-10">
        {loaderData.notice ? <Notice tone="success">{t(`members.signIn.${loaderData.notice}`)}</Notice> : null}
        <section className={cardClass} aria-labelledby="sign-in-title">
          <h2 id="sign-in-title" className="text-xl font-bold">
            {t("pages.signIn.title")}
          </h2>
          <p className="mt-1 mb-5 text-sm text-slate-700 dark:text-slate-300">{t("members.signIn.lead")}</p>
          <Form method="post" {...getFormProps(form)} className="space-y-4">
            <XsrfField />
            <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
            {formError ? (
              <Notice tone="error">{t(formError as "members.errors.signInInvalid", { count: minutes })}</Notice>
            ) : null}
            <TextField
              field={fields.email}
              type="email"
              label={t("members.fields.email")}
              autoComplete="email"
              inputMode="email"
            />
            <TextField
              field={fields.password}
              type="password"
              label={t("members.fields.password")}
              autoComplete="current-password"
            />
            <CheckboxField field={fields.rememberMe}>{t("members.fields.rememberMe")}</CheckboxField>
            <div className="flex flex-wrap items-center justify-between gap-3">
              <button type="submit" className="btn-primary" disabled={navigation.state === "submitting"}>
                {t("members.signIn.submit")}
              </button>
              <LocalLink
                to="/sifremi-unuttum"
                className="text-sm font-medium text-brand-700 underline dark:text-brand-300"
              >
                {t("members.signIn.forgot")}
              </LocalLink>
            </div>
          </Form>
        </section>
        <p className="text-center text-sm">
          {t("members.signIn.noAccount")}{" "}
          <LocalLink
            to={loaderData.redirectTo ? `/uye-ol?redirectTo=${encodeURIComponent(loaderData.redirectTo)}` : "/uye-ol"}
            className="font-semibold text-brand-700 underline dark:text-brand-300"
          >
            {t("members.signIn.signUpLink")}
          </LocalLink>
        </p>
      </div>
    </main>
  );
}
