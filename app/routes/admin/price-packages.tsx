// /yonetim/fiyatlar/paketler: assurance packages per class, KM packages and extras
// (decision 0047), with the editor's preview of a sample rental that includes the package.
import type { Route } from "./+types/price-packages";
import { PackageTables } from "#app/features/prices/package-tables.tsx";
import { PayNowForm } from "#app/features/prices/pay-now-form.tsx";
import { MoneyField, PriceForm } from "#app/features/prices/price-form.tsx";
import { EditorWithPreview } from "#app/features/prices/price-list-panel.tsx";
import { PricesHeader } from "#app/features/prices/prices-tabs.tsx";
import { routeMeta } from "#app/features/seo/route-meta.ts";
import type { MessagesHandle } from "#app/i18n/areas.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import { packageSchemaFor } from "#app/shared/prices/price-forms.ts";
import { packagesAction, packagesPage } from "./price-packages.server.ts";

export const handle: MessagesHandle = { messages: ["staff", "prices"] };

export const loader = ({ request, context }: Route.LoaderArgs) => packagesPage(request, context);
export const action = ({ request, context }: Route.ActionArgs) => packagesAction(request, context);

export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function PricePackagesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, lang } = useTranslation();
  const { editing, defaults, sampleOptions } = loaderData;
  return (
    <main id="main" className="grid gap-4 *:min-w-0">
      <PricesHeader />
      <PayNowForm
        current={loaderData.payNowPercent}
        reply={actionData && "payNow" in actionData ? actionData.payNow : null}
      />
      <PackageTables
        classes={loaderData.classes}
        assurance={loaderData.assurance}
        km={loaderData.km}
        extras={loaderData.extras}
      />
      {editing ? (
        <EditorWithPreview preview={actionData && "preview" in actionData ? actionData.preview : null}>
          <PriceForm
            key={JSON.stringify(defaults)}
            id="package-editor"
            title={t("prices.packages.editTitle", { name: editing.title })}
            schema={packageSchemaFor(lang)}
            defaultValue={defaults}
            lastResult={actionData && "reply" in actionData ? actionData.reply : undefined}
            saved={Boolean(actionData && "saved" in actionData && actionData.saved)}
            sampleOptions={sampleOptions}
          >
            {(f) => (
              <div className="grid gap-3 sm:grid-cols-2">
                <input type="hidden" name="kind" value={editing.kind} />
                <input type="hidden" name="packageId" value={defaults.packageId} />
                {defaults.classId ? <input type="hidden" name="classId" value={defaults.classId} /> : null}
                {f.price ? (
                  <MoneyField
                    field={f.price}
                    label={`${t("prices.packages.price")}: ${t("prices.money")}`}
                    hint={t("prices.moneyHint")}
                  />
                ) : null}
                {editing.kind === "extra" && f.cap ? <TextCap field={f.cap} /> : null}
              </div>
            )}
          </PriceForm>
        </EditorWithPreview>
      ) : null}
    </main>
  );
}

function TextCap({ field }: { field: Parameters<typeof MoneyField>[0]["field"] }) {
  const { t } = useTranslation();
  return (
    <MoneyField
      field={field}
      label={`${t("prices.packages.cap")}: ${t("prices.money")}`}
      hint={t("prices.packages.capHint")}
      optional
    />
  );
}
