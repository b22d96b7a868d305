// Staff sign-in (docs/decisions/0035): e-mail and password, then the code from the authenticator
// app (or a backup code). The password step leaves a signed, 10-minute two-factor cookie; the code
// step turns it into a session. Someone without an authenticator yet goes to set one up.
import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/sign-in";
import { CheckboxField, TextField } from "../../components/form-fields.tsx";
import { LocalLink } from "../../components/localized-link.tsx";
import { XsrfField } from "../../components/xsrf-field.tsx";
import { Notice } from "../../features/members/member-ui.tsx";
import { routeMeta } from "../../features/seo/route-meta.ts";
import type { MessagesHandle } from "../../i18n/areas.ts";
import { localizePath } from "../../i18n/config.ts";
import { useTranslation } from "../../i18n/react.tsx";
import type { MessageKey, PluralKey } from "../../i18n/translate.ts";
import { signInStaff, verifyStaffCode } from "../../server/services/staff/staff-sessions.server.ts";
import { staffCodeSchema, staffSignInSchema } from "../../shared/staff/staff-schemas.ts";
import { pageContext } from "../page-context.server.ts";
import { afterStaffSignIn, optionalStaffSession, STAFF_ENROL } from "./staff-guard.server.ts";

export const handle: MessagesHandle = { messages: ["staff", "members"] };

const NOTICES = ["signedOut", "idle", "passwordSet", "expired"] as const;
type NoticeKey = (typeof NOTICES)[number];

export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = pageContext(request, context);
  const session = await optionalStaffSession(request, context);
  const redirectTo = ctx.url.searchParams.get("redirectTo") ?? "";
  if (session?.twoFactorEnabled) throw redirect(afterStaffSignIn(ctx.lang, redirectTo));
  if (session) throw redirect(localizePath(STAFF_ENROL, ctx.lang));
  const notice = ctx.url.searchParams.get("durum");
  return {
    step: ctx.url.searchParams.get("adim") === "kod" ? ("code" as const) : ("password" as const),
    redirectTo,
    notice: NOTICES.includes(notice as NoticeKey) ? (notice as NoticeKey) : null,
    meta: { title: ctx.t("staff.signIn.title"), description: ctx.t("staff.signIn.lead"), noindex: true },
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = pageContext(request, context);
  const form = await request.formData();
  const deps = { db: ctx.db, env: ctx.services.env };
  const meta = { ip: ctx.clientIp, headers: request.headers, now: new Date() };
  const signInPath = localizePath("/yonetim/giris", ctx.lang);
  if (form.get("intent") === "code") {
    const submission = parseWithZod(form, { schema: staffCodeSchema });
    if (submission.status !== "success") return { step: "code" as const, reply: submission.reply(), minutes: 0 };
    const { code, backup, redirectTo } = submission.value;
    const result = await verifyStaffCode(deps, { code, backup: backup === "on" }, meta);
    if (result.ok) throw redirect(afterStaffSignIn(ctx.lang, redirectTo), { headers: result.headers });
    if (result.reason === "expired") {
      throw redirect(`${signInPath}?durum=expired`, { headers: result.headers });
    }
    const minutes = "retryAfterSeconds" in result ? Math.max(1, Math.ceil(result.retryAfterSeconds / 60)) : 0;
    const key: MessageKey | PluralKey =
      result.reason === "locked"
        ? "staff.signIn.codeLocked"
        : result.reason === "rateLimited"
          ? "staff.signIn.rateLimited"
          : "staff.signIn.codeWrong";
    return data(
      { step: "code" as const, reply: submission.reply({ formErrors: [key], hideFields: ["code"] }), minutes },
      { status: result.reason === "wrong" ? 400 : 429, headers: "headers" in result ? result.headers : undefined },
    );
  }
  const submission = parseWithZod(form, { schema: staffSignInSchema });
  if (submission.status !== "success") {
    return { step: "password" as const, reply: submission.reply({ hideFields: ["password"] }), minutes: 0 };
  }
  const { email, password, redirectTo } = submission.value;
  const result = await signInStaff(deps, { email, password }, meta);
  if (result.ok && result.next === "code") {
    const back = redirectTo ? `&redirectTo=${encodeURIComponent(redirectTo)}` : "";
    throw redirect(`${signInPath}?adim=kod${back}`, { headers: result.headers });
  }
  if (result.ok) throw redirect(localizePath(STAFF_ENROL, ctx.lang), { headers: result.headers });
  const minutes = "retryAfterSeconds" in result ? Math.max(1, Math.ceil(result.retryAfterSeconds / 60)) : 0;
  const key: MessageKey | PluralKey =
    result.reason === "locked"
      ? "staff.signIn.locked"
      : result.reason === "rateLimited"
        ? "staff.signIn.rateLimited"
        : result.reason === "disabled"
          ? "staff.signIn.disabled"
          : "staff.signIn.invalid";
  return data(
    { step: "password" as const, reply: submission.reply({ formErrors: [key], hideFields: ["password"] }), minutes },
    { status: result.reason === "invalid" || result.reason === "disabled" ? 400 : 429 },
  );
}

