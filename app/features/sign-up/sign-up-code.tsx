// The second step of sign-up (routes/sign-up.tsx): the e-mailed code, its countdown and a resend.
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useEffect, useState } from "react";
import { Form, useNavigation } from "react-router";
import { TextField } from "#app/components/form-fields.tsx";
import { useArrivalFocus } from "#app/components/use-arrival-focus.ts";
import { LocalLink } from "#app/components/localized-link.tsx";
import { XsrfField } from "#app/components/xsrf-field.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import { codeSchema } from "#app/shared/members/member-schemas.ts";
import { cardClass, Notice } from "#app/components/member-ui.tsx";

function useCountdown(expiresAt: string | null): number | null {
  const [left, setLeft] = useState<number | null>(null);
  useEffect(() => {
    if (!expiresAt) return;
    const end = new Date(expiresAt).getTime();
    const tick = () => setLeft(Math.max(0, Math.round((end - Date.now()) / 1000)));
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [expiresAt]);
  return left;
}

export function SignUpCodeStep({
  email,
  expiresAt,
  validUntil,
  unverified,
  resent,
  actionData,
}: {
  email: string;
  expiresAt: string | null;
  validUntil: string | null;
  unverified: boolean;
  resent: boolean;
  actionData: { reply: SubmissionResult<string[]> | null; minutes: number } | null;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const left = useCountdown(expiresAt);
  const [form, fields] = useForm({
    id: "sign-up-code",
    lastResult: actionData?.reply ?? null,
    shouldValidate: "onSubmit",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: codeSchema }),
  });
  const expired = left === 0 || (left === null && !expiresAt);
  const mmss = left === null ? "" : `${Math.floor(left / 60)}:${String(left % 60).padStart(2, "0")}`;
  // The step (and each new code) moves the focus to its heading, which is announced.
  const heading = useArrivalFocus<HTMLHeadingElement>(expiresAt ?? "");
  return (
    <section className={cardClass} aria-labelledby="code-title">
      <h2 ref={heading} tabIndex={-1} id="code-title" className="text-xl font-bold">
        {t("members.code.title")}
      </h2>
      <div className="mt-3 space-y-3">
        {unverified ? <Notice tone="info">{t("members.signIn.unverified")}</Notice> : null}
        {resent ? <Notice tone="success">{t("members.code.resent")}</Notice> : null}
        {actionData && actionData.minutes > 0 ? (
          <Notice tone="error">{t("members.errors.rateLimited", { count: actionData.minutes })}</Notice>
        ) : null}
        <p className="text-slate-700 dark:text-slate-300">{t("members.code.lead", { email })}</p>
      </div>
      <Form method="post" {...getFormProps(form)} className="mt-5 space-y-4">
        <XsrfField />
        <input type="hidden" name="intent" value="verify" />
        <TextField
          field={fields.code}
          label={t("members.fields.code")}
          hint={t("members.fields.codeHint")}
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={6}
        />
        {/* A timer is not read out every second (its role is not live); only the expiry is announced. */}
        <div className="text-sm font-medium text-slate-800 dark:text-slate-200">
          {left === null ? (
            validUntil ? (
              <p>{t("members.code.validUntil", { time: validUntil })}</p>
            ) : null
          ) : expired ? null : (
            <p role="timer" aria-live="off" data-testid="code-countdown">
              {t("members.code.countdown", { time: mmss })}
            </p>
          )}
          <p role="status">{left !== null && expired ? t("members.code.expired") : null}</p>
        </div>
        <button type="submit" className="btn-primary" disabled={navigation.state === "submitting"}>
          {t("members.code.submit")}
        </button>
      </Form>
      <Form method="post" className="mt-4 flex flex-wrap items-center gap-4">
        <XsrfField />
        <input type="hidden" name="intent" value="resend" />
        <button
          type="submit"
          className="btn-secondary disabled:cursor-not-allowed disabled:opacity-50"
          disabled={left !== null && !expired}
        >
          {t("members.code.resend")}
        </button>
        <LocalLink to="/uye-ol" className="text-sm font-medium text-brand-700 underline dark:text-brand-300">
          {t("members.code.changeEmail")}
        </LocalLink>
      </Form>
    </section>
  );
}
