// The partner API's clients page (app/routes/admin/api-clients.tsx, decision 0040): the list with its
// rotate and revoke buttons, the create form, and the secret shown once after create or rotate.
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form } from "react-router";
import { CheckboxField, TextField } from "#app/components/form-fields.tsx";
import { XsrfField } from "#app/components/xsrf-field.tsx";
import { Panel } from "#app/components/panel.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import { apiClientCreateSchema, CREATE_CLIENT_INTENT } from "#app/shared/api/api-client-form.ts";

/** One client as the page lists it (dates already in Istanbul time). */
export type ApiClientRow = {
  id: string;
  clientId: string;
  name: string;
  scopes: readonly string[];
  publicClient: boolean;
  rateLimitPerMinute: number;
  createdAt: string | null;
  rotatedAt: string | null;
  revokedAt: string | null;
  callsLast24h: number;
  lastCallAt: string | null;
};

/** The secret of a client just created or rotated: shown once. */
export function ApiClientSecret({ secret }: { secret: { clientId: string; secret: string } }) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="api-secret-title"
      className="rounded-lg border-2 border-amber-500 bg-amber-50 p-4 text-amber-950 dark:bg-amber-950 dark:text-amber-50"
    >
      <h2 id="api-secret-title" className="font-bold">
        {t("apiClients.secretTitle", { client: secret.clientId })}
      </h2>
      <p className="mt-1 text-sm">{t("apiClients.secretLead")}</p>
      <p className="mt-2 font-mono text-base break-all select-all" data-testid="api-secret">
        {secret.secret}
      </p>
    </section>
  );
}

export function ApiClientList({ clients, busy }: { clients: readonly ApiClientRow[]; busy: boolean }) {
  const { t } = useTranslation();
  return (
    <Panel id="api-clients-list" title={t("apiClients.list")}>
      {clients.length === 0 ? (
        <p>{t("apiClients.empty")}</p>
      ) : (
        <div className="overflow-x-auto" tabIndex={0} role="group" aria-labelledby="api-clients-list">
          <table className="w-full text-left text-sm">
            <thead>
              <tr className="border-b border-slate-300 dark:border-slate-700">
                <th scope="col" className="py-2 pr-3">
                  {t("apiClients.columns.client")}
                </th>
                <th scope="col" className="py-2 pr-3">
                  {t("apiClients.columns.scopes")}
                </th>
                <th scope="col" className="py-2 pr-3">
                  {t("apiClients.columns.limit")}
                </th>
                <th scope="col" className="py-2 pr-3">
                  {t("apiClients.columns.use")}
                </th>
                <th scope="col" className="py-2 pr-3">
                  {t("apiClients.columns.status")}
                </th>
                <th scope="col" className="py-2">
                  {t("apiClients.columns.actions")}
                </th>
              </tr>
            </thead>
            <tbody>
              {clients.map((c) => (
                <tr key={c.id} className="border-b border-slate-200 align-top dark:border-slate-800">
                  <td className="py-2 pr-3">
                    <span className="font-mono font-semibold">{c.clientId}</span>
                    {c.publicClient ? (
                      <span className="ml-2 rounded bg-slate-200 px-1.5 text-xs dark:bg-slate-700">
                        {t("apiClients.publicBadge")}
                      </span>
                    ) : null}
                    <br />
                    {c.name}
                    <br />
                    <span className="text-xs text-slate-600 dark:text-slate-300">
                      {t("apiClients.columns.created")}: {c.createdAt}
                    </span>
                  </td>
                  <td className="py-2 pr-3 font-mono text-xs">{c.scopes.join(" ")}</td>
                  <td className="py-2 pr-3">{c.rateLimitPerMinute}</td>
                  <td className="py-2 pr-3">
                    {c.lastCallAt ? (
                      <>
                        {t("apiClients.calls", { count: c.callsLast24h })}
                        <br />
                        <span className="text-xs text-slate-600 dark:text-slate-300">
                          {t("apiClients.lastCall", { when: c.lastCallAt })}
                        </span>
                      </>
                    ) : (
                      t("apiClients.never")
                    )}
                  </td>
                  <td className="py-2 pr-3">
                    {c.revokedAt ? t("apiClients.revoked", { when: c.revokedAt }) : t("apiClients.active")}
                  </td>
                  <td className="py-2">
                    {c.revokedAt ? null : (
                      <div className="flex flex-wrap gap-2">
                        <Form method="post">
                          <XsrfField />
                          <input type="hidden" name="id" value={c.id} />
                          <button
                            type="submit"
                            name="intent"
                            value="rotate"
                            className="btn-secondary"
                            disabled={busy}
                            aria-label={t("apiClients.rotateLabel", { client: c.clientId })}
                          >
                            {t("apiClients.rotate")}
                          </button>
                        </Form>
                        <Form method="post">
                          <XsrfField />
                          <input type="hidden" name="id" value={c.id} />
                          <button
                            type="submit"
                            name="intent"
                            value="revoke"
                            className="btn-secondary"
                            disabled={busy}
                            aria-label={t("apiClients.revokeLabel", { client: c.clientId })}
                          >
                            {t("apiClients.revoke")}
                          </button>
                        </Form>
                      </div>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Panel>
  );
}

export function ApiClientCreate({
  reply,
  busy,
}: {
  reply: SubmissionResult<string[]> | null | undefined;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const [form, fields] = useForm({
    id: "api-client-create",
    lastResult: reply,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    defaultValue: { readScope: "on", rateLimitPerMinute: "120" },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: apiClientCreateSchema }),
  });
  return (
    <Panel id="api-clients-create" title={t("apiClients.create")}>
      <Form method="post" {...getFormProps(form)} className="grid gap-3">
        <XsrfField />
        <input type="hidden" name="intent" value={CREATE_CLIENT_INTENT} />
        <TextField
          field={fields.clientId}
          label={t("apiClients.clientId")}
          hint={t("apiClients.clientIdHint")}
          maxLength={64}
          required
        />
        <TextField field={fields.name} label={t("apiClients.name")} maxLength={120} required />
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium">{t("apiClients.scopes")}</legend>
          <CheckboxField field={fields.readScope}>{t("apiClients.scopeRead")}</CheckboxField>
          <CheckboxField field={fields.bookScope}>{t("apiClients.scopeBook")}</CheckboxField>
        </fieldset>
        <CheckboxField field={fields.publicClient}>{t("apiClients.publicClient")}</CheckboxField>
        <TextField
          field={fields.rateLimitPerMinute}
          type="number"
          inputMode="numeric"
          label={t("apiClients.rateLimit")}
          required
        />
        <button type="submit" className="btn-primary" disabled={busy}>
          {t("apiClients.submit")}
        </button>
      </Form>
    </Panel>
  );
}
