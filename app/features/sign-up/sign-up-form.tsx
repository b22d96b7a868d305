// The sign-up form (routes/sign-up.tsx): name, e-mail, phone, password and the consents, with the
// agreement texts in a dialog. Not under features/members: that folder is the "forms" client chunk
// (vite.config.ts), which takes in its modules' imports too (with the old booking Modal that pulled the
// search bar in, and the home page loaded the forms chunk; decision 0015).
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useState } from "react";
import { Form, useNavigation } from "react-router";
import { Dialog } from "#app/components/dialog.tsx";
import { CheckboxField, TextField } from "#app/components/form-fields.tsx";
import { LocalLink } from "#app/components/localized-link.tsx";
import { RichText } from "#app/components/rich-text.tsx";
import { XsrfField } from "#app/components/xsrf-field.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import { signUpSchema } from "#app/shared/members/member-schemas.ts";
import { cardClass, MemberPhoneFields, Notice } from "#app/components/member-ui.tsx";

export type SignUpText = { title: string; body: string } | null;

export function SignUpForm({
  countries,
  texts,
  actionData,
}: {
  countries: { code: string; name: string; dial: string }[];
  texts: { agreement: SignUpText; kvkk: SignUpText; explicit: SignUpText };
  actionData: { reply: SubmissionResult<string[]> | null; minutes: number } | null;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const [open, setOpen] = useState<"agreement" | "kvkk" | "explicit" | null>(null);
  const [form, fields] = useForm({
    id: "sign-up",
    lastResult: actionData?.reply ?? null,
    defaultValue: { phoneCountry: "TR" },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: signUpSchema }),
  });
  const shown = open ? texts[open] : null;
  const textLink = (which: "kvkk" | "explicit", label: string) => (
    <button
      type="button"
      onClick={() => setOpen(which)}
      className="inline text-left font-semibold text-brand-700 underline dark:text-brand-300"
    >
      {label}
    </button>
  );
  const formError = (form.errors as string[] | undefined)?.[0];
  return (
    <section className={cardClass} aria-labelledby="sign-up-title">
      <h2 id="sign-up-title" className="text-xl font-bold">
        {t("pages.signUp.title")}
      </h2>
      <p className="mt-1 mb-5 text-sm text-slate-700 dark:text-slate-300">{t("members.signUp.lead")}</p>
      <Form method="post" {...getFormProps(form)} className="space-y-4">
        <XsrfField />
        {formError ? (
          <Notice tone="error">
            {t(formError as "members.errors.rateLimited", { count: actionData?.minutes ?? 0 })}
          </Notice>
        ) : form.status === "error" ? (
          <Notice tone="error">{t("members.errors.summary")}</Notice>
        ) : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField field={fields.firstName} label={t("members.fields.firstName")} autoComplete="given-name" />
          <TextField field={fields.lastName} label={t("members.fields.lastName")} autoComplete="family-name" />
        </div>
        <TextField
          field={fields.email}
          type="email"
          label={t("members.fields.email")}
          autoComplete="email"
          inputMode="email"
        />
        <MemberPhoneFields country={fields.phoneCountry} phone={fields.phone} countries={countries} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            field={fields.password}
            type="password"
            label={t("members.fields.password")}
            hint={t("members.fields.passwordHint")}
            autoComplete="new-password"
          />
          <TextField
            field={fields.passwordRepeat}
            type="password"
            label={t("members.fields.passwordRepeat")}
            autoComplete="new-password"
          />
        </div>
        <div className="space-y-3 rounded-xl bg-slate-50 p-4 dark:bg-slate-800/60">
          <CheckboxField
            field={fields.kvkkAccepted}
            withButton={{ message: t("members.signUp.kvkk"), button: textLink("kvkk", t("members.signUp.kvkkLink")) }}
          />
          <CheckboxField
            field={fields.explicitConsent}
            withButton={{
              message: t("members.signUp.explicit"),
              button: textLink("explicit", t("members.signUp.explicitLink")),
            }}
          />
          <div>
            <CheckboxField field={fields.agreementAccepted}>{t("members.signUp.agreement")}</CheckboxField>
            <button
              type="button"
              onClick={() => setOpen("agreement")}
              className="mt-2 ml-8 text-sm font-semibold text-brand-700 underline dark:text-brand-300"
            >
              {t("members.signUp.agreementRead")}
            </button>
          </div>
        </div>
        <button type="submit" className="btn-primary w-full sm:w-auto" disabled={navigation.state === "submitting"}>
          {t("members.signUp.submit")}
        </button>
      </Form>
      <p className="mt-6 text-center text-sm">
        {t("members.signUp.haveAccount")}{" "}
        <LocalLink to="/giris" className="font-semibold text-brand-700 underline dark:text-brand-300">
          {t("members.signUp.signInLink")}
        </LocalLink>
      </p>
      <Dialog
        closeLabel={t("app.close")}
        open={shown !== null}
        onClose={() => setOpen(null)}
        title={shown?.title ?? ""}
        size="xl"
      >
        <div
          tabIndex={0}
          role="region"
          aria-label={shown?.title ?? ""}
          className="max-h-[60vh] overflow-y-auto rounded-lg pr-2 focus-visible:outline-2 focus-visible:outline-focus"
        >
          {shown ? <RichText body={shown.body} /> : null}
        </div>
        {open === "agreement" ? (
          <div className="mt-4 flex justify-end">
            <button
              type="button"
              className="btn-primary"
              onClick={() => {
                const box = document.getElementById(fields.agreementAccepted.id);
                if (box instanceof HTMLInputElement && !box.checked) box.click();
                setOpen(null);
              }}
            >
              {t("members.signUp.accept")}
            </button>
          </div>
        ) : null}
      </Dialog>
    </section>
  );
}
