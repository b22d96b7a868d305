// Demo fleet: vehicle classes, 40 models with their daily rate tiers, and 300 units (cars)
// spread over the offices. Everything is deterministic: the same seed gives the same plates.
import type { vehicleClasses, vehicleModels } from "#app/server/db/schema.ts";
import { citiesData, officesData } from "./cities-offices.ts";
import { randomIndex, seededRandom, shuffled } from "./seeded-random.ts";

export const classSlugs = ["ekonomik", "kompakt", "orta", "standart", "suv", "premium", "minivan", "luks"] as const;
export type ClassSlug = (typeof classSlugs)[number];

export type VehicleClassSeed = Omit<typeof vehicleClasses.$inferInsert, "id"> & { slug: ClassSlug };
export type VehicleModelSeed = Omit<typeof vehicleModels.$inferInsert, "id" | "classId"> & {
  slug: string;
  classSlug: ClassSlug;
};
export type ModelFleetPlan = {
  modelSlug: string;
  classSlug: ClassSlug;
  /** Daily rate of the 1-3 day tier in whole lira; the longer tiers are derived from it. */
  baseDailyLira: number;
  /** How many units (cars) of this model the demo fleet has. */
  fleetSize: number;
};
export type DailyRateSeed = { minDays: number; dailyKurus: number };
export type UnitSeed = { plate: string; modelSlug: string; officeSlug: string; inService: boolean };

export const vehicleClassesData: VehicleClassSeed[] = [
  {
    slug: "ekonomik",
    acriss: "ECMR",
    nameTr: "Ekonomik",
    nameEn: "Economy",
    descriptionTr: "Şehir içi ve kısa yolculuklar için az yakan, park etmesi kolay, beş kişilik küçük araçlar.",
    descriptionEn: "Small five-seaters that are light on fuel and easy to park, made for city driving and short trips.",
    sort: 1,
  },
  {
    slug: "kompakt",
    acriss: "CDMR",
    nameTr: "Kompakt",
    nameEn: "Compact",
    descriptionTr: "Daha geniş bagajı ve rahat koltuklarıyla şehirler arası yolculuklara da uygun kompakt araçlar.",
    descriptionEn: "Compact cars with a larger boot and comfortable seats, just as happy on intercity trips.",
    sort: 2,
  },
  {
    slug: "orta",
    acriss: "IDAR",
    nameTr: "Orta",
    nameEn: "Intermediate",
    descriptionTr: "Otomatik vitesli, donanımı zengin orta sınıf sedan ve hatchback araçlar.",
    descriptionEn: "Well-equipped intermediate sedans and hatchbacks with automatic transmission.",
    sort: 3,
  },
  {
    slug: "standart",
    acriss: "SDAR",
    nameTr: "Standart",
    nameEn: "Standard",
    descriptionTr: "Uzun yolda sessiz ve ferah; geniş arka koltuk ve büyük bagaj hacmi sunan otomatik sedanlar.",
    descriptionEn: "Quiet, roomy automatic sedans with a generous rear seat and a large boot for long drives.",
    sort: 4,
  },
  {
    slug: "suv",
    acriss: "IFAR",
    nameTr: "SUV",
    nameEn: "SUV",
    descriptionTr: "Yüksek sürüş pozisyonu ve geniş iç hacmiyle yayla, kayak ve aile tatilleri için SUV'lar.",
    descriptionEn:
      "SUVs with a high driving position and plenty of room for plateau roads, ski trips and family holidays.",
    sort: 5,
  },
  {
    slug: "premium",
    acriss: "PDAR",
    nameTr: "Premium",
    nameEn: "Premium",
    descriptionTr: "İş seyahatleri ve özel günler için güçlü motorlu, üst donanımlı premium markalar.",
    descriptionEn: "Premium brands with strong engines and high-end equipment for business travel and special days.",
    sort: 6,
  },
  {
    slug: "minivan",
    acriss: "MVMR",
    nameTr: "Minivan",
    nameEn: "People carrier",
    descriptionTr: "Kalabalık aileler ve gruplar için 5 ile 9 kişilik, bol bagajlı araçlar.",
    descriptionEn: "Five- to nine-seaters with plenty of luggage space for large families and groups.",
    sort: 7,
  },
  {
    slug: "luks",
    acriss: "LDAR",
    nameTr: "Lüks",
    nameEn: "Luxury",
    descriptionTr: "Üst segment sedanlarda en yüksek konfor, sürüş destek sistemleri ve sessiz kabin.",
    descriptionEn: "Top-of-the-range sedans with the highest comfort, driver assistance systems and a quiet cabin.",
    sort: 8,
  },
];

