// The car's outline seen from above (inline SVG, decision 0078) with its zones. The zones are real
// buttons beside the drawing (keyboard and screen readers use them; the drawing is decoration), and
// open damages show as numbered markers on their zone.
import { DAMAGE_ZONES, type DamageZone } from "#app/domain/handover/damages.ts";
import { useTranslation } from "#app/i18n/react.tsx";

/** Where each zone's marker sits on the 200x320 drawing. */
const SPOT: Record<DamageZone, [number, number]> = {
  front: [100, 30],
  rear: [100, 292],
  left: [32, 160],
  right: [168, 160],
  roof: [100, 170],
  wheels: [30, 80],
  glass: [100, 92],
  interior: [100, 225],
};

export function CarDiagram({
  markers,
  onZone,
}: {
  /** One marker per open damage: its zone and number in the list. */
  markers: readonly { zone: DamageZone; n: number }[];
  onZone?: ((zone: DamageZone) => void) | undefined;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-start gap-4">
      <svg viewBox="0 0 200 320" width="150" height="240" aria-hidden="true" className="shrink-0 text-slate-500">
        <rect x="45" y="10" width="110" height="300" rx="40" fill="none" stroke="currentColor" strokeWidth="3" />
        <path d="M60 75 Q100 55 140 75 L135 110 Q100 100 65 110 Z" fill="none" stroke="currentColor" strokeWidth="2" />
        <path
          d="M65 250 Q100 260 135 250 L140 275 Q100 290 60 275 Z"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        />
        <rect x="65" y="120" width="70" height="120" rx="10" fill="none" stroke="currentColor" strokeWidth="1.5" />
        {[
          [35, 60],
          [155, 60],
          [35, 235],
          [155, 235],
        ].map(([x, y]) => (
          <rect key={`${x}-${y}`} x={x} y={y} width="12" height="36" rx="4" fill="currentColor" />
        ))}
        {markers.map((m) => {
          const [x, y] = SPOT[m.zone];
          const dx = ((m.n % 3) - 1) * 14;
          return (
            <g key={m.n}>
              <circle cx={x + dx} cy={y} r="9" fill="#b91c1c" />
              <text x={x + dx} y={y + 4} textAnchor="middle" fontSize="11" fill="#fff" fontWeight="bold">
                {m.n}
              </text>
            </g>
          );
        })}
      </svg>
      {onZone ? (
        <div role="group" aria-label={t("handover.inspection.diagram")} className="grid grid-cols-2 gap-2 text-sm">
          {DAMAGE_ZONES.map((zone) => (
            <button key={zone} type="button" className="btn-secondary" onClick={() => onZone(zone)}>
              {t("handover.inspection.zoneButton", { zone: t(`handover.inspection.zones.${zone}`) })}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
