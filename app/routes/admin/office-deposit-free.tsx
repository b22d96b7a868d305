// /yonetim/subeler/:id/depozitosuz: the deposit-free package's daily price per car class at one
// office (issue 31 item 7, decision 0125). Staff who may change prices edit (audited); office staff
// read their own office's setting.
import { data, Form, useNavigation } from "react-router";
import type { Route } from "./+types/office-deposit-free";
import { LocalLink } from "#app/components/localized-link.tsx";
import { Notice } from "#app/components/member-ui.tsx";
import { Panel, ScrollTable, tdClass, thClass } from "#app/components/panel.tsx";
import { XsrfField } from "#app/components/xsrf-field.tsx";
import { routeMeta } from "#app/features/seo/route-meta.ts";
import { parseTlAmount, tlAmountInput } from "#app/domain/campaigns/campaign-draft.ts";
import { formatTl } from "#app/domain/money/money.ts";
import type { MessagesHandle } from "#app/i18n/areas.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import { notFound, pageContext } from "#app/routes/page-context.server.ts";
import { depositFreeSettings, saveDepositFree } from "#app/server/services/staff/deposit-free.server.ts";
import { asStaff, requireStaff } from "./staff-guard.server.ts";

export const handle: MessagesHandle = { messages: ["staff", "offices"] };

function officeIdOf(params: { id?: string }): number {
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id <= 0 || String(id) !== params.id) notFound();
  return id;
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const actor = await requireStaff(request, context);
  const ctx = pageContext(request, context);
  const id = officeIdOf(params);
  const view = await asStaff(() => depositFreeSettings(ctx.db, actor, id));
  if (!view) notFound();
  const office = view.office;
  const officeName = `${ctx.lang === "en" ? office.nameEn : office.nameTr} (${office.code})`;
  return {
    officeId: id,
    officeName,
    canEdit: view.canEdit,
    classes: view.classes.map((c) => ({
      classId: c.classId,
      name: ctx.lang === "en" ? c.nameEn : c.nameTr,
      daily: c.dailyKurus === null ? "" : tlAmountInput(c.dailyKurus),
      shown: c.dailyKurus === null ? null : formatTl(c.dailyKurus, ctx.lang),
      active: c.active,
    })),
    meta: {
      title: ctx.t("offices.depositFree.pageTitle", { office: officeName }),
      description: ctx.t("offices.depositFree.lead"),
      noindex: true,
    },
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const actor = await requireStaff(request, context);
  const ctx = pageContext(request, context);
  const id = officeIdOf(params);
  const form = await request.formData();
  const classId = Number(form.get("classId"));
  const typed = String(form.get("daily") ?? "").slice(0, 40);
  const active = form.get("active") === "on";
  const name = String(form.get("className") ?? "").slice(0, 80);
  const dailyKurus = parseTlAmount(typed);
  const refused = { classId, typed, active, error: "offices.depositFree.invalid" as const };
  if (!Number.isSafeInteger(classId) || classId <= 0) notFound();
  if (dailyKurus === null || dailyKurus <= 0) return data({ refused, done: null }, { status: 400 });
  const result = await asStaff(() =>
    saveDepositFree(ctx.db, actor, { officeId: id, classId, dailyKurus, active }, new Date()),
  );
  if (!result.ok) {
    if (result.reason === "notFound") notFound();
    return data({ refused, done: null }, { status: 400 });
  }
  return { refused: null, done: { classId, name, changed: result.changed } };
}

export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function OfficeDepositFreePage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const busy = useNavigation().state === "submitting";
  const refused = actionData?.refused ?? null;
  const done = actionData?.done ?? null;
  return (
    <main id="main" className="grid gap-4">
      <div>
        <p>
          <LocalLink to={`/yonetim/subeler/${loaderData.officeId}`} className="text-sm underline">
            {loaderData.officeName}
          </LocalLink>
        </p>
        <h1 className="mt-1 text-2xl font-bold">
          {t("offices.depositFree.pageTitle", { office: loaderData.officeName })}
        </h1>
        <p className="mt-1 max-w-3xl text-sm text-slate-700 dark:text-slate-300">{t("offices.depositFree.lead")}</p>
      </div>
      <div aria-live="polite">
        {done ? (
          <Notice tone="success">
            {done.changed ? t("offices.depositFree.saved", { name: done.name }) : t("offices.depositFree.unchanged")}
          </Notice>
        ) : null}
        {refused ? <Notice tone="error">{t(refused.error)}</Notice> : null}
      </div>
      <Panel id="deposit-free-title" title={t("offices.depositFree.title")}>
        {loaderData.canEdit ? null : <p className="mb-2 text-sm">{t("offices.depositFree.readOnly")}</p>}
        <ScrollTable label={t("offices.depositFree.table")}>
          <thead>
            <tr>
              <th scope="col" className={thClass}>
                {t("offices.depositFree.className")}
              </th>
              <th scope="col" className={thClass}>
                {t("offices.depositFree.daily")}
              </th>
              <th scope="col" className={thClass}>
                {t("offices.depositFree.active")}
              </th>
              {loaderData.canEdit ? <td className={thClass} /> : null}
            </tr>
          </thead>
          <tbody>
            {loaderData.classes.map((c) => {
              const mine = refused && refused.classId === c.classId ? refused : null;
              const formId = `deposit-free-${c.classId}`;
              const errorId = `${formId}-error`;
              return (
                <tr key={c.classId} data-class-row={c.classId}>
                  <th scope="row" className={`${tdClass} font-semibold`}>
                    {c.name}
                  </th>
                  {loaderData.canEdit ? (
                    <>
                      <td className={tdClass}>
                        <input
                          form={formId}
                          name="daily"
                          inputMode="decimal"
                          aria-label={`${t("offices.depositFree.daily")}: ${c.name}`}
                          defaultValue={mine ? mine.typed : c.daily}
                          aria-invalid={mine ? true : undefined}
                          aria-describedby={mine ? errorId : undefined}
                          className="w-28 rounded border border-slate-400 px-2 py-1 dark:border-slate-600 dark:bg-slate-950"
                        />
                        {mine ? (
                          <p id={errorId} className="mt-1 text-xs text-red-700 dark:text-red-300">
                            {t(mine.error)}
                          </p>
                        ) : null}
                      </td>
                      <td className={tdClass}>
                        <input
                          form={formId}
                          type="checkbox"
                          name="active"
                          aria-label={`${t("offices.depositFree.active")}: ${c.name}`}
                          defaultChecked={mine ? mine.active : c.daily === "" || c.active}
                          className="h-4 w-4"
                        />
                      </td>
                      <td className={tdClass}>
                        <Form method="post" id={formId}>
                          <XsrfField />
                          <input type="hidden" name="classId" value={c.classId} />
                          <input type="hidden" name="className" value={c.name} />
                          <button type="submit" className="btn-secondary text-sm" disabled={busy}>
                            {t("offices.depositFree.save", { name: c.name })}
                          </button>
                        </Form>
                      </td>
                    </>
                  ) : (
                    <>
                      <td className={tdClass}>{c.shown ?? t("offices.depositFree.notSet")}</td>
                      <td className={tdClass}>{c.shown && c.active ? "✓" : "—"}</td>
                    </>
                  )}
                </tr>
              );
            })}
          </tbody>
        </ScrollTable>
      </Panel>
    </main>
  );
}
