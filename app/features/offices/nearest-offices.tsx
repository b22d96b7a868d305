// "Show the offices nearest to me" on the offices page (decision 0042): the browser's position is
// asked for only when the visitor presses the button, used in the browser alone (never sent to
// the server, so the cached page stays the same for everyone), and the offices are listed nearest
// first with their distance, today's hours and a directions link.
import { useRef, useState } from "react";
import { LocalLink } from "#app/components/localized-link.tsx";
import { nearestFirst, type Position } from "#app/domain/geo/distance.ts";
import { locales } from "#app/i18n/config.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import { directionsUrl } from "#app/shared/offices/office-hours.ts";

export type NearestOffice = { slug: string; name: string; cityName: string; address: string; lat: number; lng: number };

type State =
  | { kind: "idle" }
  | { kind: "locating" }
  | { kind: "failed"; reason: "denied" | "unavailable" | "unsupported" }
  | { kind: "found"; from: Position };

const SHOWN = 5;
const linkClass = "font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-brand-400";

export function NearestOffices({ offices }: { offices: readonly NearestOffice[] }) {
  const { t, lang } = useTranslation();
  const [state, setState] = useState<State>({ kind: "idle" });
  const headingRef = useRef<HTMLHeadingElement>(null);
  const km = new Intl.NumberFormat(locales[lang], { maximumFractionDigits: 1, minimumFractionDigits: 1 });

  function locate() {
    if (typeof navigator === "undefined" || !("geolocation" in navigator)) {
      setState({ kind: "failed", reason: "unsupported" });
      return;
    }
    setState({ kind: "locating" });
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setState({ kind: "found", from: { lat: coords.latitude, lng: coords.longitude } });
        // The list appears under the button: take focus there so it is seen and read.
        requestAnimationFrame(() => headingRef.current?.focus());
      },
      (error) =>
        setState({ kind: "failed", reason: error.code === error.PERMISSION_DENIED ? "denied" : "unavailable" }),
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 300_000 },
    );
  }

  const nearest = state.kind === "found" ? nearestFirst(offices, state.from).slice(0, SHOWN) : [];
  return (
    <section aria-labelledby="nearest-title" className="space-y-3">
      <div className="flex flex-wrap items-center gap-3">
        <button type="button" className="btn-secondary" onClick={locate} disabled={state.kind === "locating"}>
          <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5" fill="currentColor">
            <path d="M10 2a6 6 0 0 0-6 6c0 4.4 6 10 6 10s6-5.6 6-10a6 6 0 0 0-6-6Zm0 8.2A2.2 2.2 0 1 1 10 5.8a2.2 2.2 0 0 1 0 4.4Z" />
          </svg>
          {t("content.offices.nearest.button")}
        </button>
        <p className="text-sm text-slate-700 dark:text-slate-300">{t("content.offices.nearest.privacy")}</p>
      </div>
      <p role="status" className="text-sm font-medium">
        {state.kind === "locating" ? t("content.offices.nearest.locating") : null}
        {state.kind === "failed" ? t(`content.offices.nearest.${state.reason}`) : null}
      </p>
      <h2
        id="nearest-title"
        ref={headingRef}
        tabIndex={-1}
        className={state.kind === "found" ? "text-2xl font-bold outline-none" : "sr-only"}
      >
        {t("content.offices.nearest.title")}
      </h2>
      {state.kind === "found" ? (
        <>
          <p className="sr-only">{t("content.offices.nearest.found", { count: nearest.length })}</p>
          <ol className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {nearest.map((o) => (
              <li
                key={o.slug}
                className="flex flex-col gap-1 rounded-2xl border border-brand-200 bg-brand-50 p-4 dark:border-slate-700 dark:bg-slate-900"
              >
                <LocalLink to={`/ofis-${o.slug}`} className={`text-lg ${linkClass}`}>
                  {o.name}
                </LocalLink>
                <p className="text-sm">
                  {o.cityName} · {t("content.offices.nearest.distance", { km: km.format(o.km) })}
                </p>
                <address className="text-sm not-italic">{o.address}</address>
                <a
                  href={directionsUrl(state.from, o)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={`mt-1 text-sm ${linkClass}`}
                >
                  {t("content.offices.nearest.directions")}
                  <span className="sr-only">
                    {" "}
                    {o.name} {t("content.offices.newTab")}
                  </span>
                </a>
              </li>
            ))}
          </ol>
        </>
      ) : null}
    </section>
  );
}