type ModelRow = [
  slug: string,
  classSlug: ClassSlug,
  brand: string,
  model: string,
  year: number,
  bodyType: VehicleModelSeed["bodyType"],
  fuel: VehicleModelSeed["fuel"],
  transmission: VehicleModelSeed["transmission"],
  doors: number,
  adults: number,
  luggage: number,
  airbags: number,
  consumptionX10: number,
  powerHp: number,
  kmLimitPerDay: number,
  minAge: number,
  licenceYears: number,
  depositLira: number,
  memberDiscountPct: number,
  colour: "white" | "black" | "grey" | "silver" | "red" | "blue",
  baseDailyLira: number,
  fleetSize: number,
];

// prettier-ignore
const modelRows: ModelRow[] = [
  // slug                           class       brand            model            year  body         fuel        gearbox      dr ad lg ab  l/100 hp  km/day age lic deposit  mbr% colour    TL/day units
  ["fiat-egea-sedan",               "ekonomik", "Fiat",          "Egea Sedan",    2025, "sedan",     "diesel",   "manual",    4, 5, 3, 6,  44, 130, 500, 21, 1, 5_000,  10, "white",  1_400, 17],
  ["renault-clio-hatchback",        "ekonomik", "Renault",       "Clio",          2025, "hatchback", "gasoline", "manual",    5, 5, 2, 6,  52, 90,  400, 21, 1, 5_000,  10, "red",    1_450, 14],
  ["hyundai-i20-hatchback",         "ekonomik", "Hyundai",       "i20",           2025, "hatchback", "gasoline", "automatic", 5, 5, 2, 6,  55, 100, 400, 21, 1, 5_000,  10, "silver", 1_500, 10],
  ["dacia-sandero-hatchback",       "ekonomik", "Dacia",         "Sandero",       2025, "hatchback", "gasoline", "manual",    5, 5, 2, 6,  54, 90,  400, 21, 1, 5_000,  12, "blue",   1_350, 10],
  ["citroen-c3-hatchback",          "ekonomik", "Citroën",       "C3",            2025, "hatchback", "gasoline", "manual",    5, 5, 2, 6,  55, 83,  400, 21, 1, 5_000,  10, "white",  1_400, 8],
  ["peugeot-208-hatchback",         "ekonomik", "Peugeot",       "208",           2025, "hatchback", "gasoline", "automatic", 5, 5, 2, 6,  56, 100, 400, 21, 1, 5_500,  10, "grey",   1_550, 9],
  ["volkswagen-polo-hatchback",     "ekonomik", "Volkswagen",    "Polo",          2025, "hatchback", "gasoline", "automatic", 5, 5, 2, 6,  52, 95,  400, 21, 2, 5_500,  8,  "white",  1_600, 8],
  ["citroen-c-elysee-sedan",        "kompakt",  "Citroën",       "C-Elysée",      2023, "sedan",     "diesel",   "manual",    4, 5, 3, 4,  42, 100, 500, 21, 2, 6_000,  10, "white",  1_600, 9],
  ["renault-megane-sedan",          "kompakt",  "Renault",       "Megane Sedan",  2024, "sedan",     "diesel",   "automatic", 4, 5, 3, 6,  44, 115, 500, 22, 2, 7_500,  10, "grey",   1_850, 11],
  ["hyundai-bayon-crossover",       "kompakt",  "Hyundai",       "Bayon",         2025, "crossover", "gasoline", "automatic", 5, 5, 2, 6,  56, 100, 400, 21, 2, 7_500,  10, "red",    1_750, 7],
  ["citroen-c4-hatchback",          "kompakt",  "Citroën",       "C4",            2025, "hatchback", "diesel",   "automatic", 5, 5, 2, 6,  47, 130, 500, 22, 2, 7_500,  10, "blue",   1_900, 7],
  ["opel-astra-hatchback",          "kompakt",  "Opel",          "Astra",         2025, "hatchback", "gasoline", "automatic", 5, 5, 2, 6,  55, 130, 400, 22, 2, 7_500,  10, "black",  1_900, 7],
  ["ford-focus-hatchback",          "kompakt",  "Ford",          "Focus",         2024, "hatchback", "gasoline", "automatic", 5, 5, 2, 6,  56, 125, 400, 22, 2, 7_500,  10, "silver", 1_850, 8],
  ["toyota-corolla-sedan",          "orta",     "Toyota",        "Corolla",       2025, "sedan",     "hybrid",   "automatic", 4, 5, 3, 7,  45, 140, 400, 23, 2, 10_000, 10, "white",  2_200, 12],
  ["honda-civic-sedan",             "orta",     "Honda",         "Civic Sedan",   2024, "sedan",     "gasoline", "automatic", 4, 5, 3, 8,  62, 182, 400, 23, 3, 10_000, 8,  "grey",   2_400, 8],
  ["volkswagen-golf-hatchback",     "orta",     "Volkswagen",    "Golf",          2025, "hatchback", "gasoline", "automatic", 5, 5, 2, 8,  54, 150, 400, 23, 2, 10_000, 10, "silver", 2_450, 7],
  ["skoda-octavia-sedan",           "orta",     "Skoda",         "Octavia",       2025, "sedan",     "gasoline", "automatic", 5, 5, 4, 7,  53, 150, 400, 23, 2, 10_000, 10, "black",  2_350, 7],
  ["volkswagen-passat-sedan",       "standart", "Volkswagen",    "Passat",        2024, "sedan",     "gasoline", "automatic", 4, 5, 4, 7,  58, 150, 400, 25, 3, 12_500, 8,  "black",  3_100, 9],
  ["skoda-superb-sedan",            "standart", "Skoda",         "Superb",        2025, "sedan",     "gasoline", "automatic", 5, 5, 4, 9,  58, 150, 400, 25, 3, 12_500, 8,  "grey",   3_200, 8],
  ["dacia-duster-suv",              "suv",      "Dacia",         "Duster",        2025, "suv",       "gasoline", "manual",    5, 5, 3, 6,  59, 130, 400, 23, 2, 10_000, 12, "grey",   2_300, 10],
  ["peugeot-2008-crossover",        "suv",      "Peugeot",       "2008",          2025, "crossover", "gasoline", "automatic", 5, 5, 2, 6,  57, 130, 400, 23, 2, 10_000, 10, "white",  2_450, 7],
  ["peugeot-3008-suv",              "suv",      "Peugeot",       "3008",          2025, "suv",       "hybrid",   "automatic", 5, 5, 3, 8,  52, 136, 400, 25, 3, 12_500, 10, "blue",   3_200, 7],
  ["volkswagen-tiguan-suv",         "suv",      "Volkswagen",    "Tiguan",        2025, "suv",       "gasoline", "automatic", 5, 5, 3, 9,  60, 150, 400, 25, 3, 15_000, 8,  "black",  3_600, 6],
  ["ford-kuga-suv",                 "suv",      "Ford",          "Kuga",          2024, "suv",       "hybrid",   "automatic", 5, 5, 3, 7,  56, 183, 400, 25, 3, 15_000, 8,  "grey",   3_400, 5],
  ["nissan-qashqai-suv",            "suv",      "Nissan",        "Qashqai",       2025, "suv",       "gasoline", "automatic", 5, 5, 3, 6,  61, 158, 400, 25, 3, 12_500, 10, "silver", 3_000, 6],
  ["toyota-c-hr-crossover",         "suv",      "Toyota",        "C-HR",          2025, "crossover", "hybrid",   "automatic", 5, 5, 2, 7,  46, 140, 400, 23, 2, 12_500, 10, "red",    2_900, 6],
  ["kia-sportage-suv",              "suv",      "Kia",           "Sportage",      2025, "suv",       "diesel",   "automatic", 5, 5, 3, 7,  55, 136, 400, 25, 3, 12_500, 10, "white",  3_300, 6],
  ["togg-t10x-suv",                 "suv",      "Togg",          "T10X",          2025, "suv",       "electric", "automatic", 5, 5, 3, 7,  169, 218, 300, 25, 3, 15_000, 15, "grey",  3_800, 7],
  ["bmw-320i-sedan",                "premium",  "BMW",           "320i",          2025, "sedan",     "gasoline", "automatic", 4, 5, 3, 6,  63, 170, 300, 27, 4, 25_000, 5,  "black",  5_500, 5],
  ["mercedes-benz-c-200-sedan",     "premium",  "Mercedes-Benz", "C 200",         2025, "sedan",     "gasoline", "automatic", 4, 5, 3, 7,  66, 204, 300, 27, 4, 25_000, 5,  "white",  5_800, 5],
  ["audi-a4-sedan",                 "premium",  "Audi",          "A4 Sedan",      2024, "sedan",     "gasoline", "automatic", 4, 5, 3, 6,  61, 150, 300, 27, 4, 25_000, 5,  "grey",   5_300, 4],
  ["volvo-xc60-suv",                "premium",  "Volvo",         "XC60",          2025, "suv",       "hybrid",   "automatic", 5, 5, 4, 7,  75, 250, 300, 27, 4, 30_000, 5,  "silver", 6_200, 4],
  ["fiat-doblo-combi",              "minivan",  "Fiat",          "Doblo Combi",   2025, "minivan",   "diesel",   "manual",    5, 5, 4, 6,  55, 100, 400, 23, 2, 10_000, 10, "white",  2_400, 7],
  ["ford-tourneo-courier-minivan",  "minivan",  "Ford",          "Tourneo Courier", 2025, "minivan", "diesel",   "manual",    5, 5, 3, 6,  52, 100, 400, 23, 2, 10_000, 10, "blue",   2_300, 6],
  ["dacia-jogger-station",          "minivan",  "Dacia",         "Jogger",        2025, "station",   "gasoline", "manual",    5, 7, 2, 6,  59, 110, 400, 23, 2, 10_000, 12, "grey",   2_600, 6],
  ["peugeot-5008-suv",              "minivan",  "Peugeot",       "5008",          2025, "suv",       "hybrid",   "automatic", 5, 7, 2, 8,  55, 136, 400, 25, 3, 15_000, 8,  "black",  3_900, 5],
  ["mercedes-benz-vito-van",        "minivan",  "Mercedes-Benz", "Vito Tourer",   2024, "van",       "diesel",   "automatic", 5, 9, 5, 4,  78, 190, 400, 27, 4, 20_000, 5,  "black",  5_500, 5],
  ["bmw-520i-sedan",                "luks",     "BMW",           "520i",          2025, "sedan",     "gasoline", "automatic", 4, 5, 4, 8,  66, 208, 300, 28, 5, 40_000, 5,  "black",  9_000, 6],
  ["mercedes-benz-e-200-sedan",     "luks",     "Mercedes-Benz", "E 200",         2025, "sedan",     "gasoline", "automatic", 4, 5, 4, 9,  70, 204, 300, 28, 5, 40_000, 5,  "silver", 9_500, 6],
  ["audi-a6-sedan",                 "luks",     "Audi",          "A6 Sedan",      2025, "sedan",     "gasoline", "automatic", 4, 5, 4, 8,  68, 204, 300, 28, 5, 40_000, 5,  "grey",   8_800, 5],
];

