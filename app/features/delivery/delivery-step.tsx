// The delivery step's parts (decision 0123): what the offices offer, and the two address fields
// with their refusals (out of radius, not found) next to the field, the typed text kept.
import { useEffect, useRef } from "react";
import { Notice } from "#app/components/member-ui.tsx";
import { inputClass, labelClass } from "#app/components/form-fields.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import type { DeliveryStepView, OfferView } from "#app/shared/delivery/delivery-view.ts";

type Found = Extract<DeliveryStepView, { found: true }>;
type Refusal = { leg: "delivery" | "collection"; message: string };

function OfferLine({ offer }: { offer: OfferView }) {
  const { t } = useTranslation();
  const params = { office: offer.officeName, radius: offer.radiusKm };
  if (offer.bands.length > 0) {
    const bands = offer.bands.map((b) => t("delivery.step.band", b)).join(", ");
    return <li>{t("delivery.step.bands", { ...params, bands })}</li>;
  }
  return (
    <li>
      {offer.minimum
        ? t("delivery.step.perKmMinimum", { ...params, perKm: offer.perKm ?? "", minimum: offer.minimum })
        : t("delivery.step.perKm", { ...params, perKm: offer.perKm ?? "" })}
    </li>
  );
}

/** The offer of the pick-up office (delivery) and of the return office when it is another one. */
export function OfferLines({ delivery, collection }: { delivery: OfferView | null; collection: OfferView | null }) {
  const offers = [delivery, collection].filter((o): o is OfferView => o !== null);
  const unique = offers.filter((o, i) => offers.findIndex((x) => x.officeName === o.officeName) === i);
  if (unique.length === 0) return null;
  return (
    <ul className="mt-3 list-disc pl-5 text-sm" data-testid="delivery-offer">
      {unique.map((o) => (
        <OfferLine key={o.officeName} offer={o} />
      ))}
    </ul>
  );
}

function AddressField({
  name,
  id,
  label,
  hint,
  defaultValue,
  error,
  disabledText,
}: {
  name: string;
  id: string;
  label: string;
  hint: string;
  defaultValue: string;
  error: string | null;
  disabledText: string | null;
}) {
  if (disabledText) {
    return (
      <p className="text-sm text-slate-700 dark:text-slate-300" id={id}>
        {disabledText}
      </p>
    );
  }
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <p id={`${id}-hint`} className="mt-0.5 text-sm text-slate-600 dark:text-slate-400">
        {hint}
      </p>
      <textarea
        id={id}
        name={name}
        rows={2}
        maxLength={200}
        autoComplete="street-address"
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
        className={inputClass}
      />
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-800 dark:text-red-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function DeliveryForm({
  step,
  typed,
  refusals,
  busy,
  backHref,
}: {
  step: Found;
  typed: { delivery: string; collection: string } | null;
  refusals: readonly Refusal[];
  busy: boolean;
  backHref: string;
}) {
  const { t } = useTranslation();
  const summary = useRef<HTMLDivElement>(null);
  // A refused address: the summary takes the focus, each message also sits under its field.
  useEffect(() => {
    if (refusals.length > 0) summary.current?.focus();
  }, [refusals]);
  const errorOf = (leg: Refusal["leg"]) => refusals.find((r) => r.leg === leg)?.message ?? null;
  const notOffered = (offer: OfferView | null, officeName: string) =>
    offer ? null : t("delivery.step.notOffered", { office: officeName });
  const other = step.delivery?.officeName ?? step.collection?.officeName ?? "";
  return (
    <>
      {refusals.length > 0 ? (
        <div ref={summary} tabIndex={-1} data-testid="delivery-refusal">
          <Notice tone="error">
            <p className="font-semibold">{t("delivery.step.errorsTitle")}</p>
            <ul className="mt-1 list-disc pl-5">
              {refusals.map((r) => (
                <li key={r.leg}>{r.message}</li>
              ))}
            </ul>
          </Notice>
        </div>
      ) : null}
      {step.legs.length > 0 && refusals.length === 0 ? (
        <ul className="grid gap-1 text-sm" data-testid="delivery-legs">
          {step.legs.map((l) => (
            <li key={l.leg}>
              {t(l.leg === "delivery" ? "delivery.step.legDelivery" : "delivery.step.legCollection", l)}
            </li>
          ))}
        </ul>
      ) : null}
      <AddressField
        name="teslimAdresi"
        id="delivery-address"
        label={t("delivery.step.deliveryLabel")}
        hint={t("delivery.step.deliveryHint")}
        defaultValue={typed?.delivery ?? step.addresses.delivery ?? ""}
        error={errorOf("delivery")}
        disabledText={notOffered(step.delivery, other)}
      />
      <AddressField
        name="iadeAdresi"
        id="collection-address"
        label={t("delivery.step.collectionLabel")}
        hint={t("delivery.step.collectionHint")}
        defaultValue={typed?.collection ?? step.addresses.collection ?? ""}
        error={errorOf("collection")}
        disabledText={notOffered(step.collection, other)}
      />
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn-primary" aria-disabled={busy || undefined}>
          {t("delivery.step.save")}
        </button>
        <a href={backHref} className="btn-secondary">
          {t("delivery.step.back")}
        </a>
      </div>
    </>
  );
}
