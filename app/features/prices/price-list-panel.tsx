// The parts the price editor's list pages share (decision 0047): a list's panel
// with its rule, table and "add" link (one-way fees, seasons), and the editor beside the preview of
// what the change would cost (every price page).
import type { ReactNode } from "react";
import { LocalLink } from "#app/components/localized-link.tsx";
import { ScrollTable } from "#app/components/panel.tsx";
import { Panel } from "#app/components/panel.tsx";
import { PreviewPanel } from "./preview-panel.tsx";

/** A price list: the rule above it, the table (its head and body as children), the link that adds a row. */
export function PriceListPanel({
  id,
  title,
  rule,
  tableLabel,
  addTo,
  addLabel,
  children,
}: {
  id: string;
  title: string;
  rule: string;
  tableLabel: string;
  addTo: string;
  addLabel: string;
  children: ReactNode;
}) {
  return (
    <Panel id={id} title={title}>
      <p className="mb-3 max-w-4xl text-sm text-slate-700 dark:text-slate-300">{rule}</p>
      <ScrollTable label={tableLabel}>{children}</ScrollTable>
      <p className="mt-3">
        <LocalLink to={addTo} className="btn-secondary">
          {addLabel}
        </LocalLink>
      </p>
    </Panel>
  );
}

/** The editor form (children) beside the preview of its last check; side by side on wide screens. */
export function EditorWithPreview({
  preview,
  children,
}: {
  preview: Parameters<typeof PreviewPanel>[0]["result"];
  children: ReactNode;
}) {
  return (
    <div className="grid gap-4 *:min-w-0 lg:grid-cols-2">
      {children}
      <PreviewPanel result={preview} />
    </div>
  );
}
