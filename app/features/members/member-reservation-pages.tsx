// One of the member's reservations (/uye-rezervasyonlar?no=) and its cancellation request
// (/uye-rezervasyonlar?no=&islem=iptal), inside the member area's frame (decision 0057).
import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "react-router";
import { TextField } from "#app/components/form-fields.tsx";
import { LocalLink } from "#app/components/localized-link.tsx";
import { XsrfField } from "#app/components/xsrf-field.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import { memberCancelSchema } from "#app/shared/members/member-schemas.ts";
import type { ReservationActions, ReservationView } from "#app/shared/reservations/reservation-view.ts";
import { cardClass, useFocusOnMount } from "#app/components/form-parts.tsx";
import { ReservationDetails } from "#app/components/reservation-details.tsx";
import { MemberShell } from "./member-area.tsx";
import { Notice } from "#app/components/member-ui.tsx";
import { CancelNowPreview } from "#app/components/cancel-now.tsx";
import type { AtOncePreview } from "#app/shared/reservations/cancel-now.ts";
import { memberReservationPath, ReservationActionList } from "./reservation-actions.tsx";

function BackLink() {
  const { t } = useTranslation();
  return (
    <LocalLink to="/uye-rezervasyonlar" className="text-sm font-medium text-brand-700 underline dark:text-brand-300">
      {t("members.reservation.back")}
    </LocalLink>
  );
}

export function MemberReservationPage({
  firstName,
  view,
  actions,
  notice,
}: {
  firstName: string;
  view: ReservationView;
  actions: ReservationActions;
  notice: string | null;
}) {
  const { t } = useTranslation();
  return (
    <MemberShell firstName={firstName} title={t("members.area.reservations")}>
      <div className="space-y-4">
        <BackLink />
        {notice === "iptalTalebi" ? <Notice tone="success">{t("members.reservation.cancelRequested")}</Notice> : null}
        {notice === "iptalEdildi" ? <Notice tone="success">{t("forms.cancelNow.doneTitle")}</Notice> : null}
        <ReservationDetails r={view}>
          <ReservationActionList actions={actions} details={false} />
          {actions.canPayOnline ? (
            <p className="text-sm text-slate-600 dark:text-slate-400">{t("members.reservation.payOnlineHint")}</p>
          ) : null}
        </ReservationDetails>
      </div>
    </MemberShell>
  );
}

export type MemberCancelView =
  | {
      ok: true;
      preview: { number: string; pickupAt: string; rule: string; paid: string; deduction: string; refund: string };
      /** Cancel at once (decision 0100) when the policy decides alone; else the request form. */
      atOnce?: AtOncePreview | null;
    }
  | { ok: false; reason: "notFound" | "notCancellable" | "alreadyRequested"; requestedAt?: string };

export function MemberCancelPage({
  firstName,
  number,
  outcome,
  lastResult,
  notice = null,
}: {
  firstName: string;
  number: string;
  outcome: MemberCancelView;
  lastResult: SubmissionResult<string[]> | null;
  notice?: string | null;
}) {
  const { t } = useTranslation();
  const busy = useNavigation().state === "submitting";
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const [form, fields] = useForm({
    id: "member-cancel",
    lastResult,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: memberCancelSchema }),
  });
  return (
    <MemberShell firstName={firstName} title={t("members.area.reservations")}>
      <div className="space-y-4">
        <LocalLink
          to={memberReservationPath(number)}
          className="text-sm font-medium text-brand-700 underline dark:text-brand-300"
        >
          {t("members.reservation.detailsLabel", { number })}
        </LocalLink>
        {outcome.ok && outcome.atOnce ? (
          <CancelNowPreview
            preview={outcome.atOnce}
            notice={notice === "tutarDegisti" ? t("forms.cancelNow.changed") : undefined}
            hidden={null}
            keep={
              <LocalLink to={memberReservationPath(number)} className="btn-secondary">
                {t("forms.cancelNow.keep")}
              </LocalLink>
            }
          />
        ) : (
          <section aria-labelledby="cancel-title" className={`${cardClass} space-y-4`} data-testid="member-cancel">
            <h3 id="cancel-title" ref={heading} tabIndex={-1} className="text-xl font-bold outline-none">
              {t("members.reservation.cancelTitle", { number })}
            </h3>
            {outcome.ok ? (
              <>
                <p>{t("members.reservation.cancelLead", { pickup: outcome.preview.pickupAt })}</p>
                <p className="rounded-lg bg-slate-100 p-3 dark:bg-slate-800">
                  {t(`forms.cancel.rules.${outcome.preview.rule as "payAtOffice"}`)}
                </p>
                <dl className="grid gap-2 sm:grid-cols-3">
                  {[
                    [t("forms.cancel.paid"), outcome.preview.paid],
                    [t("forms.cancel.deduction"), outcome.preview.deduction],
                    [t("forms.cancel.refund"), outcome.preview.refund],
                  ].map(([label, value]) => (
                    <div key={label} className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
                      <dt className="text-sm text-slate-600 dark:text-slate-400">{label}</dt>
                      <dd className="text-lg font-bold">{value}</dd>
                    </div>
                  ))}
                </dl>
                <Form method="post" {...getFormProps(form)} className="space-y-4">
                  <XsrfField />
                  <TextField field={fields.reason} label={t("members.reservation.reason")} rows={4} required />
                  <button type="submit" name="intent" value="cancel" className="btn-primary" disabled={busy}>
                    {t("members.reservation.confirm")}
                  </button>
                </Form>
              </>
            ) : (
              <Notice tone="error">
                {outcome.reason === "alreadyRequested"
                  ? t("members.reservation.alreadyRequested", { when: outcome.requestedAt ?? "" })
                  : t("members.reservation.notCancellable")}
              </Notice>
            )}
          </section>
        )}
      </div>
    </MemberShell>
  );
}
