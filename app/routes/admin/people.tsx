// /yonetim/personel: the staff list and invitations (issue 12 item 1, docs/decisions/0035). Admins
// invite people (an e-mailed set-password link), change roles and offices, disable and enable.
import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, useNavigation } from "react-router";
import type { Route } from "./+types/people";
import { ErrorText, SelectField, TextField } from "../../components/form-fields.tsx";
import { XsrfField } from "../../components/xsrf-field.tsx";
import { staffRoles } from "../../domain/staff/permissions.ts";
import { Notice } from "../../features/members/member-ui.tsx";
import { routeMeta } from "../../features/seo/route-meta.ts";
import { Panel } from "../../features/staff/staff-chrome.tsx";
import type { MessagesHandle } from "../../i18n/areas.ts";
import { useTranslation } from "../../i18n/react.tsx";
import type { MessageKey } from "../../i18n/translate.ts";
import {
  changeRole,
  disableStaff,
  enableStaff,
  inviteStaff,
  listStaff,
  officeChoices,
  resendInvitation,
} from "../../server/services/staff/staff-accounts.server.ts";
import { INVITE_INTENT, staffChangeSchema, staffInviteSchema } from "../../shared/staff/staff-account-form.ts";
import { pageContext } from "../page-context.server.ts";
import { asStaff, requirePermission, requireStaff } from "./staff-guard.server.ts";

export const handle: MessagesHandle = { messages: ["staff", "people"] };

export async function loader({ request, context }: Route.LoaderArgs) {
  const actor = await requireStaff(request, context);
  requirePermission(actor, "staff.manage");
  const ctx = pageContext(request, context);
  const [people, offices] = await asStaff(() =>
    Promise.all([listStaff(ctx.db, actor), officeChoices(ctx.db, actor, ctx.lang)]),
  );
  return {
    me: actor.id,
    offices,
    people: people.map((p) => ({
      id: p.id,
      name: p.name,
      email: p.email,
      role: p.role,
      officeIds: p.officeIds,
      twoFactorEnabled: p.twoFactorEnabled,
      hasPassword: p.hasPassword,
      banned: p.banned,
    })),
    meta: { title: ctx.t("people.title"), description: ctx.t("people.lead"), noindex: true },
  };
}

type Done = "role" | "disable" | "enable" | "reinvite";

