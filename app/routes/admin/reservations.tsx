// Reservation search (/yonetim/rezervasyonlar): by number, driver name, e-mail, phone or plate,
// office, status and pick-up dates. A GET form, so a search is a link one can share with a colleague;
// an office agent only ever sees reservations touching their offices.
import { Form } from "react-router";
import type { Route } from "./+types/reservations";
import { ErrorText, inputClass, labelClass } from "#app/components/form-fields.tsx";
import { LocalLink } from "#app/components/localized-link.tsx";
import { ReservationTable } from "#app/features/staff/desk-ui.tsx";
import { routeMeta } from "#app/features/seo/route-meta.ts";
import { RESERVATION_STATUSES } from "#app/domain/reservation/status.ts";
import type { MessagesHandle } from "#app/i18n/areas.ts";
import { localizePath } from "#app/i18n/config.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import type { MessageKey } from "#app/i18n/translate.ts";
import { deskOffices, searchReservationsForDesk } from "#app/server/services/staff/desk-reservations.server.ts";
import { parseDeskSearch, type DeskSearchForm } from "#app/shared/staff/desk-search.ts";
import { pageContext } from "#app/routes/page-context.server.ts";
import { asStaff, requirePermission, requireStaff } from "./staff-guard.server.ts";
import { useLang } from "#app/components/use-lang.ts";

export const handle: MessagesHandle = { messages: ["staff"] };

export async function loader({ request, context }: Route.LoaderArgs) {
  const actor = await requireStaff(request, context);
  requirePermission(actor, "reservation.read");
  const ctx = pageContext(request, context);
  const search = parseDeskSearch(ctx.url.searchParams);
  const [found, allOffices] = await Promise.all([
    Object.keys(search.errors).length > 0
      ? Promise.resolve({ items: [], limited: false })
      : asStaff(() => searchReservationsForDesk(ctx.db, actor, search.query, ctx.lang)),
    deskOffices(ctx.db, ctx.lang),
  ]);
  const offices = actor.role === "office" ? allOffices.filter((o) => actor.officeIds.includes(o.id)) : allOffices;
  return {
    form: search.form,
    errors: search.errors,
    results: found.items,
    offices,
    limited: found.limited,
    meta: { title: ctx.t("staff.search.title"), description: ctx.t("staff.search.qHint"), noindex: true },
  };
}

export const meta: Route.MetaFunction = (args) => routeMeta(args);

function Field({
  name,
  label,
  hint,
  form,
  error,
}: {
  name: keyof DeskSearchForm;
  label: string;
  hint?: string;
  form: DeskSearchForm;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const id = `search-${name}`;
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      ) : null}
      <input
        id={id}
        name={name}
        defaultValue={form[name]}
        className={inputClass}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        inputMode={name === "baslangic" || name === "bitis" ? "numeric" : undefined}
      />
      {error ? <ErrorText id={`${id}-error`}>{t(error as MessageKey)}</ErrorText> : null}
    </div>
  );
}

export default function ReservationSearchPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const { form, errors, results } = loaderData;
  return (
    // grid-cols-1 is minmax(0, 1fr): the wide results table scrolls in its own box instead of
    // widening the page (sideways scroll at 820 px, issue 28).
    <main id="main" className="grid grid-cols-1 gap-4">
      <h1 className="text-2xl font-bold">{t("staff.search.title")}</h1>
      <Form
        method="get"
        action={localizePath("/yonetim/rezervasyonlar", lang)}
        className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm md:grid-cols-2 xl:grid-cols-6 dark:border-slate-800 dark:bg-slate-900"
      >
        <div className="md:col-span-2">
          <Field name="q" label={t("staff.search.q")} hint={t("staff.search.qHint")} form={form} />
        </div>
        <div>
          <label htmlFor="search-ofis" className={labelClass}>
            {t("staff.search.office")}
          </label>
          <select id="search-ofis" name="ofis" defaultValue={form.ofis} className={inputClass}>
            <option value="">{t("staff.search.anyOffice")}</option>
            {loaderData.offices.map((o) => (
              <option key={o.id} value={String(o.id)}>
                {o.name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="search-durum" className={labelClass}>
            {t("staff.search.status")}
          </label>
          <select id="search-durum" name="durum" defaultValue={form.durum} className={inputClass}>
            <option value="">{t("staff.search.anyStatus")}</option>
            {RESERVATION_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`staff.statuses.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <Field
          name="baslangic"
          label={t("staff.search.from")}
          hint={t("staff.search.dateHint")}
          form={form}
          error={errors.baslangic}
        />
        <Field
          name="bitis"
          label={t("staff.search.to")}
          hint={t("staff.search.dateHint")}
          form={form}
          error={errors.bitis}
        />
        <div className="flex items-end gap-3 md:col-span-2 xl:col-span-6">
          <button type="submit" className="btn-primary">
            {t("staff.search.submit")}
          </button>
          <LocalLink
            to="/yonetim/rezervasyonlar"
            className="text-sm font-medium text-brand-700 underline dark:text-brand-300"
          >
            {t("staff.search.clear")}
          </LocalLink>
        </div>
      </Form>
      <section
        aria-labelledby="results-title"
        className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900"
      >
        <h2 id="results-title" className="mb-2 text-base font-bold" aria-live="polite">
          {t("staff.search.results", { count: results.length })}
        </h2>
        {loaderData.limited ? (
          <p className="mb-2 text-sm">{t("staff.search.limited", { count: results.length })}</p>
        ) : null}
        {results.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">{t("staff.search.none")}</p>
        ) : (
          <ReservationTable items={results} label={t("staff.search.title")} />
        )}
      </section>
    </main>
  );
}
