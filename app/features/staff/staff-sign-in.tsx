// The two steps of the staff sign-in page (app/routes/admin/sign-in.tsx, docs/decisions/0035):
// e-mail and password, then the code from the authenticator app (or a backup code).
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "react-router";
import { CheckboxField, TextField } from "#app/components/form-fields.tsx";
import { LocalLink } from "#app/components/localized-link.tsx";
import { XsrfField } from "#app/components/xsrf-field.tsx";
import { Notice } from "#app/components/member-ui.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import type { MessageKey } from "#app/i18n/translate.ts";
import { staffCodeSchema, staffSignInSchema } from "#app/shared/staff/staff-schemas.ts";

/** What the sign-in action answers when it does not redirect. */
export type StaffSignInActionData =
  { step: "password" | "code"; reply: SubmissionResult<string[]>; minutes: number } | undefined;

export function PasswordStep({ redirectTo, actionData }: { redirectTo: string; actionData: StaffSignInActionData }) {
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

export function CodeStep({ redirectTo, actionData }: { redirectTo: string; actionData: StaffSignInActionData }) {
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
