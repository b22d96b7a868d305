// /yonetim/talepler: contact messages, fleet requests and job applications (docs/decisions/0043),
// open ones first, filtered by kind and status (a GET form: the filter is in the URL).
import { Form } from "react-router";
import type { Route } from "./+types/requests";
import { inputClass, labelClass } from "#app/components/form-fields.tsx";
import { LocalLink } from "#app/components/localized-link.tsx";
import { Badge, cell, PageHead, Table } from "#app/components/inbox-ui.tsx";
import { routeMeta } from "#app/features/seo/route-meta.ts";
import type { MessagesHandle } from "#app/i18n/areas.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import { requestListLoader } from "./requests-page.server.ts";

export const handle: MessagesHandle = { messages: ["staff", "inbox"] };

export const loader = (args: Route.LoaderArgs) => requestListLoader(args);

export const meta: Route.MetaFunction = (args) => routeMeta(args);

const statuses = ["new", "in_progress", "answered", "closed"] as const;

export default function RequestsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { rows, kinds, filter } = loaderData;
  return (
    <main id="main">
      <PageHead title={t("inbox.requests.title")} lead={t("inbox.requests.lead")}>
        <Form method="get" className="flex flex-wrap items-end gap-3">
          <div>
            <label htmlFor="f-kind" className={labelClass}>
              {t("inbox.requests.kind")}
            </label>
            <select id="f-kind" name="tur" defaultValue={filter.kind} className={inputClass}>
              <option value="">{t("inbox.requests.allKinds")}</option>
              {kinds.map((k) => (
                <option key={k} value={k}>
                  {t(`inbox.requests.kinds.${k}`)}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="f-status" className={labelClass}>
              {t("inbox.requests.status")}
            </label>
            <select id="f-status" name="durum" defaultValue={filter.status} className={inputClass}>
              <option value="">{t("inbox.requests.allStatuses")}</option>
              <option value="acik">{t("inbox.requests.openOnly")}</option>
              {statuses.map((s) => (
                <option key={s} value={s}>
                  {t(`inbox.requests.statuses.${s}`)}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="btn-secondary">
            {t("inbox.requests.filter")}
          </button>
        </Form>
      </PageHead>
      {rows.length === 0 ? (
        <p>{t("inbox.empty")}</p>
      ) : (
        <Table
          caption={t("inbox.requests.title")}
          head={[
            t("inbox.requests.from"),
            t("inbox.requests.kind"),
            t("inbox.requests.department"),
            t("inbox.requests.received"),
            t("inbox.requests.assignee"),
            t("inbox.requests.status"),
          ]}
        >
          {rows.map((r) => (
            <tr key={r.id} data-testid="request-row">
              <td className={cell}>
                <LocalLink to={`/yonetim/talepler/${r.id}`} className="font-semibold underline">
                  {r.name}
                </LocalLink>
                <div className="text-xs text-slate-600 dark:text-slate-400">{r.email}</div>
              </td>
              <td className={cell}>{t(`inbox.requests.kinds.${r.kind}`)}</td>
              <td className={cell}>{r.department ?? ""}</td>
              <td className={`${cell} whitespace-nowrap`}>{r.createdAt}</td>
              <td className={cell}>{r.assignedTo ?? t("inbox.requests.nobody")}</td>
              <td className={cell}>
                <Badge tone={r.status === "new" ? "warn" : r.status === "closed" ? "plain" : "ok"}>
                  {t(`inbox.requests.statuses.${r.status}`)}
                </Badge>
              </td>
            </tr>
          ))}
        </Table>
      )}
    </main>
  );
}
