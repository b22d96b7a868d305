// The embedded database (PGlite) on a thread of its own (docs/decisions/0169). PGlite is PostgreSQL
// compiled to WebAssembly: every statement runs on the thread that calls it. In the server's own
// thread it took half of an API call's CPU and all of it stood in the way of the next request;
// here it runs beside the server on the machine's second core. The server's side is
// app/server/db/pglite-thread.server.ts; the messages it takes are `Request` below, its answers
// those `reply` sends.
// Runs on Node 24 directly (type stripping), like server/index.ts, and imports only PGlite.
import { parentPort, workerData } from "node:worker_threads";
import { PGlite, type Transaction } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";

type Options = { dataDir: string | null; startParams: string[]; textKeptTypes: number[] };
type Request =
  | { id: number; op: "query"; text: string; params?: unknown[]; options?: object; tx?: number }
  | { id: number; op: "exec"; text: string; options?: object; tx?: number }
  | { op: "begin"; tx: number }
  | { id: number; op: "end"; tx: number; commit: boolean }
  | { id: number; op: "rollback"; tx: number }
  | { id: number; op: "listen"; channel: string }
  | { id: number; op: "unlisten"; listener: number }
  | { id: number; op: "close" };

const port = parentPort as NonNullable<typeof parentPort>;
if (!parentPort) throw new Error("server/pglite-worker.ts runs as a worker thread of the server");
const options = workerData as Options;

const client = await PGlite.create({
  ...(options.dataDir ? { dataDir: options.dataDir } : {}),
  extensions: { btree_gist, pg_trgm },
  startParams: options.startParams,
});
// drizzle's parsers as the client's own (decision 0164): the server's side leaves them out of each
// query, since functions cannot cross between threads.
const keepText = (value: string) => value;
for (const type of options.textKeptTypes) client.parsers[type] = keepText;

/**
 * A transaction the server has begun: its PGlite handle once BEGIN has run (`start` rejects with
 * BEGIN's error if it failed), how it ends (commit or not) once the server says, and its outcome.
 */
type Open = { start: Promise<Transaction>; end: (commit: boolean) => void; done: Promise<void> };
const transactions = new Map<number, Open>();
const listeners = new Map<number, () => Promise<void>>();
let nextListener = 1;
/** The reason a transaction's callback throws when the server rolls it back: PGlite then sends ROLLBACK. */
const ROLLED_BACK = Symbol("rolled back");

/** What of an error crosses to the server: its message and PostgreSQL's fields (code, constraint, ...). */
function errorOf(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields: Record<string, unknown> = { message: error.message, name: error.name };
  for (const [key, value] of Object.entries(error)) {
    // A statement's parameters stay here: they can hold what a customer typed.
    if (value === undefined || typeof value === "function" || key === "params") continue;
    fields[key] = value;
  }
  return fields;
}

const memory = () => (client.closed ? 0 : client.Module.wasmMemory.buffer.byteLength);

function reply(id: number, result: unknown) {
  port.postMessage({ id, result, memory: memory() });
}

function openOf(id: number): Open {
  const found = transactions.get(id);
  if (!found) throw new Error("the transaction has already ended");
  return found;
}

/** The client, or the handle of the transaction `id` once its BEGIN has run. */
async function transactionOf(id: number | undefined): Promise<Transaction | PGlite> {
  return id === undefined ? client : openOf(id).start;
}

async function handle(request: Request): Promise<void> {
  switch (request.op) {
    case "query":
      return reply(
        request.id,
        await (await transactionOf(request.tx)).query(request.text, request.params, request.options),
      );
    case "exec":
      return reply(request.id, await (await transactionOf(request.tx)).exec(request.text, request.options));
    case "begin": {
      // No answer: the server sends the transaction's statements right behind it, and they wait
      // here for BEGIN to have run (or fail with its error).
      let started!: (tx: Transaction) => void;
      let failed!: (error: unknown) => void;
      const start = new Promise<Transaction>((resolve, reject) => {
        started = resolve;
        failed = reject;
      });
      start.catch(() => undefined);
      let end!: (commit: boolean) => void;
      const done = client.transaction(
        (tx) =>
          new Promise<void>((resolve, reject) => {
            end = (commit) => (commit ? resolve() : reject(ROLLED_BACK));
            started(tx);
          }),
      );
      // Once started, rejecting `start` does nothing: only a failed BEGIN reaches its statements.
      done.catch(failed);
      transactions.set(request.tx, { start, end: (commit) => end(commit), done });
      return;
    }
    case "end": {
      const found = openOf(request.tx);
      transactions.delete(request.tx);
      await found.start;
      found.end(request.commit);
      try {
        await found.done;
      } catch (error) {
        if (error !== ROLLED_BACK) throw error;
      }
      return reply(request.id, null);
    }
    case "rollback":
      await (await openOf(request.tx).start).rollback();
      return reply(request.id, null);
    case "listen": {
      const listener = nextListener++;
      const channel = request.channel;
      listeners.set(
        listener,
        await client.listen(channel, (payload) => port.postMessage({ notify: listener, payload })),
      );
      return reply(request.id, listener);
    }
    case "unlisten": {
      const stop = listeners.get(request.listener);
      listeners.delete(request.listener);
      if (stop && !client.closed) await stop();
      return reply(request.id, null);
    }
    case "close":
      await client.close();
      reply(request.id, null);
      port.close();
      return;
  }
}

port.on("message", (request: Request) => {
  handle(request).catch((error: unknown) => {
    if ("id" in request) port.postMessage({ id: request.id, error: errorOf(error) });
  });
});
port.postMessage({ ready: true, memory: memory() });