export const meta: Route.MetaFunction = (args) => routeMeta(args);

const cardClass = "rounded-lg border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900";

function PasswordStep({
  redirectTo,
  actionData,
}: {
  redirectTo: string;
  actionData: Route.ComponentProps["actionData"];
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "staff-sign-in",
    lastResult: actionData?.step === "password" ? actionData.reply : null,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: staffSignInSchema }),
  });
  const formError = form.errors?.[0];
  return (
    <>
      <h1 id="staff-sign-in-title" className="text-xl font-bold">
        {t("staff.signIn.title")}
      </h1>
      <p className="mt-1 mb-5 text-sm text-slate-700 dark:text-slate-300">{t("staff.signIn.lead")}</p>
      <Form method="post" {...getFormProps(form)} className="space-y-4">
        <XsrfField />
        <input type="hidden" name="intent" value="password" />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        {formError ? (
          <Notice tone="error">{t(formError as MessageKey, { count: actionData?.minutes ?? 0 })}</Notice>
        ) : null}
        <TextField
          field={fields.email}
          type="email"
          label={t("staff.signIn.email")}
          autoComplete="username"
          inputMode="email"
        />
        <TextField
          field={fields.password}
          type="password"
          label={t("staff.signIn.password")}
          autoComplete="current-password"
        />
        <button type="submit" className="btn-primary" disabled={navigation.state === "submitting"}>
          {t("staff.signIn.submit")}
        </button>
      </Form>
    </>
  );
}

function CodeStep({ redirectTo, actionData }: { redirectTo: string; actionData: Route.ComponentProps["actionData"] }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "staff-code",
    lastResult: actionData?.step === "code" ? actionData.reply : null,
    shouldValidate: "onSubmit",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: staffCodeSchema }),
  });
  const formError = form.errors?.[0];
  return (
    <>
      <h1 className="text-xl font-bold">{t("staff.signIn.codeTitle")}</h1>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{t("staff.signIn.codeLead")}</p>
      <p className="mt-1 mb-5 text-sm text-slate-700 dark:text-slate-300">{t("staff.signIn.backupLead")}</p>
      <Form method="post" {...getFormProps(form)} className="space-y-4">
        <XsrfField />
        <input type="hidden" name="intent" value="code" />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        {formError ? (
          <Notice tone="error">{t(formError as MessageKey, { count: actionData?.minutes ?? 0 })}</Notice>
        ) : null}
        <TextField field={fields.code} label={t("staff.signIn.code")} autoComplete="one-time-code" />
        <CheckboxField field={fields.backup}>{t("staff.signIn.useBackup")}</CheckboxField>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <button type="submit" className="btn-primary" disabled={navigation.state === "submitting"}>
            {t("staff.signIn.verify")}
          </button>
          <LocalLink to="/yonetim/giris" className="text-sm font-medium text-brand-700 underline dark:text-brand-300">
            {t("staff.signIn.startOver")}
          </LocalLink>
        </div>
      </Form>
    </>
  );
}

export default function StaffSignInPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const step = actionData?.step ?? loaderData.step;
  return (
    <main id="main" className="mx-auto grid max-w-md gap-4 py-8">
      {loaderData.notice ? (
        <Notice tone={loaderData.notice === "expired" || loaderData.notice === "idle" ? "info" : "success"}>
          {t(`staff.signIn.${loaderData.notice}`)}
        </Notice>
      ) : null}
      <section className={cardClass}>
        {step === "code" ? (
          <CodeStep redirectTo={loaderData.redirectTo} actionData={actionData} />
        ) : (
          <PasswordStep redirectTo={loaderData.redirectTo} actionData={actionData} />
        )}
      </section>
    </main>
  );
}