export async function action({ request, context }: Route.ActionArgs) {
  const actor = await requireStaff(request, context);
  requirePermission(actor, "staff.manage");
  const ctx = pageContext(request, context);
  const deps = { db: ctx.db, env: ctx.services.env };
  const formData = await request.formData();
  if (formData.get("intent") === INVITE_INTENT) {
    const submission = parseWithZod(formData, { schema: staffInviteSchema });
    if (submission.status !== "success") return data({ reply: submission.reply() }, { status: 400 });
    const v = submission.value;
    const made = await asStaff(() =>
      inviteStaff(deps, actor, { name: v.name, email: v.email, role: v.role, officeIds: v.officeIds, lang: v.lang }),
    );
    if (!made.ok) {
      const field = made.reason === "emailTaken" ? "email" : "officeIds";
      return data(
        { reply: submission.reply({ fieldErrors: { [field]: [`people.errors.${made.reason}`] } }) },
        { status: 400 },
      );
    }
    return {
      reply: submission.reply({ hideFields: ["name", "email"] }),
      invited: made.staff.email,
    };
  }
  const change = staffChangeSchema.safeParse({
    ...Object.fromEntries(formData),
    officeIds: formData.getAll("officeIds"),
  });
  if (!change.success) return data({ error: "people.errors.notFound" as MessageKey, row: null }, { status: 400 });
  const c = change.data;
  const result = await asStaff(() => {
    switch (c.intent) {
      case "role":
        return changeRole(ctx.db, actor, c.id, { role: c.role, officeIds: c.officeIds });
      case "disable":
        return disableStaff(ctx.db, actor, c.id);
      case "enable":
        return enableStaff(ctx.db, actor, c.id);
      case "reinvite":
        return resendInvitation(deps, actor, c.id);
    }
  });
  if (!result.ok) {
    return data({ error: `people.errors.${result.reason}` as MessageKey, row: c.id }, { status: 400 });
  }
  return { done: c.intent as Done };
}

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
                {loaderData.people.map((p) => {
                  const self = p.id === loaderData.me;
                  return (
                    <tr key={p.id} className="border-b border-slate-200 align-top dark:border-slate-800">
                      <td className="py-2 pr-3">
                        <span className="font-semibold">{p.name}</span> {self ? t("people.you") : null}
                        <br />
                        <span className="break-all">{p.email}</span>
                      </td>
                      <td className="py-2 pr-3">{t(`staff.roles.${p.role}` as MessageKey)}</td>
                      <td className="py-2 pr-3">
                        {p.officeIds.length === 0
                          ? t("people.noOffices")
                          : p.officeIds.map((id) => officeName.get(id) ?? String(id)).join(", ")}
                      </td>
                      <td className="py-2 pr-3">
                        {p.twoFactorEnabled ? t("people.twoFactorOn") : t("people.twoFactorOff")}
                      </td>
                      <td className="py-2 pr-3">
                        {p.banned ? t("people.disabled") : p.hasPassword ? t("people.active") : t("people.invited")}
                      </td>
                      <td className="py-2">
                        {self ? null : (
                          <details>
                            <summary className="cursor-pointer font-semibold text-brand-700 dark:text-brand-300">
                              {t("people.columns.change")}
                            </summary>
                            <div className="mt-2 grid gap-2">
                              <Form method="post" className="grid gap-2">
                                <XsrfField />
                                <input type="hidden" name="id" value={p.id} />
                                <label className="grid gap-1">
                                  <span className="text-xs font-medium">{t("people.roleLabel", { name: p.name })}</span>
                                  <select name="role" defaultValue={p.role} className="rounded border px-2 py-1">
                                    {roleOptions.map((o) => (
                                      <option key={o.value} value={o.value}>
                                        {o.label}
                                      </option>
                                    ))}
                                  </select>
                                </label>
                                <fieldset className="grid gap-1">
                                  <legend className="text-xs font-medium">
                                    {t("people.officesLabel", { name: p.name })}
                                  </legend>
                                  {loaderData.offices.map((o) => (
                                    <label key={o.id} className="flex items-center gap-2">
                                      <input
                                        type="checkbox"
                                        name="officeIds"
                                        value={o.id}
                                        defaultChecked={p.officeIds.includes(o.id)}
                                      />
                                      {o.name} ({o.code})
                                    </label>
                                  ))}
                                </fieldset>
                                <button
                                  type="submit"
                                  name="intent"
                                  value="role"
                                  className="btn-secondary"
                                  disabled={busy}
                                  aria-label={t("people.saveLabel", { name: p.name })}
                                >
                                  {t("people.save")}
                                </button>
                              </Form>
                              <Form method="post" className="flex flex-wrap gap-2">
                                <XsrfField />
                                <input type="hidden" name="id" value={p.id} />
                                <button
                                  type="submit"
                                  name="intent"
                                  value={p.banned ? "enable" : "disable"}
                                  className="btn-secondary"
                                  disabled={busy}
                                  aria-label={t(p.banned ? "people.enableLabel" : "people.disableLabel", {
                                    name: p.name,
                                  })}
                                >
                                  {t(p.banned ? "people.enable" : "people.disable")}
                                </button>
                                <button
                                  type="submit"
                                  name="intent"
                                  value="reinvite"
                                  className="btn-secondary"
                                  disabled={busy}
                                  aria-label={t("people.reinviteLabel", { name: p.name })}
                                >
                                  {t("people.reinvite")}
                                </button>
                              </Form>
                            </div>
                          </details>
                        )}
                      </td>
                    </tr>
                  );
                })}
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
