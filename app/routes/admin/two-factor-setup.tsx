// Two-step sign-in set-up (docs/decisions/0035): required before any staff page. The password
// again creates a key (kept encrypted, not yet active) and the backup codes, shown once; the first
// code from the app turns it on and replaces the session.
import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/two-factor-setup";
import { TextField } from "#app/components/form-fields.tsx";
import { XsrfField } from "#app/components/xsrf-field.tsx";
import { Notice } from "#app/components/member-ui.tsx";
import { routeMeta } from "#app/features/seo/route-meta.ts";
import type { MessagesHandle } from "#app/i18n/areas.ts";
import { localizePath } from "#app/i18n/config.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import type { MessageKey } from "#app/i18n/translate.ts";
import {
  confirmTotpEnrolment,
  pendingTotpKey,
  startTotpEnrolment,
} from "#app/server/services/staff/staff-sessions.server.ts";
import { staffEnrolCodeSchema, staffEnrolPasswordSchema } from "#app/shared/staff/staff-schemas.ts";
import { pageContext } from "#app/routes/page-context.server.ts";
import { optionalStaffSession, STAFF_HOME, STAFF_SIGN_IN } from "./staff-guard.server.ts";

export const handle: MessagesHandle = { messages: ["staff"] };

async function sessionOrRedirect(request: Request, context: Route.LoaderArgs["context"]) {
  const ctx = pageContext(request, context);
  const session = await optionalStaffSession(request, context);
  if (!session) throw redirect(localizePath(STAFF_SIGN_IN, ctx.lang));
  if (session.twoFactorEnabled) throw redirect(localizePath(STAFF_HOME, ctx.lang));
  return { ctx, session };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { ctx, session } = await sessionOrRedirect(request, context);
  const key = await pendingTotpKey({ db: ctx.db, env: ctx.services.env }, session.actor.id);
  return {
    key,
    email: session.actor.email,
    meta: { title: ctx.t("staff.enrol.title"), description: ctx.t("staff.enrol.lead"), noindex: true },
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { ctx } = await sessionOrRedirect(request, context);
  const deps = { db: ctx.db, env: ctx.services.env };
  const form = await request.formData();
  if (form.get("intent") === "confirm") {
    const submission = parseWithZod(form, { schema: staffEnrolCodeSchema });
    if (submission.status !== "success") return { intent: "confirm" as const, reply: submission.reply() };
    const result = await confirmTotpEnrolment(deps, { code: submission.value.code }, { headers: request.headers });
    if (result.ok) throw redirect(localizePath(STAFF_HOME, ctx.lang), { headers: result.headers });
    return data(
      {
        intent: "confirm" as const,
        reply: submission.reply({ formErrors: ["staff.enrol.codeWrong"], hideFields: ["code"] }),
      },
      { status: 400 },
    );
  }
  const submission = parseWithZod(form, { schema: staffEnrolPasswordSchema });
  if (submission.status !== "success") {
    return { intent: "start" as const, reply: submission.reply({ hideFields: ["password"] }) };
  }
  const result = await startTotpEnrolment(deps, { password: submission.value.password }, { headers: request.headers });
  if (!result.ok) {
    if (result.reason === "alreadyEnabled") throw redirect(localizePath(STAFF_HOME, ctx.lang));
    return data(
      {
        intent: "start" as const,
        reply: submission.reply({ formErrors: ["staff.enrol.wrongPassword"], hideFields: ["password"] }),
      },
      { status: 400 },
    );
  }
  return { intent: "started" as const, key: result.key, uri: result.uri, backupCodes: result.backupCodes };
}

export const meta: Route.MetaFunction = (args) => routeMeta(args);

const cardClass = "rounded-lg border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900";

/** The key in groups of four, as authenticator apps show it. */
function grouped(key: string): string {
  return key.replace(/(.{4})/g, "$1 ").trim();
}

export default function TwoFactorSetupPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const started = actionData?.intent === "started" ? actionData : null;
  const key = started?.key ?? loaderData.key;
  const [passwordForm, passwordFields] = useForm({
    id: "staff-enrol-password",
    lastResult: actionData?.intent === "start" ? actionData.reply : null,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: staffEnrolPasswordSchema }),
  });
  const [codeForm, codeFields] = useForm({
    id: "staff-enrol-code",
    lastResult: actionData?.intent === "confirm" ? actionData.reply : null,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: staffEnrolCodeSchema }),
  });
  const uri =
    started?.uri ??
    (key
      ? `otpauth://totp/${encodeURIComponent(`Yolda Yönetim:${loaderData.email}`)}?secret=${key}&issuer=${encodeURIComponent("Yolda Yönetim")}&digits=6&period=30`
      : null);
  return (
    <main id="main" className="mx-auto grid max-w-xl gap-4 py-8">
      <section className={cardClass} aria-labelledby="enrol-title">
        <h1 id="enrol-title" className="text-xl font-bold">
          {t("staff.enrol.title")}
        </h1>
        <p className="mt-1 mb-5 text-sm text-slate-700 dark:text-slate-300">{t("staff.enrol.lead")}</p>
        {key && uri ? (
          <div className="space-y-5">
            <div>
              <p className="text-sm">{t("staff.enrol.keyLead")}</p>
              <p className="mt-2 text-sm font-semibold">{t("staff.enrol.key")}</p>
              <p className="font-mono text-lg tracking-wider break-all" data-testid="totp-key">
                {grouped(key)}
              </p>
              <a
                href={uri}
                className="mt-1 inline-block text-sm font-medium text-brand-700 underline dark:text-brand-300"
              >
                {t("staff.enrol.openInApp")}
              </a>
            </div>
            {started && started.backupCodes.length > 0 ? (
              <div>
                <h2 className="text-base font-bold">{t("staff.enrol.backupTitle")}</h2>
                <p className="text-sm text-slate-700 dark:text-slate-300">{t("staff.enrol.backupLead")}</p>
                <ul className="mt-2 grid grid-cols-2 gap-1 font-mono text-sm" data-testid="backup-codes">
                  {started.backupCodes.map((code) => (
                    <li key={code}>{code}</li>
                  ))}
                </ul>
              </div>
            ) : null}
            <Form method="post" {...getFormProps(codeForm)} className="space-y-4">
              <XsrfField />
              <input type="hidden" name="intent" value="confirm" />
              {codeForm.errors?.[0] ? <Notice tone="error">{t(codeForm.errors[0] as MessageKey)}</Notice> : null}
              <p className="text-sm">{t("staff.enrol.codeLead")}</p>
              <TextField
                field={codeFields.code}
                label={t("staff.enrol.code")}
                autoComplete="one-time-code"
                inputMode="numeric"
              />
              <button type="submit" className="btn-primary" disabled={navigation.state === "submitting"}>
                {t("staff.enrol.confirm")}
              </button>
            </Form>
          </div>
        ) : (
          <Form method="post" {...getFormProps(passwordForm)} className="space-y-4">
            <XsrfField />
            <input type="hidden" name="intent" value="start" />
            {passwordForm.errors?.[0] ? <Notice tone="error">{t(passwordForm.errors[0] as MessageKey)}</Notice> : null}
            <p className="text-sm">{t("staff.enrol.passwordLead")}</p>
            <TextField
              field={passwordFields.password}
              type="password"
              label={t("staff.enrol.password")}
              autoComplete="current-password"
            />
            <button type="submit" className="btn-primary" disabled={navigation.state === "submitting"}>
              {t("staff.enrol.start")}
            </button>
          </Form>
        )}
      </section>
    </main>
  );
}
