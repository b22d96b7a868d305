// Report charts drawn as server-rendered SVG, no JavaScript and no library (docs/decisions/0045):
// a figure whose image has a short aria-label and whose caption is the summary sentence; the
// table under it carries every figure, so the chart only repeats what is written.
import { niceScale } from "#app/domain/reports/chart-scale.ts";
import { useTranslation } from "#app/i18n/react.tsx";

export type ChartSeries = { name: string; values: readonly (number | null)[] };

const WIDTH = 720;
const HEIGHT = 240;
const M = { top: 12, right: 12, bottom: 36, left: 64 };
const PLOT_W = WIDTH - M.left - M.right;
const PLOT_H = HEIGHT - M.top - M.bottom;

/** Series colours, distinct in light and dark mode; the legend names them in text. */
const TONES = [
  {
    fill: "fill-sky-700 dark:fill-sky-400",
    stroke: "stroke-sky-700 dark:stroke-sky-400",
    swatch: "bg-sky-700 dark:bg-sky-400",
  },
  {
    fill: "fill-amber-600 dark:fill-amber-300",
    stroke: "stroke-amber-600 dark:stroke-amber-300",
    swatch: "bg-amber-600 dark:bg-amber-300",
  },
  {
    fill: "fill-emerald-700 dark:fill-emerald-400",
    stroke: "stroke-emerald-700 dark:stroke-emerald-400",
    swatch: "bg-emerald-700 dark:bg-emerald-400",
  },
  {
    fill: "fill-fuchsia-700 dark:fill-fuchsia-400",
    stroke: "stroke-fuchsia-700 dark:stroke-fuchsia-400",
    swatch: "bg-fuchsia-700 dark:bg-fuchsia-400",
  },
  {
    fill: "fill-slate-600 dark:fill-slate-300",
    stroke: "stroke-slate-600 dark:stroke-slate-300",
    swatch: "bg-slate-600 dark:bg-slate-300",
  },
  {
    fill: "fill-rose-700 dark:fill-rose-400",
    stroke: "stroke-rose-700 dark:stroke-rose-400",
    swatch: "bg-rose-700 dark:bg-rose-400",
  },
  {
    fill: "fill-teal-500 dark:fill-teal-300",
    stroke: "stroke-teal-500 dark:stroke-teal-300",
    swatch: "bg-teal-500 dark:bg-teal-300",
  },
  {
    fill: "fill-violet-700 dark:fill-violet-400",
    stroke: "stroke-violet-700 dark:stroke-violet-400",
    swatch: "bg-violet-700 dark:bg-violet-400",
  },
  {
    fill: "fill-lime-600 dark:fill-lime-400",
    stroke: "stroke-lime-600 dark:stroke-lime-400",
    swatch: "bg-lime-600 dark:bg-lime-400",
  },
] as const;
const tone = (i: number) => TONES[i % TONES.length] ?? TONES[0];

type ChartProps = {
  /** What the picture shows, for the image's accessible name. */
  label: string;
  /** The sentence that says what the figures mean; the figure's caption. */
  summary: string;
  categories: readonly string[];
  series: readonly ChartSeries[];
  formatTick: (value: number) => string;
  /** A fixed top of the value axis (100 for percentages). */
  max?: number;
};

function Axes({
  ticks,
  max,
  categories,
  formatTick,
}: {
  ticks: number[];
  max: number;
  categories: readonly string[];
  formatTick: (v: number) => string;
}) {
  const every = Math.max(1, Math.ceil(categories.length / 12));
  const band = PLOT_W / Math.max(1, categories.length);
  return (
    <g className="text-[11px]">
      {ticks.map((tick) => {
        const y = M.top + PLOT_H - (tick / max) * PLOT_H;
        return (
          <g key={tick}>
            <line x1={M.left} x2={WIDTH - M.right} y1={y} y2={y} className="stroke-slate-200 dark:stroke-slate-700" />
            <text x={M.left - 6} y={y + 4} textAnchor="end" className="fill-slate-700 dark:fill-slate-300">
              {formatTick(tick)}
            </text>
          </g>
        );
      })}
      {categories.map((category, i) =>
        i % every === 0 ? (
          <text
            key={category}
            x={M.left + band * i + band / 2}
            y={HEIGHT - M.bottom + 16}
            textAnchor="middle"
            className="fill-slate-700 dark:fill-slate-300"
          >
            {category}
          </text>
        ) : null,
      )}
      <line x1={M.left} x2={WIDTH - M.right} y1={M.top + PLOT_H} y2={M.top + PLOT_H} className="stroke-slate-500" />
    </g>
  );
}

function Legend({ series }: { series: readonly ChartSeries[] }) {
  if (series.length < 2) return null;
  return (
    <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-xs">
      {series.map((s, i) => (
        <li key={s.name} className="flex items-center gap-1.5">
          <span aria-hidden="true" className={`inline-block h-3 w-3 rounded-sm ${tone(i).swatch}`} />
          {s.name}
        </li>
      ))}
    </ul>
  );
}

