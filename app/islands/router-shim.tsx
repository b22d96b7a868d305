// What the home page's islands (docs/decisions/0063) use of React Router, without its client
// runtime: the islands build (vite.islands.config.ts) resolves "react-router" to this module. The
// server renders the same components with React Router itself, so each piece here renders the
// same markup as its React Router twin, and calls React's useId where React Router does (the ids
// of a server-rendered tree depend on it). A link or navigation is a document load; a fetcher
// posts with fetch() and keeps its answer, since nothing reloads the page's data afterwards.
import {
  forwardRef,
  useId,
  useMemo,
  useState,
  useSyncExternalStore,
  type AnchorHTMLAttributes,
  type FormEvent,
  type FormHTMLAttributes,
  type ReactNode,
} from "react";
import { withoutTrackingParams } from "#app/shared/http/tracking-params.ts";

/** Each route's loader data as the server rendered it, set once before the islands hydrate. */
let routeData: Readonly<Record<string, unknown>> = {};

export function setIslandRouteData(data: Readonly<Record<string, unknown>>) {
  routeData = data;
}

export function useRouteLoaderData(routeId: string): unknown {
  return routeData[routeId];
}

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  key: string;
}

let location: Location | null = null;

export function useLocation(): Location {
  location ??= {
    pathname: window.location.pathname,
    search: withoutTrackingParams(window.location.search),
    hash: window.location.hash,
    state: null,
    key: "default",
  };
  return location;
}

/** A navigation is a document load: the next page brings its own scripts. */
export function useNavigate() {
  return (to: string | number, options?: { replace?: boolean }) => {
    if (typeof to === "number") window.history.go(to);
    else if (options?.replace) window.location.replace(to);
    else window.location.assign(to);
  };
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  to: string;
  prefetch?: string;
  reloadDocument?: boolean;
  replace?: boolean;
  state?: unknown;
  preventScrollReset?: boolean;
  discover?: string;
  viewTransition?: boolean;
};

const ABSOLUTE = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

function linkAttributes({
  prefetch: _prefetch,
  reloadDocument: _reload,
  replace: _replace,
  state: _state,
  preventScrollReset: _scroll,
  viewTransition: _transition,
  discover = "render",
  to,
  ...rest
}: LinkProps) {
  return {
    ...rest,
    href: to,
    "data-discover": !ABSOLUTE.test(to) && discover === "render" ? "true" : undefined,
  };
}

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(props, ref) {
  return <a ref={ref} {...linkAttributes(props)} />;
});

type NavLinkState = { isActive: boolean; isPending: boolean; isTransitioning: boolean };
type NavLinkProps = Omit<LinkProps, "className" | "style" | "children"> & {
  className?: string | ((state: NavLinkState) => string | undefined);
  style?: LinkProps["style"] | ((state: NavLinkState) => LinkProps["style"]);
  children?: ReactNode | ((state: NavLinkState) => ReactNode);
  end?: boolean;
  caseSensitive?: boolean;
};

