// /yonetim/siniflar: the vehicle classes' names and descriptions in both languages side by side, and
// their order (docs/decisions/0051). Admins only.
import type { SubmissionResult } from "@conform-to/react";
import { useNavigation } from "react-router";
import type { Route } from "./+types/classes";
import { ClassForm } from "#app/features/fleet-models/class-form.tsx";
import { Notice } from "#app/components/member-ui.tsx";
import { routeMeta } from "#app/features/seo/route-meta.ts";
import type { MessagesHandle } from "#app/i18n/areas.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import { classesAction, classesPage } from "./models-page.server.ts";

export const handle: MessagesHandle = { messages: ["staff", "models"] };

export const loader = (args: Route.LoaderArgs) => classesPage(args);
export const action = (args: Route.ActionArgs) => classesAction(args);

export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function ClassesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const busy = useNavigation().state === "submitting";
  const notice = loaderData.notice === "classSaved" || loaderData.notice === "unchanged" ? loaderData.notice : null;
  return (
    <main id="main" className="grid gap-4">
      <div>
        <h1 className="text-2xl font-bold">{t("models.classes.title")}</h1>
        <p className="mt-1 max-w-3xl text-sm text-slate-700 dark:text-slate-300">{t("models.classes.lead")}</p>
      </div>
      <div aria-live="polite">
        {notice ? (
          <Notice tone={notice === "unchanged" ? "info" : "success"}>{t(`models.notices.${notice}`)}</Notice>
        ) : null}
      </div>
      {loaderData.classes.map((c) => (
        <ClassForm
          key={c.id}
          cls={c}
          reply={actionData?.classId === c.id ? (actionData.reply as SubmissionResult<string[]>) : null}
          busy={busy}
        />
      ))}
    </main>
  );
}
