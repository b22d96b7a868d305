import { Outlet, type ShouldRevalidateFunction } from "react-router";
import type { Route } from "./+types/site";
import { RouteErrorScreen } from "#app/components/error-screen-lazy.tsx";
import { SiteFooter } from "#app/features/layout/site-footer.tsx";
import { SiteHeaderPart } from "#app/features/layout/site-header.tsx";
import { Island } from "#app/islands/island.tsx";
import { langFromPath } from "#app/i18n/config.ts";
import { useRootData } from "#app/components/use-root-data.ts";
import { getRequestContext } from "#app/server/http/request-context.server.ts";
import { searchOffices } from "#app/server/services/content-pages.server.ts";
import { pageHasSearchBar } from "#app/i18n/areas.server.ts";
import { defaultSearchTimes } from "#app/shared/search/search-validation.ts";
import { packOffices } from "#app/shared/search/office-wire.ts";

// Every search bar of the site reads the offices (with hours and closures) and today's date from
// here. Pages without a search bar (their message areas leave out "search": FAQ, texts, help) get
// no office list in their HTML (docs/decisions/0052).
export async function loader({ context, url }: Route.LoaderArgs) {
  const { services } = getRequestContext(context);
  // The page's path (`url`: without the ".data" of a client navigation's request).
  const { pathname } = url;
  const lang = langFromPath(pathname);
  const { today, offices } = await searchOffices(services.database.db, lang);
  const withOffices = await pageHasSearchBar(pathname);
  return {
    offices: withOffices ? packOffices(offices) : undefined,
    searchDefaults: { today, ...defaultSearchTimes(today) },
  };
}

// Loaded again with the root's data on every other path (root.tsx), so a page with a search bar
// reached from one without gets the offices (kept in the catalogue cache, so cheap to send).
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl }) =>
  currentUrl.pathname !== nextUrl.pathname;

function Chrome({ children }: { children: React.ReactNode }) {
  const root = useRootData();
  return (
    <div className="flex min-h-dvh flex-col">
      <Island name="header">
        <SiteHeaderPart />
      </Island>
      <div className="flex-1">{children}</div>
      <SiteFooter stores={{ iosAppUrl: root?.site.iosAppUrl ?? "", androidAppUrl: root?.site.androidAppUrl ?? "" }} />
    </div>
  );
}

export default function SiteLayout() {
  return (
    <Chrome>
      <Outlet />
    </Chrome>
  );
}

export function ErrorBoundary() {
  return (
    <Chrome>
      <RouteErrorScreen />
    </Chrome>
  );
}
