// /Rezervasyon-Iptal: a cancellation request in two steps. Step 1 checks the number, last name,
// reason and security code and shows the refund the policy gives; step 2 confirms, and the request
// is stored and e-mailed for experts to answer.
import { Form, useNavigation } from "react-router";

import type { Route } from "./+types/cancellation";
import { LocalLink } from "#app/components/localized-link.tsx";

import { XsrfField } from "#app/components/xsrf-field.tsx";

import { CONFIRM_INTENT } from "#app/shared/forms/bot-fields.ts";

import { FormPageLayout } from "#app/features/forms/form-layout.tsx";

import { TextField } from "#app/components/form-fields.tsx";

import { CaptchaField, cardClass, useFocusOnMount, FormAlert } from "#app/components/form-parts.tsx";
import { cancellationSchema, type CancellationForm } from "#app/shared/forms/form-schemas.ts";

import { publicFormHandle, usePublicFormPage } from "#app/features/forms/use-public-form-page.ts";

import { PublicFormFrame, PublicFormSent } from "#app/features/forms/public-form-page.tsx";
import { routeMeta } from "#app/features/seo/route-meta.ts";

import { keepFormPageAfterPost } from "#app/features/forms/public-form-revalidate.ts";

import { publicFormAction, securityCodeLoader } from "./public-form.server.ts";

import { useTranslation } from "#app/i18n/react.tsx";

import { type CancellationPreview, submitCancellation } from "#app/server/services/cancellation.server.ts";

export const handle = publicFormHandle;

export async function loader(args: Route.LoaderArgs) {
  const page = await securityCodeLoader(args, "cancellation");
  return { ...page, number: (new URL(args.request.url).searchParams.get("no") ?? "").slice(0, 40) };
}

export const action = (args: Route.ActionArgs) => publicFormAction(args, submitCancellation);

export const shouldRevalidate = keepFormPageAfterPost;

export const meta: Route.MetaFunction = (args) => routeMeta(args);

function Preview({ p, values }: { p: CancellationPreview; values: Record<string, unknown> }) {
  const { t } = useTranslation();
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const busy = useNavigation().state === "submitting";
  return (
    <section aria-labelledby="preview-title" className={`${cardClass} space-y-4`} data-testid="cancel-preview">
      <h2 id="preview-title" className="text-xl font-bold outline-none" tabIndex={-1} ref={heading}>
        {t("forms.cancel.previewTitle")}
      </h2>
      <p>{t("forms.cancel.previewLead", { number: p.number, pickup: p.pickupAt })}</p>
      <p className="rounded-lg bg-slate-100 p-3 dark:bg-slate-800">{t(`forms.cancel.rules.${p.rule}`)}</p>
      <dl className="grid gap-2 sm:grid-cols-3">
        {[
          [t("forms.cancel.paid"), p.paid],
          [t("forms.cancel.deduction"), p.deduction],
          [t("forms.cancel.refund"), p.refund],
        ].map(([label, value]) => (
          <div key={label} className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
            <dt className="text-sm text-slate-600 dark:text-slate-400">{label}</dt>
            <dd className="text-lg font-bold">{value}</dd>
          </div>
        ))}
      </dl>
      <div>
        <p className="text-sm font-medium text-slate-600 dark:text-slate-400">{t("forms.cancel.reason")}</p>
        <p className="break-words whitespace-pre-wrap">{p.reason}</p>
      </div>
      <div className="flex flex-wrap gap-3">
        <Form method="post">
          <XsrfField />
          <input type="hidden" name="token" value={p.token} />
          <input type="hidden" name="number" value={String(values.number ?? "")} />
          <input type="hidden" name="lastName" value={String(values.lastName ?? "")} />
          <input type="hidden" name="reason" value={String(values.reason ?? "")} />
          <button type="submit" name="intent" value={CONFIRM_INTENT} className="btn-primary" disabled={busy}>
            {busy ? t("forms.sending") : t("forms.cancel.confirm")}
          </button>
        </Form>
        <LocalLink to="/Rezervasyon-Iptal" reloadDocument className="btn-secondary">
          {t("forms.cancel.back")}
        </LocalLink>
      </div>
    </section>
  );
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { fields, captcha, frame } = usePublicFormPage<CancellationForm, typeof actionData>({
    id: "cancellation",
    schema: cancellationSchema,
    code: loaderData,
    reply: actionData,
    defaultValue: { number: loaderData.number },
  });
  const layout = {
    title: t("pages.cancellation.title"),
    subtitle: t("pages.cancellation.subtitle"),
    scene: "road",
    lead: t("forms.cancel.lead"),
  };
  if (actionData?.sent) {
    return (
      <PublicFormSent layout={layout} title={t("forms.cancel.successTitle")} email={actionData.sent.email}>
        <p>{t("forms.cancel.success")}</p>
        <p>
          {t("forms.cancel.refund")}: <strong>{actionData.sent.refund}</strong>
        </p>
      </PublicFormSent>
    );
  }
  if (actionData?.preview) {
    return (
      <FormPageLayout {...layout}>
        <Preview p={actionData.preview} values={actionData.result.initialValue ?? {}} />
      </FormPageLayout>
    );
  }
  const notice = actionData?.notice;
  return (
    <FormPageLayout {...layout}>
      <PublicFormFrame
        {...frame}
        submitLabel={t("forms.cancel.continue")}
        busyLabel={t("forms.cancel.continue")}
        alerts={
          <>
            {notice === "notFound" ? <FormAlert>{t("forms.lookup.notFound")}</FormAlert> : null}
            {notice === "notCancellable" ? <FormAlert>{t("forms.cancel.notCancellable")}</FormAlert> : null}
            {notice === "alreadyRequested" ? (
              <FormAlert>{t("forms.cancel.alreadyRequested", { when: actionData?.requestedAt ?? "" })}</FormAlert>
            ) : null}
            {notice === "expired" ? <FormAlert>{t("forms.cancel.expired")}</FormAlert> : null}
          </>
        }
      >
        <div className={`${cardClass} space-y-5`}>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              field={fields.number}
              label={t("forms.cancel.number")}
              hint={t("forms.lookup.numberHint")}
              autoComplete="off"
              required
            />
            <TextField field={fields.lastName} label={t("forms.cancel.lastName")} autoComplete="family-name" required />
          </div>
          <TextField field={fields.reason} label={t("forms.cancel.reason")} rows={4} required />
          <CaptchaField field={fields.captcha} idField={fields.captchaId} captcha={captcha} />
        </div>
      </PublicFormFrame>
    </FormPageLayout>
  );
}
