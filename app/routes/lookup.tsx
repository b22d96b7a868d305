// /Rezervasyon-On-Izleme: a reservation's details by its number and the driver's last name.
// `?no=` (from the booking result and e-mails) fills the number in.
import { getFormProps } from "@conform-to/react";
import { data, Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/lookup";
import { LocalLink } from "../components/localized-link.tsx";
import { XsrfField } from "../components/xsrf-field.tsx";
import { PAY_ONLINE_INTENT } from "../shared/forms/bot-fields.ts";
import { FormPageLayout } from "../features/forms/form-layout.tsx";
import { TextField } from "../components/form-fields.tsx";
import { cardClass, FormAlert, ReplyNotice, useFocusOnMount } from "../features/forms/form-parts.tsx";
import { lookupSchema, type LookupForm } from "../shared/forms/form-schemas.ts";
import { usePublicForm } from "../features/forms/use-public-form.ts";
import { routeMeta } from "../features/seo/route-meta.ts";
import type { MessagesHandle } from "../i18n/areas.ts";
import { localizePath } from "../i18n/config.ts";
import { useTranslation } from "../i18n/react.tsx";
import { pageContext } from "./page-context.server.ts";
import { formRequestOf } from "../server/services/forms.server.ts";
import { lookupReservation, type ReservationView } from "../server/services/reservation-lookup.server.ts";

export const handle: MessagesHandle = { messages: ["forms", "pages", "contactChannels"] };

export async function loader({ request, context }: Route.LoaderArgs) {
  const { t, url } = pageContext(request, context);
  return {
    meta: { title: t("pages.lookup.title"), description: t("pages.lookup.description"), noindex: true },
    number: (url.searchParams.get("no") ?? "").slice(0, 40),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = pageContext(request, context);
  const outcome = await lookupReservation(formRequestOf(ctx), await request.formData(), {
    virtualPayment: localizePath("/sanal-odeme", ctx.lang),
  });
  if (outcome.redirectTo) throw redirect(outcome.redirectTo, 303);
  return data(outcome.data, { status: outcome.status, ...(outcome.headers ? { headers: outcome.headers } : {}) });
}

export const meta: Route.MetaFunction = (args) => routeMeta(args);

function Details({ r, lastName }: { r: ReservationView; lastName: string }) {
  const { t } = useTranslation();
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const row = (label: string, value: string | null) =>
    value ? (
      <div className="grid gap-1 py-2 sm:grid-cols-[12rem_minmax(0,1fr)]">
        <dt className="font-medium text-slate-600 dark:text-slate-400">{label}</dt>
        <dd className="break-words">{value}</dd>
      </div>
    ) : null;
  const remaining =
    r.daysRemaining > 0
      ? t("forms.lookup.daysLeft", { count: r.daysRemaining })
      : r.daysRemaining === 0
        ? t("forms.lookup.today")
        : t("forms.lookup.past");
  const deadline = r.deadline.passed
    ? r.deadline.kind === "prepaid"
      ? t("forms.lookup.deadlinePrepaidPassed", { when: r.deadline.when })
      : t("forms.lookup.deadlinePickupPassed", { when: r.deadline.when })
    : r.deadline.kind === "office"
      ? t("forms.lookup.deadlineOffice", { when: r.deadline.when })
      : r.deadline.kind === "assurance"
        ? t("forms.lookup.deadlineAssurance", { when: r.deadline.when })
        : t("forms.lookup.deadlinePrepaid", { when: r.deadline.when });
  const a = r.amounts;
  return (
    <section aria-labelledby="reservation-title" className={`${cardClass} space-y-5`} data-testid="reservation">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="reservation-title" className="text-xl font-bold outline-none" tabIndex={-1} ref={heading}>
          {t("forms.lookup.title", { number: r.number })}
        </h2>
        <p className="rounded-full bg-slate-100 px-3 py-1 text-sm font-semibold dark:bg-slate-800">
          {t("forms.lookup.statusLabel")}: {t(`forms.lookup.status.${r.status}`)}
        </p>
      </div>
      {r.cancellationRequest ? (
        <div
          data-testid="cancellation-request"
          className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50"
        >
          <p className="font-semibold">{t(`forms.lookup.cancelRequest.${r.cancellationRequest.state}`)}</p>
          <p className="text-sm">
            {r.cancellationRequest.state === "approved"
              ? r.cancellationRequest.refund
                ? t("forms.lookup.request.approvedRefund", { refund: r.cancellationRequest.refund })
                : t("forms.lookup.request.approved")
              : r.cancellationRequest.state === "declined"
                ? t("forms.lookup.request.declined", { reason: r.cancellationRequest.reason })
                : t("forms.lookup.cancelRequestAt", { when: r.cancellationRequest.requestedAt })}
          </p>
        </div>
      ) : null}
      <dl className="divide-y divide-slate-200 dark:divide-slate-700">
        {row(t("forms.lookup.pickup"), `${r.pickupAt}, ${r.pickupOffice}`)}
        {row(t("forms.lookup.dropoff"), `${r.returnAt}, ${r.dropoffOffice}`)}
        {row(t("forms.lookup.daysRemaining"), remaining)}
        {row(t("forms.lookup.car"), `${r.car} ${t("forms.lookup.orSimilar", { class: r.className })}`)}
        {row(t("forms.lookup.driver"), r.driverName)}
        {row(t("forms.lookup.assurance"), r.assurance ?? t("forms.lookup.none"))}
        {row(t("forms.lookup.kmPackage"), r.kmPackage ?? t("forms.lookup.none"))}
        {row(t("forms.lookup.extras"), r.extras.length > 0 ? r.extras.join(", ") : t("forms.lookup.none"))}
        {row(t("forms.lookup.paymentType"), t(`forms.lookup.payment.${r.payment}`))}
      </dl>
      <div>
        <h3 className="font-semibold">{t("forms.lookup.amounts")}</h3>
        <dl className="mt-2 divide-y divide-slate-200 dark:divide-slate-700">
          {row(t("forms.lookup.vehicle", { count: r.days }), a.vehicle)}
          {row(t("forms.lookup.discount"), a.discount ? `- ${a.discount}` : null)}
          {row(t("forms.lookup.oneWayFee"), a.oneWayFee)}
          {row(t("forms.lookup.assurance"), a.assurance)}
          {row(t("forms.lookup.kmPackage"), a.kmPackage)}
          {row(t("forms.lookup.extras"), a.extras)}
          {row(t("forms.lookup.total"), a.total)}
          {row(t("forms.lookup.paidOnline"), a.paid)}
          {row(t("forms.lookup.deposit"), a.deposit)}
        </dl>
      </div>
      <div>
        <h3 className="font-semibold">{t("forms.lookup.deadlines")}</h3>
        <p className="mt-1 text-slate-700 dark:text-slate-300">{deadline}</p>
      </div>
      <div className="flex flex-wrap gap-3">
        {r.canCancel ? (
          <LocalLink to={`/Rezervasyon-Iptal?no=${encodeURIComponent(r.number)}`} className="btn-secondary">
            {t("forms.lookup.cancelLink")}
          </LocalLink>
        ) : null}
        {r.canPayOnline ? (
          <Form method="post" reloadDocument className="contents">
            <XsrfField />
            <input type="hidden" name="number" value={r.number} />
            <input type="hidden" name="lastName" value={lastName} />
            <button type="submit" name="intent" value={PAY_ONLINE_INTENT} className="btn-primary">
              {t("forms.lookup.payOnline")}
            </button>
          </Form>
        ) : null}
      </div>
      {r.canPayOnline ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t("forms.lookup.payOnlineHint")}</p>
      ) : null}
    </section>
  );
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const busy = useNavigation().state === "submitting";
  const [form, fields] = usePublicForm<LookupForm>({
    id: "lookup",
    schema: lookupSchema,
    lastResult: actionData?.result,
    defaultValue: { number: loaderData.number },
  });
  const reservation = actionData?.reservation;
  const typedLastName = String(actionData?.result.initialValue?.lastName ?? "");
  return (
    <FormPageLayout
      title={t("pages.lookup.title")}
      subtitle={t("pages.lookup.subtitle")}
      scene="road"
      lead={t("forms.lookup.lead")}
    >
      <Form method="post" {...getFormProps(form)} className="space-y-6">
        <XsrfField />
        <ReplyNotice
          notice={actionData?.notice}
          retryMinutes={actionData?.retryMinutes}
          hasErrors={actionData?.result.status === "error"}
        />
        {actionData?.notice === "notFound" ? <FormAlert>{t("forms.lookup.notFound")}</FormAlert> : null}
        <div className={`${cardClass} grid gap-4 sm:grid-cols-2`}>
          <TextField
            field={fields.number}
            label={t("forms.lookup.number")}
            hint={t("forms.lookup.numberHint")}
            autoComplete="off"
            required
          />
          <TextField field={fields.lastName} label={t("forms.lookup.lastName")} autoComplete="family-name" required />
        </div>
        <button type="submit" className="btn-primary w-full sm:w-auto" disabled={busy}>
          {t("forms.lookup.submit")}
        </button>
      </Form>
      {reservation ? <Details key={reservation.number} r={reservation} lastName={typedLastName} /> : null}
    </FormPageLayout>
  );
}
