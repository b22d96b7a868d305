// The embedded database (PGlite) on a thread of its own (docs/decisions/0169). PGlite is PostgreSQL
// compiled to WebAssembly: every statement runs on the thread that calls it. In the server's own
// thread it took half of an API call's CPU and all of it stood in the way of the next request;
// here it runs beside the server on the machine's second core. The server's side is
// app/server/db/pglite-thread.server.ts; the messages are its `Request` and `Reply`.
// Runs on Node 24 directly (type stripping), like server/index.ts, and imports only PGlite.
import { parentPort, workerData } from "node:worker_threads";
import { PGlite, type Transaction } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";

type Options = { dataDir: string | null; startParams: string[]; textKeptTypes: number[] };
type Request =
  | { id: number; op: "query"; text: string; params?: unknown[]; options?: object; tx?: number }
  | { id: number; op: "exec"; text: string; options?: object; tx?: number }
  | { id: number; op: "begin"; tx: number }
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

/** An open transaction: its PGlite handle, and how it ends (commit: true) once the server says. */
type Open = { tx: Transaction; end: (commit: boolean) => void };
const open = new Map<number, Open>();
/** Each open transaction's outcome, awaited when the server ends it. */
const ends = new Map<number, Promise<void>>();
/** Transactions whose BEGIN has been asked for, until it has run (or failed: failedToStart). */
const starting = new Map<number, Promise<Transaction>>();
const failedToStart = new Map<number, unknown>();
const listeners = new Map<number, () => Promise<void>>();
let nextListener = 1;
/** The reason a transaction's callback throws when the server rolls it back: PGlite then sends ROLLBACK. */
const ROLLED_BACK = Symbol("rolled back");

/** What of an error crosses to the server: its message and PostgreSQL's fields (code, constraint, ...). */
function errorOf(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields: Record<string, unknown> = { message: error.message, name: error.name };
  for (const [key, value] of Object.entries(error)) {
    if (value === undefined || typeof value === "function") continue;
    fields[key] = key === "params" ? undefined : value;
  }
  return fields;
}

const memory = () => (client.closed ? 0 : client.Module.wasmMemory.buffer.byteLength);

function reply(id: number, result: unknown) {
  port.postMessage({ id, result, memory: memory() });
}

async function transactionOf(id: number | undefined): Promise<Transaction | PGlite> {
  if (id === undefined) return client;
  const found = open.get(id) ?? (await starting.get(id));
  if (!found) throw new Error("the transaction has already ended");
  return "tx" in found ? found.tx : found;
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
      // The server numbers its transactions and sends their statements without waiting for BEGIN:
      // they wait here until it has run.
      const txId = request.tx;
      let started!: (tx: Transaction) => void;
      let failed!: (error: unknown) => void;
      let begun = false;
      const start = new Promise<Transaction>((resolve, reject) => {
        started = resolve;
        failed = reject;
      });
      start.catch(() => undefined);
      starting.set(txId, start);
      // Settles when the transaction has committed or rolled back; "end" awaits it for the outcome.
      const done = client.transaction(
        (tx) =>
          new Promise<void>((resolve, reject) => {
            begun = true;
            open.set(txId, { tx, end: (commit) => (commit ? resolve() : reject(ROLLED_BACK)) });
            started(tx);
          }),
      );
      done.catch((error: unknown) => {
        // BEGIN itself failed: its statements and its end fail with the same error.
        if (begun) return;
        failedToStart.set(txId, error);
        failed(error);
      });
      ends.set(txId, done);
      return reply(request.id, txId);
    }
    case "end": {
      await starting.get(request.tx)?.catch(() => undefined);
      starting.delete(request.tx);
      const failed = failedToStart.get(request.tx);
      failedToStart.delete(request.tx);
      if (failed !== undefined) {
        ends.delete(request.tx);
        throw failed;
      }
      const found = open.get(request.tx);
      const done = ends.get(request.tx);
      open.delete(request.tx);
      ends.delete(request.tx);
      if (!found || !done) throw new Error("the transaction has already ended");
      found.end(request.commit);
      try {
        await done;
      } catch (error) {
        if (error !== ROLLED_BACK) throw error;
      }
      return reply(request.id, null);
    }
    case "rollback": {
      await starting.get(request.tx);
      const found = open.get(request.tx);
      if (!found) throw new Error("the transaction has already ended");
      await found.tx.rollback();
      return reply(request.id, null);
    }
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
  handle(request).catch((error: unknown) => port.postMessage({ id: request.id, error: errorOf(error) }));
});
port.postMessage({ ready: true, memory: memory() });
