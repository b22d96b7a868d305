import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { parse as parseCookies } from "cookie";
import { useEffect, useState } from "react";
import { data, Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/sign-up";
import { LocalLink } from "../components/localized-link.tsx";
import { RichText } from "../components/rich-text.tsx";
import { XsrfField } from "../components/xsrf-field.tsx";
import { Dialog } from "../components/dialog.tsx";
import { codeSchema, e164, signUpSchema } from "../shared/members/member-schemas.ts";
import { CheckboxField, TextField } from "../components/form-fields.tsx";
import { useArrivalFocus } from "../components/use-arrival-focus.ts";
import { cardClass, MemberPhoneFields, Notice } from "../features/members/member-ui.tsx";
import { Banner } from "../features/layout/banner.tsx";
import { routeMeta } from "../features/seo/route-meta.ts";
import { formatIstanbulLocal } from "../domain/time/istanbul.ts";
import type { MessagesHandle } from "../i18n/areas.ts";
import { localizePath } from "../i18n/config.ts";
import { useTranslation } from "../i18n/react.tsx";
import { pageContext } from "./page-context.server.ts";
import { getPage } from "../server/repositories/content.server.ts";
import { countryList } from "../shared/countries.ts";
import { afterSignIn, redirectSignedIn } from "./member-guard.server.ts";
import {
  SIGN_UP_COOKIE,
  sendSignUpCode,
  signUp,
  signUpCodeExpiry,
  signUpCookie,
  verifySignUpCode,
} from "../server/services/members.server.ts";

export const handle: MessagesHandle = { messages: ["members", "pages", "booking"] };

export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = pageContext(request, context);
  await redirectSignedIn(ctx, request);
  const meta = { title: ctx.t("pages.signUp.title"), description: ctx.t("pages.signUp.description"), noindex: true };
  const email = decodeURIComponent(parseCookies(request.headers.get("cookie") ?? "")[SIGN_UP_COOKIE] ?? "");
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
  const [agreement, kvkk, explicit] = await Promise.all([
    getPage(ctx.db, "membership-agreement", ctx.lang),
    getPage(ctx.db, "kvkk", ctx.lang),
    getPage(ctx.db, "explicit-consent", ctx.lang),
  ]);
  return {
    step: "form" as const,
    countries: countryList(ctx.lang),
    texts: {
      agreement: agreement ? { title: agreement.title, body: agreement.body } : null,
      kvkk: kvkk ? { title: kvkk.title, body: kvkk.body } : null,
      explicit: explicit ? { title: explicit.title, body: explicit.body } : null,
    },
    meta,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = pageContext(request, context);
  const deps = { db: ctx.db, env: ctx.services.env };
  const form = await request.formData();
  const intent = form.get("intent");
  const now = new Date();
  const codeStep = `${localizePath("/uye-ol", ctx.lang)}?adim=kod`;
  const cookieEmail = decodeURIComponent(parseCookies(request.headers.get("cookie") ?? "")[SIGN_UP_COOKIE] ?? "");

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
    throw redirect(afterSignIn(ctx, null), { headers: result.headers });
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
          <CodeStep
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

type Text = { title: string; body: string } | null;

function SignUpForm({
  countries,
  texts,
  actionData,
}: {
  countries: { code: string; name: string; dial: string }[];
  texts: { agreement: Text; kvkk: Text; explicit: Text };
  actionData: { reply: SubmissionResult<string[]> | null; minutes: number } | null;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const [open, setOpen] = useState<"agreement" | "kvkk" | "explicit" | null>(null);
  const [form, fields] = useForm({
    id: "sign-up",
    lastResult: actionData?.reply ?? null,
    defaultValue: { phoneCountry: "TR" },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: signUpSchema }),
  });
  const shown = open ? texts[open] : null;
  const textLink = (which: "kvkk" | "explicit", label: string) => (
    <button
      type="button"
      onClick={() => setOpen(which)}
      className="inline text-left font-semibold text-brand-700 underline dark:text-brand-300"
    >
      {label}
    </button>
  );
  const formError = (form.errors as string[] | undefined)?.[0];
  return (
    <section className={cardClass} aria-labelledby="sign-up-title">
      <h2 id="sign-up-title" className="text-xl font-bold">
        {t("pages.signUp.title")}
      </h2>
      <p className="mt-1 mb-5 text-sm text-slate-700 dark:text-slate-300">{t("members.signUp.lead")}</p>
      <Form method="post" {...getFormProps(form)} className="space-y-4">
        <XsrfField />
        {formError ? (
          <Notice tone="error">
            {t(formError as "members.errors.rateLimited", { count: actionData?.minutes ?? 0 })}
          </Notice>
        ) : form.status === "error" ? (
          <Notice tone="error">{t("members.errors.summary")}</Notice>
        ) : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField field={fields.firstName} label={t("members.fields.firstName")} autoComplete="given-name" />
          <TextField field={fields.lastName} label={t("members.fields.lastName")} autoComplete="family-name" />
        </div>
        <TextField
          field={fields.email}
          type="email"
          label={t("members.fields.email")}
          autoComplete="email"
          inputMode="email"
        />
        <MemberPhoneFields country={fields.phoneCountry} phone={fields.phone} countries={countries} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            field={fields.password}
            type="password"
            label={t("members.fields.password")}
            hint={t("members.fields.passwordHint")}
            autoComplete="new-password"
          />
          <TextField
            field={fields.passwordRepeat}
            type="password"
            label={t("members.fields.passwordRepeat")}
            autoComplete="new-password"
          />
        </div>
        <div className="space-y-3 rounded-xl bg-slate-50 p-4 dark:bg-slate-800/60">
          <CheckboxField
            field={fields.kvkkAccepted}
            withButton={{ message: t("members.signUp.kvkk"), button: textLink("kvkk", t("members.signUp.kvkkLink")) }}
          />
          <CheckboxField
            field={fields.explicitConsent}
            withButton={{
              message: t("members.signUp.explicit"),
              button: textLink("explicit", t("members.signUp.explicitLink")),
            }}
          />
          <div>
            <CheckboxField field={fields.agreementAccepted}>{t("members.signUp.agreement")}</CheckboxField>
            <button
              type="button"
              onClick={() => setOpen("agreement")}
              className="mt-2 ml-8 text-sm font-semibold text-brand-700 underline dark:text-brand-300"
            >
              {t("members.signUp.agreementRead")}
            </button>
          </div>
        </div>
        <button type="submit" className="btn-primary w-full sm:w-auto" disabled={navigation.state === "submitting"}>
          {t("members.signUp.submit")}
        </button>
      </Form>
      <p className="mt-6 text-center text-sm">
        {t("members.signUp.haveAccount")}{" "}
        <LocalLink to="/giris" className="font-semibold text-brand-700 underline dark:text-brand-300">
          {t("members.signUp.signInLink")}
        </LocalLink>
      </p>
      <Dialog open={shown !== null} onClose={() => setOpen(null)} title={shown?.title ?? ""} size="xl">
        <div
          tabIndex={0}
          role="region"
          aria-label={shown?.title ?? ""}
          className="max-h-[60vh] overflow-y-auto rounded-lg pr-2 focus-visible:outline-2 focus-visible:outline-focus"
        >
          {shown ? <RichText body={shown.body} /> : null}
        </div>
        {open === "agreement" ? (
          <div className="mt-4 flex justify-end">
            <button
              type="button"
              className="btn-primary"
              onClick={() => {
                const box = document.getElementById(fields.agreementAccepted.id);
                if (box instanceof HTMLInputElement && !box.checked) box.click();
                setOpen(null);
              }}
            >
              {t("members.signUp.accept")}
            </button>
          </div>
        ) : null}
      </Dialog>
    </section>
  );
}

function useCountdown(expiresAt: string | null): number | null {
  const [left, setLeft] = useState<number | null>(null);
  useEffect(() => {
    if (!expiresAt) return;
    const end = new Date(expiresAt).getTime();
    const tick = () => setLeft(Math.max(0, Math.round((end - Date.now()) / 1000)));
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [expiresAt]);
  return left;
}

function CodeStep({
  email,
  expiresAt,
  validUntil,
  unverified,
  resent,
  actionData,
}: {
  email: string;
  expiresAt: string | null;
  validUntil: string | null;
  unverified: boolean;
  resent: boolean;
  actionData: { reply: SubmissionResult<string[]> | null; minutes: number } | null;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const left = useCountdown(expiresAt);
  const [form, fields] = useForm({
    id: "sign-up-code",
    lastResult: actionData?.reply ?? null,
    shouldValidate: "onSubmit",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: codeSchema }),
  });
  const expired = left === 0 || (left === null && !expiresAt);
  const mmss = left === null ? "" : `${Math.floor(left / 60)}:${String(left % 60).padStart(2, "0")}`;
  // The step (and each new code) moves the focus to its heading, which is announced.
  const heading = useArrivalFocus<HTMLHeadingElement>(expiresAt ?? "");
  return (
    <section className={cardClass} aria-labelledby="code-title">
      <h2 ref={heading} tabIndex={-1} id="code-title" className="text-xl font-bold">
        {t("members.code.title")}
      </h2>
      <div className="mt-3 space-y-3">
        {unverified ? <Notice tone="info">{t("members.signIn.unverified")}</Notice> : null}
        {resent ? <Notice tone="success">{t("members.code.resent")}</Notice> : null}
        {actionData && actionData.minutes > 0 ? (
          <Notice tone="error">{t("members.errors.rateLimited", { count: actionData.minutes })}</Notice>
        ) : null}
        <p className="text-slate-700 dark:text-slate-300">{t("members.code.lead", { email })}</p>
      </div>
      <Form method="post" {...getFormProps(form)} className="mt-5 space-y-4">
        <XsrfField />
        <input type="hidden" name="intent" value="verify" />
        <TextField
          field={fields.code}
          label={t("members.fields.code")}
          hint={t("members.fields.codeHint")}
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={6}
        />
        {/* A timer is not read out every second (its role is not live); only the expiry is announced. */}
        <div className="text-sm font-medium text-slate-800 dark:text-slate-200">
          {left === null ? (
            validUntil ? (
              <p>{t("members.code.validUntil", { time: validUntil })}</p>
            ) : null
          ) : expired ? null : (
            <p role="timer" aria-live="off" data-testid="code-countdown">
              {t("members.code.countdown", { time: mmss })}
            </p>
          )}
          <p role="status">{left !== null && expired ? t("members.code.expired") : null}</p>
        </div>
        <button type="submit" className="btn-primary" disabled={navigation.state === "submitting"}>
          {t("members.code.submit")}
        </button>
      </Form>
      <Form method="post" className="mt-4 flex flex-wrap items-center gap-4">
        <XsrfField />
        <input type="hidden" name="intent" value="resend" />
        <button
          type="submit"
          className="btn-secondary disabled:cursor-not-allowed disabled:opacity-50"
          disabled={left !== null && !expired}
        >
          {t("members.code.resend")}
        </button>
        <LocalLink to="/uye-ol" className="text-sm font-medium text-brand-700 underline dark:text-brand-300">
          {t("members.code.changeEmail")}
        </LocalLink>
      </Form>
    </section>
  );
}
