// /yonetim/modeller/:id: one model's every field, its photo (upload, descriptions in both languages,
// removal) and its history (docs/decisions/0051). Admins only.
import type { SubmissionResult } from "@conform-to/react";
import { useNavigation } from "react-router";
import type { Route } from "./+types/model";
import { LocalLink } from "#app/components/localized-link.tsx";
import { ModelDetailsForm } from "#app/features/fleet-models/model-details-form.tsx";
import { ModelHistory } from "#app/features/fleet-models/model-history.tsx";
import { ModelPhotoPanel } from "#app/features/fleet-models/model-photo-panel.tsx";
import { Notice } from "#app/components/member-ui.tsx";
import { routeMeta } from "#app/features/seo/route-meta.ts";
import { Panel } from "#app/components/panel.tsx";
import type { MessagesHandle } from "#app/i18n/areas.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import { modelAction, modelPage } from "./models-page.server.ts";

export const handle: MessagesHandle = { messages: ["staff", "models", "fleet"] };

export const loader = (args: Route.LoaderArgs) => modelPage(args);
export const action = (args: Route.ActionArgs) => modelAction(args);

export const meta: Route.MetaFunction = (args) => routeMeta(args);

const NOTICES = ["saved", "unchanged", "uploaded", "altSaved", "removed"] as const;
type NoticeKey = (typeof NOTICES)[number];
const isNotice = (value: string | null): value is NoticeKey => NOTICES.includes(value as NoticeKey);

export default function ModelPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const d = loaderData;
  const replyFor = (form: "model" | "image") =>
    actionData && actionData.form === form ? (actionData.reply as SubmissionResult<string[]>) : null;
  return (
    <main id="main" className="grid gap-4">
      <div>
        <LocalLink to="/yonetim/modeller" className="text-sm underline underline-offset-2 hover:no-underline">
          {t("models.back")}
        </LocalLink>
        <h1 className="mt-1 text-2xl font-bold">{t("models.editTitle", { name: d.name })}</h1>
        <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">{t("models.slug", { slug: d.slug })}</p>
      </div>
      <div aria-live="polite">
        {isNotice(d.notice) ? (
          <Notice tone={d.notice === "unchanged" ? "info" : "success"}>{t(`models.notices.${d.notice}`)}</Notice>
        ) : null}
      </div>
      <div className="grid gap-4 xl:grid-cols-[minmax(0,1fr)_26rem]">
        <Panel id="model-details-title" title={t("models.details")}>
          <ModelDetailsForm
            values={d.values}
            classes={d.classes}
            reply={replyFor("model")}
            busy={busy}
            pricesNote={t("models.hints.pricesElsewhere")}
          />
        </Panel>
        <div className="grid content-start gap-4">
          <ModelPhotoPanel
            // A new (or removed) photo starts a fresh form: the chosen file is not offered again.
            key={d.photo?.version ?? "none"}
            photo={d.photo}
            alt={d.alt}
            bodyType={d.bodyType}
            colour={d.colour}
            reply={replyFor("image")}
            busy={busy}
          />
          <ModelHistory entries={d.history} />
        </div>
      </div>
    </main>
  );
}
