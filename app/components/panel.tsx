// Building blocks of the back office's pages: a panel with a heading, and the dense table that
// scrolls sideways on a narrow tablet (desk, prices, fleet, campaigns, API clients).
import type { ReactNode } from "react";

/** A white panel with a heading, the building block of desk pages. */
export function Panel({ title, id, children }: { title: ReactNode; id: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id={id} className="mb-3 text-base font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function ScrollTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="overflow-x-auto" role="region" aria-label={label} tabIndex={0}>
      <table className="w-full min-w-[44rem] border-collapse text-left text-sm">{children}</table>
    </div>
  );
}

export const thClass =
  "border-b border-slate-300 px-2 py-1.5 text-xs font-semibold tracking-wide text-slate-700 uppercase dark:border-slate-700 dark:text-slate-300";
export const tdClass = "border-b border-slate-200 px-2 py-1.5 align-top dark:border-slate-800";
