import { isRouteErrorResponse, type MetaDescriptor } from "react-router";
import type { RootData } from "#app/root-data.ts";
import { errorTitles } from "#app/i18n/messages/error-titles.ts";
import { langFromPath } from "#app/i18n/config.ts";
import { buildMeta, type PageMeta } from "./page-meta.ts";

interface MetaArgsLike {
  location: { pathname: string };
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
  loaderData?: unknown;
  error?: unknown;
}

/** The `meta` export of every page: its loader returns `meta: PageMeta`; errors get the error title. */
export function routeMeta(args: MetaArgsLike): MetaDescriptor[] {
  const root = args.matches.find((m) => m?.id === "root")?.loaderData as RootData | undefined;
  const lang = langFromPath(args.location.pathname);
  const page = (args.loaderData as { meta?: PageMeta } | undefined)?.meta;
  const site = root?.site ?? { appName: "Yolda", publicUrl: "http://localhost:3000", lang, iosAppId: "" };
  if (!page || args.error) {
    const titles = errorTitles[lang];
    const status = isRouteErrorResponse(args.error) ? args.error.status : args.error ? 500 : 404;
    const title = status === 404 ? titles.notFound : status === 401 ? titles.unauthorized : titles.generic;
    return [{ title: `${title} - ${site.appName}` }, { name: "robots", content: "noindex" }];
  }
  return buildMeta({ ...site, lang }, page, args.location.pathname);
}
