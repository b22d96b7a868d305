// /yonetim/subeler/:id/teslimat: where the office page's delivery form posts (decision 0123). A
// refused form is shown here again with what was typed and why; a saved one goes back to the office.
import type { Route } from "./+types/office-delivery";
import { LocalLink } from "#app/components/localized-link.tsx";
import { Panel } from "#app/components/panel.tsx";
import { DeliverySettingsPanelForm } from "#app/features/delivery/delivery-settings-form.tsx";
import { routeMeta } from "#app/features/seo/route-meta.ts";
import type { MessagesHandle } from "#app/i18n/areas.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import { useLocation } from "react-router";
import { officeDeliveryAction, officeDeliveryPanel } from "./office-delivery.server.ts";

export const handle: MessagesHandle = { messages: ["staff", "delivery"] };

export const loader = (args: Route.LoaderArgs) => officeDeliveryPanel(args);
export const action = (args: Route.ActionArgs) => officeDeliveryAction(args);

export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function OfficeDeliveryPage({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <main id="main" className="grid gap-4">
      <p>
        <LocalLink to={`/yonetim/subeler/${params.id}`} className="text-sm underline">
          {t("delivery.settings.backToOffice")}
        </LocalLink>
      </p>
      <h1 className="text-2xl font-bold">{t("delivery.settings.title")}</h1>
      <Panel id="office-delivery" title={t("delivery.settings.title")}>
        <DeliverySettingsPanelForm
          action={pathname}
          values={actionData?.typed ?? loaderData.form}
          errors={actionData?.errors ?? []}
          canEdit={loaderData.canEdit}
          saved={false}
        />
      </Panel>
    </main>
  );
}
