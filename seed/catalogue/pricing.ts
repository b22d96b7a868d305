// Demo price lists: seasons (relative to the seed day), one-way fees between cities, assurance
// (protection) packages per class, KM packages and extras. Amounts are kuruş, VAT included.
import type { assurancePackages, extras, kmPackages, seasons } from "#app/server/db/schema.ts";
import { addDays, yearOf } from "./calendar.ts";
import { type ClassSlug, dailyRatesFor } from "./fleet.ts";

export type SeasonSeed = Omit<typeof seasons.$inferInsert, "id">;
export type OneWayFeeSeed = { fromCitySlug: string; toCitySlug: string; feeKurus: number };
export type AssurancePackageSeed = Omit<typeof assurancePackages.$inferInsert, "id">;
export type AssurancePriceSeed = { packageCode: string; classSlug: ClassSlug; dailyKurus: number };
export type KmPackageSeed = Omit<typeof kmPackages.$inferInsert, "id">;
export type ExtraSeed = Omit<typeof extras.$inferInsert, "id">;

const lira = (amount: number): number => amount * 100;

// ---------------------------------------------------------------- seasons

type SeasonKind = { key: string; nameTr: string; nameEn: string; factorPermille: number };

const low: SeasonKind = { key: "low", nameTr: "Düşük sezon", nameEn: "Low season", factorPermille: 900 };
const shoulder: SeasonKind = { key: "shoulder", nameTr: "Ara sezon", nameEn: "Shoulder season", factorPermille: 1000 };
const high: SeasonKind = { key: "high", nameTr: "Yüksek sezon", nameEn: "High season", factorPermille: 1300 };
const newYear: SeasonKind = { key: "new-year", nameTr: "Yılbaşı", nameEn: "New Year", factorPermille: 1400 };
const ramazan: SeasonKind = {
  key: "ramazan",
  nameTr: "Ramazan Bayramı",
  nameEn: "Ramadan Feast (Eid al-Fitr)",
  factorPermille: 1400,
};
const kurban: SeasonKind = {
  key: "kurban",
  nameTr: "Kurban Bayramı",
  nameEn: "Feast of the Sacrifice (Eid al-Adha)",
  factorPermille: 1400,
};

/**
 * Religious holidays follow the lunar calendar: from the eve (arife) to the last day. Dates after
 * 2027 are the astronomical estimates; check them against the Diyanet calendar before go-live.
 */
const bayramPeaks: Array<{ kind: SeasonKind; from: string; to: string }> = [
  { kind: ramazan, from: "2025-03-29", to: "2025-04-01" },
  { kind: kurban, from: "2025-06-05", to: "2025-06-09" },
  { kind: ramazan, from: "2026-03-19", to: "2026-03-22" },
  { kind: kurban, from: "2026-05-26", to: "2026-05-30" },
  { kind: ramazan, from: "2027-03-08", to: "2027-03-11" },
  { kind: kurban, from: "2027-05-15", to: "2027-05-19" },
  { kind: ramazan, from: "2028-02-25", to: "2028-02-28" },
  { kind: kurban, from: "2028-05-03", to: "2028-05-07" },
  { kind: ramazan, from: "2029-02-13", to: "2029-02-16" },
  { kind: kurban, from: "2029-04-22", to: "2029-04-26" },
  { kind: ramazan, from: "2030-02-03", to: "2030-02-06" },
  { kind: kurban, from: "2030-04-12", to: "2030-04-16" },
];

function seasonOf(day: string): SeasonKind {
  const peak = bayramPeaks.find((p) => p.from <= day && day <= p.to);
  if (peak) return peak.kind;
  const monthDay = day.slice(5);
  if (monthDay >= "12-30" || monthDay <= "01-02") return newYear;
  const month = Number(day.slice(5, 7));
  if (month >= 6 && month <= 9) return high;
  if (month === 4 || month === 5 || month === 10) return shoulder;
  return low;
}

/** Bookings start up to 365 days ahead and last up to 90 days, so prices are needed this far out. */
export const SEASON_HORIZON_DAYS = 365 + 90;

/**
 * Seasons from 1 January of the seed day's year through the end of the year the booking horizon
 * reaches: contiguous, never overlapping, so every calendar day has exactly one factor.
 */
