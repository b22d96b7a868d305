// The return-time advisor under a return field (issue 31 item 3, decision 0101): what a later
// return costs, from the price's own grace rule. Server-rendered for the chosen times (works without
// JavaScript) and updated live as they change, announced politely.
import { returnAdvice, turkishTimeAblative, turkishTimeDative } from "#app/domain/rental/return-advice.ts";
import { parseIstanbulLocal } from "#app/domain/time/istanbul.ts";
import { formatLocalDateTime } from "#app/domain/time/local-format.ts";
import { useTranslation } from "#app/i18n/react.tsx";

/** The advice sentence for pick-up and return ("YYYY-MM-DDTHH:mm", Istanbul), or null when it cannot be said. */
export function useReturnAdvice(pickupAt: string, returnAt: string): string | null {
  const { t, lang } = useTranslation();
  const pickUp = parseIstanbulLocal(pickupAt);
  const dropOff = parseIstanbulLocal(returnAt);
  if (!pickUp || !dropOff || dropOff.getTime() <= pickUp.getTime()) return null;
  const a = returnAdvice(pickUp, dropOff);
  const chosenDate = returnAt.slice(0, 10);
  // The time alone when it is the chosen return day; else with its date.
  const when = (date: string, suffixed: string) =>
    date === chosenDate ? suffixed : `${formatLocalDateTime(date, lang)} ${suffixed}`;
  const latest = lang === "tr" ? turkishTimeDative(a.latestTime) : a.latestTime;
  const next = lang === "tr" ? turkishTimeAblative(a.nextTime) : a.nextTime;
  return t("search.advice.line", {
    latest: when(a.latestDate, latest),
    next: when(a.nextDate, next),
    days: t("search.advice.days", { count: a.days }),
    nextDays: t("search.advice.days", { count: a.days + 1 }),
  });
}

export function ReturnAdviceText({ pickupAt, returnAt, id }: { pickupAt: string; returnAt: string; id?: string }) {
  const advice = useReturnAdvice(pickupAt, returnAt);
  return (
    <p
      id={id}
      data-return-advice=""
      aria-live="polite"
      className="mt-1 min-h-5 text-sm text-slate-700 dark:text-slate-300"
    >
      {advice ?? ""}
    </p>
  );
}