export const vehicleModelsData: VehicleModelSeed[] = modelRows.map(
  ([
    slug,
    classSlug,
    brand,
    model,
    year,
    bodyType,
    fuel,
    transmission,
    doors,
    adults,
    luggage,
    airbags,
    consumptionX10,
    powerHp,
    kmLimitPerDay,
    minAge,
    licenceYears,
    depositLira,
    memberDiscountPct,
    colour,
  ]) => ({
    slug,
    classSlug,
    brand,
    model,
    year,
    bodyType,
    fuel,
    transmission,
    doors,
    adults,
    luggage,
    airbags,
    consumptionX10,
    powerHp,
    kmLimitPerDay,
    minAge,
    licenceYears,
    depositKurus: depositLira * 100,
    memberDiscountPct,
    colour,
  }),
);

export const modelFleetPlans: ModelFleetPlan[] = modelRows.map((row) => ({
  modelSlug: row[0],
  classSlug: row[1],
  baseDailyLira: row[20],
  fleetSize: row[21],
}));

/** Duration tiers (minimum rental days) of the daily rate table. */
export const rateTierMinDays = [1, 4, 8, 16, 31] as const;
/** Daily rate of each tier relative to the 1-3 day tier, per mille. */
const tierFactorPermille = [1000, 820, 730, 685, 665] as const;

