// The six demo campaigns, live from 30 days before the seed day. Slugs and codes are referenced by
// trip pages and tests. Terms are plain text: paragraphs split by blank lines, "- " list items.
import type { campaigns } from "#app/server/db/schema.ts";
import { formatTl } from "#app/domain/money/money.ts";
import { formatLocalDateTime } from "#app/domain/time/local-format.ts";
import { addDays } from "./calendar.ts";
import { officesData } from "./cities-offices.ts";
import { type ClassSlug, vehicleClassesData } from "./fleet.ts";

// Campaign pictures are the generated banner scenes: one list of themes, in the illustrations.
import type { SceneTheme as CampaignTheme } from "#scripts/illustrations/scene-svg.ts";

export type CampaignSeed = Omit<typeof campaigns.$inferInsert, "id" | "classIds" | "officeIds" | "theme"> & {
  theme: CampaignTheme;
  classSlugs: ClassSlug[] | null;
  officeSlugs: string[] | null;
  minDays: number;
  membersOnly: boolean;
  usageLimit: number | null;
};

type CampaignDefinition = {
  slug: string;
  code: string;
  titleTr: string;
  titleEn: string;
  summaryTr: string;
  summaryEn: string;
  /** Opening paragraphs of the terms, before the conditions every campaign lists. */
  introTr: string[];
  introEn: string[];
  discountKind: "percent" | "fixed";
  discountValue: number;
  /** Last valid pick-up day, counted from the seed day. */
  daysAhead: number;
  classSlugs: ClassSlug[] | null;
  officeSlugs: string[] | null;
  minDays: number;
  usageLimit: number | null;
  membersOnly: boolean;
  theme: CampaignTheme;
};

/** Campaigns started a month before the seed day, so the demo shows them as running. */
const DAYS_SINCE_START = 30;

