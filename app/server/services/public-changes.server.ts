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
}

export async function watchPublicChanges(
  database: Database,
  onChange: (topics: PublicTopic[]) => void,
  options: { pollMs?: number; onError?: (error: unknown) => void } = {},
): Promise<PublicChangeWatch> {
  let known = await readPublicVersions(database.db);
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  const compare = async () => {
    const now = await readPublicVersions(database.db);
    const changed = PUBLIC_TOPICS.filter((t) => now.get(t) !== known.get(t));
    known = now;
    if (changed.length > 0 && !stopped) onChange(changed);
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

  const unlisten = await database.listen(PUBLIC_CHANGE_CHANNEL, check, check);
  const timer = setInterval(check, options.pollMs ?? 5_000);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await unlisten();
      await running;
    },
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
  const changed = () => {
    if (!stopped) onChange();
  };
  const unlisten = await database.listen(AVAILABILITY_CHANNEL, changed, changed);
  return {
    async stop() {
      stopped = true;
      await unlisten();
    },
  };
}
