// /yonetim/kiralanmaz (decision 0077): the do-not-rent list. Admins add a person by one identifier
// (TCKN/passport, licence number, e-mail, phone) with a reason, and remove an entry with a reason;
// a removed entry stays, with who removed it and why.
import { Form, Link } from "react-router";
import type { Route } from "./+types/do-not-rent";
import { inputClass, labelClass } from "#app/components/form-fields.tsx";
import { XsrfField } from "#app/components/xsrf-field.tsx";
import { deskCard, DeskNoticeBox } from "#app/features/desk/desk-ui.tsx";
import { routeMeta } from "#app/features/seo/route-meta.ts";
import type { MessagesHandle } from "#app/i18n/areas.ts";
import { localizePath } from "#app/i18n/config.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import { doNotRentAction, doNotRentLoader } from "./customers-page.server.ts";

export const handle: MessagesHandle = { messages: ["staff", "deskBooking"] };
export const loader = (args: Route.LoaderArgs) => doNotRentLoader(args);
export const action = (args: Route.ActionArgs) => doNotRentAction(args);
export const meta: Route.MetaFunction = (args) => routeMeta(args);

const KINDS = ["id", "licence", "email", "phone"] as const;

export default function DoNotRentPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, lang } = useTranslation();
  const v = actionData?.values;
  const e = actionData?.errors ?? {};
  const base = localizePath("/yonetim/kiralanmaz", lang);
  const err = (name: string) =>
    e[name] ? (
      <p id={`dnr-${name}-error`} className="mt-1 text-sm font-medium text-red-700 dark:text-red-300">
        {e[name]}
      </p>
    ) : null;
  const aria = (name: string) => (e[name] ? { "aria-invalid": true, "aria-describedby": `dnr-${name}-error` } : {});
  return (
    <main id="main" className="mx-auto max-w-5xl space-y-4 px-4 py-6">
      <h1 className="text-2xl font-bold">{t("deskBooking.dnr.title")}</h1>
      <p className="text-slate-700 dark:text-slate-300">{t("deskBooking.dnr.lead")}</p>
      {loaderData.notice === "added" ? (
        <DeskNoticeBox tone="success">{t("deskBooking.dnr.added")}</DeskNoticeBox>
      ) : null}
      {loaderData.notice === "removed" ? (
        <DeskNoticeBox tone="success">{t("deskBooking.dnr.removedDone")}</DeskNoticeBox>
      ) : null}
      <section className={deskCard} aria-labelledby="dnr-add">
        <h2 id="dnr-add" className="text-base font-bold">
          {t("deskBooking.dnr.add")}
        </h2>
        <Form method="post" className="mt-3 grid gap-3 sm:grid-cols-2">
          <XsrfField />
          <input type="hidden" name="intent" value="add" />
          <div>
            <label htmlFor="dnr-kind" className={labelClass}>
              {t("deskBooking.dnr.kind")}
            </label>
            <select id="dnr-kind" name="kind" defaultValue={v?.kind ?? "id"} className={inputClass} {...aria("kind")}>
              {KINDS.map((k) => (
                <option key={k} value={k}>
                  {t(`deskBooking.kinds.${k}`)}
                </option>
              ))}
            </select>
            {err("kind")}
          </div>
          {(["value", "personName"] as const).map((name) => (
            <div key={name}>
              <label htmlFor={`dnr-${name}`} className={labelClass}>
                {t(`deskBooking.dnr.${name}`)}
              </label>
              <input
                id={`dnr-${name}`}
                name={name}
                defaultValue={v?.[name] ?? ""}
                required
                autoComplete="off"
                className={inputClass}
                {...aria(name)}
              />
              {err(name)}
            </div>
          ))}
          <div className="sm:col-span-2">
            <label htmlFor="dnr-reason" className={labelClass}>
              {t("deskBooking.dnr.reason")}
            </label>
            <textarea
              id="dnr-reason"
              name="reason"
              rows={2}
              defaultValue={v?.reason ?? ""}
              required
              className={inputClass}
              {...aria("reason")}
            />
            {err("reason")}
          </div>
          <div>
            <button type="submit" className="btn-primary">
              {t("deskBooking.dnr.submit")}
            </button>
          </div>
        </Form>
      </section>
      <section className={deskCard} aria-labelledby="dnr-list">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="dnr-list" className="text-base font-bold">
            {t("deskBooking.dnr.live")}
          </h2>
          <Link
            to={loaderData.withRemoved ? base : `${base}?tumu=1`}
            className="text-sm font-medium text-brand-700 underline dark:text-brand-300"
          >
            {loaderData.withRemoved ? t("deskBooking.dnr.live") : t("deskBooking.dnr.showRemoved")}
          </Link>
        </div>
        {loaderData.entries.length === 0 ? <p className="mt-2 text-sm">{t("deskBooking.dnr.none")}</p> : null}
        <ul className="mt-2 divide-y divide-slate-200 dark:divide-slate-700">
          {loaderData.entries.map((entry) => (
            <li key={entry.id} className="space-y-1 py-3 text-sm">
              <p>
                <span className="font-medium">{entry.personName}</span> · {t(`deskBooking.kinds.${entry.kind}`)}:{" "}
                <span className="font-mono">{entry.value}</span>
              </p>
              <p>{entry.reason}</p>
              <p className="text-slate-700 dark:text-slate-300">{entry.added}</p>
              {entry.removed ? (
                <p className="text-slate-700 dark:text-slate-300">{entry.removed}</p>
              ) : (
                <Form method="post" className="flex flex-wrap items-end gap-2">
                  <XsrfField />
                  <input type="hidden" name="intent" value="remove" />
                  <input type="hidden" name="id" value={entry.id} />
                  <div>
                    <label htmlFor={`dnr-remove-${entry.id}`} className={labelClass}>
                      {t("deskBooking.dnr.removeReason")}
                    </label>
                    <input
                      id={`dnr-remove-${entry.id}`}
                      name="removeReason"
                      required
                      className={inputClass}
                      {...aria(`remove-${entry.id}`)}
                    />
                    {err(`remove-${entry.id}`)}
                  </div>
                  <button type="submit" className="btn-secondary">
                    {t("deskBooking.dnr.remove")}
                  </button>
                </Form>
              )}
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}
