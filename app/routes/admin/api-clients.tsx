// /yonetim/api-istemcileri: the partner API's clients (issue 17). Admins list, create, rotate and
// revoke them; a secret is shown once, in the answer to the create or rotate post.
import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, useNavigation } from "react-router";
import type { Route } from "./+types/api-clients";
import { CheckboxField, TextField } from "../../components/form-fields.tsx";
import { XsrfField } from "../../components/xsrf-field.tsx";
import { formatIstanbulLocal } from "../../domain/time/istanbul.ts";
import { Notice } from "../../features/members/member-ui.tsx";
import { routeMeta } from "../../features/seo/route-meta.ts";
import { Panel } from "../../features/staff/staff-chrome.tsx";
import type { MessagesHandle } from "../../i18n/areas.ts";
import { useTranslation } from "../../i18n/react.tsx";
import type { MessageKey } from "../../i18n/translate.ts";
import {
  createApiClient,
  listApiClients,
  revokeApiClient,
  rotateApiClientSecret,
} from "../../server/services/api-clients.server.ts";
import {
  apiClientChangeSchema,
  apiClientCreateSchema,
  CREATE_CLIENT_INTENT,
} from "../../shared/api/api-client-form.ts";
import { pageContext } from "../page-context.server.ts";
import { asStaff, requirePermission, requireStaff } from "./staff-guard.server.ts";

export const handle: MessagesHandle = { messages: ["staff", "apiClients"] };

const when = (d: Date | null) => (d ? formatIstanbulLocal(d).replace("T", " ") : null);

export async function loader({ request, context }: Route.LoaderArgs) {
  const actor = await requireStaff(request, context);
  requirePermission(actor, "api_clients.manage");
  const ctx = pageContext(request, context);
  const clients = await asStaff(() => listApiClients(ctx.db, actor));
  return {
    clients: clients.map((c) => ({
      id: c.id,
      clientId: c.clientId,
      name: c.name,
      scopes: c.scopes,
      publicClient: c.publicClient,
      rateLimitPerMinute: c.rateLimitPerMinute,
      createdAt: when(c.createdAt),
      rotatedAt: when(c.rotatedAt),
      revokedAt: when(c.revokedAt),
      callsLast24h: c.callsLast24h,
      lastCallAt: when(c.lastCallAt),
    })),
    meta: { title: ctx.t("apiClients.title"), description: ctx.t("apiClients.lead"), noindex: true },
  };
}

type Notice = "created" | "rotated" | "revokedDone";

export async function action({ request, context }: Route.ActionArgs) {
  const actor = await requireStaff(request, context);
  requirePermission(actor, "api_clients.manage");
  const ctx = pageContext(request, context);
  const formData = await request.formData();
  if (formData.get("intent") === CREATE_CLIENT_INTENT) {
    const submission = parseWithZod(formData, { schema: apiClientCreateSchema });
    if (submission.status !== "success") return data({ reply: submission.reply() }, { status: 400 });
    const v = submission.value;
    const made = await asStaff(() =>
      createApiClient(ctx.db, actor, {
        clientId: v.clientId,
        name: v.name,
        scopes: [...(v.readScope ? (["public:read"] as const) : []), ...(v.bookScope ? (["book"] as const) : [])],
        publicClient: v.publicClient === true,
        rateLimitPerMinute: v.rateLimitPerMinute,
      }),
    );
    if (!made.ok) {
      const field = made.reason === "clientIdTaken" ? "clientId" : "bookScope";
      const key =
        made.reason === "clientIdTaken" ? "apiClients.errors.clientIdTaken" : "apiClients.errors.publicReadOnly";
      return data({ reply: submission.reply({ fieldErrors: { [field]: [key] } }) }, { status: 400 });
    }
    return {
      reply: submission.reply({ resetForm: true }),
      notice: "created" as Notice,
      secret: { clientId: made.client.clientId, secret: made.secret },
    };
  }
  const change = apiClientChangeSchema.safeParse(Object.fromEntries(formData));
  if (!change.success) return data({ error: "apiClients.errors.notFound" as MessageKey }, { status: 400 });
  const { intent, id } = change.data;
  const result = await asStaff(() =>
    intent === "rotate" ? rotateApiClientSecret(ctx.db, actor, id) : revokeApiClient(ctx.db, actor, id),
  );
  if (!result.ok) {
    const key: MessageKey =
      result.reason === "revoked" ? "apiClients.errors.alreadyRevoked" : "apiClients.errors.notFound";
    return data({ error: key }, { status: 400 });
  }
  return {
    notice: (intent === "rotate" ? "rotated" : "revokedDone") as Notice,
    ...(result.secret ? { secret: { clientId: result.client.clientId, secret: result.secret } } : {}),
  };
}

export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function ApiClientsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const reply = actionData && "reply" in actionData ? actionData.reply : null;
  const [form, fields] = useForm({
    id: "api-client-create",
    lastResult: reply,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    defaultValue: { readScope: "on", rateLimitPerMinute: "120" },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: apiClientCreateSchema }),
  });
  const notice = actionData && "notice" in actionData ? actionData.notice : null;
  const secret = actionData && "secret" in actionData ? actionData.secret : null;
  const error = actionData && "error" in actionData ? actionData.error : null;
  return (
    <main id="main" className="grid gap-4">
      <div>
        <h1 className="text-2xl font-bold">{t("apiClients.title")}</h1>
        <p className="mt-1 max-w-3xl text-sm text-slate-700 dark:text-slate-300">
          {t("apiClients.lead")}{" "}
          <a href="/api/v1/docs" className="font-semibold text-brand-700 underline dark:text-brand-300">
            {t("apiClients.docs")}
          </a>
        </p>
      </div>
      {notice ? <Notice tone="success">{t(`apiClients.${notice}`)}</Notice> : null}
      {error ? <Notice tone="error">{t(error)}</Notice> : null}
      {secret ? (
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
      ) : null}
      <div className="grid gap-4 xl:grid-cols-[minmax(0,1fr)_22rem]">
        <Panel id="api-clients-list" title={t("apiClients.list")}>
          {loaderData.clients.length === 0 ? (
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
                  {loaderData.clients.map((c) => (
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
      </div>
    </main>
  );
}
