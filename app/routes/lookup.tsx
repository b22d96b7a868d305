// /Rezervasyon-On-Izleme: a reservation's details by its number and the driver's last name.
// `?no=` (from the booking result and e-mails) fills the number in.
import { getFormProps } from "@conform-to/react";
import { data, Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/lookup";
import { LocalLink } from "#app/components/localized-link.tsx";
import { XsrfField } from "#app/components/xsrf-field.tsx";
import { PAY_ONLINE_INTENT } from "#app/shared/forms/bot-fields.ts";
import { FormPageLayout } from "#app/features/forms/form-layout.tsx";
import { ChangeButton } from "#app/features/booking-change/change-views.tsx";
import { TextField } from "#app/components/form-fields.tsx";
import { cardClass, FormAlert, ReplyNotice } from "#app/components/form-parts.tsx";
import { ReservationDetails } from "#app/components/reservation-details.tsx";
import { lookupSchema, type LookupForm } from "#app/shared/forms/form-schemas.ts";
import { usePublicForm } from "#app/features/forms/use-public-form.ts";
import { routeMeta } from "#app/features/seo/route-meta.ts";
import type { MessagesHandle } from "#app/i18n/areas.ts";
import { localizePath } from "#app/i18n/config.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import { pageContext } from "./page-context.server.ts";
import { formRequestOf } from "#app/server/services/forms.server.ts";
import type { ReservationView } from "#app/shared/reservations/reservation-view.ts";
import { lookupWithCancelAtOnce } from "#app/server/services/lookup-cancel.server.ts";
import { paymentSetupFor } from "#app/server/payments/payment-setup.server.ts";
import { CancelNowDone, CancelNowPreview } from "#app/components/cancel-now.tsx";
import { CANCEL_PREVIEW_INTENT } from "#app/shared/reservations/cancel-now.ts";

export const handle: MessagesHandle = {
  messages: ["forms", "pages", "contactChannels", "bookingChange", "invoices", "monthly", "delivery"],
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const { t, url } = pageContext(request, context);
  return {
    meta: { title: t("pages.lookup.title"), description: t("pages.lookup.description"), noindex: true },
    number: (url.searchParams.get("no") ?? "").slice(0, 40),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = pageContext(request, context);
  const { gateway } = paymentSetupFor(ctx.services.env, ctx.db);
  const outcome = await lookupWithCancelAtOnce(
    formRequestOf(ctx),
    await request.formData(),
    { virtualPayment: localizePath("/sanal-odeme", ctx.lang) },
    gateway,
  );
  if (outcome.redirectTo) throw redirect(outcome.redirectTo, 303);
  return data(outcome.data, { status: outcome.status, ...(outcome.headers ? { headers: outcome.headers } : {}) });
}

export const meta: Route.MetaFunction = (args) => routeMeta(args);

type InvoiceLink = { number: string; typeCode: "SATIS" | "IADE"; query: string };

function Details({
  r,
  lastName,
  receiptQuery,
  invoiceLinks = [],
}: {
  r: ReservationView;
  lastName: string;
  receiptQuery?: string;
  invoiceLinks?: InvoiceLink[];
}) {
  const { t, lang } = useTranslation();
  return (
    <ReservationDetails r={r}>
      <div className="flex flex-wrap gap-3">
        {r.canCancelAtOnce ? (
          // The policy decides the refund alone (decision 0100): the amounts, then cancelled at once.
          <Form method="post" className="contents">
            <XsrfField />
            <input type="hidden" name="number" value={r.number} />
            <input type="hidden" name="lastName" value={lastName} />
            <button type="submit" name="intent" value={CANCEL_PREVIEW_INTENT} className="btn-secondary">
              {t("forms.cancelNow.button")}
            </button>
          </Form>
        ) : r.canCancel ? (
          <LocalLink to={`/Rezervasyon-Iptal?no=${encodeURIComponent(r.number)}`} className="btn-secondary">
            {t("forms.lookup.cancelLink")}
          </LocalLink>
        ) : null}
        {r.canChange ? <ChangeButton number={r.number} lastName={lastName} /> : null}
        {receiptQuery ? (
          <a href={`${localizePath("/misafir-makbuz", lang)}?${receiptQuery}`} className="btn-secondary" download>
            {t("forms.lookup.receipt")}
          </a>
        ) : null}
        {invoiceLinks.map((i) => (
          <a
            key={i.number}
            href={`${localizePath("/misafir-fatura", lang)}?${i.query}`}
            className="btn-secondary"
            download
          >
            {t("invoices.guest.download", { number: i.number })}
          </a>
        ))}
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
    </ReservationDetails>
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
      {actionData?.cancelled ? <CancelNowDone done={actionData.cancelled} /> : null}
      {actionData?.cancelNotice === "notAtOnce" ? <FormAlert>{t("forms.cancelNow.notAtOnce")}</FormAlert> : null}
      {reservation && actionData?.cancelNow ? (
        <CancelNowPreview
          preview={actionData.cancelNow}
          notice={actionData.cancelNotice === "changed" ? t("forms.cancelNow.changed") : undefined}
          hidden={
            <>
              <input type="hidden" name="number" value={reservation.number} />
              <input type="hidden" name="lastName" value={typedLastName} />
            </>
          }
          keep={
            <Form method="post" className="contents">
              <XsrfField />
              <input type="hidden" name="number" value={reservation.number} />
              <input type="hidden" name="lastName" value={typedLastName} />
              <button type="submit" className="btn-secondary">
                {t("forms.cancelNow.keep")}
              </button>
            </Form>
          }
        />
      ) : reservation ? (
        <Details
          key={reservation.number}
          r={reservation}
          lastName={typedLastName}
          {...(actionData?.receiptQuery ? { receiptQuery: actionData.receiptQuery } : {})}
          {...(actionData?.invoiceLinks ? { invoiceLinks: actionData.invoiceLinks } : {})}
        />
      ) : null}
    </FormPageLayout>
  );
}
