import type { Route } from "./+types/manifest";
import { getRequestContext } from "#app/server/http/request-context.server.ts";

// The web app manifest also declares the native apps (Android store link).
export function loader({ context }: Route.LoaderArgs) {
  const { env } = getRequestContext(context).services;
  const manifest = {
    name: env.APP_NAME,
    short_name: env.APP_NAME,
    start_url: "/",
    display: "standalone",
    background_color: "#000000",
    theme_color: "#000000",
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png" },
    ],
    related_applications: [
      {
        platform: "play",
        url: env.ANDROID_APP_URL,
        id: new URL(env.ANDROID_APP_URL).searchParams.get("id") ?? undefined,
      },
      { platform: "itunes", url: env.IOS_APP_URL },
    ],
    prefer_related_applications: false,
  };
  return new Response(JSON.stringify(manifest), {
    headers: { "Content-Type": "application/manifest+json", "Cache-Control": "public, max-age=3600" },
  });
}
