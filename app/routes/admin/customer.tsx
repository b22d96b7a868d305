// /yonetim/musteri (decision 0077): one customer by e-mail (?e=), phone (?t=) or ID number (?k=):
// their reservations, notes (append-only) and do-not-rent status.
import { Form, Link } from "react-router";
import type { Route } from "./+types/customer";
import { inputClass, labelClass } from "#app/components/form-fields.tsx";
import { XsrfField } from "#app/components/xsrf-field.tsx";
import { deskCard, DeskNoticeBox } from "#app/features/desk/desk-ui.tsx";
import { routeMeta } from "#app/features/seo/route-meta.ts";
import type { MessagesHandle } from "#app/i18n/areas.ts";
import { localizePath } from "#app/i18n/config.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import { customerAction, customerLoader } from "./customers-page.server.ts";

export const handle: MessagesHandle = { messages: ["staff", "desk", "deskBooking"] };
export const loader = (args: Route.LoaderArgs) => customerLoader(args);
export const action = (args: Route.ActionArgs) => customerAction(args);
export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function CustomerPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, lang } = useTranslation();
  const q = loaderData.query;
  const view = loaderData.view;
  const fields = [
    ["e", "email", "email"],
    ["t", "phone", "tel"],
    ["k", "idNumber", "text"],
  ] as const;
  return (
    <main id="main" className="mx-auto max-w-5xl space-y-4 px-4 py-6">
      <h1 className="text-2xl font-bold">{t("deskBooking.customer.title")}</h1>
      <p className="text-slate-700 dark:text-slate-300">{t("deskBooking.customer.lead")}</p>
      <Form
        method="get"
        action={localizePath("/yonetim/musteri", lang)}
        className={`${deskCard} grid gap-3 sm:grid-cols-4`}
      >
        {fields.map(([name, label, type]) => (
          <div key={name}>
            <label htmlFor={`cu-${name}`} className={labelClass}>
              {t(`deskBooking.customer.${label}`)}
            </label>
            <input id={`cu-${name}`} name={name} type={type} defaultValue={q[name]} className={inputClass} />
          </div>
        ))}
        <div className="flex items-end">
          <button type="submit" className="btn-primary">
            {t("deskBooking.customer.find")}
          </button>
        </div>
      </Form>
      {loaderData.asked && !view ? (
        <DeskNoticeBox tone="error">{t("deskBooking.customer.askKeys")}</DeskNoticeBox>
      ) : null}
      {view ? (
        <>
          <DeskNoticeBox tone={view.listed ? "error" : "info"}>
            <p className="font-medium" data-testid="customer-dnr">
              {view.listed ? t("deskBooking.customer.listed") : t("deskBooking.customer.notListed")}
            </p>
            {view.reasons.length > 0 ? (
              <ul className="mt-1 list-disc ps-5">
                {view.reasons.map((r) => (
                  <li key={r}>{r}</li>
                ))}
              </ul>
            ) : null}
          </DeskNoticeBox>
          <section className={deskCard} aria-labelledby="cu-res">
            <h2 id="cu-res" className="text-base font-bold">
              {t("deskBooking.customer.reservations")}
            </h2>
            {view.reservations.length === 0 ? (
              <p className="mt-2 text-sm">{t("deskBooking.customer.noReservations")}</p>
            ) : (
              <div className="mt-2 overflow-x-auto">
                <table className="w-full text-left text-sm">
                  <thead>
                    <tr>
                      {(["number", "pickup", "status", "total", "channel"] as const).map((c) => (
                        <th key={c} scope="col" className="py-1 pe-3">
                          {t(`deskBooking.customer.columns.${c}`)}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {view.reservations.map((r) => (
                      <tr key={r.number} className="border-t border-slate-200 dark:border-slate-700">
                        <td className="py-1 pe-3">
                          <Link to={r.href} className="font-mono text-brand-700 underline dark:text-brand-300">
                            {r.number}
                          </Link>{" "}
                          {r.name}
                        </td>
                        <td className="py-1 pe-3">{r.pickup}</td>
                        <td className="py-1 pe-3">{r.status}</td>
                        <td className="py-1 pe-3">{r.total}</td>
                        <td className="py-1 pe-3">{r.channel}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </section>
          <section className={deskCard} aria-labelledby="cu-notes">
            <h2 id="cu-notes" className="text-base font-bold">
              {t("deskBooking.customer.notes")}
            </h2>
            {loaderData.notice === "note" ? (
              <DeskNoticeBox tone="success">{t("deskBooking.customer.noteAdded")}</DeskNoticeBox>
            ) : null}
            {view.notes.length === 0 ? <p className="mt-2 text-sm">{t("deskBooking.customer.noNotes")}</p> : null}
            <ul className="mt-2 space-y-2">
              {view.notes.map((n) => (
                <li key={n.id} className="text-sm">
                  <p className="whitespace-pre-line">{n.body}</p>
                  <p className="text-slate-700 dark:text-slate-300">{n.by}</p>
                </li>
              ))}
            </ul>
            <Form method="post" className="mt-3 space-y-2">
              <XsrfField />
              <label htmlFor="cu-note" className={labelClass}>
                {t("deskBooking.customer.note")}
              </label>
              <textarea
                id="cu-note"
                name="note"
                rows={3}
                maxLength={2000}
                defaultValue={actionData?.note ?? ""}
                aria-invalid={actionData?.error ? true : undefined}
                aria-describedby={actionData?.error ? "cu-note-error" : undefined}
                className={inputClass}
              />
              {actionData?.error ? (
                <p id="cu-note-error" className="text-sm font-medium text-red-700 dark:text-red-300">
                  {actionData.error}
                </p>
              ) : null}
              <button type="submit" className="btn-primary">
                {t("deskBooking.customer.addNote")}
              </button>
            </Form>
          </section>
        </>
      ) : null}
    </main>
  );
}