/**
 * The chart's own figures, one row per category and one column per series, folded under a disclosure
 * beside the summary (issue 28 item 7, decision 0096): what the picture shows, readable cell by cell.
 */
function ChartTable({
  label,
  categories,
  series,
  formatValue,
}: {
  label: string;
  categories: readonly string[];
  series: readonly ChartSeries[];
  formatValue: (value: number) => string;
}) {
  const { t } = useTranslation();
  return (
    <details className="mt-2" data-chart-table>
      <summary className="cursor-pointer text-sm font-semibold">{t("reports.chartTable")}</summary>
      <div className="mt-2 max-w-3xl overflow-x-auto" role="group" aria-label={label} tabIndex={0}>
        <table className="min-w-full text-sm">
          <caption className="sr-only">{label}</caption>
          <thead>
            <tr>
              <td />
              {series.map((s) => (
                <th key={s.name} scope="col" className="px-2 py-1 text-right font-semibold">
                  {s.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {categories.map((category, ci) => (
              <tr key={category} className="border-t border-slate-200 dark:border-slate-700">
                <th scope="row" className="px-2 py-1 text-left font-medium">
                  {category}
                </th>
                {series.map((s) => {
                  const value = s.values[ci];
                  return (
                    <td key={s.name} className="px-2 py-1 text-right tabular-nums">
                      {value === null || value === undefined ? "—" : formatValue(value)}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

function Frame({
  label,
  summary,
  series,
  categories,
  formatTick,
  children,
}: {
  label: string;
  summary: string;
  series: readonly ChartSeries[];
  categories: readonly string[];
  formatTick: (value: number) => string;
  children: React.ReactNode;
}) {
  return (
    <figure className="my-3">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={label} className="h-auto w-full max-w-3xl">
        {children}
      </svg>
      <Legend series={series} />
      {/* Before the caption: a figcaption must be the figure's first or last child (Nu checker). */}
      <ChartTable label={label} categories={categories} series={series} formatValue={formatTick} />
      <figcaption className="mt-2 text-sm text-slate-700 dark:text-slate-300">{summary}</figcaption>
    </figure>
  );
}

function scaleOf(series: readonly ChartSeries[], fixedMax?: number) {
  const largest = Math.max(0, ...series.flatMap((s) => s.values.map((v) => v ?? 0)));
  return fixedMax === undefined ? niceScale(largest) : niceScale(fixedMax);
}

/** Grouped vertical bars: one group per category, one bar per series. */
export function BarChart({ label, summary, categories, series, formatTick, max: fixedMax }: ChartProps) {
  const { max, ticks } = scaleOf(series, fixedMax);
  const band = PLOT_W / Math.max(1, categories.length);
  const barWidth = Math.max(2, (band * 0.75) / Math.max(1, series.length));
  return (
    <Frame label={label} summary={summary} series={series} categories={categories} formatTick={formatTick}>
      <Axes ticks={ticks} max={max} categories={categories} formatTick={formatTick} />
      {series.map((s, si) =>
        s.values.map((value, ci) => {
          if (value === null || value <= 0) return null;
          const h = (value / max) * PLOT_H;
          const x = M.left + band * ci + band * 0.125 + barWidth * si;
          return (
            <rect
              key={`${si}-${categories[ci]}`}
              x={x}
              y={M.top + PLOT_H - h}
              width={barWidth}
              height={h}
              className={tone(si).fill}
            />
          );
        }),
      )}
    </Frame>
  );
}

/** One line per series over the categories (weeks); a missing value breaks the line. */
export function LineChart({ label, summary, categories, series, formatTick, max: fixedMax }: ChartProps) {
  const { max, ticks } = scaleOf(series, fixedMax);
  const band = PLOT_W / Math.max(1, categories.length);
  return (
    <Frame label={label} summary={summary} series={series} categories={categories} formatTick={formatTick}>
      <Axes ticks={ticks} max={max} categories={categories} formatTick={formatTick} />
      {series.map((s, si) => {
        const points = s.values.map((value, ci) =>
          value === null ? null : { x: M.left + band * ci + band / 2, y: M.top + PLOT_H - (value / max) * PLOT_H },
        );
        const path = points
          .map((p, i) =>
            p === null ? "" : `${i === 0 || points[i - 1] === null ? "M" : "L"}${p.x.toFixed(1)},${p.y.toFixed(1)}`,
          )
          .join(" ");
        return (
          <g key={s.name}>
            <path d={path} fill="none" strokeWidth={2.5} className={tone(si).stroke} />
            {points.map((p, i) =>
              p === null ? null : <circle key={categories[i]} cx={p.x} cy={p.y} r={3.5} className={tone(si).fill} />,
            )}
          </g>
        );
      })}
    </Frame>
  );
}
