// The home page's script (docs/decisions/0063): React DOM hydrates each island the server marked
// (<div data-island="name">, islands/island.tsx) with the same component and id prefix, reading the
// page's data from the JSON the root wrote. No React Router client: its hooks come from
// router-shim.tsx (vite.islands.config.ts), links are document loads.
import type { ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import { setIslandRouteData } from "./router-shim.tsx";
import { ISLANDS_DATA_ID, islandIdPrefix, type IslandsData } from "./islands-data.ts";
import { ConsentFirst, FooterCookieLink, SiteBanners } from "#app/features/consent/consent-parts.tsx";
import { SiteHeaderPart } from "#app/features/layout/site-header.tsx";
import { applyTheme } from "#app/features/layout/theme-switcher.tsx";
import { SiteSearchBar } from "#app/features/search/site-search-bar.tsx";
import { I18nProvider } from "#app/i18n/react.tsx";

/** Each island's element: the one the server renders inside <Island name="..."> (root, site layout, home). */
const islands: Record<string, () => ReactNode> = {
  consent: () => <ConsentFirst />,
  "app-prompt": () => <SiteBanners />,
  header: () => <SiteHeaderPart />,
  search: () => <SiteSearchBar />,
  "cookie-link": () => <FooterCookieLink />,
};

const json = document.getElementById(ISLANDS_DATA_ID)?.textContent;
if (json) {
  const data = JSON.parse(json) as IslandsData;
  setIslandRouteData(data.routes);
  for (const element of document.querySelectorAll<HTMLElement>("[data-island]")) {
    const name = element.dataset["island"] ?? "";
    const island = islands[name];
    if (!island) continue;
    hydrateRoot(
      element,
      <I18nProvider lang={data.lang} messages={data.messages}>
        {island()}
      </I18nProvider>,
      { identifierPrefix: islandIdPrefix(name) },
    );
  }
  // The colour mode follows the system's while it is "system" (root.tsx's useThemeSync elsewhere).
  const theme = (data.routes["root"] as { theme?: string } | undefined)?.theme;
  if (theme === "system") {
    window.matchMedia("(prefers-color-scheme: dark)").addEventListener("change", () => applyTheme("system"));
  }
}