const definitions: CampaignDefinition[] = [
  {
    slug: "erken-rezervasyon",
    code: "ERKEN15",
    titleTr: "Erken Rezervasyonda %15 İndirim",
    titleEn: "15% Off When You Book Early",
    summaryTr: "Tatil planınızı şimdiden yapın, tüm araç sınıflarında %15 indirimle aracınızı garantileyin.",
    summaryEn: "Plan your holiday now and lock in your car with 15% off every vehicle class.",
    introTr: [
      "Yaz tatilini, bayramı ya da hafta sonu kaçamağını şimdiden planlayanlara özel: ERKEN15 koduyla tüm araç sınıflarında kiralama bedelinden %15 indirim kazanın.",
      "Ne kadar erken rezervasyon yaparsanız istediğiniz aracı, istediğiniz ofiste bulma şansınız o kadar artar. Planlarınız değişirse iptal ve iade koşullarımız kampanyalı rezervasyonlarda da aynen geçerlidir.",
    ],
    introEn: [
      "For everyone who plans the summer holiday, the bayram or a weekend away ahead of time: use the code ERKEN15 and get 15% off the rental charge in every vehicle class.",
      "The earlier you book, the better your chance of getting the car you want at the office you want. If your plans change, our cancellation and refund rules apply to campaign bookings just the same.",
    ],
    discountKind: "percent",
    discountValue: 15,
    daysAhead: 300,
    classSlugs: null,
    officeSlugs: null,
    minDays: 1,
    usageLimit: null,
    membersOnly: false,
    theme: "airport",
  },
  {
    slug: "hafta-sonu",
    code: "HAFTASONU10",
    titleTr: "Hafta Sonu Kaçamağına %10 İndirim",
    titleEn: "10% Off Your Weekend Getaway",
    summaryTr: "En az 2 günlük kiralamalarda %10 indirimle şehirden uzaklaşın, sahil kasabalarını keşfedin.",
    summaryEn: "Get away from the city with 10% off rentals of two days or more and explore the coastal towns.",
    introTr: [
      "Cuma akşamı aracınızı teslim alın, pazar akşamı geri bırakın: HAFTASONU10 koduyla en az 2 günlük kiralamalarda kiralama bedelinden %10 indirim sizi bekliyor.",
      "Kod haftanın her günü teslim alınan kiralamalarda kullanılabilir; hafta ortasına denk gelen kısa tatilleriniz için de geçerlidir.",
    ],
    introEn: [
      "Pick up your car on Friday evening and drop it off on Sunday evening: the code HAFTASONU10 gives you 10% off the rental charge on rentals of two days or more.",
      "The code works for pick-ups on any day of the week, so it also covers short breaks in the middle of the week.",
    ],
    discountKind: "percent",
    discountValue: 10,
    daysAhead: 180,
    classSlugs: null,
    officeSlugs: null,
    minDays: 2,
    usageLimit: null,
    membersOnly: false,
    theme: "coast-town",
  },
  {
    slug: "uzun-donem",
    code: "UZUN20",
    titleTr: "Uzun Dönem Kiralamada %20 İndirim",
    titleEn: "20% Off Long-Term Rentals",
    summaryTr: "16 gün ve üzeri kiralamalarda, zaten düşen günlük fiyatlara ek %20 indirim.",
    summaryEn: "An extra 20% off the already lower daily rates when you rent for 16 days or more.",
    introTr: [
      "Uzun bir iş projesi, yazlıkta geçecek bir ay ya da aracınız serviste: UZUN20 koduyla 16 gün ve üzeri kiralamalarda kiralama bedelinden %20 indirim kazanın.",
      "Uzun kiralamalarda günlük fiyatımız zaten düşer; kampanya indirimi bu düşük fiyatın üzerine uygulanır. 90 günden uzun kiralamalar için filo kiralama formumuzdan teklif isteyebilirsiniz.",
    ],
    introEn: [
      "A long business project, a month at the summer house or your own car in the garage: the code UZUN20 gives you 20% off the rental charge on rentals of 16 days or more.",
      "Our daily rate already drops for long rentals; the campaign discount comes on top of that lower rate. For rentals longer than 90 days, ask for an offer through our fleet rental form.",
    ],
    discountKind: "percent",
    discountValue: 20,
    daysAhead: 240,
    classSlugs: null,
    officeSlugs: null,
    minDays: 16,
    usageLimit: null,
    membersOnly: false,
    theme: "road",
  },
  {
    slug: "uye-ozel",
    code: "UYE12",
    titleTr: "Üyelere Özel %12 İndirim",
    titleEn: "12% Off for Members",
    summaryTr: "Yolda üyelerine tüm sınıflarda ve tüm ofislerde %12 indirim.",
    summaryEn: "12% off in every class at every office for Yolda members.",
    introTr: [
      "Yolda üyesi olmanın ayrıcalığı: üye girişi yaptıktan sonra UYE12 koduyla tüm araç sınıflarında ve tüm ofislerimizde kiralama bedelinden %12 indirim kazanın.",
      "Üye olmak ücretsizdir ve birkaç dakika sürer. Üyeler ayrıca rezervasyonlarını, kiralama geçmişlerini ve faturalarını hesaplarından takip edebilir.",
    ],
    introEn: [
      "A perk of being a Yolda member: sign in and use the code UYE12 to get 12% off the rental charge in every vehicle class at all our offices.",
      "Membership is free and takes a few minutes. Members can also follow their reservations, rental history and bills in their account.",
    ],
    discountKind: "percent",
    discountValue: 12,
    daysAhead: 270,
    classSlugs: null,
    officeSlugs: null,
    minDays: 1,
    usageLimit: null,
    membersOnly: true,
    theme: "city-skyline",
  },
  {
    slug: "ege-yaz",
    code: "EGE500",
    titleTr: "Ege ve Akdeniz Kıyılarında 500,00 TL İndirim",
    titleEn: "500.00 TL Off on the Aegean and Mediterranean Coast",
    summaryTr: "İzmir, Muğla ve Antalya ofislerimizden en az 3 günlük kiralamalarda 500,00 TL indirim.",
    summaryEn: "500.00 TL off rentals of three days or more from our Izmir, Muğla and Antalya offices.",
    introTr: [
      "Koylar, antik kentler ve sahil kasabaları sizi bekliyor: EGE500 koduyla İzmir, Muğla ve Antalya ofislerimizden teslim alacağınız en az 3 günlük kiralamalarda 500,00 TL indirim kazanın.",
      "Koydan koya uzanan sahil yolları için aracınıza KM paketi eklemeyi, tekne turları ve plaj günleri için de bagajı geniş bir sınıf seçmeyi unutmayın.",
    ],
    introEn: [
      "Bays, ancient cities and seaside towns are waiting: use the code EGE500 for 500.00 TL off rentals of three days or more picked up at our Izmir, Muğla and Antalya offices.",
      "For coastal roads from one bay to the next, consider adding a KM package, and pick a class with a larger boot for boat trips and beach days.",
    ],
    discountKind: "fixed",
    discountValue: 50_000,
    daysAhead: 200,
    classSlugs: null,
    officeSlugs: [
      "izmir-adnan-menderes-havalimani",
      "izmir-alsancak",
      "dalaman-havalimani",
      "bodrum-milas-havalimani",
      "antalya-havalimani",
      "antalya-lara",
    ],
    minDays: 3,
    usageLimit: 500,
    membersOnly: false,
    theme: "sea",
  },
  {
    slug: "kis-kayak",
    code: "KAYAK25",
    titleTr: "Kayak Sezonunda SUV'larda %25 İndirim",
    titleEn: "25% Off SUVs for the Ski Season",
    summaryTr: "Kayseri ve Trabzon havalimanı ofislerimizden kiralanan SUV'larda %25 indirim.",
    summaryEn: "25% off SUVs rented from our Kayseri and Trabzon airport offices.",
    introTr: [
      "Erciyes'in pistlerine ya da Karadeniz yaylalarının karlı yollarına güvenle çıkın: KAYAK25 koduyla Kayseri ve Trabzon havalimanı ofislerimizden kiralayacağınız SUV sınıfı araçlarda kiralama bedelinden %25 indirim kazanın.",
      "Karlı ve buzlu yollar için kar zincirini rezervasyon sırasında ek ürün olarak ekleyebilirsiniz. Kayseri ve Trabzon ofislerimizdeki araçlarda kış lastiği sezon boyunca standarttır.",
    ],
    introEn: [
      "Head for the slopes of Erciyes or the snowy roads of the Black Sea plateaus with confidence: the code KAYAK25 gives you 25% off the rental charge on SUV class cars rented from our Kayseri and Trabzon airport offices.",
      "You can add snow chains as an extra while booking. Cars at our Kayseri and Trabzon offices run on winter tyres all season.",
    ],
    discountKind: "percent",
    discountValue: 25,
    daysAhead: 120,
    classSlugs: ["suv"],
    officeSlugs: ["kayseri-havalimani", "trabzon-havalimani"],
    minDays: 1,
    usageLimit: null,
    membersOnly: false,
    theme: "snow",
  },
];

