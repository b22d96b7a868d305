// Moving a reservation on the fleet timeline (decision 0094). A confirmed bar is dragged with any
// pointer (mouse, pen, touch) onto the row of another car and let go there; or its "Move" button
// (keyboard, screen readers) opens a dialog listing the free cars of its class. Both post the same
// move to the page's action through one fetcher, so the page is not navigated: the table keeps its
// scroll, and the outcome (moved, or refused with the reason) is written into a live region that is
// always in the page, and the focus goes to it.
import { createContext, type ReactNode, useContext, useEffect, useId, useRef, useState } from "react";
import { useFetcher, useRouteLoaderData } from "react-router";
import { Dialog } from "#app/components/dialog.tsx";
import { useLang } from "#app/components/use-lang.ts";
import { useStableCallbacks } from "#app/components/use-stable-callbacks.ts";
import { formatLocalDateTime } from "#app/domain/time/local-format.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import type { MoveChoices, MoveOutcome } from "#app/shared/staff/fleet-timeline.ts";

type ActionData =
  | { kind: "invalid" }
  | { kind: "choices"; number: string; choices: MoveChoices | null }
  | { kind: "moved"; outcome: MoveOutcome; at: string };

type MoveApi = { open: (number: string) => void };
const MoveContext = createContext<MoveApi>({ open: () => {} });

/** The "Move" button's opener, for a bar. */
export function useMove(): MoveApi {
  return useContext(MoveContext);
}

function useXsrf(): string {
  const root = useRouteLoaderData("root") as { xsrfToken?: string } | undefined;
  return root?.xsrfToken ?? "";
}

function OutcomeText({ outcome }: { outcome: MoveOutcome }) {
  const { t } = useTranslation();
  const lang = useLang();
  if (outcome.ok) {
    const vars = { number: outcome.number, plate: outcome.plate };
    return <>{t(outcome.repeated ? "fleetTimeline.move.repeated" : "fleetTimeline.move.moved", vars)}</>;
  }
  const conflicts = outcome.conflicts
    .map((c) =>
      c.kind === "reservation"
        ? t("fleetTimeline.move.conflictReservation", {
            number: c.number,
            pickup: formatLocalDateTime(c.pickupAt, lang),
            return: formatLocalDateTime(c.returnAt, lang),
          })
        : t("fleetTimeline.move.conflictBlock", {
            kind: t(`fleetTimeline.blockKinds.${c.blockKind}`),
            from: formatLocalDateTime(c.firstDay, lang),
            to: formatLocalDateTime(c.lastDay, lang),
          }),
    )
    .join("; ");
  return (
    <>
      {t(`fleetTimeline.move.refused.${outcome.reason}`, {
        number: outcome.number,
        plate: outcome.plate ?? "—",
        conflicts,
      })}
    </>
  );
}

type Drag = {
  number: string;
  pointerId: number;
  x: number;
  y: number;
  active: boolean;
  bar: HTMLElement;
  target: HTMLElement | null;
};

