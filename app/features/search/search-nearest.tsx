// "Offices nearest to me" in the search bar (decision 0042): the position is asked
// for only when the visitor presses the button, used in the browser alone (never sent to the server),
// and the pick-up list is sorted by distance, each office with its distance; the chosen office gets
// a driving directions link. Part of the lazy search-enhanced chunk.
import { useMemo, useState } from "react";
import { isPosition, nearestFirst, type Position } from "#app/domain/geo/distance.ts";
import { locales, type Lang } from "#app/i18n/config.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import type { SearchOffice } from "#app/shared/search/search-form.ts";
import { directionsUrl } from "#app/shared/offices/office-hours.ts";

export type Located =
  { kind: "found"; from: Position } | { kind: "failed"; reason: "denied" | "unavailable" | "unsupported" };

/** Asks the browser for the visitor's position (low accuracy, a five-minute-old fix is fine). */
export function locateVisitor(): Promise<Located> {
  if (typeof navigator === "undefined" || !("geolocation" in navigator)) {
    return Promise.resolve({ kind: "failed", reason: "unsupported" });
  }
  return new Promise((resolve) =>
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => resolve({ kind: "found", from: { lat: coords.latitude, lng: coords.longitude } }),
      (error) => resolve({ kind: "failed", reason: error.code === error.PERMISSION_DENIED ? "denied" : "unavailable" }),
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 300_000 },
    ),
  );
}

type Placed = SearchOffice & Position;
const placed = (o: SearchOffice): o is Placed => isPosition({ lat: o.lat, lng: o.lng });

/** The offices nearest first with their distance; an office without a position keeps its place after them. */
export function officesByDistance(offices: readonly SearchOffice[], from: Position): SearchOffice[] {
  return [...nearestFirst(offices.filter(placed), from), ...offices.filter((o) => !placed(o))];
}

/** "0,7" / "0.7": one decimal in the page's language. */
export function formatKm(km: number, lang: Lang): string {
  return new Intl.NumberFormat(locales[lang], { maximumFractionDigits: 1, minimumFractionDigits: 1 }).format(km);
}

export function useKm(): (km: number) => string {
  const { lang } = useTranslation();
  return (km) => formatKm(km, lang);
}

/** Under the pick-up field: how far the chosen office is and a directions link (new tab). */
export function ChosenOfficeDistance({ office, from }: { office: SearchOffice | undefined; from: Position }) {
  const { t } = useTranslation();
  const km = useKm();
  if (!office || office.km === undefined || !placed(office)) return null;
  return (
    <p className="mt-1 text-sm text-slate-700 dark:text-slate-300" data-testid="nearest-chosen">
      {t("search.nearest.chosen", { name: office.name, km: km(office.km) })} ·{" "}
      <a
        href={directionsUrl(from, office)}
        target="_blank"
        rel="noopener noreferrer"
        className="font-semibold text-brand-700 underline underline-offset-2 hover:no-underline dark:text-brand-400"
      >
        {t("search.nearest.directions")}
        <span className="sr-only"> {t("search.nearest.newTab")}</span>
      </a>
    </p>
  );
}

/**
 * Under the pick-up field: the "offices nearest to me" button, the status line (locating, refused,
 * which office is nearest) and, once an office is chosen from the sorted list, its distance and a
 * directions link. The sorted list goes back to the search bar through `onSort`.
 */
export function NearestOffices({
  offices,
  chosen,
  onSort,
}: {
  offices: readonly SearchOffice[];
  chosen: string;
  onSort: (sorted: SearchOffice[]) => void;
}) {
  const { t } = useTranslation();
  const km = useKm();
  const [near, setNear] = useState<Located | { kind: "locating" } | null>(null);
  const sorted = useMemo(
    () => (near?.kind === "found" ? officesByDistance(offices, near.from) : null),
    [near, offices],
  );
  const find = () => {
    setNear({ kind: "locating" });
    void locateVisitor().then((located) => {
      setNear(located);
      if (located.kind === "found") onSort(officesByDistance(offices, located.from));
    });
  };
  const first = sorted?.[0];
  return (
    <>
      <button
        type="button"
        onClick={find}
        disabled={near?.kind === "locating"}
        className="mt-2 inline-flex min-h-8 items-center gap-1 text-sm font-semibold text-brand-700 underline-offset-2 hover:underline disabled:opacity-70 dark:text-brand-400"
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor">
          <path d="M10 2a6 6 0 0 0-6 6c0 4.4 6 10 6 10s6-5.6 6-10a6 6 0 0 0-6-6Zm0 8.2A2.2 2.2 0 1 1 10 5.8a2.2 2.2 0 0 1 0 4.4Z" />
        </svg>
        {t("search.nearest.button")}
      </button>
      <p role="status" className="text-sm font-medium">
        {near?.kind === "locating" ? t("search.nearest.locating") : null}
        {near?.kind === "failed" ? t(`search.nearest.${near.reason}`) : null}
        {first?.km !== undefined ? t("search.nearest.sorted", { name: first.name, km: km(first.km) }) : null}
      </p>
      {near?.kind === "found" ? (
        <ChosenOfficeDistance office={sorted?.find((o) => o.code === chosen)} from={near.from} />
      ) : null}
    </>
  );
}
