// Demo cities and offices (service points). Office slugs and codes are referenced by content,
// campaigns and tests: change them only together with those.
import type { cities, DayHours, officeClosures, offices, WeekHours } from "#app/server/db/schema.ts";
import { nextOccurrence } from "./calendar.ts";

export type CitySeed = Omit<typeof cities.$inferInsert, "id">;
export type OfficeSeed = Omit<typeof offices.$inferInsert, "id" | "cityId"> & {
  citySlug: string;
  turnaroundMinutes: number;
  open24h: boolean;
};
export type OfficeClosureSeed = Omit<typeof officeClosures.$inferInsert, "officeId"> & { officeSlug: string };

export const citiesData: CitySeed[] = [
  { slug: "istanbul", plateCode: 34, nameTr: "İstanbul", nameEn: "Istanbul" },
  { slug: "ankara", plateCode: 6, nameTr: "Ankara", nameEn: "Ankara" },
  { slug: "izmir", plateCode: 35, nameTr: "İzmir", nameEn: "Izmir" },
  { slug: "antalya", plateCode: 7, nameTr: "Antalya", nameEn: "Antalya" },
  { slug: "mugla", plateCode: 48, nameTr: "Muğla", nameEn: "Muğla" },
  { slug: "adana", plateCode: 1, nameTr: "Adana", nameEn: "Adana" },
  { slug: "trabzon", plateCode: 61, nameTr: "Trabzon", nameEn: "Trabzon" },
  { slug: "kayseri", plateCode: 38, nameTr: "Kayseri", nameEn: "Kayseri" },
  { slug: "gaziantep", plateCode: 27, nameTr: "Gaziantep", nameEn: "Gaziantep" },
];

const hours = (open: string, close: string): DayHours => ({ open, close });
const closed: DayHours = null;

/** Airports never close; 23:59 keeps the close time inside the same day. */
const aroundTheClock: WeekHours = [
  hours("00:00", "23:59"),
  hours("00:00", "23:59"),
  hours("00:00", "23:59"),
  hours("00:00", "23:59"),
  hours("00:00", "23:59"),
  hours("00:00", "23:59"),
  hours("00:00", "23:59"),
];

function week(weekdays: DayHours, saturday: DayHours, sunday: DayHours): WeekHours {
  return [weekdays, weekdays, weekdays, weekdays, weekdays, saturday, sunday];
}

