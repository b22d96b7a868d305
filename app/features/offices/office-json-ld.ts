// schema.org AutoRental for an office page: name, address, geo, phone, opening hours, url.
import type { DayOpening } from "#app/shared/offices/office-hours.ts";

const schemaDays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;

export interface OfficeForJsonLd {
  name: string;
  address: string;
  cityName: string;
  phone: string;
  email: string;
  lat: number;
  lng: number;
  week: DayOpening[];
  closures: ReadonlyArray<{ day: string; opens: string | null; closes: string | null }>;
}

function weekSpecification(week: DayOpening[]) {
  // Days with the same hours share one entry, as schema.org allows a list of days.
  const groups = new Map<string, { opens: string; closes: string; days: string[] }>();
  week.forEach((day, i) => {
    if (day.kind === "closed") return;
    const [opens, closes] = day.kind === "24h" ? ["00:00", "23:59"] : [day.open, day.close];
    const key = `${opens}-${closes}`;
    const group = groups.get(key) ?? { opens, closes, days: [] };
    group.days.push(schemaDays[i] ?? "Monday");
    groups.set(key, group);
  });
  return [...groups.values()].map((g) => ({
    "@type": "OpeningHoursSpecification",
    dayOfWeek: g.days,
    opens: g.opens,
    closes: g.closes,
  }));
}

export function officeJsonLd(office: OfficeForJsonLd, url: string) {
  const specialDays = office.closures.map((c) => {
    // schema.org marks a closed day with opens and closes both at 00:00.
    const closedAllDay = c.opens === null && c.closes === null;
    return {
      "@type": "OpeningHoursSpecification",
      validFrom: c.day,
      validThrough: c.day,
      opens: closedAllDay ? "00:00" : (c.opens ?? "00:00"),
      closes: closedAllDay ? "00:00" : (c.closes ?? "23:59"),
    };
  });
  return {
    "@context": "https://schema.org",
    "@type": "AutoRental",
    name: office.name,
    url,
    telephone: office.phone,
    email: office.email,
    address: {
      "@type": "PostalAddress",
      streetAddress: office.address,
      addressLocality: office.cityName,
      addressCountry: "TR",
    },
    geo: { "@type": "GeoCoordinates", latitude: office.lat, longitude: office.lng },
    openingHoursSpecification: [...weekSpecification(office.week), ...specialDays],
  };
}
