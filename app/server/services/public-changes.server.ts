// Hears public changes made on any app server (docs/decisions/0036): LISTEN on the channel that
// markPublicChange notifies, and the version rows read every few seconds in case a notification
// was lost (a dropped listening connection); either way `onChange` gets the changed topics once.
import type { Database } from "#app/server/db/client.server.ts";
import {
  AVAILABILITY_CHANNEL,
  PUBLIC_CHANGE_CHANNEL,
  PUBLIC_TOPICS,
  type PublicTopic,
  readPublicVersions,
} from "#app/server/repositories/public-changes.server.ts";

export interface PublicChangeWatch {
  stop(): Promise<void>;
  /**
   * Whether this server has heard the marker notification `id` and acted on everything committed
   * before it (notifications on a channel arrive in commit order): what a test waits for instead of
   * sleeping to show that a change did nothing (markerPayload, docs/decisions/0068).
   */
  passed(id: string): boolean;
}

/** The payload of a marker notification: it changes nothing, the watchers only note it. */
export const markerPayload = (id: string) => `marker:${id}`;
const markerOf = (payload: string) => (payload.startsWith("marker:") ? payload.slice("marker:".length) : null);

export async function watchPublicChanges(
  database: Database,
  onChange: (topics: PublicTopic[]) => void,
  options: { pollMs?: number; onError?: (error: unknown) => void } = {},
): Promise<PublicChangeWatch> {
  let known = await readPublicVersions(database.db);
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  // Markers heard and not yet followed by a comparison that started after them, and those passed.
  let waiting: string[] = [];
  const passed = new Set<string>();

  const compare = async () => {
    const markers = waiting;
    waiting = [];
    try {
      const now = await readPublicVersions(database.db);
      const changed = PUBLIC_TOPICS.filter((t) => now.get(t) !== known.get(t));
      known = now;
      if (changed.length > 0 && !stopped) onChange(changed);
    } finally {
      for (const id of markers) passed.add(id);
    }
  };
  // One comparison at a time; a signal during one runs one more after it.
  const check = () => {
    if (running) {
      again = true;
      return;
    }
    running = compare()
      .catch((error: unknown) => options.onError?.(error))
      .finally(() => {
        running = null;
        if (again && !stopped) {
          again = false;
          check();
        }
      });
  };
  const heard = (payload: string) => {
    const marker = markerOf(payload);
    if (marker !== null) waiting.push(marker);
    check();
  };

  const unlisten = await database.listen(PUBLIC_CHANGE_CHANNEL, heard, check);
  const timer = setInterval(check, options.pollMs ?? 5_000);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await unlisten();
      await running;
    },
    passed: (id) => passed.has(id),
  };
}

/**
 * Hears every committed change of availability, made on any app server (docs/decisions/0062): the
 * triggers of migration 0037 notify on each statement that changes reservations, units or their
 * blocks. A gap in listening (the connection was lost and is back) counts as a change, because
 * notifications sent meanwhile are gone.
 */
export async function watchAvailability(database: Database, onChange: () => void): Promise<PublicChangeWatch> {
  let stopped = false;
  const passed = new Set<string>();
  const changed = () => {
    if (!stopped) onChange();
  };
  const heard = (payload: string) => {
    const marker = markerOf(payload);
    if (marker === null) changed();
    else passed.add(marker);
  };
  const unlisten = await database.listen(AVAILABILITY_CHANNEL, heard, changed);
  return {
    async stop() {
      stopped = true;
      await unlisten();
    },
    passed: (id) => passed.has(id),
  };
}
