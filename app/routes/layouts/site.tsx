import { Outlet, type ShouldRevalidateFunction } from "react-router";
import type { Route } from "./+types/site";
import { RouteErrorScreen } from "../../components/error-screen.tsx";
import { SiteFooter } from "../../features/layout/site-footer.tsx";
import { SiteHeader } from "../../features/layout/site-header.tsx";
import { langFromPath } from "../../i18n/config.ts";
import { useRootData } from "../../components/use-root-data.ts";
import { getRequestContext } from "../page-context.server.ts";
import { searchOffices } from "../../server/services/content-pages.server.ts";
import { defaultSearchTimes } from "../../shared/search/search-validation.ts";

// Every search bar of the site reads the offices (with hours and closures) and today's date from here.
export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = getRequestContext(context);
  const lang = langFromPath(new URL(request.url).pathname);
  const { today, offices } = await searchOffices(services.database.db, lang);
  return { offices, searchDefaults: { today, ...defaultSearchTimes(today) } };
}

export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl }) =>
  langFromPath(currentUrl.pathname) !== langFromPath(nextUrl.pathname);

function Chrome({ children }: { children: React.ReactNode }) {
  const root = useRootData();
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader theme={root?.theme ?? "system"} signedIn={root?.signedIn ?? false} />
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
