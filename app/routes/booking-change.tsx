// /Rezervasyon-Degistir: change a booking online before pick-up (decision 0056).
// Found by number + last name (from the lookup's button or `?no=` from the member area), re-quoted,
// confirmed; a dearer change paid online goes on to the card form (/pos3d) for the difference.
import { data, Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/booking-change";
import { inputClass, labelClass } from "#app/components/form-fields.tsx";
import { LocalLink } from "#app/components/localized-link.tsx";
import { XsrfField } from "#app/components/xsrf-field.tsx";
import { ChoiceForm, CurrentBooking, PriceDifference } from "#app/features/booking-change/change-views.tsx";
import { FormPageLayout } from "#app/features/forms/form-layout.tsx";
import { cardClass, FormAlert, FormSuccess } from "#app/components/form-parts.tsx";
import { routeMeta } from "#app/features/seo/route-meta.ts";
import type { MessagesHandle } from "#app/i18n/areas.ts";
import { localizePath } from "#app/i18n/config.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import { paymentSetupFor } from "#app/server/payments/payment-setup.server.ts";
import { handleChangePost } from "#app/server/services/booking-change-page.server.ts";
import { formRequestOf } from "#app/server/services/forms.server.ts";
import { pageContext } from "./page-context.server.ts";

export const handle: MessagesHandle = { messages: ["forms", "pages", "contactChannels", "bookingChange", "search"] };

export async function loader({ request, context }: Route.LoaderArgs) {
  const { t, url } = pageContext(request, context);
  return {
    meta: { title: t("pages.bookingChange.title"), description: t("pages.bookingChange.description"), noindex: true },
    number: (url.searchParams.get("no") ?? "").slice(0, 40),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = pageContext(request, context);
  const { gateway } = paymentSetupFor(ctx.services.env, ctx.db);
  const reply = await handleChangePost(formRequestOf(ctx), await request.formData(), gateway, {
    pos3d: localizePath("/pos3d", ctx.lang),
  });
  if (reply.redirectTo) throw redirect(reply.redirectTo, 303);
  return data(reply.data, { status: reply.status });
}

export const meta: Route.MetaFunction = (args) => routeMeta(args);

function FindForm({ number, lastName, busy }: { number: string; lastName: string; busy: boolean }) {
  const { t } = useTranslation();
  return (
    <Form method="post" className={`${cardClass} space-y-4`}>
      <XsrfField />
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor="change-number" className={labelClass}>
            {t("bookingChange.number")}
          </label>
          <input
            id="change-number"
            name="number"
            required
            autoComplete="off"
            defaultValue={number}
            className={`${inputClass} mt-1`}
          />
        </div>
        <div>
          <label htmlFor="change-lastName" className={labelClass}>
            {t("bookingChange.lastName")}
          </label>
          <input
            id="change-lastName"
            name="lastName"
            required
            autoComplete="family-name"
            defaultValue={lastName}
            className={`${inputClass} mt-1`}
          />
        </div>
      </div>
      <button type="submit" name="intent" value="find" className="btn-primary w-full sm:w-auto" disabled={busy}>
        {t("bookingChange.find")}
      </button>
    </Form>
  );
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const busy = useNavigation().state === "submitting";
  const d = actionData;
  const problem = d?.problem;
  return (
    <FormPageLayout
      title={t("pages.bookingChange.title")}
      subtitle={t("pages.bookingChange.subtitle")}
      scene="road"
      lead={t("bookingChange.lead")}
    >
      <div className="space-y-6">
        {problem ? (
          <FormAlert key={`${problem}-${d?.preview?.requestKey ?? ""}`}>
            {t(`bookingChange.problems.${problem}`)}
          </FormAlert>
        ) : null}
        {d?.done ? (
          <FormSuccess title={t("bookingChange.done.title")}>
            <p>{t("bookingChange.done.text")}</p>
            {d.done.refund ? (
              <p>
                {t(d.done.refundFailed ? "bookingChange.done.refundFailed" : "bookingChange.done.refund", {
                  amount: d.done.refund,
                })}
              </p>
            ) : null}
            <p>
              <LocalLink to={`/Rezervasyon-On-Izleme?no=${encodeURIComponent(d.number)}`} className="underline">
                {t("bookingChange.done.lookup")}
              </LocalLink>
            </p>
          </FormSuccess>
        ) : d?.current ? (
          <>
            <CurrentBooking d={d} />
            <ChoiceForm key={d.preview?.requestKey ?? "form"} d={d} busy={busy} />
            <PriceDifference key={d.preview?.requestKey} d={d} busy={busy} />
          </>
        ) : (
          <FindForm number={d?.number || loaderData.number} lastName={d?.lastName ?? ""} busy={busy} />
        )}
      </div>
    </FormPageLayout>
  );
}
