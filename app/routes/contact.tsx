// /iletisim: requests, comments and complaints to a department, with a security code.
import type { Route } from "./+types/contact";
import { FormPageLayout } from "#app/features/forms/form-layout.tsx";

import { PhoneFields, SelectField, TextField } from "#app/components/form-fields.tsx";

import { CaptchaField, cardClass, ChoiceGroup } from "#app/components/form-parts.tsx";
import { CONTACT_TYPES, contactSchema, type ContactForm } from "#app/shared/forms/form-schemas.ts";

import { publicFormHandle, usePublicFormPage } from "#app/features/forms/use-public-form-page.ts";

import { PublicFormFrame, PublicFormSent } from "#app/features/forms/public-form-page.tsx";
import { routeMeta } from "#app/features/seo/route-meta.ts";

import { keepFormPageAfterPost } from "#app/features/forms/public-form-revalidate.ts";

import { submitContact } from "#app/server/services/forms.server.ts";

import { publicFormAction, publicFormLoader } from "./public-form.server.ts";

import { useTranslation } from "#app/i18n/react.tsx";

export const handle = publicFormHandle;

export const loader = (args: Route.LoaderArgs) => publicFormLoader(args, "contact", "contact");

export const action = (args: Route.ActionArgs) => publicFormAction(args, submitContact);

export const shouldRevalidate = keepFormPageAfterPost;

export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { fields, captcha, frame } = usePublicFormPage<ContactForm, typeof actionData>({
    id: "contact",
    schema: contactSchema,
    code: loaderData.page,
    reply: actionData,
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
      <PublicFormSent
        layout={layout}
        title={t("forms.contact.successTitle")}
        email={actionData.sent.email}
        again="/iletisim"
      >
        <p>{t("forms.contact.success")}</p>
      </PublicFormSent>
    );
  }
  return (
    <FormPageLayout {...layout}>
      <PublicFormFrame {...frame} submitLabel={t("forms.contact.submit")}>
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
      </PublicFormFrame>
    </FormPageLayout>
  );
}
