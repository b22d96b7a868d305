import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/forgot-password";
import { LocalLink } from "#app/components/localized-link.tsx";
import { XsrfField } from "#app/components/xsrf-field.tsx";
import { forgotSchema } from "#app/shared/members/member-schemas.ts";
import { TextField } from "#app/components/form-fields.tsx";
import { cardClass, Notice } from "#app/components/member-ui.tsx";
import { Banner } from "#app/components/banner.tsx";
import { routeMeta } from "#app/features/seo/route-meta.ts";
import type { MessagesHandle } from "#app/i18n/areas.ts";
import { localizePath } from "#app/i18n/config.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import { pageContext } from "./page-context.server.ts";
import { redirectSignedIn } from "./member-guard.server.ts";
import { requestPasswordReset } from "#app/server/services/members.server.ts";

export const handle: MessagesHandle = { messages: ["members", "pages"] };

export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = pageContext(request, context);
  await redirectSignedIn(ctx, request);
  return {
    sent: ctx.url.searchParams.get("durum") === "gonderildi",
    meta: {
      title: ctx.t("pages.forgotPassword.title"),
      description: ctx.t("pages.forgotPassword.description"),
      noindex: true,
    },
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = pageContext(request, context);
  const submission = parseWithZod(await request.formData(), { schema: forgotSchema });
  if (submission.status !== "success") return { reply: submission.reply() };
  // The same answer for every address, registered or not (the service keeps its own limits).
  await requestPasswordReset({ db: ctx.db, env: ctx.services.env }, submission.value.email, {
    ip: ctx.clientIp,
    now: new Date(),
  });
  throw redirect(`${localizePath("/sifremi-unuttum", ctx.lang)}?durum=gonderildi`);
}

export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function ForgotPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "forgot",
    lastResult: actionData?.reply ?? null,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: forgotSchema }),
  });
  return (
    <main id="main">
      <Banner
        title={t("pages.forgotPassword.title")}
        subtitle={t("pages.forgotPassword.subtitle")}
        scene="night-drive"
        height={240}
      />
      <div className="container-page max-w-xl py-10">
        <section className={cardClass} aria-labelledby="forgot-title">
          <h2 id="forgot-title" className="text-xl font-bold">
            {t("pages.forgotPassword.title")}
          </h2>
          {loaderData.sent ? (
            <div className="mt-4 space-y-3">
              <Notice tone="success">{t("members.forgot.sent")}</Notice>
              <p className="text-sm text-slate-700 dark:text-slate-300">{t("members.forgot.sentDetail")}</p>
            </div>
          ) : (
            <>
              <p className="mt-1 mb-5 text-sm text-slate-700 dark:text-slate-300">{t("members.forgot.lead")}</p>
              <Form method="post" {...getFormProps(form)} className="space-y-4">
                <XsrfField />
                <TextField
                  field={fields.email}
                  type="email"
                  label={t("members.fields.email")}
                  autoComplete="email"
                  inputMode="email"
                />
                <button type="submit" className="btn-primary" disabled={navigation.state === "submitting"}>
                  {t("members.forgot.submit")}
                </button>
              </Form>
            </>
          )}
          <p className="mt-6 text-sm">
            <LocalLink to="/giris" className="font-medium text-brand-700 underline dark:text-brand-300">
              {t("members.forgot.backToSignIn")}
            </LocalLink>
          </p>
        </section>
      </div>
    </main>
  );
}
