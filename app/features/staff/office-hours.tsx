// Opening hours as text for the back office's office pages (docs/decisions/0050): the week in one
// line for the list (weekdays with the same hours grouped), and a read-only view of the settings
// for office staff. UI only.
import type { ReactNode } from "react";
import { useTranslation } from "#app/i18n/react.tsx";

type Day = { open: string; close: string } | null;

const same = (a: Day, b: Day) => (a === null ? b === null : b !== null && a.open === b.open && a.close === b.close);

/** "Monday–Friday 08:00–20:00 · Saturday 09:00–14:00 · Sunday Closed", or "Open 24/7". */
export function WeekHoursText({ open24h, hours }: { open24h: boolean; hours: readonly Day[] }) {
  const { t, tList } = useTranslation();
  if (open24h) return <>{t("offices.open24h")}</>;
  const names = tList("offices.weekdays");
  const groups: Array<{ from: number; to: number; day: Day }> = [];
  hours.forEach((day, i) => {
    const last = groups.at(-1);
    if (last && same(last.day, day)) last.to = i;
    else groups.push({ from: i, to: i, day });
  });
  return (
    <ul className="grid gap-0.5">
      {groups.map((g) => (
        <li key={g.from} className="whitespace-nowrap">
          <span className="font-medium">
            {names[g.from]}
            {g.to > g.from ? `–${names[g.to]}` : ""}
          </span>{" "}
          {g.day ? `${g.day.open}–${g.day.close}` : t("offices.closedDay")}
        </li>
      ))}
    </ul>
  );
}

export type OfficeFactsView = {
  open24h: boolean;
  days: Array<{ closed: boolean; open: string; close: string }>;
  turnaroundMinutes: string;
  addressTr: string;
  addressEn: string;
  phone: string;
  lat: string;
  lng: string;
};

/** The settings as text (office staff read them; only admins get the forms). */
export function OfficeFacts({ facts: f }: { facts: OfficeFactsView }) {
  const { t } = useTranslation();
  const rows: Array<[string, ReactNode]> = [
    [
      t("offices.columns.hours"),
      <WeekHoursText
        key="h"
        open24h={f.open24h}
        hours={f.days.map((d) => (d.closed ? null : { open: d.open, close: d.close }))}
      />,
    ],
    [t("offices.buffer"), t("offices.minutes", { count: Number(f.turnaroundMinutes) })],
    [t("offices.addressTr"), f.addressTr],
    [t("offices.addressEn"), f.addressEn],
    [t("offices.phone"), f.phone],
    [`${t("offices.lat")} / ${t("offices.lng")}`, `${f.lat}, ${f.lng}`],
  ];
  return (
    <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[12rem_minmax(0,1fr)]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold">{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
