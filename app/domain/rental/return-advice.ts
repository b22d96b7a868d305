// The return-time advisor (issue 31 item 3, decision 0101): what a later return costs, from the same
// 60-minute grace rule the price uses (rental-days.ts). Pure; the search form, the change page and
// the desk extension all show it.
import { istanbulDate, istanbulTime, MINUTE_MS } from "#app/domain/time/istanbul.ts";
import { latestReturnFor, rentalDays } from "./rental-days.ts";

export type ReturnAdvice = {
  /** The days the chosen return costs. */
  days: number;
  /** The latest return that still costs `days` (Istanbul "YYYY-MM-DD" and "HH:mm"). */
  latestDate: string;
  latestTime: string;
  /** The first minute that costs one more day. */
  nextDate: string;
  nextTime: string;
};

/** For a pick-up and a chosen return: the last minute at the same price and the first one costing a day more. */
export function returnAdvice(pickUp: Date, dropOff: Date): ReturnAdvice {
  const days = rentalDays(pickUp, dropOff);
  const latest = latestReturnFor(pickUp, days);
  const next = new Date(latest.getTime() + MINUTE_MS);
  return {
    days,
    latestDate: istanbulDate(latest),
    latestTime: istanbulTime(latest),
    nextDate: istanbulDate(next),
    nextTime: istanbulTime(next),
  };
}

// Turkish suffixes follow the last spoken word of the time: "18:30'a" (otuz), "18:31'den" (bir).
const UNITS = ["", "bir", "iki", "üç", "dört", "beş", "altı", "yedi", "sekiz", "dokuz"];
const TENS = ["sıfır", "on", "yirmi", "otuz", "kırk", "elli"];

function lastWord(time: string): string {
  const [h = 0, m = 0] = time.split(":").map(Number);
  const n = m === 0 ? h : m;
  if (n === 0) return "sıfır";
  return n % 10 !== 0 ? (UNITS[n % 10] ?? "") : (TENS[Math.floor(n / 10)] ?? "");
}

function lastVowel(word: string): string {
  const vowels = [...word].filter((c) => "aeıioöuü".includes(c));
  return vowels.at(-1) ?? "e";
}

/** "18:30'a", "18:00'e", "18:20'ye": the dative of a time read aloud. */
export function turkishTimeDative(time: string): string {
  const word = lastWord(time);
  const back = "aıou".includes(lastVowel(word));
  const vowelEnd = "aeıioöuü".includes(word.at(-1) ?? "");
  return `${time}'${vowelEnd ? "y" : ""}${back ? "a" : "e"}`;
}

/** "18:31'den", "18:33'ten", "18:46'dan": the ablative of a time read aloud. */
export function turkishTimeAblative(time: string): string {
  const word = lastWord(time);
  const back = "aıou".includes(lastVowel(word));
  const hard = "çfhkpsşt".includes(word.at(-1) ?? "");
  return `${time}'${hard ? "t" : "d"}${back ? "an" : "en"}`;
}
