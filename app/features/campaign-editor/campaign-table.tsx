// The campaigns list's table: dense, and on a narrow screen a scrolling region that a keyboard can
// reach (it is focusable and named), so no column is out of reach. UI only.
import type { ReactNode } from "react";

export function CampaignTable({ caption, head, children }: { caption: string; head: string[]; children: ReactNode }) {
  return (
    <div
      className="overflow-x-auto rounded-lg border border-slate-200 dark:border-slate-700"
      tabIndex={0}
      role="region"
      aria-label={caption}
    >
      <table className="w-full min-w-[48rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100">
          <tr>
            {head.map((h) => (
              <th key={h} scope="col" className="px-3 py-2 font-semibold">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-700">{children}</tbody>
      </table>
    </div>
  );
}
