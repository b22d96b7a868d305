// Card slides for the content carousels: campaigns and trip places.
import { useLang } from "#app/components/use-lang.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import { Card, formatDate } from "#app/components/cards.tsx";
import { formatTl } from "#app/domain/money/money.ts";
import type { CarouselSlide } from "./carousel.tsx";

export interface CampaignCardView {
  slug: string;
  code: string;
  title: string;
  summary: string;
  theme: string;
  validFrom: string;
  validTo: string;
  membersOnly: boolean;
  discountKind: "percent" | "fixed";
  discountValue: number;
}

export interface PlaceCardView {
  slug: string;
  name: string;
  region: string;
  summary: string;
  theme: string;
}

/** "15% off" or "250,00 TL off" in the page language. */
export function useDiscountText() {
  const { t } = useTranslation();
  const lang = useLang();
  return (c: Pick<CampaignCardView, "discountKind" | "discountValue">) =>
    c.discountKind === "percent"
      ? t("content.campaigns.discountPercent", { value: c.discountValue })
      : t("content.campaigns.discountFixed", { amount: formatTl(c.discountValue, lang) });
}

/** Slides of campaign cards, for the campaign and trip carousels. */
export function useCampaignSlides(campaigns: CampaignCardView[]): CarouselSlide[] {
  const { t } = useTranslation();
  const lang = useLang();
  const discount = useDiscountText();
  return campaigns.map((c) => ({
    id: c.slug,
    content: (
      <Card
        to={`/kampanya-${c.slug}`}
        scene={c.theme}
        title={c.title}
        text={c.summary}
        meta={`${discount(c)} · ${t("content.campaigns.validUntil", { date: formatDate(c.validTo, lang) })}`}
        badge={c.membersOnly ? t("content.campaigns.membersOnly") : undefined}
      />
    ),
  }));
}

/** Slides of trip place cards, for the destination carousels. */
export function usePlaceSlides(places: PlaceCardView[]): CarouselSlide[] {
  return places.map((p) => ({
    id: p.slug,
    content: <Card to={`/gezi-${p.slug}`} scene={p.theme} title={p.name} text={p.summary} meta={p.region} />,
  }));
}
