// /uye-surucu-bilgileri: the member's saved driver and billing details (decision 0054). The same
// fields as the booking's driver step, all optional; saved ones fill that step in next time.
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "react-router";
import { SelectField, TextField } from "#app/components/form-fields.tsx";
import { XsrfField } from "#app/components/xsrf-field.tsx";
import { maskDateOnInput } from "#app/shared/booking/date-input.ts";
import { driverProfileSchema, type DriverProfileValues } from "#app/shared/members/driver-profile-schema.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import { cardClass, Notice } from "#app/components/member-ui.tsx";

type ActionData = { intent: string; reply: SubmissionResult<string[]> | null } | null;

export function DriverProfilePage({
  profile,
  today,
  notice,
  actionData,
}: {
  profile: DriverProfileValues;
  today: string;
  notice: string | null;
  actionData: ActionData;
}) {
  const { t } = useTranslation();
  const busy = useNavigation().state === "submitting";
  const [form, fields] = useForm({
    id: "driver-profile",
    lastResult: actionData?.intent === "driverProfile" ? actionData.reply : null,
    defaultValue: profile,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: driverProfileSchema(today) }),
  });
  const company = (fields.billingKind.value ?? profile.billingKind) === "company";
  const foreign = (fields.nationality.value ?? profile.nationality) === "foreign";
  const saved = Object.keys(profile).length > 0;
  const section = "space-y-4 border-t border-slate-200 pt-5 first:border-t-0 first:pt-0 dark:border-slate-800";
  return (
    <div className="space-y-6">
      {notice === "kaydedildi" ? <Notice tone="success">{t("members.driverProfile.saved")}</Notice> : null}
      {notice === "silindi" ? <Notice tone="success">{t("members.driverProfile.forgotten")}</Notice> : null}
      <section className={cardClass} aria-label={t("members.area.driver")}>
        <p className="mb-5 text-sm text-slate-700 dark:text-slate-300">{t("members.driverProfile.lead")}</p>
        <Form method="post" {...getFormProps(form)} className="space-y-5">
          <XsrfField />
          {form.status === "error" ? <Notice tone="error">{t("members.errors.summary")}</Notice> : null}
          <fieldset className={section}>
            <legend className="mb-3 text-lg font-semibold">{t("members.driverProfile.driverTitle")}</legend>
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                field={fields.birthDate}
                label={t("members.driverProfile.birthDate")}
                hint={t("members.driverProfile.dateHint")}
                inputMode="numeric"
                autoComplete="bday"
                maxLength={10}
                onInput={maskDateOnInput}
              />
              <TextField
                field={fields.licenceDate}
                label={t("members.driverProfile.licenceDate")}
                hint={t("members.driverProfile.dateHint")}
                inputMode="numeric"
                autoComplete="off"
                maxLength={10}
                onInput={maskDateOnInput}
              />
              <SelectField
                field={fields.nationality}
                label={t("members.driverProfile.nationality")}
                placeholder={t("members.driverProfile.nationalityNone")}
                options={[
                  { value: "tr", label: t("members.driverProfile.nationalityTr") },
                  { value: "foreign", label: t("members.driverProfile.nationalityForeign") },
                ]}
              />
              {foreign ? (
                <TextField field={fields.passport} label={t("members.driverProfile.passport")} autoComplete="off" />
              ) : (
                <TextField
                  field={fields.tckn}
                  label={t("members.driverProfile.tckn")}
                  inputMode="numeric"
                  autoComplete="off"
                  maxLength={11}
                />
              )}
            </div>
          </fieldset>
          <fieldset className={section}>
            <legend className="mb-3 text-lg font-semibold">{t("members.driverProfile.billingTitle")}</legend>
            <div className="grid gap-4 sm:grid-cols-2">
              <SelectField
                field={fields.billingKind}
                label={t("members.driverProfile.billingKind")}
                placeholder={t("members.driverProfile.nationalityNone")}
                options={[
                  { value: "individual", label: t("members.driverProfile.individual") },
                  { value: "company", label: t("members.driverProfile.company") },
                ]}
              />
              {company ? (
                <>
                  <TextField
                    field={fields.companyTitle}
                    label={t("members.driverProfile.companyTitle")}
                    autoComplete="organization"
                  />
                  <TextField field={fields.taxOffice} label={t("members.driverProfile.taxOffice")} />
                  <TextField
                    field={fields.taxNumber}
                    label={t("members.driverProfile.taxNumber")}
                    inputMode="numeric"
                    maxLength={10}
                  />
                </>
              ) : (
                <>
                  <TextField
                    field={fields.billingName}
                    label={t("members.driverProfile.billingName")}
                    autoComplete="name"
                  />
                  <TextField
                    field={fields.billingTckn}
                    label={t("members.driverProfile.billingTckn")}
                    inputMode="numeric"
                    maxLength={11}
                  />
                </>
              )}
              <TextField
                field={fields.billingAddress}
                label={t("members.driverProfile.billingAddress")}
                autoComplete="street-address"
                rows={3}
                className="sm:col-span-2"
              />
            </div>
          </fieldset>
          <div className="flex flex-wrap gap-3">
            <button type="submit" name="intent" value="driverProfile" className="btn-primary" disabled={busy}>
              {t("members.driverProfile.save")}
            </button>
            {saved ? (
              <button
                type="submit"
                name="intent"
                value="driverProfileForget"
                formNoValidate
                className="btn-secondary"
                disabled={busy}
              >
                {t("members.driverProfile.forget")}
              </button>
            ) : null}
          </div>
        </Form>
      </section>
    </div>
  );
}
