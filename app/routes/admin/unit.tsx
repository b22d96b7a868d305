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
import {
  blockSchema,
  CLOSE_DAMAGE_INTENT,
  EDIT_UNIT_INTENT,
  editUnitSchema,
  RETIRE_INTENT,
} from "#app/shared/units/unit-form.ts";
import { unitAction, unitPage } from "./unit.server.ts";

export const handle: MessagesHandle = { messages: ["staff", "units"] };

export const loader = (args: Route.LoaderArgs) => unitPage(args);
export const action = (args: Route.ActionArgs) => unitAction(args);

export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function UnitPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const busy = useNavigation().state === "submitting";
  const { unit, offices, models, reservations, blocks, notice, today, damages } = loaderData;
  const damageForm = actionData && "damageId" in actionData ? actionData : null;
  const retired = unit.retiredAt !== null;
  const [editForm, editFields] = useForm({
    id: "unit-edit",
    lastResult: actionData?.form === "edit" && "reply" in actionData ? actionData.reply : undefined,
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
    lastResult: actionData?.form === "block" && "reply" in actionData ? actionData.reply : undefined,
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
        <Panel id="unit-damages-title" title={t("units.damages")}>
          {damages.length === 0 ? (
            <p className="text-sm">{t("units.damagesNone")}</p>
          ) : (
            <ul className="grid gap-3 text-sm" data-testid="unit-damages">
              {damages.map((d) => (
                <li key={d.id} className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
                  <p className="font-semibold">{d.what}</p>
                  <p>
                    {t("units.damageFound", { at: d.foundAt })}
                    {d.note ? ` · ${d.note}` : null}
                  </p>
                  {d.photos.length > 0 ? (
                    <p className="flex gap-2">
                      {d.photos.map((href, i) => (
                        <a key={href} href={href} className="underline">
                          {t("units.damagePhoto", { n: i + 1 })}
                        </a>
                      ))}
                    </p>
                  ) : null}
                  <Form method="post" className="mt-2 grid gap-2 md:grid-cols-[1fr_auto] md:items-end">
                    <XsrfField />
                    <input type="hidden" name="intent" value={CLOSE_DAMAGE_INTENT} />
                    <input type="hidden" name="damageId" value={d.id} />
                    <div>
                      <label htmlFor={`close-note-${d.id}`} className="block font-medium">
                        {t("units.closeNote")}
                      </label>
                      <input
                        id={`close-note-${d.id}`}
                        name="closeNote"
                        maxLength={500}
                        defaultValue={damageForm?.damageId === d.id ? damageForm.note : ""}
                        aria-describedby={`close-note-${d.id}-hint`}
                        className="mt-1 w-full rounded-md border border-slate-400 bg-white px-3 py-2 dark:border-slate-500 dark:bg-slate-950"
                      />
                      <p id={`close-note-${d.id}-hint`} className="mt-1 text-xs">
                        {t("units.closeNoteHint")}
                      </p>
                    </div>
                    <button type="submit" className="btn-secondary" disabled={busy}>
                      {t("units.closeDamage")}
                    </button>
                  </Form>
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
