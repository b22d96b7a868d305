// The site's one modal dialog (decision 0032): a native <dialog> opened with showModal(). The browser
// moves the focus in (to the first control, the close button beside the title), keeps it inside,
// makes the page behind inert, closes on Escape and gives the focus back to the element that opened
// it. The content is rendered only while the dialog is open, so each opening starts fresh (the
// cookie preferences re-read the saved choice) and showModal() runs after it is in the document,
// which is what puts the focus on the close button (decision 0028).
import { type ReactNode, useEffect, useId, useRef } from "react";

const widths = { sm: "max-w-lg", md: "max-w-2xl", lg: "max-w-3xl", xl: "max-w-5xl" };

export function Dialog({
  open,
  onClose,
  title,
  closeLabel,
  describedBy,
  size = "sm",
  children,
}: {
  open: boolean;
  /** Called however the dialog closes: the close button, Escape, a click on the backdrop. */
  onClose: () => void;
  title: string;
  /** The close button's accessible name ("Kapat" / "Close"; passed in, so the dialog's chunk holds no translator). */
  closeLabel: string;
  /** The id of an element inside that describes the dialog. */
  describedBy?: string | undefined;
  size?: keyof typeof widths;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  const close = () => ref.current?.close();
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      onClose={onClose}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside its content box) closes it.
        if (event.target === event.currentTarget) close();
      }}
      className={`m-auto w-[calc(100%-2rem)] ${widths[size]} rounded-2xl bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-950/60 dark:bg-slate-900 dark:text-slate-100`}
    >
      {open ? (
        <div className="p-5 sm:p-6">
          <div className="mb-4 flex items-start justify-between gap-4">
            <h2 id={titleId} className="text-xl font-bold">
              {title}
            </h2>
            <button
              type="button"
              onClick={close}
              aria-label={closeLabel}
              className="grid size-11 shrink-0 place-items-center rounded-lg hover:bg-slate-100 dark:hover:bg-slate-800"
            >
              <svg
                viewBox="0 0 24 24"
                aria-hidden="true"
                className="size-5"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              >
                <path d="M6 6l12 12M18 6L6 18" />
              </svg>
            </button>
          </div>
          {children}
        </div>
      ) : null}
    </dialog>
  );
}