/**
 * The five daily rates of a model, in whole lira, falling with the tier but never so far that a
 * longer rental costs less in total: rate(t) * minDays(t) >= rate(t - 1) * (minDays(t) - 1).
 */
export function dailyRatesFor(baseDailyLira: number): DailyRateSeed[] {
  const rates: DailyRateSeed[] = [];
  let previousLira = 0;
  rateTierMinDays.forEach((minDays, tier) => {
    const target = Math.round((baseDailyLira * (tierFactorPermille[tier] ?? 1000)) / 1000);
    const floor = tier === 0 ? 0 : Math.ceil((previousLira * (minDays - 1)) / minDays);
    const lira = Math.max(target, floor);
    rates.push({ minDays, dailyKurus: lira * 100 });
    previousLira = lira;
  });
  return rates;
}

/** Units per office: airports carry the larger fleets. */
export const officeFleetSizes: Record<string, number> = {
  "istanbul-havalimani": 40,
  "sabiha-gokcen-havalimani": 30,
  "istanbul-kadikoy": 12,
  "istanbul-levent": 12,
  "ankara-esenboga-havalimani": 24,
  "ankara-kizilay": 12,
  "izmir-adnan-menderes-havalimani": 26,
  "izmir-alsancak": 12,
  "antalya-havalimani": 32,
  "antalya-lara": 12,
  "dalaman-havalimani": 20,
  "bodrum-milas-havalimani": 20,
  "adana-merkez": 12,
  "trabzon-havalimani": 12,
  "kayseri-havalimani": 12,
  "gaziantep-havalimani": 12,
};

