// The fleet page's model (routes/fleet.tsx): each model as a card with its member price and best
// campaign gain, the class and brand filter options with their counts, and the list filtered and
// sorted by the URL's query. Pure: the route passes what the fleet service read.
import type { DateString } from "#app/domain/time/calendar.ts";
import { bestCampaignGain, type FleetCampaign, memberFromKurus } from "#app/domain/campaigns/fleet-campaign-gain.ts";
import type { FleetCardModel } from "./fleet-card.tsx";
import type { FleetFilterOption } from "./fleet-filter-form.tsx";
import { applyFleetQuery, brandSlug, fleetPriceRangeTl, parseFleetQuery } from "./fleet-filters.ts";

/** A model as the fleet service reads it. */
export type FleetRow = Omit<FleetCardModel, "memberFromKurus" | "campaignGain"> & {
  classId: number;
};

/** A card and what the server's filters read beside it (the card itself does not show it). */
export type FleetListModel = FleetCardModel & { hasCampaignGain: boolean };

export function fleetPageModel(
  rows: readonly FleetRow[],
  campaigns: readonly FleetCampaign[],
  today: DateString,
  searchParams: URLSearchParams,
  lang: string,
) {
  // A card names a campaign only when it is limited to that model's class; the campaigns open to
  // every class are named once above the list (decision 0053: not the same one on 40 cards).
  const targeted = campaigns.filter((c) => c.classIds !== null);
  const forEveryClass = campaigns
    .filter((c) => c.classIds === null)
    .map((c) => ({ slug: c.slug, title: c.title, code: c.code }));
  const models: FleetListModel[] = rows.map((m) => {
    const campaignGain = bestCampaignGain(m, targeted, today);
    return {
      slug: m.slug,
      brand: m.brand,
      model: m.model,
      classSlug: m.classSlug,
      className: m.className,
      acriss: m.acriss,
      bodyType: m.bodyType,
      colour: m.colour,
      fuel: m.fuel,
      transmission: m.transmission,
      doors: m.doors,
      adults: m.adults,
      luggage: m.luggage,
      airbags: m.airbags,
      consumptionX10: m.consumptionX10,
      powerHp: m.powerHp,
      kmLimitPerDay: m.kmLimitPerDay,
      minAge: m.minAge,
      licenceYears: m.licenceYears,
      depositKurus: m.depositKurus,
      memberDiscountPct: m.memberDiscountPct,
      fromKurus: m.fromKurus,
      memberFromKurus: m.fromKurus === null ? null : memberFromKurus(m.fromKurus, m.memberDiscountPct),
      campaignGain,
      hasCampaignGain: campaignGain !== null,
      photo: m.photo,
      photoAlt: m.photoAlt,
    };
  });

  const classes = new Map<string, FleetFilterOption>();
  const brands = new Map<string, FleetFilterOption>();
  for (const m of models) {
    const cls = classes.get(m.classSlug) ?? { slug: m.classSlug, label: m.className, detail: m.acriss, count: 0 };
    classes.set(m.classSlug, { ...cls, count: cls.count + 1 });
    const slug = brandSlug(m.brand);
    const brand = brands.get(slug) ?? { slug, label: m.brand, count: 0 };
    brands.set(slug, { ...brand, count: brand.count + 1 });
  }
  const collator = new Intl.Collator(lang, { sensitivity: "base" });
  const brandOptions = [...brands.values()].sort((a, b) => collator.compare(a.label, b.label));
  const query = parseFleetQuery(searchParams, {
    classSlugs: [...classes.keys()],
    brandSlugs: brandOptions.map((b) => b.slug),
  });

  return {
    query,
    classes: [...classes.values()],
    brands: brandOptions,
    priceRange: fleetPriceRangeTl(models),
    total: models.length,
    forEveryClass,
    models: applyFleetQuery(models, query, lang),
  };
}
