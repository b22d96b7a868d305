// Small pieces the desk's inbox pages share: the page heading, a notice after an action, a dense
// table, a labelled fact list and a text area with its error. UI only.
import type { ReactNode } from "react";
import { inputClass, labelClass } from "#app/components/form-fields.tsx";

export function PageHead({ title, lead, children }: { title: string; lead?: string; children?: ReactNode }) {
  return (
    <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
      <div>
        <h1 className="text-2xl font-bold">{title}</h1>
        {lead ? <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{lead}</p> : null}
      </div>
      {children}
    </div>
  );
}

/** What the last action did (role=status, read once by screen readers) or why it was refused (alert). */
export function Notice({ tone, children }: { tone: "ok" | "error"; children: ReactNode }) {
  const cls =
    tone === "ok"
      ? "border-emerald-700 bg-emerald-50 text-emerald-900 dark:border-emerald-400 dark:bg-emerald-950 dark:text-emerald-100"
      : "border-red-700 bg-red-50 text-red-900 dark:border-red-400 dark:bg-red-950 dark:text-red-100";
  return (
    // data-outcome: after a back-office action the focus lands here (components/outcome.tsx, decision 0096).
    <p
      role={tone === "ok" ? "status" : "alert"}
      data-outcome={tone === "ok" ? "success" : "error"}
      tabIndex={-1}
      className={`mb-4 rounded-lg border px-3 py-2 text-sm ${cls}`}
    >
      {children}
    </p>
  );
}

export function Table({ caption, head, children }: { caption: string; head: string[]; children: ReactNode }) {
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 dark:border-slate-700">
      <table className="w-full min-w-[40rem] text-left text-sm">
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

export const cell = "px-3 py-2 align-top";

export function Facts({ rows }: { rows: Array<readonly [string, ReactNode]> }) {
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
      {rows.map(([k, v]) => (
        <div key={k} className="contents">
          <dt className="font-semibold text-slate-700 dark:text-slate-300">{k}</dt>
          <dd className="break-words">{v}</dd>
        </div>
      ))}
    </dl>
  );
}

export function Badge({ children, tone = "plain" }: { children: ReactNode; tone?: "plain" | "warn" | "ok" | "bad" }) {
  const cls = {
    plain: "bg-slate-100 text-slate-900 dark:bg-slate-800 dark:text-slate-100",
    warn: "bg-amber-100 text-amber-950 dark:bg-amber-900 dark:text-amber-50",
    ok: "bg-emerald-100 text-emerald-950 dark:bg-emerald-900 dark:text-emerald-50",
    bad: "bg-red-100 text-red-950 dark:bg-red-900 dark:text-red-50",
  }[tone];
  return (
    <span className={`inline-block whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ${cls}`}>
      {children}
    </span>
  );
}

/** A labelled text area (or one-line input) whose error is announced and tied to it. */
export function TextBox({
  id,
  name,
  label,
  hint,
  error,
  defaultValue,
  rows,
  maxLength,
}: {
  id: string;
  name: string;
  label: string;
  hint?: string;
  error?: string | undefined;
  defaultValue?: string | undefined;
  rows?: number;
  maxLength: number;
}) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  const common = {
    id,
    name,
    defaultValue,
    maxLength,
    required: true,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy,
    className: inputClass,
  };
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      ) : null}
      {rows ? <textarea rows={rows} {...common} /> : <input type="text" {...common} />}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-800 dark:text-red-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}
