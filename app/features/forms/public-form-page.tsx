// What every public form page (contact, fleet request, jobs, cancellation) draws the same way: the
// post with its hidden guards (XSRF, bot fields) and reply notice before the fields, the submit
// button after them, and the confirmation that replaces the form once it is sent.
import { getFormProps, type FormMetadata } from "@conform-to/react";
import type { ReactNode } from "react";
import { Form } from "react-router";
import { PhoneFields, TextField } from "#app/components/form-fields.tsx";
import { LocalLink } from "#app/components/localized-link.tsx";
import { XsrfField } from "#app/components/xsrf-field.tsx";
import type { CountryOption } from "#app/shared/countries.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import { FormPageLayout } from "./form-layout.tsx";
import { BotFields, type CaptchaImage, FormSuccess, ReplyNotice } from "#app/components/form-parts.tsx";

type Layout = Omit<Parameters<typeof FormPageLayout>[0], "children">;

/** What a form's reply carries that the frame shows (the service's FormActionData and the like). */
type Reply = {
  notice?: string | undefined;
  retryMinutes?: number | undefined;
  result?: { status?: "success" | "error" | undefined } | undefined;
};

/** The confirmation page after a form is sent: its title, what happens next, and where a copy went. */
export function PublicFormSent({
  layout,
  title,
  email,
  again,
  before,
  children,
}: {
  layout: Layout;
  title: string;
  /** Where the copy was e-mailed. */
  email: string;
  /** The form's own path, for "send another" (none where one is enough, as for a cancellation). */
  again?: string;
  /** Shown above the confirmation (the finished upload bar). */
  before?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <FormPageLayout {...layout}>
      {before}
      <FormSuccess title={title}>
        {children}
        <p>{t("forms.contact.copySent", { email })}</p>
        {again ? (
          <LocalLink to={again} reloadDocument className="btn-secondary mt-2">
            {t("forms.sendAnother")}
          </LocalLink>
        ) : null}
      </FormSuccess>
    </FormPageLayout>
  );
}

/**
 * The form itself: the guards and the reply's notice first (`alerts` for the form's own notices),
 * then the fields, then `after` (an upload bar) and the submit button.
 */
export function PublicFormFrame<Schema extends Record<string, unknown>>({
  form,
  reply,
  captcha,
  stamp,
  busy,
  submitLabel,
  busyLabel,
  multipart,
  alerts,
  after,
  children,
}: {
  form: FormMetadata<Schema, string[]>;
  reply: Reply | undefined;
  captcha: CaptchaImage;
  stamp: string;
  busy: boolean;
  submitLabel: string;
  /** The button's text while sending (the submit label again where the next step is a preview). */
  busyLabel?: string;
  multipart?: boolean;
  alerts?: ReactNode;
  after?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Form
      method="post"
      {...(multipart ? { encType: "multipart/form-data" as const } : {})}
      {...getFormProps(form)}
      className="space-y-6"
    >
      <XsrfField />
      <BotFields stamp={stamp} />
      <ReplyNotice
        key={captcha.id}
        notice={reply?.notice}
        retryMinutes={reply?.retryMinutes}
        hasErrors={reply?.result?.status === "error"}
      />
      {alerts}
      {children}
      {after}
      <button type="submit" className="btn-primary w-full sm:w-auto" disabled={busy}>
        {busy ? (busyLabel ?? t("forms.sending")) : submitLabel}
      </button>
    </Form>
  );
}

type Field = Parameters<typeof TextField>[0]["field"];
type PhoneProps = Parameters<typeof PhoneFields>[0];

/** First and last name, e-mail and phone: the person block of the fleet request and job forms. */
export function PersonFields({
  fields,
  countries,
}: {
  fields: { firstName: Field; lastName: Field; email: Field; phoneCountry: PhoneProps["country"]; phone: Field };
  countries: CountryOption[];
}) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField field={fields.firstName} label={t("forms.firstName")} autoComplete="given-name" required />
      <TextField field={fields.lastName} label={t("forms.lastName")} autoComplete="family-name" required />
      <TextField
        field={fields.email}
        type="email"
        label={t("forms.email")}
        autoComplete="email"
        inputMode="email"
        required
        className="sm:col-span-2"
      />
      <PhoneFields country={fields.phoneCountry} phone={fields.phone} countries={countries} className="sm:col-span-2" />
    </div>
  );
}
