// /Filo-Kiralama: a company's fleet (long-term) rental request, with the info dialog and a security code.
import type { Route } from "./+types/fleet-request";
import { FormPageLayout } from "#app/features/forms/form-layout.tsx";

import { SelectField, TextField } from "#app/components/form-fields.tsx";
import { CaptchaField, cardClass, ChoiceGroup } from "#app/components/form-parts.tsx";
import { FLEET_DURATIONS, fleetSchema, type FleetForm } from "#app/shared/forms/form-schemas.ts";

import { InfoDialog } from "#app/features/forms/info-dialog.tsx";

import { publicFormHandle, usePublicFormPage } from "#app/features/forms/use-public-form-page.ts";

import { PersonFields, PublicFormFrame, PublicFormSent } from "#app/features/forms/public-form-page.tsx";

import { routeMeta } from "#app/features/seo/route-meta.ts";

import { keepFormPageAfterPost } from "#app/features/forms/public-form-revalidate.ts";

import { submitFleetRequest } from "#app/server/services/forms.server.ts";

import { publicFormAction, publicFormLoader } from "./public-form.server.ts";

import { useTranslation } from "#app/i18n/react.tsx";

export const handle = publicFormHandle;

export const loader = (args: Route.LoaderArgs) => publicFormLoader(args, "fleetRequest", "fleet");

export const action = (args: Route.ActionArgs) => publicFormAction(args, submitFleetRequest);

export const shouldRevalidate = keepFormPageAfterPost;

export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const { t, tList } = useTranslation();
  const { fields, captcha, frame } = usePublicFormPage<FleetForm, typeof actionData>({
    id: "fleet",
    schema: fleetSchema,
    code: loaderData.page,
    reply: actionData,
    defaultValue: { phoneCountry: "TR" },
  });
  const layout = {
    title: t("pages.fleetRequest.title"),
    subtitle: t("pages.fleetRequest.subtitle"),
    scene: "business",
    lead: t("forms.fleet.lead"),
  };
  const info = (
    <InfoDialog
      buttonLabel={t("forms.fleet.infoButton")}
      title={t("forms.fleet.infoTitle")}
      closeLabel={t("forms.fleet.close")}
    >
      {tList("forms.fleet.infoBody").map((p) => (
        <p key={p}>{p}</p>
      ))}
    </InfoDialog>
  );
  if (actionData?.sent) {
    return (
      <PublicFormSent
        layout={layout}
        title={t("forms.fleet.successTitle")}
        email={actionData.sent.email}
        again="/Filo-Kiralama"
      >
        <p>{t("forms.fleet.success")}</p>
      </PublicFormSent>
    );
  }
  const sectionTitle = "text-lg font-semibold";
  return (
    <FormPageLayout {...layout}>
      <div>{info}</div>
      <PublicFormFrame {...frame} submitLabel={t("forms.fleet.submit")}>
        <section aria-labelledby="section-personal" className={`${cardClass} space-y-4`}>
          <h2 id="section-personal" className={sectionTitle}>
            {t("forms.fleet.personal")}
          </h2>
          <PersonFields fields={fields} countries={loaderData.countries} />
        </section>
        <section aria-labelledby="section-company" className={`${cardClass} space-y-4`}>
          <h2 id="section-company" className={sectionTitle}>
            {t("forms.fleet.company")}
          </h2>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              field={fields.company}
              label={t("forms.fleet.companyName")}
              autoComplete="organization"
              required
            />
            <TextField field={fields.position} label={t("forms.fleet.position")} autoComplete="organization-title" />
          </div>
        </section>
        <section aria-labelledby="section-request" className={`${cardClass} space-y-5`}>
          <h2 id="section-request" className={sectionTitle}>
            {t("forms.fleet.request")}
          </h2>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              field={fields.vehicleCount}
              type="number"
              inputMode="numeric"
              label={t("forms.fleet.vehicleCount")}
              required
            />
            <SelectField
              field={fields.duration}
              label={t("forms.fleet.duration")}
              placeholder={t("forms.choose")}
              options={FLEET_DURATIONS.map((d) => ({ value: d, label: t(`forms.fleet.durations.${d}`) }))}
              required
            />
          </div>
          <ChoiceGroup
            field={fields.classes}
            legend={t("forms.fleet.classes")}
            kind="checkbox"
            required
            columns="grid-cols-1 sm:grid-cols-2 lg:grid-cols-3"
            options={loaderData.page.classes.map((c) => ({ value: String(c.id), label: c.name }))}
          />
          <ChoiceGroup
            field={fields.cities}
            legend={t("forms.fleet.cities")}
            kind="checkbox"
            required
            columns="grid-cols-1 sm:grid-cols-2 lg:grid-cols-3"
            options={loaderData.page.cities.map((c) => ({ value: String(c.id), label: c.name }))}
          />
          <TextField field={fields.note} label={t("forms.fleet.note")} rows={4} />
          <CaptchaField field={fields.captcha} idField={fields.captchaId} captcha={captcha} />
        </section>
      </PublicFormFrame>
    </FormPageLayout>
  );
}