export const officesData: OfficeSeed[] = [
  {
    slug: "istanbul-havalimani",
    code: "IST",
    citySlug: "istanbul",
    kind: "airport",
    nameTr: "İstanbul Havalimanı",
    nameEn: "Istanbul Airport",
    addressTr:
      "İstanbul Havalimanı Dış Hatlar Geliş Katı, Tayakadın Mah. Terminal Cad. No:1, 34283 Arnavutköy/İstanbul",
    addressEn:
      "Istanbul Airport, International Arrivals Level, Terminal Street No:1, Tayakadın, 34283 Arnavutköy, Istanbul",
    lat: 41.2753,
    lng: 28.7519,
    phone: "+90 212 555 01 01",
    email: "istanbul-havalimani@yolda.com.tr",
    open24h: true,
    hours: aroundTheClock,
    turnaroundMinutes: 120,
  },
  {
    slug: "sabiha-gokcen-havalimani",
    code: "SAW",
    citySlug: "istanbul",
    kind: "airport",
    nameTr: "Sabiha Gökçen Havalimanı",
    nameEn: "Sabiha Gökçen Airport",
    addressTr: "Sabiha Gökçen Havalimanı Dış Hatlar Terminali, Sanayi Mah., 34906 Pendik/İstanbul",
    addressEn: "Sabiha Gökçen Airport, International Terminal, Sanayi, 34906 Pendik, Istanbul",
    lat: 40.8986,
    lng: 29.3092,
    phone: "+90 216 555 01 02",
    email: "sabiha-gokcen-havalimani@yolda.com.tr",
    open24h: true,
    hours: aroundTheClock,
    turnaroundMinutes: 120,
  },
  {
    slug: "istanbul-kadikoy",
    code: "KDK",
    citySlug: "istanbul",
    kind: "city",
    nameTr: "İstanbul Kadıköy",
    nameEn: "Istanbul Kadıköy",
    addressTr: "Caferağa Mah. Moda Cad. No:58, 34710 Kadıköy/İstanbul",
    addressEn: "Moda Street No:58, Caferağa, 34710 Kadıköy, Istanbul",
    lat: 40.987,
    lng: 29.026,
    phone: "+90 216 555 01 03",
    email: "istanbul-kadikoy@yolda.com.tr",
    open24h: false,
    hours: week(hours("08:30", "19:30"), hours("08:30", "19:30"), hours("10:00", "17:00")),
    turnaroundMinutes: 90,
  },
  {
    slug: "istanbul-levent",
    code: "LVT",
    citySlug: "istanbul",
    kind: "city",
    nameTr: "İstanbul Levent",
    nameEn: "Istanbul Levent",
    addressTr: "Levent Mah. Büyükdere Cad. No:185, 34394 Beşiktaş/İstanbul",
    addressEn: "Büyükdere Avenue No:185, Levent, 34394 Beşiktaş, Istanbul",
    lat: 41.082,
    lng: 29.0108,
    phone: "+90 212 555 01 04",
    email: "istanbul-levent@yolda.com.tr",
    open24h: false,
    hours: week(hours("08:30", "19:30"), hours("09:00", "18:00"), closed),
    turnaroundMinutes: 120,
  },
  {
    slug: "ankara-esenboga-havalimani",
    code: "ESB",
    citySlug: "ankara",
    kind: "airport",
    nameTr: "Ankara Esenboğa Havalimanı",
    nameEn: "Ankara Esenboğa Airport",
    addressTr: "Esenboğa Havalimanı İç Hatlar Geliş Katı, Balıkhisar Mah. Özal Bulvarı, 06790 Çubuk/Ankara",
    addressEn: "Esenboğa Airport, Domestic Arrivals Level, Özal Boulevard, Balıkhisar, 06790 Çubuk, Ankara",
    lat: 40.1281,
    lng: 32.9951,
    phone: "+90 312 555 01 05",
    email: "ankara-esenboga-havalimani@yolda.com.tr",
    open24h: true,
    hours: aroundTheClock,
    turnaroundMinutes: 120,
  },
  {
    slug: "ankara-kizilay",
    code: "KZL",
    citySlug: "ankara",
    kind: "city",
    nameTr: "Ankara Kızılay",
    nameEn: "Ankara Kızılay",
    addressTr: "Kızılay Mah. Atatürk Bulvarı No:121, 06420 Çankaya/Ankara",
    addressEn: "Atatürk Boulevard No:121, Kızılay, 06420 Çankaya, Ankara",
    lat: 39.9208,
    lng: 32.8541,
    phone: "+90 312 555 01 06",
    email: "ankara-kizilay@yolda.com.tr",
    open24h: false,
    hours: week(hours("08:30", "19:30"), hours("08:30", "19:30"), closed),
    turnaroundMinutes: 120,
  },
  {
    slug: "izmir-adnan-menderes-havalimani",
    code: "ADB",
    citySlug: "izmir",
    kind: "airport",
    nameTr: "İzmir Adnan Menderes Havalimanı",
    nameEn: "Izmir Adnan Menderes Airport",
    addressTr: "Adnan Menderes Havalimanı Dış Hatlar Terminali, Dokuz Eylül Mah., 35410 Gaziemir/İzmir",
    addressEn: "Adnan Menderes Airport, International Terminal, Dokuz Eylül, 35410 Gaziemir, Izmir",
    lat: 38.2924,
    lng: 27.157,
    phone: "+90 232 555 01 07",
    email: "izmir-adnan-menderes-havalimani@yolda.com.tr",
    open24h: true,
    hours: aroundTheClock,
    turnaroundMinutes: 120,
  },
  {
    slug: "izmir-alsancak",
    code: "ALS",
    citySlug: "izmir",
    kind: "city",
    nameTr: "İzmir Alsancak",
    nameEn: "Izmir Alsancak",
    addressTr: "Alsancak Mah. Kıbrıs Şehitleri Cad. No:45, 35220 Konak/İzmir",
    addressEn: "Kıbrıs Şehitleri Street No:45, Alsancak, 35220 Konak, Izmir",
    lat: 38.437,
    lng: 27.143,
    phone: "+90 232 555 01 08",
    email: "izmir-alsancak@yolda.com.tr",
    open24h: false,
    hours: week(hours("08:30", "19:30"), hours("08:30", "19:30"), hours("10:00", "17:00")),
    turnaroundMinutes: 90,
  },
  {
    slug: "antalya-havalimani",
    code: "AYT",
    citySlug: "antalya",
    kind: "airport",
    nameTr: "Antalya Havalimanı",
    nameEn: "Antalya Airport",
    addressTr: "Antalya Havalimanı Dış Hatlar Terminali 1, Yeşilköy Mah., 07230 Muratpaşa/Antalya",
    addressEn: "Antalya Airport, International Terminal 1, Yeşilköy, 07230 Muratpaşa, Antalya",
    lat: 36.8987,
    lng: 30.8005,
    phone: "+90 242 555 01 09",
    email: "antalya-havalimani@yolda.com.tr",
    open24h: true,
    hours: aroundTheClock,
    turnaroundMinutes: 120,
  },
  {
    slug: "antalya-lara",
    code: "LRA",
    citySlug: "antalya",
    kind: "city",
    nameTr: "Antalya Lara",
    nameEn: "Antalya Lara",
    addressTr: "Güzeloba Mah. Lara Cad. No:312, 07230 Muratpaşa/Antalya",
    addressEn: "Lara Avenue No:312, Güzeloba, 07230 Muratpaşa, Antalya",
    lat: 36.855,
    lng: 30.79,
    phone: "+90 242 555 01 10",
    email: "antalya-lara@yolda.com.tr",
    open24h: false,
    hours: week(hours("08:00", "21:00"), hours("08:00", "21:00"), hours("09:00", "19:00")),
    turnaroundMinutes: 90,
  },
  {
    slug: "dalaman-havalimani",
    code: "DLM",
    citySlug: "mugla",
    kind: "airport",
    nameTr: "Dalaman Havalimanı",
    nameEn: "Dalaman Airport",
    addressTr: "Dalaman Havalimanı Dış Hatlar Terminali, Ege Mah., 48770 Dalaman/Muğla",
    addressEn: "Dalaman Airport, International Terminal, Ege, 48770 Dalaman, Muğla",
    lat: 36.7131,
    lng: 28.7925,
    phone: "+90 252 555 01 11",
    email: "dalaman-havalimani@yolda.com.tr",
    open24h: true,
    hours: aroundTheClock,
    turnaroundMinutes: 120,
  },
  {
    slug: "bodrum-milas-havalimani",
    code: "BJV",
    citySlug: "mugla",
    kind: "airport",
    nameTr: "Bodrum-Milas Havalimanı",
    nameEn: "Bodrum-Milas Airport",
    addressTr: "Milas-Bodrum Havalimanı Dış Hatlar Terminali, Ekinanbarı Mah., 48200 Milas/Muğla",
    addressEn: "Milas-Bodrum Airport, International Terminal, Ekinanbarı, 48200 Milas, Muğla",
    lat: 37.2506,
    lng: 27.6643,
    phone: "+90 252 555 01 12",
    email: "bodrum-milas-havalimani@yolda.com.tr",
    open24h: true,
    hours: aroundTheClock,
    turnaroundMinutes: 120,
  },
  {
    slug: "adana-merkez",
    code: "ADA",
    citySlug: "adana",
    kind: "city",
    nameTr: "Adana Merkez",
    nameEn: "Adana City Centre",
    addressTr: "Reşatbey Mah. Atatürk Cad. No:28, 01120 Seyhan/Adana",
    addressEn: "Atatürk Avenue No:28, Reşatbey, 01120 Seyhan, Adana",
    lat: 36.999,
    lng: 35.3213,
    phone: "+90 322 555 01 13",
    email: "adana-merkez@yolda.com.tr",
    open24h: false,
    hours: week(hours("08:30", "19:00"), hours("09:00", "18:00"), closed),
    turnaroundMinutes: 120,
  },
  {
    slug: "trabzon-havalimani",
    code: "TZX",
    citySlug: "trabzon",
    kind: "airport",
    nameTr: "Trabzon Havalimanı",
    nameEn: "Trabzon Airport",
    addressTr: "Trabzon Havalimanı Geliş Katı, Üniversite Mah., 61080 Ortahisar/Trabzon",
    addressEn: "Trabzon Airport, Arrivals Level, Üniversite, 61080 Ortahisar, Trabzon",
    lat: 40.9951,
    lng: 39.7897,
    phone: "+90 462 555 01 14",
    email: "trabzon-havalimani@yolda.com.tr",
    open24h: true,
    hours: aroundTheClock,
    turnaroundMinutes: 120,
  },
  {
    slug: "kayseri-havalimani",
    code: "ASR",
    citySlug: "kayseri",
    kind: "airport",
    nameTr: "Kayseri Erkilet Havalimanı",
    nameEn: "Kayseri Erkilet Airport",
    addressTr: "Kayseri Erkilet Havalimanı Geliş Katı, Erkilet Dere Mah., 38090 Kocasinan/Kayseri",
    addressEn: "Kayseri Erkilet Airport, Arrivals Level, Erkilet Dere, 38090 Kocasinan, Kayseri",
    lat: 38.7704,
    lng: 35.4954,
    phone: "+90 352 555 01 15",
    email: "kayseri-havalimani@yolda.com.tr",
    open24h: true,
    hours: aroundTheClock,
    turnaroundMinutes: 120,
  },
  {
    slug: "gaziantep-havalimani",
    code: "GZT",
    citySlug: "gaziantep",
    kind: "airport",
    nameTr: "Gaziantep Havalimanı",
    nameEn: "Gaziantep Airport",
    addressTr: "Gaziantep Havalimanı Geliş Katı, Sarıtaş Mah., 27310 Oğuzeli/Gaziantep",
    addressEn: "Gaziantep Airport, Arrivals Level, Sarıtaş, 27310 Oğuzeli, Gaziantep",
    lat: 36.9472,
    lng: 37.4787,
    phone: "+90 342 555 01 16",
    email: "gaziantep-havalimani@yolda.com.tr",
    open24h: true,
    hours: aroundTheClock,
    turnaroundMinutes: 120,
  },
];

