// /yonetim/araclar: the cars of the offices the staff member reaches, with a filter and the
// "add a car" form (docs/decisions/0046).
import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "react-router";
import type { Route } from "./+types/units";
import { LocalLink } from "#app/components/localized-link.tsx";
import { XsrfField } from "#app/components/xsrf-field.tsx";
import { routeMeta } from "#app/features/seo/route-meta.ts";
import { FilterBar, filterControl, OfficeFilter, PageIntro } from "#app/features/staff/filter-bar.tsx";
import { Panel } from "#app/components/panel.tsx";
import { UnitFields } from "#app/features/units/unit-fields.tsx";
import type { MessagesHandle } from "#app/i18n/areas.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import { ADD_UNIT_INTENT, addUnitSchema } from "#app/shared/units/unit-form.ts";
import { unitsAction, unitsPage } from "./units.server.ts";

export const handle: MessagesHandle = { messages: ["staff", "units"] };

export const loader = (args: Route.LoaderArgs) => unitsPage(args);
export const action = (args: Route.ActionArgs) => unitsAction(args);

export const meta: Route.MetaFunction = (args) => routeMeta(args);

const cell = "border-t border-slate-200 py-2 pr-3 align-top dark:border-slate-700";
const STATES = ["inService", "outOfService", "retired"] as const;

export default function UnitsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const busy = useNavigation().state === "submitting";
  const { units, offices, models, filter } = loaderData;
  const [form, fields] = useForm({
    id: "unit-add",
    lastResult: actionData?.reply,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    defaultValue: { inService: "on", homeOfficeId: offices.length === 1 ? String(offices[0]?.id) : "" },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: addUnitSchema }),
  });
  return (
    <main id="main" className="grid gap-4">
      <PageIntro title={t("units.title")} lead={t("units.lead")} />
      <FilterBar label={t("units.filters")}>
        <OfficeFilter
          label={t("units.office")}
          offices={offices}
          value={filter.officeId}
          all={offices.length > 1 ? t("units.allOffices") : undefined}
        />
        <label className="text-sm font-semibold">
          {t("units.plateFilter")}
          <input name="plaka" defaultValue={filter.plate} maxLength={20} className={`${filterControl} w-36`} />
        </label>
        <label className="text-sm font-semibold">
          {t("units.state")}
          <select name="durum" defaultValue={filter.state ?? ""} className={filterControl}>
            <option value="">{t("units.anyState")}</option>
            {STATES.map((s) => (
              <option key={s} value={s}>
                {t(`units.states.${s}`)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="btn-primary min-h-9 px-4 py-1.5 text-sm">
          {t("units.show")}
        </button>
      </FilterBar>
      <div className="grid gap-4 xl:grid-cols-[minmax(0,1fr)_22rem]">
        <Panel id="units-list" title={`${t("units.list")} · ${t("units.count", { count: units.length })}`}>
          {units.length === 0 ? (
            <p className="text-sm">{t("units.empty")}</p>
          ) : (
            <div className="overflow-x-auto" tabIndex={0} role="group" aria-labelledby="units-list">
              <table className="w-full text-left text-sm">
                <thead>
                  <tr>
                    <th scope="col" className="py-2 pr-3">
                      {t("units.columns.plate")}
                    </th>
                    <th scope="col" className="py-2 pr-3">
                      {t("units.columns.vehicle")}
                    </th>
                    <th scope="col" className="py-2 pr-3">
                      {t("units.columns.office")}
                    </th>
                    <th scope="col" className="py-2 pr-3">
                      {t("units.columns.state")}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {units.map((u) => (
                    <tr key={u.id} data-testid="unit-row">
                      <td className={`${cell} font-mono font-bold whitespace-nowrap`}>
                        <LocalLink to={`/yonetim/araclar/${u.id}`} className="underline">
                          {u.plate}
                        </LocalLink>
                      </td>
                      <td className={cell}>
                        {u.vehicle} · {u.className}
                      </td>
                      <td className={cell}>{u.homeOffice}</td>
                      <td className={cell}>
                        {t(`units.states.${u.state}`)}
                        {u.blockedNow ? <span className="block text-xs">{t("units.blockedNow")}</span> : null}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </Panel>
        <Panel id="unit-add-title" title={t("units.add")}>
          <Form method="post" {...getFormProps(form)} className="grid gap-3" aria-labelledby="unit-add-title">
            <XsrfField />
            <input type="hidden" name="intent" value={ADD_UNIT_INTENT} />
            <UnitFields
              fields={{
                plate: fields.plate,
                modelId: fields.modelId,
                homeOfficeId: fields.homeOfficeId,
                inService: fields.inService,
              }}
              choices={{ models, offices }}
            />
            <button type="submit" className="btn-primary" disabled={busy}>
              {t("units.submitAdd")}
            </button>
          </Form>
        </Panel>
      </div>
    </main>
  );
}
