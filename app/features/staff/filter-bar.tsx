// The head of the back office's list pages (fleet timeline, cars, reports): the heading with its
// lead, and a GET form of filters whose office choice lists the offices the person reaches.
import type { ReactNode } from "react";
import { Form } from "react-router";

/** The class of a filter's input or select. */
export const filterControl =
  "mt-1 block rounded-md border border-slate-400 bg-white px-2 py-1.5 text-sm dark:bg-slate-900";

export function PageIntro({ title, lead }: { title: string; lead: string }) {
  return (
    <div>
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="mt-1 max-w-3xl text-sm text-slate-700 dark:text-slate-300">{lead}</p>
    </div>
  );
}

/** The filters as a GET form, named for assistive technology by `label`. */
export function FilterBar({ label, children }: { label: string; children: ReactNode }) {
  return (
    // Its action is the page itself, known already: nothing to discover (0171).
    <Form method="get" discover="none" className="flex flex-wrap items-end gap-3" aria-label={label}>
      {children}
    </Form>
  );
}

/** The office filter (`ofis`); `all` is the "all offices" choice, left out when not given. */
export function OfficeFilter({
  label,
  offices,
  value,
  all,
}: {
  label: string;
  offices: readonly { id: number; name: string }[];
  value: number | null | undefined;
  all?: string | undefined;
}) {
  return (
    <label className="text-sm font-semibold">
      {label}
      <select name="ofis" defaultValue={value ?? ""} className={filterControl}>
        {all ? <option value="">{all}</option> : null}
        {offices.map((o) => (
          <option key={o.id} value={o.id}>
            {o.name}
          </option>
        ))}
      </select>
    </label>
  );
}
