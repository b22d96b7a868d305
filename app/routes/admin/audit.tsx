// /yonetim/denetim: the audit log as staff read it (docs/decisions/0066), admins only. Who did what
// to which record and when, the changed fields before and after, filters, pages of 50, newest
// first, and the filtered entries as CSV. Read-only: the log is append-only (decision 0034).
import type { ComponentProps } from "react";
import type { Route } from "./+types/audit";
import { LocalLink } from "#app/components/localized-link.tsx";
import { routeMeta } from "#app/features/seo/route-meta.ts";
import { AuditEntryList } from "#app/features/staff/audit-entry-list.tsx";
import { FilterBar, filterControl, PageIntro } from "#app/features/staff/filter-bar.tsx";
import { Panel } from "#app/components/panel.tsx";
import type { MessagesHandle } from "#app/i18n/areas.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import { auditScreen } from "./audit-page.server.ts";

export const handle: MessagesHandle = { messages: ["staff", "audit"] };

export const loader = (args: Route.LoaderArgs) => auditScreen(args);

export const meta: Route.MetaFunction = (args) => routeMeta(args);

function Choice({
  name,
  label,
  any,
  value,
  options,
}: {
  name: string;
  label: string;
  any: string;
  value: string;
  options: readonly { value: string; label: string }[];
}) {
  const id = `audit-${name}`;
  return (
    <div className="text-sm font-semibold">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} defaultValue={value} className={`${filterControl} max-w-72`}>
        <option value="">{any}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A text or date filter with its own label (explicit, so its name is the label alone). */
function Field({
  name,
  label,
  className,
  ...input
}: { name: string; label: string; className?: string } & Omit<ComponentProps<"input">, "name" | "id">) {
  const id = `audit-${name}`;
  return (
    <div className="text-sm font-semibold">
      <label htmlFor={id}>{label}</label>
      <input id={id} name={name} className={`${filterControl} ${className ?? ""}`} {...input} />
    </div>
  );
}

export default function AuditPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { entries, values, dropped, page, newer, older, csv, people, recordKinds, actions } = loaderData;
  return (
    <main id="main" className="grid gap-4">
      <PageIntro title={t("audit.title")} lead={t("audit.lead")} />
      <FilterBar label={t("audit.filters")}>
        <Choice
          name="kisi"
          label={t("audit.person")}
          any={t("audit.anyPerson")}
          value={values.person}
          options={people}
        />
        <Choice
          name="tur"
          label={t("audit.recordKind")}
          any={t("audit.anyRecordKind")}
          value={values.recordKind}
          options={recordKinds}
        />
        <Field
          name="kayit"
          label={t("audit.record")}
          defaultValue={values.record}
          maxLength={80}
          placeholder={t("audit.recordHint")}
          className="w-56"
        />
        <Choice
          name="islem"
          label={t("audit.action")}
          any={t("audit.anyAction")}
          value={values.action}
          options={actions}
        />
        <Field name="baslangic" label={t("audit.from")} type="date" defaultValue={values.from} />
        <Field name="bitis" label={t("audit.to")} type="date" defaultValue={values.to} />
        <button type="submit" className="btn-primary min-h-9 px-4 py-1.5 text-sm">
          {t("audit.show")}
        </button>
        <LocalLink to="/yonetim/denetim" className="btn-secondary min-h-9 px-4 py-1.5 text-sm">
          {t("audit.clear")}
        </LocalLink>
        {/* A file, not a page: a plain link so the browser downloads it. */}
        <a href={csv} download className="btn-secondary min-h-9 px-4 py-1.5 text-sm">
          {t("audit.download")}
        </a>
      </FilterBar>
      {dropped ? (
        <p role="status" className="text-sm text-amber-800 dark:text-amber-300">
          {t("audit.invalidFilters")}
        </p>
      ) : null}
      <Panel id="audit-entries" title={`${t("audit.caption")} · ${t("audit.pageOf", { page })}`}>
        {entries.length === 0 ? <p className="text-sm">{t("audit.empty")}</p> : <AuditEntryList entries={entries} />}
        {newer || older ? (
          <nav aria-label={t("audit.pages")} className="mt-4 flex flex-wrap gap-3">
            {newer ? (
              <LocalLink to={`/yonetim/denetim${newer}`} className="btn-secondary px-4 py-1.5 text-sm">
                {t("audit.newer")}
              </LocalLink>
            ) : null}
            {older ? (
              <LocalLink to={`/yonetim/denetim${older}`} className="btn-secondary px-4 py-1.5 text-sm">
                {t("audit.older")}
              </LocalLink>
            ) : null}
          </nav>
        ) : null}
      </Panel>
    </main>
  );
}
