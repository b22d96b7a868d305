// Shared looks of the search bar's native and React Aria controls, so swapping one for the other does not jump.
export const labelClass = "block text-sm font-medium text-slate-800 dark:text-slate-200";
export const fieldClass =
  "block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 dark:border-slate-600 dark:bg-slate-950 dark:text-slate-100";
export const invalidClass = "aria-[invalid=true]:border-red-600 dark:aria-[invalid=true]:border-red-400";