/** Offices that need more than one car of a class: the ski campaign runs on SUVs there. */
const classMinimums: Record<string, Partial<Record<ClassSlug, number>>> = {
  "kayseri-havalimani": { suv: 4 },
  "trabzon-havalimani": { suv: 4 },
};

/** Turkish plates use the Latin letters without Q, W and X. */
const PLATE_LETTERS = "ABCDEFGHIJKLMNOPRSTUVYZ";
const UNITS_OUT_OF_SERVICE = 6;
const FLEET_SEED = 20_260_101;

/**
 * Deals the models' units out to the offices: every office first gets its minimum of each class
 * (at least one), then the rest of the fleet in a seeded shuffle. Plates carry the plate code of
 * the home office's city; a few units are out of service.
 */
export function buildUnits(): UnitSeed[] {
  const random = seededRandom(FLEET_SEED);
  const pools = new Map<ClassSlug, string[]>(classSlugs.map((slug) => [slug, []]));
  for (const plan of modelFleetPlans) {
    for (let i = 0; i < plan.fleetSize; i++) pools.get(plan.classSlug)?.push(plan.modelSlug);
  }
  const takeFrom = (pool: string[]): string => {
    const [slug] = pool.splice(randomIndex(random, pool.length), 1);
    if (slug === undefined) throw new Error("demo fleet: a class ran out of units while stocking the offices");
    return slug;
  };

  const assigned: Array<{ modelSlug: string; officeSlug: string }> = [];
  const room = new Map<string, number>();
  for (const office of officesData) {
    let count = officeFleetSizes[office.slug] ?? 0;
    for (const classSlug of classSlugs) {
      const minimum = classMinimums[office.slug]?.[classSlug] ?? 1;
      for (let i = 0; i < minimum; i++) {
        assigned.push({ modelSlug: takeFrom(pools.get(classSlug) ?? []), officeSlug: office.slug });
        count--;
      }
    }
    if (count < 0) throw new Error(`demo fleet: ${office.slug} is too small for one car of every class`);
    room.set(office.slug, count);
  }
  const rest = shuffled(random, [...pools.values()].flat());
  for (const office of officesData) {
    const count = room.get(office.slug) ?? 0;
    for (const modelSlug of rest.splice(0, count)) assigned.push({ modelSlug, officeSlug: office.slug });
  }
  if (rest.length > 0) throw new Error(`demo fleet: ${rest.length} units have no office; check officeFleetSizes`);

  const plateCodes = new Map(citiesData.map((city) => [city.slug, city.plateCode]));
  const officeCity = new Map(officesData.map((office) => [office.slug, office.citySlug]));
  const plates = new Set<string>();
  const plateFor = (officeSlug: string): string => {
    const code = String(plateCodes.get(officeCity.get(officeSlug) ?? "") ?? 0).padStart(2, "0");
    for (;;) {
      const letters = Array.from({ length: 3 }, () => PLATE_LETTERS[randomIndex(random, PLATE_LETTERS.length)]).join(
        "",
      );
      const plate = `${code} ${letters} ${100 + randomIndex(random, 900)}`;
      if (!plates.has(plate)) {
        plates.add(plate);
        return plate;
      }
    }
  };
  const outOfService = new Set<number>();
  while (outOfService.size < UNITS_OUT_OF_SERVICE) outOfService.add(randomIndex(random, assigned.length));

  return assigned.map(({ modelSlug, officeSlug }, index) => ({
    plate: plateFor(officeSlug),
    modelSlug,
    officeSlug,
    inService: !outOfService.has(index),
  }));
}
