// What the cookie banner and its preferences form share.
import { useLocation } from "react-router";
import { withoutTrackingParams } from "#app/shared/http/tracking-params.ts";

export function useBackPath(): string {
  const location = useLocation();
  return location.pathname + withoutTrackingParams(location.search);
}

// Accept and reject look the same: refusing must be as easy as agreeing.
export const choiceButton =
  "inline-flex min-h-11 items-center justify-center rounded-lg bg-slate-900 px-4 py-2.5 font-semibold whitespace-nowrap text-white hover:bg-slate-700 sm:w-48 dark:bg-white dark:text-slate-900 dark:hover:bg-slate-200";
