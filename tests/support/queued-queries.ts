// Counts queries sent to a node-postgres client while it is still running another one: what
// "Calling client.query() when the client is already executing a query is deprecated" warns about
// (it warns once per process, and only from the third query at once; this sees every one). The pool gives each query its own client, so
// only reads sent together on one transaction's client are seen.
import pg from "pg";

export function watchQueuedQueries(): { queued: string[]; stop: () => void } {
  const queued: string[] = [];
  const proto = pg.Client.prototype as unknown as {
    query: (...args: unknown[]) => unknown;
  };
  const original = proto.query;
  proto.query = function (
    this: { _activeQuery?: unknown; _queryQueue?: unknown[]; pipeline?: boolean },
    ...args: unknown[]
  ) {
    // Busy: a query running (node-postgres warns from the next one waiting behind it) or waiting.
    if ((this._activeQuery || (this._queryQueue?.length ?? 0) > 0) && !this.pipeline) {
      const first = args[0] as string | { text?: string } | undefined;
      queued.push((typeof first === "string" ? first : (first?.text ?? "")).replace(/\s+/g, " ").slice(0, 120));
    }
    return original.apply(this, args);
  };
  return { queued, stop: () => void (proto.query = original) };
}