export function buildSeasons(today: string): SeasonSeed[] {
  const first = `${yearOf(today)}-01-01`;
  const last = `${yearOf(addDays(today, SEASON_HORIZON_DAYS))}-12-31`;
  const result: SeasonSeed[] = [];
  let runKind = seasonOf(first);
  let runStart = first;
  for (let day = first; day <= last; day = addDays(day, 1)) {
    const next = addDays(day, 1);
    const nextKind = next <= last ? seasonOf(next) : null;
    if (nextKind?.key === runKind.key) continue;
    const startYear = yearOf(runStart);
    const label = yearOf(day) === startYear ? `${startYear}` : `${startYear}/${String(yearOf(day)).slice(2)}`;
    result.push({
      nameTr: `${runKind.nameTr} ${label}`,
      nameEn: `${runKind.nameEn} ${label}`,
      startsOn: runStart,
      endsOn: day,
      factorPermille: runKind.factorPermille,
    });
    if (nextKind) {
      runKind = nextKind;
      runStart = next;
    }
  }
  return result;
}

// ---------------------------------------------------------------- one-way fees

/** Approximate road distances in km between the demo cities (each unordered pair once). */
export const cityRoadDistancesKm: Array<[string, string, number]> = [
  ["istanbul", "ankara", 450],
  ["istanbul", "izmir", 480],
  ["istanbul", "antalya", 700],
  ["istanbul", "mugla", 750],
  ["istanbul", "adana", 940],
  ["istanbul", "trabzon", 1070],
  ["istanbul", "kayseri", 770],
  ["istanbul", "gaziantep", 1140],
  ["ankara", "izmir", 580],
  ["ankara", "antalya", 480],
  ["ankara", "mugla", 620],
  ["ankara", "adana", 490],
  ["ankara", "trabzon", 730],
  ["ankara", "kayseri", 320],
  ["ankara", "gaziantep", 690],
  ["izmir", "antalya", 440],
  ["izmir", "mugla", 220],
  ["izmir", "adana", 900],
  ["izmir", "trabzon", 1300],
  ["izmir", "kayseri", 860],
  ["izmir", "gaziantep", 1100],
  ["antalya", "mugla", 300],
  ["antalya", "adana", 550],
  ["antalya", "trabzon", 1200],
  ["antalya", "kayseri", 610],
  ["antalya", "gaziantep", 760],
  ["mugla", "adana", 850],
  ["mugla", "trabzon", 1340],
  ["mugla", "kayseri", 870],
  ["mugla", "gaziantep", 1060],
  ["adana", "trabzon", 860],
  ["adana", "kayseri", 330],
  ["adana", "gaziantep", 220],
  ["trabzon", "kayseri", 640],
  ["trabzon", "gaziantep", 700],
  ["kayseri", "gaziantep", 370],
];

/** Fee bands by road distance: 1.500 TL for neighbours up to 6.000 TL across the country. */
export function oneWayFeeKurus(distanceKm: number): number {
  if (distanceKm <= 350) return lira(1_500);
  if (distanceKm <= 500) return lira(2_000);
  if (distanceKm <= 700) return lira(3_000);
  if (distanceKm <= 900) return lira(4_000);
  if (distanceKm <= 1_100) return lira(5_000);
  return lira(6_000);
}

/** Both directions of every city pair, same fee each way. */
export function buildOneWayFees(): OneWayFeeSeed[] {
  return cityRoadDistancesKm.flatMap(([a, b, km]) => [
    { fromCitySlug: a, toCitySlug: b, feeKurus: oneWayFeeKurus(km) },
    { fromCitySlug: b, toCitySlug: a, feeKurus: oneWayFeeKurus(km) },
  ]);
}

// ---------------------------------------------------------------- assurance packages

export const assurancePackagesData: AssurancePackageSeed[] = [
  {
    code: "mini",
    nameTr: "Mini Güvence",
    nameEn: "Mini Protection",
    descriptionTr:
      "Kaza sonucu araçta oluşan hasarı (CDW) karşılar. Hasar başına muafiyet tutarına kadar olan kısmı siz ödersiniz; muafiyet aracın depozitosu kadardır.",
    descriptionEn:
      "Covers accidental damage to the car (CDW). You pay up to the excess per damage, which equals the car's deposit.",
    sort: 1,
  },
  {
    code: "standard",
    nameTr: "Standart Güvence",
    nameEn: "Standard Protection",
    descriptionTr:
      "Hasar (CDW) ve hırsızlık (TP) güvencesini birlikte sunar; hasar başına muafiyet depozitonun yarısına iner.",
    descriptionEn:
      "Combines damage (CDW) and theft (TP) protection; the excess per damage drops to half of the deposit.",
    sort: 2,
  },
  {
    code: "full",
    nameTr: "Full Güvence",
    nameEn: "Full Protection",
    descriptionTr:
      "Hasar, hırsızlık ve mini hasarlar muafiyetsiz güvence altındadır. Kaza tespit tutanağı veya polis/jandarma raporu ile belgelenen hasarlarda ek ödeme yapmazsınız.",
    descriptionEn:
      "Damage, theft and minor damage are covered with no excess. You pay nothing more for damage documented with an accident report or police statement.",
    sort: 3,
  },
  {
    code: "tyre-glass-headlight",
    nameTr: "Lastik-Cam-Far Güvencesi",
    nameEn: "Tyres, Glass & Headlights Protection",
    descriptionTr:
      "Lastik, jant, ön cam, yan camlar, aynalar ve farlarda oluşan hasarları karşılar. Diğer güvence paketleriyle birlikte alınabilir.",
    descriptionEn:
      "Covers damage to tyres, rims, windscreen, side windows, mirrors and headlights. Can be combined with the other protection packages.",
    sort: 4,
    combinable: true,
  },
];