type Holiday = {
  monthDay: string;
  /** Short hours for the day, or null when city offices stay closed. */
  shortHours: { opens: string; closes: string } | null;
  nameTr: string;
  nameEn: string;
};

const nationalHolidays: Holiday[] = [
  { monthDay: "01-01", shortHours: null, nameTr: "Yılbaşı", nameEn: "New Year's Day" },
  {
    monthDay: "04-23",
    shortHours: { opens: "10:00", closes: "16:00" },
    nameTr: "Ulusal Egemenlik ve Çocuk Bayramı",
    nameEn: "National Sovereignty and Children's Day",
  },
  {
    monthDay: "05-19",
    shortHours: { opens: "10:00", closes: "16:00" },
    nameTr: "Atatürk'ü Anma, Gençlik ve Spor Bayramı",
    nameEn: "Commemoration of Atatürk, Youth and Sports Day",
  },
  {
    monthDay: "08-30",
    shortHours: { opens: "10:00", closes: "16:00" },
    nameTr: "Zafer Bayramı",
    nameEn: "Victory Day",
  },
  { monthDay: "10-29", shortHours: null, nameTr: "Cumhuriyet Bayramı", nameEn: "Republic Day" },
];

/** Holiday hours of the city offices for the next occurrence of each national holiday. */
export function buildOfficeClosures(today: string): OfficeClosureSeed[] {
  const cityOffices = officesData.filter((office) => office.kind === "city");
  return nationalHolidays.flatMap((holiday) => {
    const day = nextOccurrence(today, holiday.monthDay);
    return cityOffices.map((office): OfficeClosureSeed => {
      if (holiday.shortHours === null) {
        return {
          officeSlug: office.slug,
          day,
          opens: null,
          closes: null,
          noteTr: `${holiday.nameTr} nedeniyle ofisimiz kapalıdır. Havalimanı ofislerimiz 7/24 hizmet vermeye devam eder.`,
          noteEn: `Closed for ${holiday.nameEn}. Our airport offices stay open around the clock.`,
        };
      }
      const { opens, closes } = holiday.shortHours;
      return {
        officeSlug: office.slug,
        day,
        opens,
        closes,
        noteTr: `${holiday.nameTr} nedeniyle ofisimiz ${opens}-${closes} saatleri arasında hizmet verir.`,
        noteEn: `${holiday.nameEn}: the office is open from ${opens} to ${closes}.`,
      };
    });
  });
}
