import { useMemo } from "react";
import { useRouteLoaderData } from "react-router";
import type { SearchDefaults, SearchOffice } from "#app/shared/search/search-form.ts";
import { unpackOffices, type PackedOffice } from "#app/shared/search/office-wire.ts";

type SiteLayoutData = { offices?: PackedOffice[]; searchDefaults?: SearchDefaults } | undefined;

/** The office list the site layout loads once for every search bar on the page (sent packed). */
export function useSearchOffices(): SearchOffice[] {
  const packed = (useRouteLoaderData("routes/layouts/site") as SiteLayoutData)?.offices;
  return useMemo(() => (packed ? unpackOffices(packed) : []), [packed]);
}

/** The server's date and default times, so the search bar renders the same on the server and the client. */
export function useSearchDefaults(): SearchDefaults | undefined {
  return (useRouteLoaderData("routes/layouts/site") as SiteLayoutData)?.searchDefaults;
}
