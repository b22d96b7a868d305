import { useRouteLoaderData } from "react-router";
import type { RootData } from "#app/root-data.ts";

export function useRootData(): RootData | undefined {
  return useRouteLoaderData("root") as RootData | undefined;
}
