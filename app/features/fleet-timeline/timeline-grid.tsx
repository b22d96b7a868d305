// The fleet timeline as a real table (docs/decisions/0045): a row header per car, a column header
// per day (two half-day columns under it), each bar a link whose text says who, when, what state
// and where the car comes back; a free gap says how many days it is free. The table scrolls sideways
// inside its own region with the car column kept in view.
import { type CSSProperties, memo, Suspense, useMemo } from "react";
import { useNavigate } from "react-router";
import { routerPathOfClick } from "#app/components/plain-link-click.ts";
import { useLang } from "#app/components/use-lang.ts";
import { weekdayOfDate } from "#app/domain/time/calendar.ts";
import { formatLocalDateTime } from "#app/domain/time/local-format.ts";
import { localizePath } from "#app/i18n/config.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import { useMove } from "./timeline-move.tsx";
import { TransferBar, TransferButton } from "./timeline-transfer.tsx";
import type {
  FleetTimelineView,
  TimelineBarView,
  TimelineBlockBarView,
  TimelineReservationBarView,
  TimelineRowView,
  TimelineSegmentView,
} from "#app/shared/staff/fleet-timeline.ts";

const WEEKDAYS = {
  tr: ["Pzt", "Sal", "Çar", "Per", "Cum", "Cmt", "Paz"],
  en: ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"],
} as const;

function DayHeader({ date, lang }: { date: string; lang: "tr" | "en" }) {
  const [, m, d] = date.split("-");
  return (
    <>
      <span className="block">{WEEKDAYS[lang][weekdayOfDate(date)]}</span>
      {/* 10 px: "30.11" fits the 30-day view's day (2.2rem) without running into the next. */}
      <span className="block text-[0.625rem]">
        {d}.{m}
      </span>
    </>
  );
}

// Class names are the short `.tl-*` components of app.css: they repeat thousands of times. The
// rows' links are plain anchors; the region's one click handler navigates inside the app
// (`routerPathOfClick`, shared with the static parts), so no row depends on the router's state (decision 0168).
// A maintenance block opens its unit's page (decision 0046).
function BlockLink({ bar }: { bar: TimelineBlockBarView }) {
  const { t } = useTranslation();
  const lang = useLang();
  const text = t("fleetTimeline.block", {
    kind: t(`fleetTimeline.blockKinds.${bar.blockKind}`),
    from: formatLocalDateTime(bar.firstDay, lang),
    to: formatLocalDateTime(bar.lastDay, lang),
    note: bar.note,
  });
  return (
    <a href={localizePath(`/yonetim/araclar/${bar.unitId}`, lang)} className="tl-bar tl-block">
      {text}
    </a>
  );
}

function BarLink({ bar }: { bar: TimelineBarView }) {
  if (bar.kind === "block") return <BlockLink bar={bar} />;
  if (bar.kind === "transfer") return <TransferBar bar={bar} />;
  return <ReservationLink bar={bar} />;
}

function ReservationLink({ bar }: { bar: TimelineReservationBarView }) {
  const { t } = useTranslation();
  const lang = useLang();
  const text = t("fleetTimeline.bar", {
    customer: bar.customer ?? t("fleetTimeline.otherOffice"),
    pickup: formatLocalDateTime(bar.pickupAt, lang),
    return: formatLocalDateTime(bar.returnAt, lang),
    status: t(`fleetTimeline.status.${bar.status}`),
    returnOffice: bar.returnOffice,
  });
  // The colour repeats the state the text already says.
  const className = `tl-bar tl-${bar.status}`;
  if (!bar.linked) return <span className={className}>{text}</span>;
  const href = localizePath(`/yonetim/rezervasyonlar/${bar.number}`, lang);
  if (!bar.movable) {
    return (
      <a href={href} className={className}>
        {text}
      </a>
    );
  }
  // A movable bar is dragged (decision 0094); its Move button, shown when it has the focus, is the
  // keyboard's way to the same move.
  return (
    <>
      <a href={href} className={`${className} tl-movable`} data-move={bar.number} draggable={false}>
        {text}
      </a>
      <MoveButton number={bar.number} />
    </>
  );
}

