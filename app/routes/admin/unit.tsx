// /yonetim/araclar/:id: one car (docs/decisions/0046): edit it, block days for
// maintenance, see what is booked, retire it.
import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "react-router";
import type { Route } from "./+types/unit";
import { LocalLink } from "#app/components/localized-link.tsx";
import { useLang } from "#app/components/use-lang.ts";
import { XsrfField } from "#app/components/xsrf-field.tsx";
import { formatLocalDateTime } from "#app/domain/time/local-format.ts";
import { Notice } from "#app/components/member-ui.tsx";
import { routeMeta } from "#app/features/seo/route-meta.ts";
import { Panel } from "#app/components/panel.tsx";
import { BlockForm, BlockList } from "#app/features/units/unit-blocks.tsx";
import { UnitFields } from "#app/features/units/unit-fields.tsx";
import type { MessagesHandle } from "#app/i18n/areas.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import { blockSchema, EDIT_UNIT_INTENT, editUnitSchema, RETIRE_INTENT } from "#app/shared/units/unit-form.ts";
import { unitAction, unitPage } from "./unit.server.ts";

export const handle: MessagesHandle = { messages: ["staff", "units"] };

export const loader = (args: Route.LoaderArgs) => unitPage(args);
export const action = (args: Route.ActionArgs) => unitAction(args);

export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function UnitPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const busy = useNavigation().state === "submitting";
  const { unit, offices, models, reservations, blocks, notice, today } = loaderData;
  const retired = unit.retiredAt !== null;
  const [editForm, editFields] = useForm({
    id: "unit-edit",
    lastResult: actionData?.form === "edit" ? actionData.reply : undefined,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    defaultValue: {
      plate: unit.plate,
      modelId: String(unit.modelId),
      homeOfficeId: String(unit.homeOfficeId),
      inService: unit.inService ? "on" : "",
    },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: editUnitSchema }),
  });
  const [blockForm, blockFields] = useForm({
    id: "unit-block",
    lastResult: actionData?.form === "block" ? actionData.reply : undefined,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    defaultValue: { from: today, to: today },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: blockSchema }),
  });
  const refusal = actionData && "refusal" in actionData ? actionData.refusal : undefined;
  return (
    <main id="main" className="grid gap-4">
      <div>
        <LocalLink to="/yonetim/araclar" className="text-sm underline">
          {t("units.back")}
        </LocalLink>
        <h1 className="mt-1 font-mono text-2xl font-bold">{unit.plate}</h1>
        {retired ? (
          <p className="text-sm">{t("units.retiredAt", { at: formatLocalDateTime(unit.retiredAt ?? "", lang) })}</p>
        ) : null}
      </div>
      <div aria-live="polite" className="grid gap-2">
        {notice ? <Notice tone="success">{t(`units.${notice}`, { plate: unit.plate })}</Notice> : null}
        {refusal ? <Notice tone="error">{t(refusal.key, { numbers: refusal.numbers ?? "" })}</Notice> : null}
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <Panel id="unit-edit-title" title={t("units.edit")}>
          <Form method="post" {...getFormProps(editForm)} className="grid gap-3">
            <XsrfField />
            <input type="hidden" name="intent" value={EDIT_UNIT_INTENT} />
            <fieldset disabled={retired} className="grid gap-3">
              <UnitFields
                fields={{
                  plate: editFields.plate,
                  modelId: editFields.modelId,
                  homeOfficeId: editFields.homeOfficeId,
                  inService: editFields.inService,
                }}
                choices={{ models, offices }}
              />
              <button type="submit" className="btn-primary" disabled={busy}>
                {t("units.submitEdit")}
              </button>
            </fieldset>
          </Form>
        </Panel>
        <Panel id="unit-blocks-title" title={t("units.blocks")}>
          <div className="grid gap-4">
            <BlockList blocks={blocks} busy={busy} editable={!retired} />
            {retired ? null : <BlockForm form={blockForm} fields={blockFields} today={today} busy={busy} />}
          </div>
        </Panel>
        <Panel id="unit-reservations-title" title={t("units.reservations")}>
          {reservations.length === 0 ? (
            <p className="text-sm">{t("units.noReservations")}</p>
          ) : (
            <ul className="grid gap-1 text-sm">
              {reservations.map((r) => (
                <li key={r.number}>
                  <LocalLink to={`/yonetim/rezervasyonlar/${r.number}`} className="font-semibold underline">
                    {r.number}
                  </LocalLink>{" "}
                  {t("units.reservationLine", {
                    pickup: formatLocalDateTime(r.pickupAt, lang),
                    return: formatLocalDateTime(r.returnAt, lang),
                  })}
                </li>
              ))}
            </ul>
          )}
        </Panel>
        {retired ? null : (
          <Panel id="unit-retire-title" title={t("units.retire")}>
            <p className="mb-3 text-sm">{t("units.retireLead")}</p>
            <Form method="post">
              <XsrfField />
              <input type="hidden" name="intent" value={RETIRE_INTENT} />
              <button type="submit" className="btn-secondary" disabled={busy}>
                {t("units.retireSubmit", { plate: unit.plate })}
              </button>
            </Form>
          </Panel>
        )}
      </div>
    </main>
  );
}
