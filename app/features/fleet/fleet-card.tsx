import type { ReactNode } from "react";
import { formatWhole } from "#app/domain/text/quantities.ts";
import { LocalLink } from "#app/components/localized-link.tsx";
import { formatTl } from "#app/domain/money/money.ts";
import { locales } from "#app/i18n/config.ts";
import { FILTER_PARAMS } from "#app/shared/booking/booking-query.ts";
import type { ModelPhoto } from "#app/domain/fleet/model-image.ts";
import { ModelPicture } from "#app/components/model-picture.tsx";

/** The picture beside a compact card's text: 8rem wide. */
const CARD_SIZES = "8rem";
import type { fleetTr } from "#app/i18n/messages/fleet.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import type { CampaignGain } from "#app/domain/campaigns/fleet-campaign-gain.ts";

/** One model as the fleet page shows it; the loader computes the prices. */
export type FleetCardModel = {
  slug: string;
  brand: string;
  model: string;
  classSlug: string;
  className: string;
  acriss: string;
  bodyType: keyof typeof fleetTr.body;
  colour: string;
  fuel: keyof typeof fleetTr.fuel;
  transmission: keyof typeof fleetTr.transmission;
  doors: number;
  adults: number;
  luggage: number;
  airbags: number;
  consumptionX10: number;
  powerHp: number;
  kmLimitPerDay: number;
  minAge: number;
  licenceYears: number;
  depositKurus: number;
  memberDiscountPct: number;
  /** Lowest daily rate (the "from" price); null without rates. */
  fromKurus: number | null;
  memberFromKurus: number | null;
  /** The best campaign for this model's class, as the card names it. */
  campaignGain: Omit<CampaignGain, "rentalKurus"> | null;
  /** The admin's photo (docs/decisions/0051) and its text in the page's language; null: the illustration. */
  photo: ModelPhoto | null;
  photoAlt: string | null;
};

const colours = ["white", "black", "grey", "silver", "red", "blue"] as const;
type Colour = (typeof colours)[number];
const isColour = (value: string): value is Colour => (colours as readonly string[]).includes(value);

function Spec({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0 border-t border-slate-100 pt-1.5 dark:border-slate-800">
      <dt className="text-xs text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="text-sm font-semibold text-slate-900 dark:text-slate-100">{children}</dd>
    </div>
  );
}

export function FleetCard({ model: m }: { model: FleetCardModel }) {
  const { t, lang } = useTranslation();
  const decimal = new Intl.NumberFormat(locales[lang], { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const consumption = decimal.format(m.consumptionX10 / 10);
  const body = t(`fleet.body.${m.bodyType}`);
  const alt =
    m.photo && m.photoAlt
      ? m.photoAlt
      : isColour(m.colour)
        ? t("fleet.imageAlt", { brand: m.brand, model: m.model, colour: t(`fleet.colour.${m.colour}`), body })
        : t("fleet.imageAltNoColour", { brand: m.brand, model: m.model, body });
  const gain = m.campaignGain;
  const headingId = `model-${m.slug}`;
  const rentHref = `/rezervasyon?${new URLSearchParams({
    [FILTER_PARAMS.classSlug]: m.classSlug,
    [FILTER_PARAMS.brand]: m.brand,
  })}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-700 dark:bg-slate-900"
    >
      <div className="min-w-0 flex-1">
        <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase dark:text-brand-300">
          {m.className} ·{" "}
          <abbr title="ACRISS" className="no-underline">
            {m.acriss}
          </abbr>
        </p>
        <h3 id={headingId} className="mt-1 text-base font-bold text-slate-900 dark:text-white">
          {m.brand} {m.model}{" "}
          <span className="text-sm font-normal text-slate-600 dark:text-slate-400">{t("fleet.orSimilar")}</span>
        </h3>
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
          {t(`fleet.fuel.${m.fuel}`)} · {t(`fleet.transmission.${m.transmission}`)} · {t("fleet.label.adults")}{" "}
          {m.adults} · {t("fleet.label.luggage")} {m.luggage}
        </p>
        {m.memberFromKurus !== null && m.memberDiscountPct > 0 ? (
          <p className="mt-1 text-xs font-medium text-emerald-800 dark:text-emerald-300">
            {t("fleet.memberPrice", { pct: m.memberDiscountPct, price: formatTl(m.memberFromKurus, lang) })}
          </p>
        ) : null}
        {gain ? (
          <p
            className="mt-2 rounded-lg bg-brand-50 px-2 py-1.5 text-xs text-brand-900 dark:bg-brand-900/40 dark:text-brand-100"
            data-testid="campaign-gain"
          >
            <span className="font-semibold">{t("fleet.campaignGain")}: </span>
            <LocalLink to={`/kampanya-${gain.slug}`} className="underline underline-offset-2 hover:no-underline">
              {gain.title}
            </LocalLink>{" "}
            —{" "}
            {t("fleet.campaignGainText", {
              code: gain.code,
              days: gain.days,
              amount: formatTl(gain.discountKurus, lang),
            })}
            {gain.officeLimited ? <span className="block">{t("fleet.campaignOffices")}</span> : null}
          </p>
        ) : null}
        <details className="mt-1 text-sm">
          <summary className="cursor-pointer py-1 font-semibold text-brand-800 dark:text-brand-300">
            {t("fleet.allSpecs")}
          </summary>
          <dl className="mt-1 grid grid-cols-2 gap-x-4 gap-y-2">
            <Spec label={t("fleet.label.doors")}>{m.doors}</Spec>
            <Spec label={t("fleet.label.airbags")}>{m.airbags}</Spec>
            <Spec label={t("fleet.label.consumption")}>
              {m.fuel === "electric"
                ? t("fleet.consumptionElectric", { value: consumption })
                : t("fleet.consumption", { value: consumption })}
            </Spec>
            <Spec label={t("fleet.label.power")}>{t("fleet.power", { value: m.powerHp })}</Spec>
            <Spec label={t("fleet.label.kmLimit")}>
              {t("fleet.kmPerDay", { km: formatWhole(m.kmLimitPerDay, lang) })}
            </Spec>
            <Spec label={t("fleet.label.minAge")}>{t("fleet.ageValue", { age: m.minAge })}</Spec>
            <Spec label={t("fleet.label.licenceYears")}>{t("fleet.licenceValue", { count: m.licenceYears })}</Spec>
            <Spec label={t("fleet.label.deposit")}>{formatTl(m.depositKurus, lang)}</Spec>
          </dl>
        </details>
      </div>
      <div className="flex w-36 shrink-0 flex-col items-end text-right">
        <ModelPicture
          photo={m.photo}
          bodyType={m.bodyType}
          colour={m.colour}
          alt={alt}
          sizes={CARD_SIZES}
          className="aspect-[2/1] w-32 rounded-lg"
        />
        {m.fromKurus !== null ? (
          <p className="mt-1">
            <span className="block text-xs text-slate-600 dark:text-slate-400">{t("fleet.priceLabel")}</span>
            <span className="text-lg font-extrabold text-slate-900 dark:text-white" data-testid="from-price">
              {formatTl(m.fromKurus, lang)}
            </span>
          </p>
        ) : (
          <p className="mt-1 text-xs text-slate-700 dark:text-slate-300">{t("fleet.noPrice")}</p>
        )}
        <LocalLink
          to={rentHref}
          className="btn-primary mt-auto px-3 text-sm whitespace-nowrap"
          data-testid="rent-model"
        >
          {t("fleet.rent")}
          <span className="sr-only">
            : {m.brand} {m.model}
          </span>
        </LocalLink>
      </div>
    </article>
  );
}
