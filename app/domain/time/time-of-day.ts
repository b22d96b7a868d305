// Clock times "HH:mm" as minutes since midnight; "24:00" is allowed only where a day's end is meant.

export const MINUTES_PER_DAY = 1440;

const TIME_RE = /^(\d{2}):(\d{2})$/;

/** Minutes since midnight of "HH:mm" (00:00-23:59), or null when malformed. */
export function parseTimeOfDay(value: string, options: { allowEndOfDay?: boolean } = {}): number | null {
  const match = TIME_RE.exec(value);
  if (!match) return null;
  const hour = Number(match[1]);
  const minute = Number(match[2]);
  if (options.allowEndOfDay && hour === 24 && minute === 0) return MINUTES_PER_DAY;
  if (hour > 23 || minute > 59) return null;
  return hour * 60 + minute;
}

/** "HH:mm" of minutes since midnight (0..1440; 1440 prints as "24:00"). */
export function formatTimeOfDay(minutes: number): string {
  if (!Number.isInteger(minutes) || minutes < 0 || minutes > MINUTES_PER_DAY) {
    throw new RangeError(`minutes out of range: ${minutes}`);
  }
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}
