// Staff sign-in (docs/decisions/0035): e-mail and password, then the code from the authenticator
// app (or a backup code). The password step leaves a signed, 10-minute two-factor cookie; the code
// step turns it into a session. Someone without an authenticator yet goes to set one up.
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import type { Route } from "./+types/sign-in";
import { Notice } from "#app/components/member-ui.tsx";
import { CodeStep, PasswordStep } from "#app/features/staff/staff-sign-in.tsx";
import { routeMeta } from "#app/features/seo/route-meta.ts";
import type { MessagesHandle } from "#app/i18n/areas.ts";
import { localizePath } from "#app/i18n/config.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import type { MessageKey, PluralKey } from "#app/i18n/translate.ts";
import { signInStaff, verifyStaffCode } from "#app/server/services/staff/staff-sessions.server.ts";
import { staffCodeSchema, staffSignInSchema } from "#app/shared/staff/staff-schemas.ts";
import { pageContext } from "#app/routes/page-context.server.ts";
import { afterStaffSignIn, optionalStaffSession, STAFF_ENROL } from "./staff-guard.server.ts";

export const handle: MessagesHandle = { messages: ["staff", "members"] };

const NOTICES = ["signedOut", "idle", "passwordSet", "expired"] as const;
type NoticeKey = (typeof NOTICES)[number];

export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = pageContext(request, context);
  const session = await optionalStaffSession(request, context);
  const redirectTo = ctx.url.searchParams.get("redirectTo") ?? "";
  if (session?.twoFactorEnabled) throw redirect(afterStaffSignIn(ctx.lang, redirectTo));
  if (session) throw redirect(localizePath(STAFF_ENROL, ctx.lang));
  const notice = ctx.url.searchParams.get("durum");
  return {
    step: ctx.url.searchParams.get("adim") === "kod" ? ("code" as const) : ("password" as const),
    redirectTo,
    notice: NOTICES.includes(notice as NoticeKey) ? (notice as NoticeKey) : null,
    meta: { title: ctx.t("staff.signIn.title"), description: ctx.t("staff.signIn.lead"), noindex: true },
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = pageContext(request, context);
  const form = await request.formData();
  const deps = { db: ctx.db, env: ctx.services.env };
  const meta = { ip: ctx.clientIp, headers: request.headers, now: new Date() };
  const signInPath = localizePath("/yonetim/giris", ctx.lang);
  if (form.get("intent") === "code") {
    const submission = parseWithZod(form, { schema: staffCodeSchema });
    if (submission.status !== "success") return { step: "code" as const, reply: submission.reply(), minutes: 0 };
    const { code, backup, redirectTo } = submission.value;
    const result = await verifyStaffCode(deps, { code, backup: backup === "on" }, meta);
    if (result.ok) throw redirect(afterStaffSignIn(ctx.lang, redirectTo), { headers: result.headers });
    if (result.reason === "expired") {
      throw redirect(`${signInPath}?durum=expired`, { headers: result.headers });
    }
    const minutes = "retryAfterSeconds" in result ? Math.max(1, Math.ceil(result.retryAfterSeconds / 60)) : 0;
    const key: MessageKey | PluralKey =
      result.reason === "locked"
        ? "staff.signIn.codeLocked"
        : result.reason === "rateLimited"
          ? "staff.signIn.rateLimited"
          : "staff.signIn.codeWrong";
    return data(
      { step: "code" as const, reply: submission.reply({ formErrors: [key], hideFields: ["code"] }), minutes },
      { status: result.reason === "wrong" ? 400 : 429, headers: "headers" in result ? result.headers : undefined },
    );
  }
  const submission = parseWithZod(form, { schema: staffSignInSchema });
  if (submission.status !== "success") {
    return { step: "password" as const, reply: submission.reply({ hideFields: ["password"] }), minutes: 0 };
  }
  const { email, password, redirectTo } = submission.value;
  const result = await signInStaff(deps, { email, password }, meta);
  if (result.ok && result.next === "code") {
    const back = redirectTo ? `&redirectTo=${encodeURIComponent(redirectTo)}` : "";
    throw redirect(`${signInPath}?adim=kod${back}`, { headers: result.headers });
  }
  if (result.ok) throw redirect(localizePath(STAFF_ENROL, ctx.lang), { headers: result.headers });
  const minutes = "retryAfterSeconds" in result ? Math.max(1, Math.ceil(result.retryAfterSeconds / 60)) : 0;
  const key: MessageKey | PluralKey =
    result.reason === "locked"
      ? "staff.signIn.locked"
      : result.reason === "rateLimited"
        ? "staff.signIn.rateLimited"
        : result.reason === "disabled"
          ? "staff.signIn.disabled"
          : "staff.signIn.invalid";
  return data(
    { step: "password" as const, reply: submission.reply({ formErrors: [key], hideFields: ["password"] }), minutes },
    { status: result.reason === "invalid" || result.reason === "disabled" ? 400 : 429 },
  );
}

export const meta: Route.MetaFunction = (args) => routeMeta(args);

const cardClass = "rounded-lg border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900";

export default function StaffSignInPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const step = actionData?.step ?? loaderData.step;
  return (
    <main id="main" className="mx-auto grid max-w-md gap-4 py-8">
      {loaderData.notice ? (
        <Notice tone={loaderData.notice === "expired" || loaderData.notice === "idle" ? "info" : "success"}>
          {t(`staff.signIn.${loaderData.notice}`)}
        </Notice>
      ) : null}
      <section className={cardClass}>
        {step === "code" ? (
          <CodeStep redirectTo={loaderData.redirectTo} actionData={actionData} />
        ) : (
          <PasswordStep redirectTo={loaderData.redirectTo} actionData={actionData} />
        )}
      </section>
    </main>
  );
}
