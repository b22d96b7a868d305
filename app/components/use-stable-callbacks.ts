import { useLayoutEffect, useMemo, useRef } from "react";

type Callbacks = Record<string, (...args: never[]) => void>;

/**
 * An object of callbacks that keeps its identity from render to render and always calls the
 * latest ones. A context whose value is such an object does not make its consumers render again
 * when the provider does: rows that React has not hydrated yet stay as the server sent them
 * (decision 0168).
 */
export function useStableCallbacks<T extends Callbacks>(callbacks: T): T {
  const latest = useRef(callbacks);
  useLayoutEffect(() => {
    latest.current = callbacks;
  });
  return useMemo(() => {
    const stable: Callbacks = {};
    for (const name of Object.keys(latest.current)) {
      stable[name] = (...args: never[]) => latest.current[name]?.(...args);
    }
    return stable as T;
  }, []);
}
