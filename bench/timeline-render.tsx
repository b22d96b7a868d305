// Renders the fleet timeline's table to HTML exactly as the page does (loaded through Vite by
// bench/timeline.ts, which cannot import .tsx itself).
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { TimelineGrid } from "#app/features/fleet-timeline/timeline-grid.tsx";
import type { Lang } from "#app/i18n/config.ts";
import { en } from "#app/i18n/messages/en.ts";
import { tr } from "#app/i18n/messages/tr.ts";
import { I18nProvider } from "#app/i18n/react.tsx";
import type { FleetTimelineView } from "#app/shared/staff/fleet-timeline.ts";

export function renderTimeline(view: FleetTimelineView, lang: Lang): string {
  const messages = lang === "tr" ? tr : en;
  return renderToString(
    <MemoryRouter initialEntries={[lang === "tr" ? "/yonetim/filo" : "/en/yonetim/filo"]}>
      <I18nProvider lang={lang} messages={{ fleetTimeline: messages.fleetTimeline }}>
        <TimelineGrid view={view} officeName="-" />
      </I18nProvider>
    </MemoryRouter>,
  );
}
