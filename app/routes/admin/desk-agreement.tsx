// /yonetim/rezervasyonlar/:number/sozlesme: the rental agreement and the return record (decision
// 0079), shown exactly as stored, printable and as a PDF; an unsigned one is signed here on the
// counter's tablet (signature pad, and the typed name as the keyboard-usable confirmation).
import { data, Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/desk-agreement";
import { XsrfField } from "#app/components/xsrf-field.tsx";
import { inputClass, labelClass } from "#app/components/form-fields.tsx";
import { SIGNATURE_FIELD, SignaturePad } from "#app/features/desk/agreement/signature-pad.tsx";
import { deskCard, DeskNoticeBox, DeskPageFrame } from "#app/features/desk/desk-ui.tsx";
import { routeMeta } from "#app/features/seo/route-meta.ts";
import type { MessagesHandle } from "#app/i18n/areas.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import { agreementsFor, signAgreement, signatureImage } from "#app/server/services/desk/agreements.server.ts";
import { loadDeskPage, localDateTime, noStore, reservationPath, summaryOf } from "./desk-page.server.ts";
import { asStaff } from "./staff-guard.server.ts";

export const handle: MessagesHandle = { messages: ["staff", "desk", "handover", "delivery"] };
export const headers = () => noStore;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { actor, ctx, view } = await loadDeskPage(request, context, params.number, "receipt");
  const docs = (await asStaff(() => agreementsFor(ctx.db, actor, params.number))) ?? [];
  const base = `${reservationPath(ctx.lang, view.reservation.number)}/sozlesme`;
  const agreements = await Promise.all(
    docs.map(async (d) => {
      const png = d.signed?.hasImage ? await asStaff(() => signatureImage(ctx.db, actor, params.number, d.id)) : null;
      return {
        id: d.id,
        kind: d.kind,
        version: d.version,
        body: d.body,
        bodySha256: d.bodySha256,
        verified: d.verified,
        signed: d.signed ? { name: d.signed.name, at: localDateTime(d.signed.at) } : null,
        signatureSrc: png ? `data:image/png;base64,${Buffer.from(png).toString("base64")}` : null,
        pdfHref: `${base}/${d.id}.pdf`,
      };
    }),
  );
  return {
    summary: summaryOf(view, ctx),
    agreements,
    customer: `${view.reservation.driver.firstName} ${view.reservation.driver.lastName}`,
    notice: ctx.url.searchParams.get("durum"),
    meta: {
      title: `${ctx.t("handover.agreement.title")} ${view.reservation.number}`,
      description: ctx.t("handover.agreement.title"),
      noindex: true,
    },
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { actor, ctx, view } = await loadDeskPage(request, context, params.number, "receipt");
  const form = await request.formData();
  const id = String(form.get("agreementId") ?? "");
  const typedName = String(form.get("typedName") ?? "");
  const drawn = String(form.get(SIGNATURE_FIELD) ?? "");
  const match = /^data:image\/png;base64,([A-Za-z0-9+/=]+)$/.exec(drawn);
  const png = match?.[1] ? new Uint8Array(Buffer.from(match[1], "base64")) : null;
  if (drawn !== "" && !png) return data({ error: "handover.errors.signatureInvalid", typedName }, { status: 400 });
  const result = await asStaff(() =>
    signAgreement(ctx.db, actor, view.reservation.number, { id, typedName, png, now: new Date() }),
  );
  if (!result.ok) {
    if (result.reason === "notFound") throw data(null, { status: 404 });
    return data({ error: `handover.errors.${result.code}`, typedName }, { status: 400 });
  }
  throw redirect(`${reservationPath(ctx.lang, view.reservation.number)}/sozlesme?durum=imza`, { headers: noStore });
}

export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function DeskAgreementPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const s = loaderData.summary;
  return (
    <DeskPageFrame title={t("handover.agreement.title")} summary={s}>
      {loaderData.notice === "teslim" ? (
        <DeskNoticeBox tone="success">{t("handover.agreement.handedOver")}</DeskNoticeBox>
      ) : null}
      {loaderData.notice === "imza" ? (
        <DeskNoticeBox tone="success">{t("handover.agreement.signed")}</DeskNoticeBox>
      ) : null}
      {loaderData.agreements.length === 0 ? (
        <DeskNoticeBox tone="info">{t("handover.agreement.none")}</DeskNoticeBox>
      ) : null}
      {loaderData.agreements.map((a) => (
        <section key={a.id} className={`${deskCard} grid gap-3`} aria-labelledby={`agreement-${a.id}`}>
          <h2 id={`agreement-${a.id}`} className="text-lg font-bold">
            {t(
              a.kind === "handover"
                ? "handover.agreement.handover"
                : a.kind === "addendum"
                  ? "handover.agreement.addendum"
                  : "handover.agreement.return",
            )}{" "}
            · {t("handover.agreement.version", { n: a.version })}
          </h2>
          <pre
            className="max-h-96 overflow-auto rounded-lg bg-slate-50 p-3 font-sans text-sm whitespace-pre-wrap dark:bg-slate-800 print:max-h-none"
            data-testid="agreement-text"
            tabIndex={0}
            aria-label={t("handover.agreement.title")}
          >
            {a.body}
          </pre>
          <p className="text-xs break-all text-slate-600 dark:text-slate-400">
            {t("handover.agreement.hash")}: {a.bodySha256}
          </p>
          <p className="text-sm">{t(a.verified ? "handover.agreement.verified" : "handover.agreement.notVerified")}</p>
          <div className="flex flex-wrap gap-2 print:hidden">
            <a className="btn-secondary" href={a.pdfHref} download>
              {t("handover.agreement.pdf")}
            </a>
            <button type="button" className="btn-secondary" onClick={() => window.print()}>
              {t("handover.agreement.print")}
            </button>
          </div>
          {a.signed ? (
            <div className="grid gap-2">
              {a.signatureSrc ? (
                <img src={a.signatureSrc} alt={t("handover.agreement.signature")} width={300} height={100} />
              ) : null}
              <p className="text-sm font-medium" data-testid="agreement-signed">
                {t("handover.agreement.signedBy", { name: a.signed.name, at: a.signed.at })}
              </p>
            </div>
          ) : (
            <Form method="post" encType="multipart/form-data" className="grid gap-3 print:hidden">
              <XsrfField />
              <input type="hidden" name="agreementId" value={a.id} />
              <p className="text-sm">{t("handover.agreement.unsigned")}</p>
              <SignaturePad />
              <div>
                <label htmlFor={`typed-${a.id}`} className={labelClass}>
                  {t("handover.agreement.typedName")}
                </label>
                <p id={`typed-${a.id}-hint`} className="text-xs text-slate-600 dark:text-slate-400">
                  {t("handover.agreement.typedNameHint", { name: loaderData.customer })}
                </p>
                <input
                  id={`typed-${a.id}`}
                  name="typedName"
                  required
                  autoComplete="off"
                  defaultValue={actionData?.typedName ?? ""}
                  aria-describedby={`typed-${a.id}-hint${actionData?.error ? ` typed-${a.id}-error` : ""}`}
                  aria-invalid={actionData?.error ? true : undefined}
                  className={inputClass}
                />
                {actionData?.error ? (
                  <p id={`typed-${a.id}-error`} role="alert" className="mt-1 text-sm text-red-700 dark:text-red-300">
                    {t(actionData.error as never)}
                  </p>
                ) : null}
              </div>
              <div>
                <button type="submit" className="btn-primary" disabled={navigation.state === "submitting"}>
                  {t("handover.agreement.sign")}
                </button>
              </div>
            </Form>
          )}
        </section>
      ))}
    </DeskPageFrame>
  );
}
