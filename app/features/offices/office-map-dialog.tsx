import { escapeHtml } from "#app/shared/html/html.ts";
import { useEffect, useId, useRef, useState } from "react";
import { Dialog } from "#app/components/dialog.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import { openStreetMapUrl } from "#app/shared/offices/office-hours.ts";

type TileState = "loading" | "ready" | "failed";

/** Tiles that neither arrive nor fail (a silent network) count as failed after this long. */
const TILE_TIMEOUT_MS = 8000;

/**
 * "Show on map": a modal dialog with a Leaflet map on OpenStreetMap tiles. Leaflet and its CSS
 * are fetched only when the dialog first opens; the address and an "open in map" link are always
 * in the dialog, so it still helps when the tiles cannot load.
 */
export function OfficeMapDialog({
  name,
  address,
  lat,
  lng,
}: {
  name: string;
  address: string;
  lat: number;
  lng: number;
}) {
  const { t } = useTranslation();
  const mapRef = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const [tiles, setTiles] = useState<TileState>("loading");
  const statusId = useId();

  useEffect(() => {
    const container = mapRef.current;
    if (!open || !container) return;
    let cancelled = false;
    let remove: (() => void) | undefined;
    const timer = window.setTimeout(() => setTiles((s) => (s === "ready" ? s : "failed")), TILE_TIMEOUT_MS);
    setTiles("loading");
    Promise.all([import("leaflet"), import("leaflet/dist/leaflet.css")])
      .then(([leaflet]) => {
        if (cancelled) return;
        // Leaflet ships as CommonJS: depending on the bundler's interop the API is the namespace or its default.
        const L: typeof leaflet = "map" in leaflet ? leaflet : (leaflet as { default: typeof leaflet }).default;
        const map = L.map(container, { center: [lat, lng], zoom: 16, scrollWheelZoom: false, zoomControl: false });
        L.control
          .zoom({ zoomInTitle: t("content.offices.zoomIn"), zoomOutTitle: t("content.offices.zoomOut") })
          .addTo(map);
        map.attributionControl.setPrefix(false);
        const layer = L.tileLayer("https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png", {
          subdomains: "abc",
          maxZoom: 19,
          attribution: `<a href="https://www.openstreetmap.org/copyright">${escapeHtml(t("content.offices.mapAttribution"))}</a>`,
        });
        // One tile that arrives shows a usable map; failures matter only while none has.
        layer.on("tileload", () => setTiles("ready"));
        layer.on("tileerror", () => setTiles((state) => (state === "ready" ? state : "failed")));
        layer.addTo(map);
        // A vector marker: it needs no image, so it shows even when nothing can be downloaded.
        L.circleMarker([lat, lng], {
          radius: 10,
          color: "#9a3412",
          weight: 3,
          fillColor: "#f97316",
          fillOpacity: 0.9,
          interactive: false,
        }).addTo(map);
        map.invalidateSize();
        remove = () => map.remove();
      })
      .catch(() => {
        if (!cancelled) setTiles("failed");
      });
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
      remove?.();
    };
  }, [open, lat, lng, t]);

  return (
    <>
      <button type="button" className="btn-primary" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5" fill="currentColor">
          <path d="M10 2a6 6 0 0 0-6 6c0 4.4 6 10 6 10s6-5.6 6-10a6 6 0 0 0-6-6Zm0 8.2A2.2 2.2 0 1 1 10 5.8a2.2 2.2 0 0 1 0 4.4Z" />
        </svg>
        {t("content.offices.showMap")}
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={t("content.offices.mapTitle", { name })}
        closeLabel={t("content.offices.closeMap")}
        describedBy={statusId}
        size="lg"
      >
        <div
          ref={mapRef}
          role="region"
          aria-label={t("content.offices.mapRegion", { name })}
          className="relative z-0 h-72 w-full overflow-hidden rounded-xl bg-slate-200 sm:h-96 dark:bg-slate-800"
        />
        <p id={statusId} role="status" className="mt-3 text-sm text-slate-700 dark:text-slate-300">
          {tiles === "loading"
            ? t("content.offices.mapLoading")
            : tiles === "failed"
              ? t("content.offices.mapTilesFailed")
              : ""}
        </p>
        <h3 className="mt-3 font-semibold">{t("content.offices.address")}</h3>
        <address className="mt-1 not-italic">{address}</address>
        <a href={openStreetMapUrl(lat, lng)} target="_blank" rel="noopener noreferrer" className="btn-secondary mt-4">
          {t("content.offices.openInMap")}
          <span className="sr-only">
            {" "}
            {name} {t("content.offices.newTab")}
          </span>
        </a>
      </Dialog>
    </>
  );
}