/** React Router's rule: the path itself, or below it unless `end`; aria-current="page" when active. */
export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink(
  { className: classNameProp = "", style: styleProp, children, end = false, caseSensitive = false, ...rest },
  ref,
) {
  const current = useLocation().pathname;
  const path = rest.to.split(/[?#]/)[0] ?? rest.to;
  const here = caseSensitive ? current : current.toLowerCase();
  const target = caseSensitive ? path : path.toLowerCase();
  const slash = target !== "/" && target.endsWith("/") ? target.length - 1 : target.length;
  const isActive = here === target || (!end && here.startsWith(target) && here.charAt(slash) === "/");
  const state = { isActive, isPending: false, isTransitioning: false };
  const className =
    typeof classNameProp === "function"
      ? classNameProp(state)
      : [classNameProp, isActive ? "active" : null].filter(Boolean).join(" ");
  const style = typeof styleProp === "function" ? styleProp(state) : styleProp;
  return (
    <a
      ref={ref}
      {...linkAttributes(rest)}
      aria-current={isActive ? "page" : undefined}
      className={className}
      style={style}
    >
      {typeof children === "function" ? children(state) : children}
    </a>
  );
});

// ---------------------------------------------------------------------------------------------
// Fetchers: one state per key, shared by every component that asks for the same key.

type FetcherState = {
  state: "idle" | "submitting";
  formData: FormData | undefined;
  formMethod: string | undefined;
  formAction: string | undefined;
  data: unknown;
};

const IDLE: FetcherState = {
  state: "idle",
  formData: undefined,
  formMethod: undefined,
  formAction: undefined,
  data: undefined,
};
const fetchers = new Map<string, FetcherState>();
const listeners = new Set<() => void>();

function setFetcher(key: string, next: FetcherState) {
  fetchers.set(key, next);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

type SubmitTarget = FormData | HTMLFormElement | HTMLButtonElement | HTMLInputElement;

function formDataOf(target: SubmitTarget): FormData {
  if (target instanceof FormData) return target;
  if (target instanceof HTMLFormElement) return new FormData(target);
  const form = target.form;
  const data = form ? new FormData(form) : new FormData();
  if (target.name) data.append(target.name, target.value);
  return data;
}

/**
 * Posts the form with fetch() (the server's action answers JSON, or redirects back to the page,
 * which is not followed). The submission stays as the fetcher's formData once done: React Router
 * would reload the page's data, which here stays as the server rendered it, so the last choice is
 * what the page shows (the colour mode switch reads it).
 */
async function submitFetcher(key: string, target: SubmitTarget, options: { method?: string; action?: string } = {}) {
  const formData = formDataOf(target);
  const method = (options.method ?? "post").toUpperCase();
  const action = options.action ?? window.location.pathname + window.location.search;
  setFetcher(key, { state: "submitting", formData, formMethod: method, formAction: action, data: undefined });
  let data: unknown;
  try {
    const response = await fetch(action, {
      method,
      body: formData,
      redirect: "manual",
      credentials: "same-origin",
      headers: { accept: "application/json" },
    });
    if (response.headers.get("content-type")?.includes("json")) data = await response.json();
  } catch {
    data = undefined;
  }
  setFetcher(key, { state: "idle", formData, formMethod: method, formAction: action, data });
}

type FetcherFormProps = Omit<FormHTMLAttributes<HTMLFormElement>, "action" | "onSubmit"> & {
  action?: string;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  discover?: string;
};

export function useFetcher<T = unknown>({ key }: { key?: string } = {}) {
  // React Router's useFetcher calls useId: the same here keeps the server's ids.
  const defaultKey = useId();
  const [fetcherKey] = useState(key || defaultKey);
  const fetcher = useSyncExternalStore(
    subscribe,
    () => fetchers.get(fetcherKey) ?? IDLE,
    () => IDLE,
  );
  const Form = useMemo(
    () =>
      forwardRef<HTMLFormElement, FetcherFormProps>(function FetcherForm(
        { method = "get", action, onSubmit, discover = "render", ...props },
        ref,
      ) {
        const formMethod = method.toLowerCase() === "get" ? "get" : "post";
        const formAction = action ?? window.location.pathname + window.location.search;
        const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
          onSubmit?.(event);
          if (event.defaultPrevented) return;
          event.preventDefault();
          const data = new FormData(event.currentTarget, (event.nativeEvent as SubmitEvent).submitter);
          void submitFetcher(fetcherKey, data, { method: formMethod, action: formAction });
        };
        return (
          <form
            ref={ref}
            method={formMethod}
            action={formAction}
            onSubmit={handleSubmit}
            {...props}
            data-discover={!(action && ABSOLUTE.test(action)) && discover === "render" ? "true" : undefined}
          />
        );
      }),
    [fetcherKey],
  );
  return useMemo(
    () => ({
      ...fetcher,
      data: fetcher.data as T | undefined,
      Form,
      submit: (target: SubmitTarget, options?: { method?: string; action?: string }) =>
        submitFetcher(fetcherKey, target, options),
    }),
    [fetcher, Form, fetcherKey],
  );
}
