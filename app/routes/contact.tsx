// /iletisim: requests, comments and complaints to a department, with a security code.
import { getFormProps } from "@conform-to/react";
import { Form, useNavigation } from "react-router";
import type { Route } from "./+types/contact";
import { LocalLink } from "../components/localized-link.tsx";
import { XsrfField } from "../components/xsrf-field.tsx";
import { FormPageLayout } from "../features/forms/form-layout.tsx";
import { PhoneFields, SelectField, TextField } from "../components/form-fields.tsx";
import {
  BotFields,
  CaptchaField,
  cardClass,
  ChoiceGroup,
  FormSuccess,
  ReplyNotice,
} from "../features/forms/form-parts.tsx";
import { CONTACT_TYPES, contactSchema, type ContactForm } from "../shared/forms/form-schemas.ts";
import { usePublicForm } from "../features/forms/use-public-form.ts";
import { routeMeta } from "../features/seo/route-meta.ts";
import { keepFormPageAfterPost } from "../features/forms/public-form-revalidate.ts";
import { submitContact } from "../server/services/forms.server.ts";
import { publicFormAction, publicFormLoader } from "./public-form.server.ts";
import type { MessagesHandle } from "../i18n/areas.ts";
import { useTranslation } from "../i18n/react.tsx";

export const handle: MessagesHandle = { messages: ["forms", "pages", "contactChannels"] };

export const loader = (args: Route.LoaderArgs) => publicFormLoader(args, "contact", "contact");

export const action = (args: Route.ActionArgs) => publicFormAction(args, submitContact);

export const shouldRevalidate = keepFormPageAfterPost;

export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const busy = useNavigation().state === "submitting";
  const captcha = actionData?.captcha ?? loaderData.page.captcha;
  const stamp = actionData?.stamp ?? loaderData.page.stamp;
  const [form, fields] = usePublicForm<ContactForm>({
    id: "contact",
    schema: contactSchema,
    lastResult: actionData?.result,
    defaultValue: { type: "request", phoneCountry: "TR" },
  });
  const layout = {
    title: t("pages.contact.title"),
    subtitle: t("pages.contact.subtitle"),
    scene: "city-skyline",
    lead: t("forms.contact.lead"),
  };
  if (actionData?.sent) {
    return (
      <FormPageLayout {...layout}>
        <FormSuccess title={t("forms.contact.successTitle")}>
          <p>{t("forms.contact.success")}</p>
          <p>{t("forms.contact.copySent", { email: actionData.sent.email })}</p>
          <LocalLink to="/iletisim" reloadDocument className="btn-secondary mt-2">
            {t("forms.sendAnother")}
          </LocalLink>
        </FormSuccess>
      </FormPageLayout>
    );
  }
  return (
    <FormPageLayout {...layout}>
      <Form method="post" {...getFormProps(form)} className="space-y-6">
        <XsrfField />
        <BotFields stamp={stamp} />
        <ReplyNotice
          key={captcha.id}
          notice={actionData?.notice}
          retryMinutes={actionData?.retryMinutes}
          hasErrors={actionData?.result.status === "error"}
        />
        <div className={`${cardClass} space-y-5`}>
          <ChoiceGroup
            field={fields.type}
            legend={t("forms.contact.type")}
            kind="radio"
            required
            columns="grid-cols-1 sm:grid-cols-3"
            options={CONTACT_TYPES.map((type) => ({ value: type, label: t(`forms.contact.types.${type}`) }))}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField field={fields.name} label={t("forms.fullName")} autoComplete="name" required />
            <TextField
              field={fields.email}
              type="email"
              label={t("forms.email")}
              autoComplete="email"
              inputMode="email"
              required
            />
          </div>
          <PhoneFields country={fields.phoneCountry} phone={fields.phone} countries={loaderData.countries} />
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              field={fields.department}
              label={t("forms.contact.department")}
              placeholder={t("forms.choose")}
              options={loaderData.page.departments.map((d) => ({ value: String(d.id), label: d.name }))}
              required
            />
            <SelectField
              field={fields.city}
              label={t("forms.contact.city")}
              placeholder={t("forms.choose")}
              options={loaderData.page.cities.map((c) => ({ value: String(c.id), label: c.name }))}
            />
          </div>
          <TextField field={fields.subject} label={t("forms.contact.subject")} required />
          <TextField field={fields.message} label={t("forms.contact.message")} rows={6} required />
          <CaptchaField field={fields.captcha} idField={fields.captchaId} captcha={captcha} />
        </div>
        <button type="submit" className="btn-primary w-full sm:w-auto" disabled={busy}>
          {busy ? t("forms.sending") : t("forms.contact.submit")}
        </button>
      </Form>
    </FormPageLayout>
  );
}