export function MoveProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const xsrf = useXsrf();
  const mover = useFetcher<ActionData>({ key: "timeline-move" });
  const lister = useFetcher<ActionData>({ key: "timeline-move-choices" });
  const [dialogFor, setDialogFor] = useState<string | null>(null);
  const [dragging, setDragging] = useState<string | null>(null);
  const drag = useRef<Drag | null>(null);
  const swallowClick = useRef(false);
  const outcomeRef = useRef<HTMLHeadingElement>(null);
  const chooseId = useId();

  const submitMove = (number: string, unitId: string) => {
    void mover.submit({ intent: "move", number, unitId, _xsrf: xsrf }, { method: "post" });
  };
  const open = (number: string) => {
    setDialogFor(number);
    void lister.submit({ intent: "choices", number, _xsrf: xsrf }, { method: "post" });
  };
  const api = useStableCallbacks({ open });

  const moved = mover.data?.kind === "moved" ? mover.data : null;
  useEffect(() => {
    if (!moved) return;
    // After the dialog has closed and handed the focus back to its opener, the outcome takes it.
    const frame = requestAnimationFrame(() => outcomeRef.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [moved]);

  const endDrag = () => {
    const d = drag.current;
    drag.current = null;
    if (!d) return null;
    d.bar.classList.remove("tl-dragging");
    d.target?.classList.remove("tl-drop");
    setDragging(null);
    return d;
  };

  // Only a finished answer for this opening: the last one may be stale (the car has moved since).
  const choices =
    lister.state === "idle" && lister.data?.kind === "choices" && lister.data.number === dialogFor
      ? lister.data.choices
      : null;
  const busy = mover.state !== "idle";
  const okLook =
    "border-emerald-300 bg-emerald-50 text-emerald-950 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-50";
  const errorLook = "border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100";

  return (
    <MoveContext.Provider value={api}>
      <p className="text-sm text-slate-700 dark:text-slate-300">{t("fleetTimeline.dragHint")}</p>
      {/* The live region is always here; only its text changes. */}
      <div role="status" aria-live="polite" id="timeline-outcome">
        {moved ? (
          <div className={`rounded-lg border p-3 ${moved.outcome.ok ? okLook : errorLook}`}>
            <h2 ref={outcomeRef} tabIndex={-1} className="text-base font-bold outline-none focus-visible:underline">
              <OutcomeText outcome={moved.outcome} />
            </h2>
          </div>
        ) : dragging ? (
          <p className="text-sm font-semibold">{t("fleetTimeline.move.dragging", { number: dragging })}</p>
        ) : null}
      </div>
      <div
        aria-busy={busy}
        onPointerDown={(e) => {
          if (e.button !== 0) return;
          const bar = (e.target as Element).closest<HTMLElement>("[data-move]");
          if (!bar?.dataset.move) return;
          drag.current = {
            number: bar.dataset.move,
            pointerId: e.pointerId,
            x: e.clientX,
            y: e.clientY,
            active: false,
            bar,
            target: null,
          };
        }}
        onPointerMove={(e) => {
          const d = drag.current;
          if (!d || d.pointerId !== e.pointerId) return;
          if (!d.active) {
            if (Math.hypot(e.clientX - d.x, e.clientY - d.y) < 6) return;
            d.active = true;
            d.bar.setPointerCapture(e.pointerId);
            d.bar.classList.add("tl-dragging");
            setDragging(d.number);
          }
          e.preventDefault();
          // Near the top or bottom of the table's region, the region scrolls under the dragged bar.
          const region = d.bar.closest<HTMLElement>('[role="region"]');
          const box = region?.getBoundingClientRect();
          if (region && box) {
            if (e.clientY > box.bottom - 40) region.scrollTop += 24;
            else if (e.clientY < box.top + 80) region.scrollTop -= 24;
          }
          const row = document.elementFromPoint(e.clientX, e.clientY)?.closest<HTMLElement>("tr[data-unit-id]") ?? null;
          if (row !== d.target) {
            d.target?.classList.remove("tl-drop");
            row?.classList.add("tl-drop");
            d.target = row;
          }
        }}
        onPointerUp={(e) => {
          if (drag.current?.pointerId !== e.pointerId) return;
          const d = endDrag();
          if (!d?.active) return;
          swallowClick.current = true;
          const from = d.bar.closest<HTMLElement>("tr[data-unit-id]")?.dataset.unitId;
          const to = d.target?.dataset.unitId;
          if (to && to !== from) submitMove(d.number, to);
        }}
        onPointerCancel={() => endDrag()}
        onClickCapture={(e) => {
          // The click that ends a drag does not open the reservation.
          if (!swallowClick.current) return;
          swallowClick.current = false;
          e.preventDefault();
          e.stopPropagation();
        }}
      >
        {children}
      </div>
      <Dialog
        open={dialogFor !== null}
        onClose={() => setDialogFor(null)}
        title={t("fleetTimeline.move.title", { number: dialogFor ?? "" })}
        closeLabel={t("fleetTimeline.move.close")}
      >
        {choices === null ? (
          <p role="status">{t("fleetTimeline.move.loading")}</p>
        ) : choices.free.length === 0 ? (
          <p role="status">{t("fleetTimeline.move.none")}</p>
        ) : (
          <form
            method="post"
            onSubmit={(e) => {
              e.preventDefault();
              const unitId = new FormData(e.currentTarget).get("unitId");
              if (typeof unitId !== "string" || dialogFor === null) return;
              submitMove(dialogFor, unitId);
              setDialogFor(null);
            }}
            className="space-y-4"
          >
            <p className="text-sm">{t("fleetTimeline.move.current", { plate: choices.currentPlate ?? "—" })}</p>
            <fieldset>
              <legend id={chooseId} className="text-sm font-semibold">
                {t("fleetTimeline.move.choose")}
              </legend>
              <div className="mt-2 max-h-72 space-y-1 overflow-y-auto">
                {choices.free.map((c, i) => (
                  <label key={c.unitId} className="flex min-h-11 items-center gap-2 rounded px-2 text-sm">
                    <input type="radio" name="unitId" value={c.unitId} defaultChecked={i === 0} required />
                    {t("fleetTimeline.move.option", { plate: c.plate, model: c.model })}
                  </label>
                ))}
              </div>
            </fieldset>
            <button type="submit" className="btn-primary">
              {t("fleetTimeline.move.submit")}
            </button>
          </form>
        )}
      </Dialog>
    </MoveContext.Provider>
  );
}