/** Daily assurance price of the economy class in lira; other classes scale from it. */
const assuranceBaseLira: Record<string, number> = {
  mini: 250,
  standard: 400,
  full: 650,
  "tyre-glass-headlight": 150,
};

const assuranceClassFactorPermille: Record<ClassSlug, number> = {
  ekonomik: 1000,
  kompakt: 1150,
  orta: 1300,
  standart: 1500,
  suv: 1600,
  premium: 2400,
  minivan: 1600,
  luks: 3200,
};

/** A daily price for every package and class, rounded to 10 TL. */
export function buildAssurancePrices(): AssurancePriceSeed[] {
  return assurancePackagesData.flatMap((pkg) =>
    Object.entries(assuranceClassFactorPermille).map(([classSlug, factor]) => ({
      packageCode: pkg.code,
      classSlug: classSlug as ClassSlug,
      dailyKurus: lira(Math.round(((assuranceBaseLira[pkg.code] ?? 0) * factor) / 10_000) * 10),
    })),
  );
}

// ---------------------------------------------------------------- KM packages and extras

export const kmPackagesData: KmPackageSeed[] = [
  { code: "km-500", nameTr: "+500 km", nameEn: "+500 km", extraKm: 500, priceKurus: lira(1_250), sort: 1 },
  { code: "km-1000", nameTr: "+1.000 km", nameEn: "+1,000 km", extraKm: 1_000, priceKurus: lira(2_250), sort: 2 },
  {
    code: "km-unlimited",
    nameTr: "Sınırsız km",
    nameEn: "Unlimited km",
    extraKm: null,
    priceKurus: lira(4_500),
    sort: 3,
  },
];

