import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * The heading a step lands on. When `step` changes, or the element mounts after a client-side
 * navigation (not on the first page load, where the browser starts at the top), the focus moves to
 * it: the keyboard continues from there and a screen reader announces the new step, instead of the
 * focus falling to <body>. Give the element tabIndex={-1}.
 */
export function useArrivalFocus<T extends HTMLElement>(step: string | number = "") {
  const ref = useRef<T>(null);
  const { key } = useLocation();
  const firstLoad = useRef(key === "default");
  useEffect(() => {
    if (firstLoad.current) {
      firstLoad.current = false;
      return;
    }
    ref.current?.focus();
  }, [step]);
  return ref;
}
