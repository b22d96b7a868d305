// /yonetim/api-istemcileri: the partner API's clients (decision 0040). Admins list, create, rotate and
// revoke them; a secret is shown once, in the answer to the create or rotate post.
import { parseWithZod } from "@conform-to/zod/v4";
import { data, useNavigation } from "react-router";
import type { Route } from "./+types/api-clients";
import { formatInstant } from "#app/domain/time/local-format.ts";
import type { Lang } from "#app/i18n/config.ts";
import { ApiClientCreate, ApiClientList, ApiClientSecret } from "#app/features/api-clients/api-client-views.tsx";
import { Notice } from "#app/components/member-ui.tsx";
import { routeMeta } from "#app/features/seo/route-meta.ts";
import type { MessagesHandle } from "#app/i18n/areas.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import type { MessageKey } from "#app/i18n/translate.ts";
import {
  createApiClient,
  listApiClients,
  revokeApiClient,
  rotateApiClientSecret,
} from "#app/server/services/api-clients.server.ts";
import { apiClientChangeSchema, apiClientCreateSchema, CREATE_CLIENT_INTENT } from "#app/shared/api/api-client-form.ts";
import { pageContext } from "#app/routes/page-context.server.ts";
import { asStaff, requirePermission, requireStaff } from "./staff-guard.server.ts";

export const handle: MessagesHandle = { messages: ["staff", "apiClients"] };

const when = (d: Date | null, lang: Lang) => (d ? formatInstant(d, lang) : null);

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
      createdAt: when(c.createdAt, ctx.lang),
      rotatedAt: when(c.rotatedAt, ctx.lang),
      revokedAt: when(c.revokedAt, ctx.lang),
      callsLast24h: c.callsLast24h,
      lastCallAt: when(c.lastCallAt, ctx.lang),
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
      {secret ? <ApiClientSecret secret={secret} /> : null}
      <div className="grid gap-4 xl:grid-cols-[minmax(0,1fr)_22rem]">
        <ApiClientList clients={loaderData.clients} busy={busy} />
        <ApiClientCreate reply={reply} busy={busy} />
      </div>
    </main>
  );
}
