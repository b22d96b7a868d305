// A car's maintenance and out-of-service blocks on /yonetim/araclar/:id (decision 0046): the list
// with a remove button each, and the form that blocks a range of days.
import { getFormProps, getInputProps, type FormMetadata, type FieldMetadata } from "@conform-to/react";
import { Form } from "react-router";
import { ErrorText, SelectField, TextField, useErrorText } from "#app/components/form-fields.tsx";
import { useLang } from "#app/components/use-lang.ts";
import { XsrfField } from "#app/components/xsrf-field.tsx";
import { formatLocalDateTime } from "#app/domain/time/local-format.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import { ADD_BLOCK_INTENT, REMOVE_BLOCK_INTENT } from "#app/shared/units/unit-form.ts";

export type BlockView = {
  id: number;
  /** A transfer's journey (decision 0110) is listed here but cancelled on the fleet timeline. */
  kind: "maintenance" | "out_of_service" | "transfer";
  firstDay: string;
  lastDay: string;
  note: string;
  removed: boolean;
};

const dateInput = "mt-1 block w-full rounded-md border border-slate-400 bg-white px-2 py-1.5 dark:bg-slate-900";

function DateField({ field, label, min }: { field: FieldMetadata<unknown>; label: string; min: string }) {
  const error = useErrorText()(field.errors);
  const { key, ...props } = getInputProps(field, { type: "date" });
  return (
    <div>
      <label htmlFor={field.id} className="block text-sm font-medium">
        {label}
      </label>
      <input
        key={key}
        {...props}
        min={min}
        aria-required
        aria-describedby={error ? field.errorId : undefined}
        className={dateInput}
      />
      {error ? <ErrorText id={field.errorId}>{error}</ErrorText> : null}
    </div>
  );
}

export function BlockList({ blocks, busy, editable }: { blocks: BlockView[]; busy: boolean; editable: boolean }) {
  const { t } = useTranslation();
  const lang = useLang();
  if (blocks.length === 0) return <p className="text-sm">{t("units.noBlocks")}</p>;
  return (
    <ul className="grid gap-2 text-sm">
      {blocks.map((b) => {
        const what = t("units.blockLine", {
          kind: t(`units.blockKinds.${b.kind}`),
          from: formatLocalDateTime(b.firstDay, lang),
          to: formatLocalDateTime(b.lastDay, lang),
        });
        return (
          <li key={b.id} data-testid="unit-block" className="flex flex-wrap items-center justify-between gap-2">
            <span className={b.removed ? "text-slate-600 line-through dark:text-slate-300" : ""}>
              {what}
              {b.note ? ` · ${b.note}` : ""}
              {b.removed ? <span className="ml-1 no-underline">{t("units.removedTag")}</span> : null}
            </span>
            {b.removed || !editable || b.kind === "transfer" ? null : (
              <Form method="post">
                <XsrfField />
                <input type="hidden" name="intent" value={REMOVE_BLOCK_INTENT} />
                <input type="hidden" name="blockId" value={b.id} />
                <button
                  type="submit"
                  className="btn-secondary min-h-9 px-3 py-1 text-sm"
                  disabled={busy}
                  aria-label={t("units.removeBlockLabel", { what })}
                >
                  {t("units.removeBlock")}
                </button>
              </Form>
            )}
          </li>
        );
      })}
    </ul>
  );
}

export function BlockForm({
  form,
  fields,
  today,
  busy,
}: {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any form whose fields are these
  form: FormMetadata<any>;
  fields: {
    kind: FieldMetadata<unknown>;
    from: FieldMetadata<unknown>;
    to: FieldMetadata<unknown>;
    note: FieldMetadata<unknown>;
  };
  today: string;
  busy: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Form method="post" {...getFormProps(form)} className="grid gap-3" aria-labelledby="unit-block-title">
      <h3 id="unit-block-title" className="text-sm font-bold">
        {t("units.addBlock")}
      </h3>
      <p className="text-xs text-slate-700 dark:text-slate-300">{t("units.addBlockLead")}</p>
      <XsrfField />
      <input type="hidden" name="intent" value={ADD_BLOCK_INTENT} />
      <SelectField
        field={fields.kind}
        label={t("units.kind")}
        placeholder={t("units.kindPlaceholder")}
        options={[
          { value: "maintenance", label: t("units.blockKinds.maintenance") },
          { value: "out_of_service", label: t("units.blockKinds.out_of_service") },
        ]}
        required
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <DateField field={fields.from} label={t("units.from")} min={today} />
        <DateField field={fields.to} label={t("units.to")} min={today} />
      </div>
      <TextField field={fields.note} label={t("units.note")} maxLength={500} />
      <button type="submit" className="btn-primary" disabled={busy}>
        {t("units.submitBlock")}
      </button>
    </Form>
  );
}
