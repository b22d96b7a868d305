// Where the keyboard and a screen reader land after a back-office action (issue 28 item 7, decision
// 0096). `useOutcomeFocus` runs once in the staff frame: when a navigation or a form's answer has
// rendered, the focus moves to the outcome the page marks with `data-outcome` (an error before a
// success), else to the page's h1; never away from where the person or the page itself put it
// meanwhile (a field with an error, a heading a page focuses itself). `Outcome` is the message: a
// live region that is in the DOM before its text changes, role="alert" for an error and
// role="status" otherwise.
import { useEffect, useRef, type ReactNode } from "react";
import { useLocation, useNavigation } from "react-router";

export type OutcomeTone = "success" | "error" | "info";

const toneStyles: Record<OutcomeTone, string> = {
  success:
    "border-emerald-300 bg-emerald-50 text-emerald-950 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-50",
  error: "border-red-300 bg-red-50 text-red-950 dark:border-red-800 dark:bg-red-950 dark:text-red-50",
  info: "border-sky-300 bg-sky-50 text-sky-950 dark:border-sky-800 dark:bg-sky-950 dark:text-sky-50",
};

/**
 * An outcome message. Both live regions (assertive for errors, polite otherwise) are always rendered,
 * empty when there is nothing to say, so a screen reader already watches them when the text arrives;
 * the filled one also takes its role (alert or status). With no `tone` (or no children) nothing shows.
 */
export function Outcome({
  tone,
  children,
  className = "rounded-lg border p-3 text-sm",
}: {
  tone: OutcomeTone | null | undefined;
  children?: ReactNode;
  className?: string;
}) {
  const shown = tone != null && children != null && children !== false && children !== "";
  const isError = shown && tone === "error";
  const box = shown ? `${className} ${toneStyles[tone]}` : undefined;
  return (
    <>
      {/* Empty, a region takes no room (out of the flow) but stays in the accessibility tree. */}
      <div
        aria-live="assertive"
        role={isError ? "alert" : undefined}
        data-outcome={isError ? "error" : undefined}
        tabIndex={-1}
        className={isError ? box : "sr-only"}
      >
        {isError ? children : null}
      </div>
      <div
        aria-live="polite"
        role={shown && !isError ? "status" : undefined}
        data-outcome={shown && !isError ? tone : undefined}
        tabIndex={-1}
        className={shown && !isError ? box : "sr-only"}
      >
        {shown && !isError ? children : null}
      </div>
    </>
  );
}

/**
 * The element the focus goes to after an action: the marked outcome with text (errors, then successes, then notes), else
 * the part of the page the address names (#id), else the h1.
 */
export function outcomeTarget(root: ParentNode = document): HTMLElement | null {
  const marked = [...root.querySelectorAll<HTMLElement>("[data-outcome]")].filter(
    (el) => (el.textContent ?? "").trim() !== "",
  );
  // A link to a part of a page (…#rates-editor-title) lands on that part.
  const hash = typeof location === "undefined" ? "" : decodeURIComponent(location.hash.slice(1));
  const anchored = hash ? document.getElementById(hash) : null;
  const target =
    marked.find((el) => el.dataset.outcome === "error") ??
    marked.find((el) => el.dataset.outcome === "success") ??
    marked[0] ??
    anchored ??
    root.querySelector<HTMLElement>("main h1") ??
    root.querySelector<HTMLElement>("h1");
  if (target && !target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
  return target;
}

/**
 * Moves the focus to the outcome after every navigation or form answer inside the frame that uses
 * it. Only when the focus is on <body> (the pressed button went away or was disabled) or still on
 * what started the navigation (the link or button pressed): a field the form focused because of an
 * error, or a heading the page focused itself, keeps it. The first load of a document moves nothing.
 */
export function useOutcomeFocus() {
  const navigation = useNavigation();
  const location = useLocation();
  const trigger = useRef<Element | null>(null);
  const busy = useRef(false);
  useEffect(() => {
    if (navigation.state !== "idle") {
      if (!busy.current) trigger.current = document.activeElement;
      busy.current = true;
      return;
    }
    if (!busy.current) return;
    busy.current = false;
    const started = trigger.current;
    trigger.current = null;
    const move = () => {
      const active = document.activeElement;
      if (active && active !== document.body && active !== started) return;
      const target = outcomeTarget();
      if (target && target !== active) target.focus();
    };
    // A form (Conform) shows the errors of an answer one render after the answer itself: looking at
    // once found no outcome yet and sent the focus to the h1 at the top of the page (a refused price
    // preview). Look once what the answer brought has been painted.
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(move);
    });
    return () => cancelAnimationFrame(frame);
  }, [navigation.state, location.key]);
}
