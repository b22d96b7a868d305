// /yonetim/subeler/:id: one office's hours, holidays, buffer, address, phone and map position
// (docs/decisions/0050). Admins edit; office staff read their own office's.
import { useNavigation } from "react-router";
import type { Route } from "./+types/office";
import { LocalLink } from "#app/components/localized-link.tsx";
import { Notice } from "#app/components/member-ui.tsx";
import { routeMeta } from "#app/features/seo/route-meta.ts";
import { ClosureForm, ClosureList } from "#app/features/staff/office-closures.tsx";
import { OfficeFacts } from "#app/features/staff/office-hours.tsx";
import { OfficeSettingsForm } from "#app/features/staff/office-settings-form.tsx";
import { Panel } from "#app/components/panel.tsx";
import type { MessagesHandle } from "#app/i18n/areas.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import { officeAction, officePage, type StrandedView } from "./offices-page.server.ts";
import { officeDeliveryPanel } from "./office-delivery.server.ts";
import { DeliverySettingsPanelForm } from "#app/features/delivery/delivery-settings-form.tsx";

export const handle: MessagesHandle = { messages: ["staff", "offices", "delivery"] };

export const loader = async ({ request, context, params }: Route.LoaderArgs) => ({
  ...(await officePage(request, context, params)),
  // Delivery and collection (decision 0123): its own form, posted to ./teslimat.
  delivery: await officeDeliveryPanel({ request, context, params }),
});
export const action = ({ request, context, params }: Route.ActionArgs) => officeAction(request, context, params);

export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function OfficePage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, lang } = useTranslation();
  const busy = useNavigation().state === "submitting";
  const { office, defaults, closures, canEdit } = loaderData;
  const form = actionData?.form;
  const reply = (which: "settings" | "closure") =>
    actionData && form === which && "reply" in actionData ? actionData.reply : null;
  const stranded = (which: "settings" | "closure"): StrandedView[] =>
    actionData && form === which && "stranded" in actionData ? (actionData.stranded as StrandedView[]) : [];
  const done = actionData && "done" in actionData ? actionData.done : null;
  const error = actionData && "error" in actionData ? actionData.error : null;
  return (
    <main id="main" className="grid gap-4">
      <div>
        <p>
          <LocalLink to="/yonetim/subeler" className="text-sm underline">
            {t("offices.back")}
          </LocalLink>
        </p>
        <h1 className="mt-1 text-2xl font-bold">
          {office.name} ({office.code})
        </h1>
        <p className="mt-1 max-w-3xl text-sm text-slate-700 dark:text-slate-300">
          {t(canEdit ? "offices.lead" : "offices.readOnlyLead")}{" "}
          <LocalLink to={`/ofis-${office.slug}`} className="underline">
            {t("offices.publicPage")}
          </LocalLink>
        </p>
        <p className="mt-1 text-sm">
          <LocalLink to={`/yonetim/subeler/${office.id}/depozitosuz`} className="underline">
            {t("offices.depositFree.link")}
          </LocalLink>
        </p>
      </div>
      <div aria-live="polite">
        {done ? <Notice tone="success">{t(`offices.notices.${done}`)}</Notice> : null}
        {error && !(stranded("settings").length > 0 || stranded("closure").length > 0) ? (
          <Notice tone="error">{t(error)}</Notice>
        ) : null}
      </div>
      <Panel id="office-settings-title" title={t("offices.settings")}>
        {canEdit ? (
          <OfficeSettingsForm
            key={done === "settings" ? "saved" : "editing"}
            defaults={defaults}
            lastResult={reply("settings")}
            stranded={stranded("settings")}
            busy={busy}
          />
        ) : (
          <OfficeFacts facts={defaults} />
        )}
      </Panel>
      <Panel id="office-delivery" title={t("delivery.settings.title")}>
        <DeliverySettingsPanelForm
          action={`/${lang === "en" ? "en/" : ""}yonetim/subeler/${office.id}/teslimat`}
          values={loaderData.delivery.form}
          errors={[]}
          canEdit={loaderData.delivery.canEdit}
          saved={loaderData.delivery.saved}
        />
      </Panel>
      <Panel id="office-closures" title={t("offices.closures")}>
        <ClosureList closures={closures} canEdit={canEdit} busy={busy} />
        {canEdit ? (
          <section
            aria-labelledby="office-closure-add"
            className="mt-4 border-t border-slate-200 pt-4 dark:border-slate-800"
          >
            <h3 id="office-closure-add" className="mb-2 text-sm font-bold">
              {t("offices.addClosure")}
            </h3>
            <ClosureForm lastResult={reply("closure")} stranded={stranded("closure")} busy={busy} />
          </section>
        ) : null}
      </Panel>
    </main>
  );
}
