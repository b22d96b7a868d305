import { useRouteLoaderData } from "react-router";
import type { SearchDefaults, SearchOffice } from "../shared/search/search-form.ts";

type SiteLayoutData = { offices?: SearchOffice[]; searchDefaults?: SearchDefaults } | undefined;

/** The office list the site layout loads once for every search bar on the page. */
export function useSearchOffices(): SearchOffice[] {
  return (useRouteLoaderData("routes/layouts/site") as SiteLayoutData)?.offices ?? [];
}

/** The server's date and default times, so the search bar renders the same on the server and the client. */
export function useSearchDefaults(): SearchDefaults | undefined {
  return (useRouteLoaderData("routes/layouts/site") as SiteLayoutData)?.searchDefaults;
}
