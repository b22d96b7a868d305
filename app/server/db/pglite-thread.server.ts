// The server's side of the embedded database on its own thread (docs/decisions/0169; the thread is
// server/pglite-worker.ts). `PGliteThread` answers the part of PGlite's API that drizzle-orm/pglite
// and client.server.ts use (query, exec, transaction, listen, close), each call a message to the
// thread. The thread's PGlite orders the calls as it does in one thread: a transaction holds the
// database until it ends, and calls from outside it wait.
import path from "node:path";
import { existsSync } from "node:fs";
import { Worker } from "node:worker_threads";
import { TEXT_KEPT_TYPES, withoutClientParsers } from "./pglite-parsers.server.ts";

type Results = { rows: unknown[]; affectedRows?: number; fields: { name: string; dataTypeID: number }[] };
type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void };

/** A PGlite transaction's handle as drizzle-orm/pglite uses it. */
export type ThreadTransaction = {
  query(text: string, params?: unknown[], options?: unknown): Promise<Results>;
  exec(text: string, options?: unknown): Promise<Results[]>;
  rollback(): Promise<void>;
  readonly closed: boolean;
};

/** Where the thread's code is: beside server/index.ts, which the README's `npm start` runs. */
export const pgliteWorkerFile = path.resolve("server", "pglite-worker.ts");

/** An error the thread sent, with PostgreSQL's fields (code, constraint, detail...) as PGlite sets them. */
function errorFrom(fields: Record<string, unknown>): Error {
  const error = new Error(String(fields.message ?? "database error"));
  Object.assign(error, fields);
  return error;
}

/** Options a query can send: drizzle's parsers are the thread's own already, and nothing else crosses. */
function sendable(options: unknown): object | undefined {
  const kept = withoutClientParsers(options) as { parsers?: unknown } | undefined;
  if (kept && typeof kept === "object" && "parsers" in kept && kept.parsers !== undefined) {
    throw new Error("a query's own value parsers cannot be sent to the database thread");
  }
  return kept ?? undefined;
}

export class PGliteThread {
  readonly #worker: Worker;
  readonly #pending = new Map<number, Pending>();
  readonly #listeners = new Map<number, (payload: string) => void>();
  #nextId = 1;
  #nextTx = 1;
  #memory = 0;
  #closed = false;
  #closing = false;
  #failure: Error | null = null;

  private constructor(worker: Worker) {
    this.#worker = worker;
  }

  /** Starts the thread and its PGlite (`dataDir` absent: in memory); resolves once it answers. */
  static async start(options: {
    dataDir?: string | undefined;
    startParams: string[];
    onFailure?: (error: Error) => void;
  }): Promise<PGliteThread> {
    if (!existsSync(pgliteWorkerFile)) throw new Error(`the database thread's code is missing: ${pgliteWorkerFile}`);
    const worker = new Worker(pgliteWorkerFile, {
      workerData: {
        dataDir: options.dataDir ?? null,
        startParams: options.startParams,
        textKeptTypes: TEXT_KEPT_TYPES,
      },
    });
    const thread = new PGliteThread(worker);
    await new Promise<void>((resolve, reject) => {
      const failed = (error: Error) => reject(error);
      worker.once("error", failed);
      worker.once("message", (message: { ready?: boolean; memory?: number }) => {
        worker.off("error", failed);
        thread.#memory = message.memory ?? 0;
        resolve();
      });
    });
    worker.on("message", (message) => thread.#receive(message));
    const fail = (error: Error) => {
      if (thread.#closed || thread.#closing) return;
      thread.#failure = error;
      thread.#closed = true;
      for (const pending of thread.#pending.values()) pending.reject(error);
      thread.#pending.clear();
      options.onFailure?.(error);
    };
    worker.on("error", fail);
    worker.on("exit", (code) => fail(new Error(`the database thread stopped (exit ${code})`)));
    return thread;
  }

  #receive(message: {
    id?: number;
    result?: unknown;
    error?: Record<string, unknown>;
    memory?: number;
    notify?: number;
    payload?: string;
  }) {
    if (message.memory !== undefined) this.#memory = message.memory;
    if (message.notify !== undefined) {
      this.#listeners.get(message.notify)?.(message.payload ?? "");
      return;
    }
    if (message.id === undefined) return;
    const pending = this.#pending.get(message.id);
    if (!pending) return;
    this.#pending.delete(message.id);
    if (message.error) pending.reject(errorFrom(message.error));
    else pending.resolve(message.result);
  }

  /** The reason no call can be made, or null. */
  #refusal(): Error | null {
    return this.#failure ?? (this.#closed ? new Error("the database is closed") : null);
  }

  /** A message the thread does not answer (a failure shows in the calls that follow it). */
  #send(request: Record<string, unknown>): void {
    if (!this.#refusal()) this.#worker.postMessage(request);
  }

  #call<T>(request: Record<string, unknown>): Promise<T> {
    const refusal = this.#refusal();
    if (refusal) return Promise.reject(refusal);
    const id = this.#nextId++;
    return new Promise<T>((resolve, reject) => {
      this.#pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.#worker.postMessage({ ...request, id });
    });
  }

  get closed(): boolean {
    return this.#closed;
  }

  /** Bytes of the thread's WebAssembly memory, as of its latest answer (it grows and never shrinks). */
  memoryBytes(): number {
    return this.#memory;
  }

  query(text: string, params?: unknown[], options?: unknown): Promise<Results> {
    return this.#call({ op: "query", text, params, options: sendable(options) });
  }

  exec(text: string, options?: unknown): Promise<Results[]> {
    return this.#call({ op: "exec", text, options: sendable(options) });
  }

  /**
   * Runs `run` in one transaction: committed when it resolves, rolled back when it throws (the
   * error then goes on), as PGlite's own `transaction` does.
   */
  async transaction<T>(run: (tx: ThreadTransaction) => Promise<T>): Promise<T> {
    // Numbered here and sent without waiting for an answer (there is none): the first statement
    // goes out right behind BEGIN, and the thread runs them in order. A BEGIN that fails fails
    // them and the end.
    const tx = this.#nextTx++;
    this.#send({ op: "begin", tx });
    let ended = false;
    const handle: ThreadTransaction = {
      query: (text, params, options) => this.#call({ op: "query", text, params, options: sendable(options), tx }),
      exec: (text, options) => this.#call({ op: "exec", text, options: sendable(options), tx }),
      rollback: async () => {
        await this.#call({ op: "rollback", tx });
        ended = true;
      },
      get closed() {
        return ended;
      },
    };
    let result: T;
    try {
      result = await run(handle);
    } catch (error) {
      await this.#call({ op: "end", tx, commit: false }).catch(() => undefined);
      throw error;
    }
    await this.#call({ op: "end", tx, commit: true });
    return result;
  }

  /** LISTEN on `channel`; resolves to the function that stops listening. */
  async listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>> {
    const listener = await this.#call<number>({ op: "listen", channel });
    this.#listeners.set(listener, onPayload);
    return async () => {
      this.#listeners.delete(listener);
      if (!this.#closed) await this.#call({ op: "unlisten", listener });
    };
  }

  async close(): Promise<void> {
    if (this.#closed || this.#closing) return;
    this.#closing = true;
    await this.#call({ op: "close" });
    this.#closed = true;
    await this.#worker.terminate();
  }
}
