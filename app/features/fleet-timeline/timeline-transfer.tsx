// Sending a car to another office from the fleet timeline (decision 0110): each car's row has a
// "Send to another office" button that opens a dialog (destination, departure and arrival); a
// planned transfer shows as a bar with its own "Cancel transfer" button until it leaves. Both post
// to the page's action through one fetcher; a refusal stays in the dialog beside the field it is
// about (what was typed is kept), a success closes it and the outcome, in a live region that is
// always in the page, takes the focus.
import { createContext, type ReactNode, useContext, useEffect, useId, useRef, useState } from "react";
import { useFetcher, useRouteLoaderData } from "react-router";
import { Dialog } from "#app/components/dialog.tsx";
import { useLang } from "#app/components/use-lang.ts";
import { useStableCallbacks } from "#app/components/use-stable-callbacks.ts";
import { formatLocalDateTime } from "#app/domain/time/local-format.ts";
import { localizePath } from "#app/i18n/config.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import type {
  CancelTransferOutcomeView,
  TimelineTransferBarView,
  TransferOutcomeView,
} from "#app/shared/staff/fleet-timeline.ts";

type ActionData =
  | { kind: "invalid" }
  | { kind: "transferred"; formKey: string; outcome: TransferOutcomeView; at: string }
  | { kind: "transferCancelled"; outcome: CancelTransferOutcomeView; at: string };

type TransferApi = {
  open: (unit: { unitId: number; plate: string }) => void;
  cancel: (bar: TimelineTransferBarView) => void;
};
const TransferContext = createContext<TransferApi>({ open: () => {}, cancel: () => {} });

export function useTransfer(): TransferApi {
  return useContext(TransferContext);
}

function useXsrf(): string {
  const root = useRouteLoaderData("root") as { xsrfToken?: string } | undefined;
  return root?.xsrfToken ?? "";
}

/** The dialog's default times: tomorrow 09:00 to 13:00, Istanbul (the browser's clock, Istanbul's date). */
function defaultTimes(): { depart: string; arrive: string } {
  const tomorrow = new Date(Date.now() + 3 * 3_600_000 + 86_400_000).toISOString().slice(0, 10);
  return { depart: `${tomorrow}T09:00`, arrive: `${tomorrow}T13:00` };
}

function newKey(): string {
  return typeof crypto !== "undefined" && "randomUUID" in crypto
    ? crypto.randomUUID()
    : "10000000-1000-4000-8000-100000000000".replace(/[018]/g, (c) =>
        (Number(c) ^ (Math.floor(Math.random() * 16) >> (Number(c) / 4))).toString(16),
      );
}