/** The conditions list and closing paragraphs every campaign's terms share, from its own data. */
function termsOf(definition: CampaignDefinition, validFrom: string, validTo: string): { tr: string; en: string } {
  const classNames = (lang: "tr" | "en") =>
    (definition.classSlugs ?? []).map((slug) => {
      const vehicleClass = vehicleClassesData.find((c) => c.slug === slug);
      return lang === "tr" ? (vehicleClass?.nameTr ?? slug) : (vehicleClass?.nameEn ?? slug);
    });
  const officeNames = (lang: "tr" | "en") =>
    (definition.officeSlugs ?? []).map((slug) => {
      const office = officesData.find((o) => o.slug === slug);
      return lang === "tr" ? (office?.nameTr ?? slug) : (office?.nameEn ?? slug);
    });
  const discountTr =
    definition.discountKind === "percent"
      ? `Araç kiralama bedeline %${definition.discountValue} indirim uygulanır.`
      : `Araç kiralama bedelinden ${formatTl(definition.discountValue, "tr")} indirim yapılır; indirim bu bedeli aşamaz.`;
  const discountEn =
    definition.discountKind === "percent"
      ? `The discount is ${definition.discountValue}% of the vehicle rental charge.`
      : `The discount is ${formatTl(definition.discountValue, "en")} off the vehicle rental charge and never more than that charge.`;

  const tr = [
    `- Kod, teslim alma tarihi ${formatLocalDateTime(validFrom, "tr")} ile ${formatLocalDateTime(validTo, "tr")} arasında (bu günler dahil) olan kiralamalarda geçerlidir.`,
    `- ${discountTr}`,
    "- Tek yön ücreti, güvence paketleri, KM paketleri ve ek ürünler indirim kapsamı dışındadır.",
    definition.minDays > 1 ? `- En az ${definition.minDays} günlük kiralamalarda geçerlidir.` : null,
    definition.classSlugs ? `- Yalnızca şu araç sınıflarında geçerlidir: ${classNames("tr").join(", ")}.` : null,
    definition.officeSlugs
      ? `- Yalnızca şu ofislerden teslim alınan araçlarda geçerlidir: ${officeNames("tr").join(", ")}.`
      : null,
    definition.membersOnly ? "- Yalnızca üye girişi yapmış Yolda üyeleri kullanabilir." : null,
    definition.usageLimit !== null
      ? `- Kampanya ilk ${definition.usageLimit} rezervasyonla sınırlıdır; kontenjan dolduğunda kod geçersiz olur.`
      : null,
    "- Bir rezervasyonda yalnızca bir kampanya kodu kullanılabilir.",
    "- Kampanya indirimi ile üye indirimi birleştirilmez; hangisi daha yüksekse o uygulanır ve rezervasyon özetinde belirtilir.",
  ].filter((line) => line !== null);
  const en = [
    `- The code is valid for rentals picked up from ${formatLocalDateTime(validFrom, "en")} to ${formatLocalDateTime(validTo, "en")} (both days included).`,
    `- ${discountEn}`,
    "- One-way fees, protection packages, KM packages and extras are not discounted.",
    definition.minDays > 1 ? `- Valid for rentals of at least ${definition.minDays} days.` : null,
    definition.classSlugs ? `- Valid only for these vehicle classes: ${classNames("en").join(", ")}.` : null,
    definition.officeSlugs ? `- Valid only for cars picked up at: ${officeNames("en").join(", ")}.` : null,
    definition.membersOnly ? "- Only for Yolda members who are signed in." : null,
    definition.usageLimit !== null
      ? `- Limited to the first ${definition.usageLimit} reservations; after that the code no longer works.`
      : null,
    "- Only one campaign code can be used per reservation.",
    "- The campaign discount and the member discount do not stack: the larger one applies, and the booking summary says which.",
  ].filter((line) => line !== null);

  return {
    tr: [
      ...definition.introTr,
      "Kampanya koşulları:",
      tr.join("\n"),
      "Kampanya araç müsaitliği ile sınırlıdır. Sürücü yaşı, ehliyet süresi ve depozito gibi kiralama koşulları aynen geçerlidir.",
      "İptal ve iade koşulları kiralama koşullarımızda belirtildiği gibidir. Yolda, kampanya koşullarını önceden duyurmak kaydıyla değiştirme hakkını saklı tutar; yapılmış rezervasyonlar değişiklikten etkilenmez.",
    ].join("\n\n"),
    en: [
      ...definition.introEn,
      "Campaign conditions:",
      en.join("\n"),
      "The campaign is subject to availability. The usual rental conditions, such as driver age, licence years and deposit, still apply.",
      "Cancellation and refunds follow our rental terms. Yolda may change the campaign conditions after announcing it; reservations already made are not affected.",
    ].join("\n\n"),
  };
}

/** The campaigns with validity dates counted from the seed day ("YYYY-MM-DD", Istanbul). */
export function buildCampaigns(today: string): CampaignSeed[] {
  return definitions.map((definition) => {
    const validFrom = addDays(today, -DAYS_SINCE_START);
    const validTo = addDays(today, definition.daysAhead);
    const terms = termsOf(definition, validFrom, validTo);
    return {
      slug: definition.slug,
      code: definition.code,
      titleTr: definition.titleTr,
      titleEn: definition.titleEn,
      summaryTr: definition.summaryTr,
      summaryEn: definition.summaryEn,
      termsTr: terms.tr,
      termsEn: terms.en,
      discountKind: definition.discountKind,
      discountValue: definition.discountValue,
      validFrom,
      validTo,
      classSlugs: definition.classSlugs,
      officeSlugs: definition.officeSlugs,
      minDays: definition.minDays,
      usageLimit: definition.usageLimit,
      membersOnly: definition.membersOnly,
      theme: definition.theme,
    };
  });
}
