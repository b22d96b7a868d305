// /yonetim/personel: the staff list and invitations (docs/decisions/0035). Admins
// invite people (an e-mailed set-password link), change roles and offices, disable and enable.
import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "react-router";
import type { Route } from "./+types/people";
import { ErrorText, SelectField, TextField } from "#app/components/form-fields.tsx";
import { XsrfField } from "#app/components/xsrf-field.tsx";
import { staffRoles } from "#app/domain/staff/permissions.ts";
import { Notice } from "#app/components/member-ui.tsx";
import { routeMeta } from "#app/features/seo/route-meta.ts";
import { Panel } from "#app/components/panel.tsx";
import { StaffPersonRow } from "#app/features/staff/staff-person-row.tsx";
import type { MessagesHandle } from "#app/i18n/areas.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import type { MessageKey } from "#app/i18n/translate.ts";
import { INVITE_INTENT, staffInviteSchema } from "#app/shared/staff/staff-account-form.ts";
import { peopleAction, peoplePage } from "./people.server.ts";

export const handle: MessagesHandle = { messages: ["staff", "people"] };

export const loader = ({ request, context }: Route.LoaderArgs) => peoplePage(request, context);
export const action = ({ request, context }: Route.ActionArgs) => peopleAction(request, context);

export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function PeoplePage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const reply = actionData && "reply" in actionData ? actionData.reply : null;
  const [form, fields] = useForm({
    id: "staff-invite",
    lastResult: reply,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    defaultValue: { lang: "tr" },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: staffInviteSchema }),
  });
  const invited = actionData && "invited" in actionData ? actionData.invited : null;
  const done = actionData && "done" in actionData ? actionData.done : null;
  const error = actionData && "error" in actionData ? actionData.error : null;
  const officeName = new Map(loaderData.offices.map((o) => [o.id, `${o.name} (${o.code})`]));
  const roleOptions = staffRoles.map((r) => ({ value: r, label: t(`staff.roles.${r}`) }));
  const officeError = fields.officeIds.errors?.[0];
  return (
    <main id="main" className="grid gap-4">
      <div>
        <h1 className="text-2xl font-bold">{t("people.title")}</h1>
        <p className="mt-1 max-w-3xl text-sm text-slate-700 dark:text-slate-300">{t("people.lead")}</p>
      </div>
      <div aria-live="polite">
        {invited ? <Notice tone="success">{t("people.notices.invited", { email: invited })}</Notice> : null}
        {done ? <Notice tone="success">{t(`people.notices.${done}`)}</Notice> : null}
        {error ? <Notice tone="error">{t(error)}</Notice> : null}
      </div>
      <div className="grid gap-4 xl:grid-cols-[minmax(0,1fr)_22rem]">
        <Panel id="people-list" title={t("people.list")}>
          <div className="overflow-x-auto" tabIndex={0} role="group" aria-labelledby="people-list">
            <table className="w-full text-left text-sm">
              <thead>
                <tr className="border-b border-slate-300 dark:border-slate-700">
                  <th scope="col" className="py-2 pr-3">
                    {t("people.columns.person")}
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    {t("people.columns.role")}
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    {t("people.columns.offices")}
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    {t("people.columns.twoFactor")}
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    {t("people.columns.status")}
                  </th>
                  <th scope="col" className="py-2">
                    {t("people.columns.change")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {loaderData.people.map((p) => (
                  <StaffPersonRow
                    key={p.id}
                    person={p}
                    self={p.id === loaderData.me}
                    offices={loaderData.offices}
                    officeName={officeName}
                    roleOptions={roleOptions}
                    busy={busy}
                  />
                ))}
              </tbody>
            </table>
          </div>
        </Panel>
        <Panel id="people-invite" title={t("people.invite")}>
          <Form method="post" {...getFormProps(form)} className="grid gap-3">
            <XsrfField />
            <input type="hidden" name="intent" value={INVITE_INTENT} />
            <TextField field={fields.name} label={t("people.name")} maxLength={120} autoComplete="off" required />
            <TextField
              field={fields.email}
              type="email"
              label={t("people.email")}
              maxLength={254}
              autoComplete="off"
              required
            />
            <SelectField
              field={fields.role}
              label={t("people.role")}
              options={roleOptions}
              placeholder={t("people.rolePlaceholder")}
              required
            />
            <fieldset
              className="grid gap-1"
              aria-describedby={officeError ? `${fields.officeIds.errorId} people-offices-hint` : "people-offices-hint"}
            >
              <legend className="mb-1 text-sm font-medium">{t("people.offices")}</legend>
              <p id="people-offices-hint" className="text-xs text-slate-600 dark:text-slate-300">
                {t("people.officesHint")}
              </p>
              {loaderData.offices.map((o) => (
                <label key={o.id} className="flex items-center gap-2 text-sm">
                  <input
                    {...getInputProps(fields.officeIds, { type: "checkbox", value: String(o.id) })}
                    key={o.id}
                    id={`${fields.officeIds.id}-${o.id}`}
                  />
                  {o.name} ({o.code})
                </label>
              ))}
              {officeError ? <ErrorText id={fields.officeIds.errorId}>{t(officeError as MessageKey)}</ErrorText> : null}
            </fieldset>
            <SelectField
              field={fields.lang}
              label={t("people.lang")}
              options={[
                { value: "tr", label: t("people.langTr") },
                { value: "en", label: t("people.langEn") },
              ]}
              placeholder={t("people.lang")}
              required
            />
            <button type="submit" className="btn-primary" disabled={busy}>
              {t("people.submit")}
            </button>
          </Form>
        </Panel>
      </div>
    </main>
  );
}
