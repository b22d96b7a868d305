// /yonetim/talepler/:id: one request: what was sent, status, who handles it, internal notes, a
// reply e-mailed from the desk (kept here), and the CV of a job application (docs/decisions/0043).
import { Form, useNavigation } from "react-router";
import type { Route } from "./+types/request";
import { inputClass, labelClass } from "#app/components/form-fields.tsx";
import { LocalLink } from "#app/components/localized-link.tsx";
import { XsrfField } from "#app/components/xsrf-field.tsx";
import { Badge, Facts, Notice, PageHead, TextBox } from "#app/components/inbox-ui.tsx";
import { routeMeta } from "#app/features/seo/route-meta.ts";
import type { MessagesHandle } from "#app/i18n/areas.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import type { MessageKey } from "#app/i18n/translate.ts";
import { requestAction, requestLoader } from "./requests-page.server.ts";

export const handle: MessagesHandle = { messages: ["staff", "inbox"] };

export const loader = (args: Route.LoaderArgs) => requestLoader(args);
export const action = (args: Route.ActionArgs) => requestAction(args);

export const meta: Route.MetaFunction = (args) => routeMeta(args);

const statuses = ["new", "in_progress", "answered", "closed"] as const;
const box = "space-y-2 rounded-lg border border-slate-200 p-4 dark:border-slate-700";

export default function RequestPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const busy = useNavigation().state !== "idle";
  const { row: r, notes, people, notice } = loaderData;
  const err = (intent: string, field: "body" | "subject" | "assignee") => {
    const key = actionData?.intent === intent ? actionData.errors[field] : undefined;
    return key ? t(key as MessageKey) : undefined;
  };
  const kept = (intent: string, field: "body" | "subject") =>
    actionData?.intent === intent ? actionData.values[field] : undefined;
  // A saved change comes back as a new page state: the forms start again from it (not from what was typed).
  const version = `${r.status}|${r.assignedTo ?? ""}|${notes.length}`;
  return (
    <main id="main" className="space-y-6" key={version}>
      <PageHead title={t("inbox.requests.detailTitle", { kind: t(`inbox.requests.kinds.${r.kind}`), name: r.name })}>
        <LocalLink to="/yonetim/talepler" className="text-sm underline">
          {t("inbox.back")}
        </LocalLink>
      </PageHead>
      {notice ? <Notice tone="ok">{t(`inbox.requests.outcomes.${notice}` as MessageKey)}</Notice> : null}
      <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
        <div className="space-y-6">
          <section aria-labelledby="sent" className={box}>
            <h2 id="sent" className="text-lg font-semibold">
              {t("inbox.requests.details")}
            </h2>
            <Facts
              rows={[
                [t("inbox.requests.status"), <Badge key="s">{t(`inbox.requests.statuses.${r.status}`)}</Badge>],
                [t("inbox.requests.from"), `${r.name} · ${r.email}`],
                [t("inbox.requests.language"), r.lang.toUpperCase()],
                [t("inbox.requests.received"), r.createdAt],
                ...(r.department ? [[t("inbox.requests.department"), r.department] as const] : []),
                ...loaderData.data.map(([k, v]) => [k, v] as const),
              ]}
            />
            {r.hasCv ? (
              <LocalLink
                to={`/yonetim/talepler/${r.id}/cv`}
                reloadDocument
                className="btn-secondary inline-flex"
                data-testid="cv-link"
              >
                {t("inbox.requests.cv")}
              </LocalLink>
            ) : null}
          </section>
          <section aria-labelledby="notes" className={box}>
            <h2 id="notes" className="text-lg font-semibold">
              {t("inbox.requests.notes")}
            </h2>
            {notes.length === 0 ? (
              <p className="text-sm">{t("inbox.requests.noNotes")}</p>
            ) : (
              <ol className="space-y-3">
                {notes.map((n) => (
                  <li
                    key={n.id}
                    className="rounded-md bg-slate-50 p-3 text-sm dark:bg-slate-900"
                    data-testid="request-note"
                  >
                    <p className="text-xs text-slate-700 dark:text-slate-300">
                      <Badge tone={n.kind === "reply" ? "ok" : "plain"}>{t(`inbox.requests.noteKind.${n.kind}`)}</Badge>{" "}
                      {t("inbox.requests.by", { name: n.author, when: n.at })}
                    </p>
                    {n.subject ? <p className="mt-1 font-semibold">{n.subject}</p> : null}
                    <p className="mt-1 whitespace-pre-line">{n.body}</p>
                  </li>
                ))}
              </ol>
            )}
            <Form method="post" className="space-y-2">
              <XsrfField />
              <TextBox
                id="note-body"
                name="body"
                label={t("inbox.requests.note")}
                rows={3}
                maxLength={5000}
                defaultValue={kept("note", "body")}
                error={err("note", "body")}
              />
              <button type="submit" name="intent" value="note" className="btn-secondary" disabled={busy}>
                {t("inbox.requests.addNote")}
              </button>
            </Form>
          </section>
        </div>
        <div className="space-y-6">
          <Form method="post" className={box}>
            <XsrfField />
            <label htmlFor="req-status" className={labelClass}>
              {t("inbox.requests.status")}
            </label>
            <select id="req-status" name="status" defaultValue={r.status} className={inputClass}>
              {statuses.map((s) => (
                <option key={s} value={s}>
                  {t(`inbox.requests.statuses.${s}`)}
                </option>
              ))}
            </select>
            <button type="submit" name="intent" value="status" className="btn-secondary" disabled={busy}>
              {t("inbox.requests.setStatus")}
            </button>
          </Form>
          <Form method="post" className={box}>
            <XsrfField />
            <label htmlFor="req-assignee" className={labelClass}>
              {t("inbox.requests.assignee")}
            </label>
            <select
              id="req-assignee"
              name="assignee"
              defaultValue={loaderData.assigneeId}
              className={inputClass}
              aria-invalid={err("assign", "assignee") ? true : undefined}
              aria-describedby={err("assign", "assignee") ? "req-assignee-error" : undefined}
            >
              <option value="">{t("inbox.requests.nobody")}</option>
              {people.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </select>
            {err("assign", "assignee") ? (
              <p id="req-assignee-error" className="text-sm font-medium text-red-800 dark:text-red-300">
                {err("assign", "assignee")}
              </p>
            ) : null}
            <button type="submit" name="intent" value="assign" className="btn-secondary" disabled={busy}>
              {t("inbox.requests.assign")}
            </button>
          </Form>
          <Form method="post" className={box}>
            <XsrfField />
            <h2 className="text-lg font-semibold">{t("inbox.requests.reply")}</h2>
            <TextBox
              id="reply-subject"
              name="subject"
              label={t("inbox.requests.replySubject")}
              maxLength={200}
              defaultValue={kept("reply", "subject")}
              error={err("reply", "subject")}
            />
            <TextBox
              id="reply-body"
              name="body"
              label={t("inbox.requests.replyBody")}
              hint={t("inbox.requests.replyHint", { email: r.email })}
              rows={6}
              maxLength={5000}
              defaultValue={kept("reply", "body")}
              error={err("reply", "body")}
            />
            <button type="submit" name="intent" value="reply" className="btn-primary" disabled={busy}>
              {t("inbox.requests.send")}
            </button>
          </Form>
        </div>
      </div>
    </main>
  );
}
