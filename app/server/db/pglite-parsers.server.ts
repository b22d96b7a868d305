// The value parsers of the embedded database (PGlite), set once on the client instead of on every
// query (docs/decisions/0164). drizzle-orm/pglite passes the same nine parsers with each query
// (timestamps, dates, intervals and some arrays stay PostgreSQL's text); PGlite merges per-query
// parsers into its own map of 423 types by copying that map, which cost 0.2 ms a query, more than
// the query `select $1::int` itself (0.12 ms). The client is given these parsers as its own
// instead, and its queries (and those of its transactions) leave drizzle's copy out.

/** The types whose values drizzle keeps as PostgreSQL's text, as drizzle-orm/pglite's session lists them. */
export const TEXT_KEPT_TYPES: readonly number[] = [
  1114, // timestamp
  1184, // timestamptz
  1186, // interval
  1082, // date
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
];

const keepText = (value: string) => value;

/** Each of TEXT_KEPT_TYPES' values as its text. */
const textKeptParsers: Readonly<Record<number, (value: string) => string>> = Object.fromEntries(
  TEXT_KEPT_TYPES.map((type) => [type, keepText]),
);

const kept = new Set(TEXT_KEPT_TYPES.map(String));

type QueryOptions = { rowMode?: "array" | "object"; parsers?: Record<string, unknown> } & Record<string, unknown>;

/** Options a query can run with as they are, or without their parsers when the client's say the same. */
export function withoutClientParsers(options: unknown): unknown {
  if (!options || typeof options !== "object") return options;
  const { parsers, ...rest } = options as QueryOptions;
  if (!parsers || !Object.keys(parsers).every((type) => kept.has(type))) return options;
  return rest;
}

type Queryable = { query: (text: string, params?: unknown[], options?: unknown) => Promise<unknown> };
type Client = Queryable & {
  /** PGlite's own parsers by type, array types included (set when it starts, from their element's). */
  parsers: Record<number, (value: string, type: number) => unknown>;
  transaction: (run: (tx: never) => Promise<unknown>) => Promise<unknown>;
};

/** Makes `target.query` (a client's or a transaction's) run without parsers its client already has. */
function dropClientParsers(target: Queryable): void {
  const query = target.query.bind(target);
  target.query = (text, params, options) => query(text, params, withoutClientParsers(options));
}

/**
 * Gives a started PGlite client drizzle's parsers as its own (after it has set its array types'
 * parsers, which would replace them); its queries, and those of each transaction it runs, then
 * leave drizzle's per-query copy of the same parsers out.
 */
export function useClientParsers(client: Client): void {
  Object.assign(client.parsers, textKeptParsers);
  dropClientParsers(client);
  const transaction = client.transaction.bind(client);
  client.transaction = (run) =>
    transaction((tx: never) => {
      dropClientParsers(tx as Queryable);
      return run(tx);
    });
}