export function TransferProvider({
  destinations,
  children,
}: {
  destinations: readonly { id: number; name: string }[];
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const xsrf = useXsrf();
  const sender = useFetcher<ActionData>({ key: "timeline-transfer" });
  const [dialogFor, setDialogFor] = useState<{ unitId: number; plate: string; formKey: string } | null>(null);
  const [times] = useState(defaultTimes);
  const outcomeRef = useRef<HTMLHeadingElement>(null);
  const errorRef = useRef<HTMLParagraphElement>(null);
  const ids = useId();

  const data = sender.state === "idle" ? sender.data : undefined;
  const answer = data?.kind === "transferred" && data.formKey === dialogFor?.formKey ? data : null;
  const refusal = answer && !answer.outcome.ok ? answer.outcome : null;
  const shown = data?.kind === "transferCancelled" || (data?.kind === "transferred" && data.outcome.ok) ? data : null;

  // A success closes the dialog; a refusal keeps it open with the message and the typed values.
  useEffect(() => {
    if (answer?.outcome.ok) setDialogFor(null);
  }, [answer]);
  // The outcome takes the focus once the dialog has closed (closing gives it back to the opener first).
  const focusPending = useRef(false);
  useEffect(() => {
    if (shown) focusPending.current = true;
  }, [shown]);
  useEffect(() => {
    if (!focusPending.current || dialogFor !== null) return;
    const frame = requestAnimationFrame(() => {
      focusPending.current = false;
      outcomeRef.current?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [shown, dialogFor]);
  useEffect(() => {
    if (!refusal) return;
    const field = refusal.field ? document.getElementById(`${ids}-${refusal.field}`) : null;
    (field ?? errorRef.current)?.focus();
  }, [refusal, ids]);

  const api = useStableCallbacks<TransferApi>({
    open: (unit) => setDialogFor({ ...unit, formKey: newKey() }),
    cancel: (bar) => {
      void sender.submit(
        { intent: "cancelTransfer", transferId: String(bar.transferId), _xsrf: xsrf },
        { method: "post" },
      );
    },
  });

  const okLook =
    "border-emerald-300 bg-emerald-50 text-emerald-950 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-50";
  const errorLook = "border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100";
  const outcomeText = (): { ok: boolean; text: string } | null => {
    if (!shown) return null;
    if (shown.kind === "transferred") {
      const o = shown.outcome;
      if (!o.ok) return null;
      return {
        ok: true,
        text: t(o.repeated ? "fleetTimeline.transfer.repeated" : "fleetTimeline.transfer.made", {
          plate: o.plate,
          from: o.fromOffice,
          to: o.toOffice,
          depart: formatLocalDateTime(o.departAt, lang),
          arrive: formatLocalDateTime(o.arriveAt, lang),
        }),
      };
    }
    const o = shown.outcome;
    return o.ok
      ? { ok: true, text: t("fleetTimeline.transfer.cancelled", { plate: o.plate }) }
      : { ok: false, text: t(`fleetTimeline.transfer.refused.${o.reason}`, { numbers: "" }) };
  };
  const said = outcomeText();
  const refusalText = refusal
    ? t(`fleetTimeline.transfer.refused.${refusal.reason}`, { numbers: refusal.numbers.join(", ") })
    : "";
  const describe = (field: "toOfficeId" | "departAt" | "arriveAt") =>
    refusal?.field === field ? { "aria-invalid": true, "aria-describedby": `${ids}-error` } : {};
  const control =
    "mt-1 block min-h-11 w-full rounded-md border border-slate-400 bg-white px-2 text-base dark:border-slate-500 dark:bg-slate-900";

  return (
    <TransferContext.Provider value={api}>
      {/* The live region is always here; only its text changes. */}
      <div role="status" aria-live="polite" id="transfer-outcome">
        {said ? (
          <div className={`rounded-lg border p-3 ${said.ok ? okLook : errorLook}`} data-outcome>
            <h2 ref={outcomeRef} tabIndex={-1} className="text-base font-bold outline-none focus-visible:underline">
              {said.text}
            </h2>
          </div>
        ) : null}
      </div>
      {children}
      <Dialog
        open={dialogFor !== null}
        onClose={() => setDialogFor(null)}
        title={t("fleetTimeline.transfer.title", { plate: dialogFor?.plate ?? "" })}
        closeLabel={t("fleetTimeline.transfer.close")}
        describedBy={`${ids}-lead`}
      >
        {dialogFor ? (
          <sender.Form method="post" className="space-y-4" noValidate>
            <p id={`${ids}-lead`} className="text-sm">
              {t("fleetTimeline.transfer.lead")}
            </p>
            <input type="hidden" name="intent" value="transfer" />
            <input type="hidden" name="_xsrf" value={xsrf} />
            <input type="hidden" name="formKey" value={dialogFor.formKey} />
            <input type="hidden" name="unitId" value={dialogFor.unitId} />
            <div aria-live="assertive" role="alert">
              {refusal ? (
                <p
                  id={`${ids}-error`}
                  ref={errorRef}
                  tabIndex={-1}
                  className={`rounded-md border p-2 text-sm font-semibold ${errorLook}`}
                >
                  {refusalText}
                </p>
              ) : null}
            </div>
            <label className="block text-sm font-semibold" htmlFor={`${ids}-toOfficeId`}>
              {t("fleetTimeline.transfer.toOffice")}
            </label>
            <select
              id={`${ids}-toOfficeId`}
              name="toOfficeId"
              required
              className={control}
              defaultValue=""
              {...describe("toOfficeId")}
            >
              <option value="" disabled>
                —
              </option>
              {destinations.map((o) => (
                <option key={o.id} value={o.id}>
                  {o.name}
                </option>
              ))}
            </select>
            <label className="block text-sm font-semibold" htmlFor={`${ids}-departAt`}>
              {t("fleetTimeline.transfer.departAt")}
            </label>
            <input
              id={`${ids}-departAt`}
              type="datetime-local"
              name="departAt"
              required
              defaultValue={times.depart}
              className={control}
              {...describe("departAt")}
            />
            <label className="block text-sm font-semibold" htmlFor={`${ids}-arriveAt`}>
              {t("fleetTimeline.transfer.arriveAt")}
            </label>
            <input
              id={`${ids}-arriveAt`}
              type="datetime-local"
              name="arriveAt"
              required
              defaultValue={times.arrive}
              className={control}
              {...describe("arriveAt")}
            />
            <button type="submit" className="btn-primary" disabled={sender.state !== "idle"}>
              {sender.state !== "idle" ? t("fleetTimeline.transfer.sending") : t("fleetTimeline.transfer.submit")}
            </button>
          </sender.Form>
        ) : null}
      </Dialog>
    </TransferContext.Provider>
  );
}

/** The "Send to another office" button of a car's row. */
export function TransferButton({ unitId, plate }: { unitId: number; plate: string }) {
  const { t } = useTranslation();
  const { open } = useTransfer();
  return (
    <button
      type="button"
      className="tl-send"
      aria-label={t("fleetTimeline.transfer.buttonLabel", { plate })}
      onClick={() => open({ unitId, plate })}
    >
      {t("fleetTimeline.transfer.button")}
    </button>
  );
}

/** A transfer's bar: where from and to, when; its cancel button while it has not left. */
export function TransferBar({ bar }: { bar: TimelineTransferBarView }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { cancel } = useTransfer();
  const text = t("fleetTimeline.transfer.bar", {
    from: bar.fromOffice,
    to: bar.toOffice,
    depart: formatLocalDateTime(bar.departAt, lang),
    arrive: formatLocalDateTime(bar.arriveAt, lang),
  });
  return (
    <>
      <a
        href={localizePath(`/yonetim/araclar/${bar.unitId}`, lang)}
        className="tl-bar tl-transfer"
        data-transfer={bar.transferId}
      >
        {text}
      </a>
      {bar.cancellable ? (
        <button
          type="button"
          className="tl-move"
          aria-label={t("fleetTimeline.transfer.cancelLabel", {
            plate: bar.plate,
            from: bar.fromOffice,
            to: bar.toOffice,
          })}
          onClick={() => cancel(bar)}
        >
          {t("fleetTimeline.transfer.cancel")}
        </button>
      ) : null}
    </>
  );
}
