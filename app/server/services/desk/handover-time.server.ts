// "dd.mm.yyyy HH:mm" in Istanbul, as the agreements print times.
import { istanbulDate, istanbulTime } from "#app/domain/time/istanbul.ts";

export function localDateTimeText(instant: Date): string {
  const [y, m, d] = istanbulDate(instant).split("-");
  return `${d}.${m}.${y} ${istanbulTime(instant)}`;
}
