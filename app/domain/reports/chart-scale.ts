// The value axis of a report chart: a maximum rounded up to a "nice" number (1, 2, 2.5 or 5 times
// a power of ten) and evenly spaced ticks from zero, so the gridlines read as round figures.

export type ChartScale = { max: number; ticks: number[] };

export function niceScale(maxValue: number, targetTicks = 4): ChartScale {
  if (!Number.isFinite(maxValue) || maxValue <= 0) return { max: 1, ticks: [0, 1] };
  const rough = maxValue / targetTicks;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = ([1, 2, 2.5, 5, 10].find((m) => m * power >= rough) ?? 10) * power;
  const count = Math.ceil(maxValue / step);
  const ticks = Array.from({ length: count + 1 }, (_, i) => Number((i * step).toPrecision(12)));
  return { max: ticks[ticks.length - 1] ?? maxValue, ticks };
}
