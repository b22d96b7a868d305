import { useSearchOffices } from "#app/components/use-search-offices.ts";
import { SearchBar } from "./search-bar.tsx";

/** The search bar with the site layout's office list (an island of the home page, decision 0063). */
export function SiteSearchBar() {
  return <SearchBar offices={useSearchOffices()} />;
}