function MoveButton({ number }: { number: string }) {
  const { t } = useTranslation();
  const { open } = useMove();
  return (
    <button
      type="button"
      className="tl-move"
      aria-label={t("fleetTimeline.move.buttonLabel", { number })}
      onClick={() => open(number)}
    >
      {t("fleetTimeline.move.button")}
    </button>
  );
}

/** A cell's width in half days: `colSpan` for the table's model, `--s` for the row's flex layout
 * (app.css `.tl-table`; a cell without it is one day wide). */
function span(slots: number): CSSProperties {
  return { "--s": slots } as CSSProperties;
}

function Segment({ segment }: { segment: TimelineSegmentView }) {
  const { t } = useTranslation();
  if (segment.kind === "free") {
    const whole = Math.floor(segment.slots / 2);
    return (
      <td colSpan={segment.slots} className="tl-free" style={span(segment.slots)}>
        {t(segment.slots % 2 === 0 ? "fleetTimeline.free" : "fleetTimeline.freeAndHalf", { count: whole })}
      </td>
    );
  }
  return (
    <td colSpan={segment.slots} className="tl-busy" style={span(segment.slots)}>
      {segment.bars.map((bar) => (
        <BarLink
          key={
            bar.kind === "block"
              ? `block-${bar.blockId}`
              : bar.kind === "transfer"
                ? `transfer-${bar.transferId}`
                : bar.number
          }
          bar={bar}
        />
      ))}
    </td>
  );
}

function Row({ row }: { row: TimelineRowView }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <tr data-unit-id={row.unitId} data-class-id={row.classId}>
      <th scope="row" className="tl-unit">
        <a href={localizePath(`/yonetim/araclar/${row.unitId}`, lang)} className="tl-plate">
          {row.plate}
        </a>
        <span className="tl-line">{`${row.vehicle} · ${row.className}`}</span>
        <span className="tl-line tl-muted">{row.homeOffice}</span>
        {row.inService ? null : (
          <span className="mt-0.5 inline-block rounded bg-red-100 px-1 font-semibold text-red-900 dark:bg-red-950 dark:text-red-100">
            {t("fleetTimeline.notInService")}
          </span>
        )}
        {row.transferable ? <TransferButton unitId={row.unitId} plate={row.plate} /> : null}
      </th>
      {row.segments.map((segment) => (
        <Segment key={segment.startSlot} segment={segment} />
      ))}
    </tr>
  );
}

