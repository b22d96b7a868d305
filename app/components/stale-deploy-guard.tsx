import { useEffect } from "react";

const GUARD_KEY = "yolda:last-reload";
const GUARD_MS = 10_000;

function reloadOnce() {
  const last = Number(sessionStorage.getItem(GUARD_KEY) ?? 0);
  if (Date.now() - last < GUARD_MS) return; // never twice within 10 seconds
  sessionStorage.setItem(GUARD_KEY, String(Date.now()));
  window.location.reload();
}

/**
 * After a new deploy the page's scripts are stale: the server reports another build version,
 * or a lazily loaded chunk is gone. The page then reloads itself, once.
 */
export function StaleDeployGuard({ serverVersion }: { serverVersion: string }) {
  useEffect(() => {
    const clientVersion = (window as { __reactRouterManifest?: { version?: string } }).__reactRouterManifest?.version;
    if (clientVersion && serverVersion !== "dev" && clientVersion !== serverVersion) reloadOnce();
  }, [serverVersion]);

  useEffect(() => {
    const onPreloadError = (event: Event) => {
      event.preventDefault();
      reloadOnce();
    };
    window.addEventListener("vite:preloadError", onPreloadError);
    return () => window.removeEventListener("vite:preloadError", onPreloadError);
  }, []);
  return null;
}
