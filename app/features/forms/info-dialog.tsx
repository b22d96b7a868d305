// A button that opens an information dialog (the site's one Dialog, components/dialog.tsx).
import { type ReactNode, useState } from "react";
import { Dialog } from "#app/components/dialog.tsx";

export function InfoDialog({
  buttonLabel,
  title,
  closeLabel,
  children,
}: {
  buttonLabel: string;
  title: string;
  closeLabel: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="btn-secondary" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <circle cx="12" cy="12" r="9" />
          <path d="M12 11v6M12 7.5v.5" strokeLinecap="round" />
        </svg>
        {buttonLabel}
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title={title} closeLabel={closeLabel}>
        <div className="space-y-3 text-slate-700 dark:text-slate-300">{children}</div>
      </Dialog>
    </>
  );
}