/** Per class shown, per day: cars needed at once over cars free; a short day says so in words. */
const ShortageRows = memo(function ShortageRows({ view }: { view: FleetTimelineView }) {
  const { t } = useTranslation();
  const lang = useLang();
  if (view.shortage.length === 0) return null;
  // Its own boundary, hydrated after the page like the cars' rows (RowChunk).
  return (
    <Suspense>
      <tbody className="tl-shortage">
        {view.shortage.map((s) => (
          <tr key={s.classId} data-shortage-class={s.className}>
            <th scope="row" className="tl-unit font-semibold">
              {t("fleetTimeline.shortage.rowLabel", { className: s.className })}
            </th>
            {s.days.map((d) => {
              const vars = {
                date: formatLocalDateTime(d.date, lang),
                needed: d.needed,
                available: d.available,
                count: d.needed - d.available,
              };
              return (
                <td
                  key={d.date}
                  colSpan={2}
                  data-date={d.date}
                  data-overbooked={d.overbooked ? "true" : undefined}
                  className={d.overbooked ? "tl-short tl-over" : "tl-short"}
                >
                  <span aria-hidden="true">
                    {t("fleetTimeline.shortage.cell", vars)}
                    {d.overbooked ? (
                      <span className="block font-bold">{t("fleetTimeline.shortage.over", vars)}</span>
                    ) : null}
                  </span>
                  <span className="sr-only">
                    {t(d.overbooked ? "fleetTimeline.shortage.overLabel" : "fleetTimeline.shortage.cellLabel", vars)}
                  </span>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </Suspense>
  );
});

/** Rows hydrated together: a chunk of 300 cars' rows is one short task on a phone (decision 0162). */
const ROWS_PER_CHUNK = 20;

function rowChunks(rows: readonly TimelineRowView[]): TimelineRowView[][] {
  const chunks: TimelineRowView[][] = [];
  for (let i = 0; i < rows.length; i += ROWS_PER_CHUNK) chunks.push(rows.slice(i, i + ROWS_PER_CHUNK));
  return chunks;
}

/**
 * One chunk of rows in its own boundary. Memoised, with the same rows from render to render: a
 * boundary React has not hydrated yet that gets new props or a new context value is hydrated at
 * once, at the update's priority, and then rendered again, so a render of the page (a router
 * update, a fetcher) must not reach it (decision 0168).
 */
const RowChunk = memo(function RowChunk({ rows }: { rows: readonly TimelineRowView[] }) {
  return (
    <Suspense>
      {rows.map((row) => (
        <Row key={row.unitId} row={row} />
      ))}
    </Suspense>
  );
});

/** Half-day column width by zoom: at 1280 px 7, 14 and 30 days fill the width; 60 days scroll. */
function slotRem(days: number): number {
  if (days <= 7) return 4.5;
  if (days <= 14) return 2.25;
  if (days <= 30) return 1.1;
  return 0.75;
}

export function TimelineGrid({ view, officeName }: { view: FleetTimelineView; officeName: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const chunks = useMemo(() => rowChunks(view.rows), [view.rows]);
  const first = view.dates[0] ?? view.from;
  const last = view.dates[view.dates.length - 1] ?? view.from;
  const caption = t("fleetTimeline.caption", {
    office: officeName,
    from: formatLocalDateTime(first, lang),
    to: formatLocalDateTime(last, lang),
    units: view.rows.length,
  });
  return (
    <div
      role="region"
      aria-labelledby="timeline-caption"
      tabIndex={0}
      onClick={(e) => {
        // The rows' links are plain anchors: a plain click opens its page inside the app.
        const path = routerPathOfClick(e.nativeEvent);
        if (path === null) return;
        e.preventDefault();
        void navigate(path);
      }}
      className="relative max-h-[75vh] overflow-auto rounded-lg border border-slate-200 bg-white shadow-sm focus-visible:outline-2 focus-visible:outline-slate-900 dark:border-slate-800 dark:bg-slate-900"
    >
      {/* The table's markup is the data's model (row and column headers, spans); its layout is one
          flex row per car, so the rows off screen are neither styled nor laid out until they are
          scrolled to (`content-visibility`, decision 0168). */}
      <table
        className="tl-table text-sm"
        style={
          {
            width: `${11 + view.days * 2 * slotRem(view.days)}rem`,
            "--tl-slot": `${slotRem(view.days)}rem`,
          } as CSSProperties
        }
      >
        <caption id="timeline-caption" className="sticky left-0 w-fit px-2 py-2 text-left text-sm font-semibold">
          {caption}
        </caption>
        <thead>
          <tr>
            <th
              scope="col"
              className="sticky left-0 w-44 z-30 bg-slate-100 px-2 py-1 text-left text-xs font-semibold dark:bg-slate-800"
            >
              {t("fleetTimeline.unit")}
            </th>
            {view.dates.map((date) => (
              <th
                key={date}
                scope="col"
                colSpan={2}
                className={`border-l border-slate-200 px-0.5 py-1 text-center text-xs leading-4 font-semibold whitespace-nowrap dark:border-slate-700 ${
                  weekdayOfDate(date) >= 5 ? "bg-slate-200 dark:bg-slate-700" : "bg-slate-100 dark:bg-slate-800"
                }`}
              >
                <DayHeader date={date} lang={lang} />
              </th>
            ))}
          </tr>
          {/* One empty cell per half day, never shown: every column of the table's model then has a
              cell beginning in it (the Nu checker's rule when no booking starts at noon that day;
              decision 0096). */}
          <tr aria-hidden="true" hidden>
            <td />
            {view.dates.flatMap((date) => [<td key={`${date}-am`} />, <td key={`${date}-pm`} />])}
          </tr>
        </thead>
        <ShortageRows view={view} />
        <tbody>
          {chunks.map((chunk) => (
            // Each chunk hydrates on its own, after the page and in short slices (decision 0162).
            <RowChunk key={chunk[0]?.unitId} rows={chunk} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
