import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import type { Route } from "./+types/sign-up";
import { codeSchema, e164, signUpSchema } from "#app/shared/members/member-schemas.ts";
import { SignUpCodeStep } from "#app/features/sign-up/sign-up-code.tsx";
import { SignUpForm } from "#app/features/sign-up/sign-up-form.tsx";
import { Banner } from "#app/components/banner.tsx";
import { routeMeta } from "#app/features/seo/route-meta.ts";
import { formatIstanbulLocal } from "#app/domain/time/istanbul.ts";
import type { MessagesHandle } from "#app/i18n/areas.ts";
import { localizePath } from "#app/i18n/config.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import { pageContext } from "./page-context.server.ts";
import { countryList } from "#app/shared/countries.ts";
import { signUpTexts } from "#app/server/services/content-pages.server.ts";
import { afterSignIn, redirectSignedIn } from "./member-guard.server.ts";
import { sendSignUpCode } from "#app/server/services/members.server.ts";
import {
  pendingSignUpEmail,
  signUp,
  signUpCodeExpiry,
  signUpCookie,
  verifySignUpCode,
} from "#app/server/services/sign-up.server.ts";

export const handle: MessagesHandle = { messages: ["members", "pages", "booking"] };

export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = pageContext(request, context);
  await redirectSignedIn(ctx, request);
  const meta = { title: ctx.t("pages.signUp.title"), description: ctx.t("pages.signUp.description"), noindex: true };
  const email = pendingSignUpEmail(request.headers);
  if (ctx.url.searchParams.get("adim") === "kod" && email) {
    const expiresAt = await signUpCodeExpiry(ctx.db, email);
    return {
      step: "code" as const,
      email,
      expiresAt: expiresAt?.toISOString() ?? null,
      validUntil: expiresAt ? formatIstanbulLocal(expiresAt).slice(11, 16) : null,
      unverified: ctx.url.searchParams.get("durum") === "unverified",
      resent: ctx.url.searchParams.get("durum") === "resent",
      meta,
    };
  }
  return { step: "form" as const, countries: countryList(ctx.lang), texts: await signUpTexts(ctx.db, ctx.lang), meta };
}

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = pageContext(request, context);
  const deps = { db: ctx.db, env: ctx.services.env };
  const form = await request.formData();
  const intent = form.get("intent");
  const now = new Date();
  // Signing up from the booking flow comes back to it (decision 0057): the target rides along.
  const redirectTo = ctx.url.searchParams.get("redirectTo");
  const back = redirectTo ? `&redirectTo=${encodeURIComponent(redirectTo)}` : "";
  const codeStep = `${localizePath("/uye-ol", ctx.lang)}?adim=kod${back}`;
  const cookieEmail = pendingSignUpEmail(request.headers);

  if (intent === "resend") {
    if (!cookieEmail) throw redirect(localizePath("/uye-ol", ctx.lang));
    const sent = await sendSignUpCode(deps, cookieEmail, { now });
    if (!sent.ok) {
      return data(
        { kind: "code" as const, reply: null, resent: false, minutes: Math.ceil(sent.retryAfterSeconds / 60) },
        { status: 429 },
      );
    }
    throw redirect(`${codeStep}&durum=resent`);
  }

  if (intent === "verify") {
    const submission = parseWithZod(form, { schema: codeSchema });
    if (!cookieEmail) throw redirect(localizePath("/uye-ol", ctx.lang));
    if (submission.status !== "success")
      return { kind: "code" as const, reply: submission.reply(), resent: false, minutes: 0 };
    const result = await verifySignUpCode(
      deps,
      { email: cookieEmail, code: submission.value.code },
      { headers: request.headers },
    );
    if (!result.ok) {
      const key = { wrong: "codeWrong", expired: "codeExpired", tooManyAttempts: "codeTooManyAttempts" }[result.reason];
      return data(
        {
          kind: "code" as const,
          reply: submission.reply({ fieldErrors: { code: [`members.errors.${key}`] } }),
          resent: false,
          minutes: 0,
        },
        { status: 400 },
      );
    }
    result.headers.append("Set-Cookie", signUpCookie(ctx.services.env, null));
    throw redirect(afterSignIn(ctx, redirectTo), { headers: result.headers });
  }

  const submission = parseWithZod(form, { schema: signUpSchema });
  if (submission.status !== "success") {
    return data(
      { kind: "form" as const, reply: submission.reply({ hideFields: ["password", "passwordRepeat"] }), minutes: 0 },
      { status: 400 },
    );
  }
  const v = submission.value;
  const result = await signUp(
    deps,
    {
      firstName: v.firstName,
      lastName: v.lastName,
      email: v.email,
      phone: e164(v.phoneCountry, v.phone),
      phoneCountry: v.phoneCountry ?? "TR",
      password: v.password,
      explicitConsent: v.explicitConsent === true,
      lang: ctx.lang,
    },
    { ip: ctx.clientIp, headers: request.headers, now },
  );
  if (!result.ok) {
    return data(
      {
        kind: "form" as const,
        reply: submission.reply({
          formErrors: ["members.errors.rateLimited"],
          hideFields: ["password", "passwordRepeat"],
        }),
        minutes: Math.ceil(result.retryAfterSeconds / 60),
      },
      { status: 429 },
    );
  }
  throw redirect(codeStep, { headers: { "Set-Cookie": signUpCookie(ctx.services.env, v.email) } });
}

export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function SignUpPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <main id="main">
      <Banner title={t("pages.signUp.title")} subtitle={t("pages.signUp.subtitle")} scene="family" height={240} />
      <div className="container-page max-w-2xl py-10">
        {loaderData.step === "code" ? (
          <SignUpCodeStep
            email={loaderData.email}
            expiresAt={loaderData.expiresAt}
            validUntil={loaderData.validUntil}
            unverified={loaderData.unverified}
            resent={loaderData.resent}
            actionData={actionData?.kind === "code" ? actionData : null}
          />
        ) : (
          <SignUpForm
            countries={loaderData.countries}
            texts={loaderData.texts}
            actionData={actionData?.kind === "form" ? actionData : null}
          />
        )}
      </div>
    </main>
  );
}
