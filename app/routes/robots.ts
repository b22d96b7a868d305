import type { Route } from "./+types/robots";
import { getRequestContext } from "#app/server/http/request-context.server.ts";

export function loader({ context }: Route.LoaderArgs) {
  const { env } = getRequestContext(context).services;
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /rezervasyon",
    "Disallow: /en/rezervasyon",
    "Disallow: /pos3d",
    "Disallow: /en/pos3d",
    "Disallow: /odemecallback",
    "Disallow: /sandbox-bank/",
    `Sitemap: ${new URL("/sitemap.xml", env.PUBLIC_URL).href}`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