export const extrasData: ExtraSeed[] = [
  {
    code: "additional-driver",
    nameTr: "Ek sürücü",
    nameEn: "Additional driver",
    descriptionTr:
      "Aracı sizin dışınızda bir kişi daha kullanabilir. Ek sürücü de yaş ve ehliyet şartlarını karşılamalıdır.",
    descriptionEn: "One more person may drive the car. The additional driver must meet the same age and licence rules.",
    pricing: "per_day",
    priceKurus: lira(200),
    maxQuantity: 2,
    capKurus: lira(2_000),
    sort: 1,
  },
  {
    code: "baby-seat",
    nameTr: "Bebek koltuğu (0-13 kg)",
    nameEn: "Baby seat (0-13 kg)",
    descriptionTr: "Sırtı yola dönük, 0-13 kg arası bebekler için ECE R44/R129 onaylı ana kucağı.",
    descriptionEn: "Rear-facing ECE R44/R129 approved infant carrier for babies from 0 to 13 kg.",
    pricing: "per_day",
    priceKurus: lira(150),
    maxQuantity: 2,
    capKurus: lira(1_500),
    sort: 2,
  },
  {
    code: "child-seat",
    nameTr: "Çocuk koltuğu (9-18 kg)",
    nameEn: "Child seat (9-18 kg)",
    descriptionTr: "9-18 kg arası (yaklaşık 1-4 yaş) çocuklar için Isofix bağlantılı oto koltuğu.",
    descriptionEn: "Isofix child seat for children from 9 to 18 kg (about 1 to 4 years).",
    pricing: "per_day",
    priceKurus: lira(150),
    maxQuantity: 2,
    capKurus: lira(1_500),
    sort: 3,
  },
  {
    code: "booster-seat",
    nameTr: "Yükseltici koltuk (15-36 kg)",
    nameEn: "Booster seat (15-36 kg)",
    descriptionTr: "15-36 kg arası (yaklaşık 4-12 yaş) çocukların emniyet kemerini doğru takması için yükseltici.",
    descriptionEn: "Booster cushion so children from 15 to 36 kg (about 4 to 12 years) wear the seat belt correctly.",
    pricing: "per_day",
    priceKurus: lira(100),
    maxQuantity: 3,
    capKurus: lira(1_000),
    sort: 4,
  },
  {
    code: "snow-chains",
    nameTr: "Kar zinciri",
    nameEn: "Snow chains",
    descriptionTr: "Karlı ve buzlu yollar için aracın lastik ölçüsüne uygun kar zinciri takımı.",
    descriptionEn: "A set of snow chains in the car's tyre size for snowy and icy roads.",
    pricing: "per_rental",
    priceKurus: lira(750),
    maxQuantity: 1,
    capKurus: null,
    sort: 5,
  },
  {
    code: "toll-tag",
    nameTr: "HGS etiketi",
    nameEn: "HGS toll tag",
    descriptionTr:
      "Otoyol ve köprü geçişleri için HGS etiketi. Geçiş ücretleri kiralama sonunda kartınızdan ayrıca tahsil edilir.",
    descriptionEn:
      "HGS tag for motorway and bridge tolls. The tolls themselves are charged to your card after the rental.",
    pricing: "per_rental",
    priceKurus: lira(250),
    maxQuantity: 1,
    capKurus: null,
    sort: 6,
  },
  {
    code: "young-driver",
    nameTr: "Genç sürücü paketi",
    nameEn: "Young driver package",
    descriptionTr:
      "Genç ve yeni ehliyetli sürücüler için ek hasar güvencesi; hasar durumunda ödeyeceğiniz muafiyet tutarını düşürür.",
    descriptionEn:
      "Extra damage cover for young and newly licensed drivers; lowers the excess you pay if the car is damaged.",
    pricing: "per_day",
    priceKurus: lira(350),
    maxQuantity: 1,
    capKurus: lira(4_200),
    sort: 7,
  },
  {
    code: "navigation",
    nameTr: "Navigasyon cihazı",
    nameEn: "GPS navigation",
    descriptionTr: "Türkiye haritaları güncel, Türkçe ve İngilizce sesli yönlendirmeli navigasyon cihazı.",
    descriptionEn: "Navigation device with up-to-date maps of Türkiye and voice guidance in Turkish and English.",
    pricing: "per_day",
    priceKurus: lira(125),
    maxQuantity: 1,
    capKurus: lira(1_250),
    sort: 8,
  },
  {
    code: "wifi-hotspot",
    nameTr: "Mobil Wi-Fi",
    nameEn: "Wi-Fi hotspot",
    descriptionTr: "Günlük 10 GB 4.5G internet ile 5 cihaza kadar bağlantı sağlayan taşınabilir modem.",
    descriptionEn: "Portable hotspot with 10 GB of 4.5G data per day for up to 5 devices.",
    pricing: "per_day",
    priceKurus: lira(175),
    maxQuantity: 1,
    capKurus: lira(1_750),
    sort: 9,
  },
];

// ---------------------------------------------------------------- monthly rates

export type MonthlyRateSeed = { minDays: 30 | 90 | 180; monthlyKurus: number };

/** Up to the next 10 lira. */
const ceilTenLira = (kurus: number): number => Math.ceil(kurus / 1_000) * 1_000;

/**
 * The monthly rate tiers of a model (decision 0131), from its daily table: a 30-day month costs
 * what 29 days cost in the 16-30 day tier (the 30th day free, a little under 30 days of the 31+
 * tier), and each longer tier as little less as the rule allows (a longer rental never costs less
 * than one day shorter in the tier before: m90 x 90 >= m30 x 89), rounded up to 10 lira.
 */
export function monthlyRatesFor(baseDailyLira: number): MonthlyRateSeed[] {
  const daily = dailyRatesFor(baseDailyLira);
  const tier16 = daily.find((r) => r.minDays === 16)?.dailyKurus;
  if (tier16 === undefined) throw new Error("demo seed: no 16-day tier");
  const m30 = ceilTenLira(29 * tier16);
  const m90 = ceilTenLira((m30 * 89) / 90);
  const m180 = ceilTenLira((m90 * 179) / 180);
  return [
    { minDays: 30, monthlyKurus: m30 },
    { minDays: 90, monthlyKurus: m90 },
    { minDays: 180, monthlyKurus: m180 },
  ];
}
