import { useEffect, useRef, useSyncExternalStore } from "react";

const noSubscription = () => () => undefined;

/**
 * The heading a step lands on. When the element mounts, or `step` changes, the focus moves to it:
 * the keyboard continues from there and a screen reader announces the new step, instead of the
 * focus falling to <body>. Give the element tabIndex={-1}.
 *
 * On a page the browser loaded as a document (the element was hydrated from the server's HTML),
 * the visitor may already have scrolled or tabbed while the scripts loaded. There the focus moves
 * only if it is still on <body>, and the page is not scrolled to the heading: scrolling back to the
 * top as React took the page over threw visitors (and a click on the way to a car) off the results.
 */
export function useArrivalFocus<T extends HTMLElement>(step: string | number = "") {
  const ref = useRef<T>(null);
  // True while React renders this element from the server's HTML (and on the server itself).
  const hydrating = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  const fromDocument = useRef(hydrating);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (!fromDocument.current) {
      element.focus();
      return;
    }
    fromDocument.current = false;
    const active = document.activeElement;
    if (!active || active === document.body) element.focus({ preventScroll: true });
  }, [step]);
  return ref;
}
