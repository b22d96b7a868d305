// A button that opens an information dialog (native modal <dialog>: focus moves in and returns,
// Escape closes, the page behind is inert).
import { type ReactNode, useId, useRef } from "react";

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
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  return (
    <>
      <button type="button" className="btn-secondary" aria-haspopup="dialog" onClick={() => ref.current?.showModal()}>
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
      <dialog
        ref={ref}
        aria-labelledby={titleId}
        className="m-auto w-[calc(100%-2rem)] max-w-lg rounded-2xl bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-950/60 dark:bg-slate-900 dark:text-slate-100"
      >
        <div className="p-5">
          <h2 id={titleId} className="text-lg font-bold">
            {title}
          </h2>
          <div className="mt-3 space-y-3 text-slate-700 dark:text-slate-300">{children}</div>
          <div className="mt-5 flex justify-end">
            <button type="button" className="btn-primary" onClick={() => ref.current?.close()}>
              {closeLabel}
            </button>
          </div>
        </div>
      </dialog>
    </>
  );
}
