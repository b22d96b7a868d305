// Today (/yonetim): the first screen of the desk.
import type { Route } from "./+types/today";
import { routeMeta } from "../../features/seo/route-meta.ts";
import type { MessagesHandle } from "../../i18n/areas.ts";
import { useTranslation } from "../../i18n/react.tsx";
import { pageContext } from "../page-context.server.ts";
import { requireStaff } from "./staff-guard.server.ts";

export const handle: MessagesHandle = { messages: ["staff"] };

export async function loader({ request, context }: Route.LoaderArgs) {
  const actor = await requireStaff(request, context);
  const ctx = pageContext(request, context);
  return {
    name: actor.name,
    meta: { title: ctx.t("staff.home.title"), description: ctx.t("staff.title"), noindex: true },
  };
}

export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function TodayPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <main id="main">
      <h1 className="text-2xl font-bold">{t("staff.home.title")}</h1>
      <p className="mt-2">{t("staff.home.welcome", { name: loaderData.name })}</p>
    </main>
  );
}
