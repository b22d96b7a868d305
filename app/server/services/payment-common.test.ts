import { describe, expect, it } from "vitest";
import type { Db } from "#app/server/db/client.server.ts";
import { runTx, sqlState } from "./payment-common.server.ts";

/** A database whose transactions fail with the given errors, in order, before one succeeds. */
function flakyDb(failures: unknown[]) {
  let calls = 0;
  const db = {
    transaction: async <T>(work: (tx: unknown) => Promise<T>): Promise<T> => {
      calls++;
      const failure = failures.shift();
      if (failure !== undefined) throw failure;
      return work({});
    },
  };
  return { db: db as unknown as Db, calls: () => calls };
}

// How drizzle hands on a PostgreSQL error: its own error, the driver's one as `cause`.
const wrapped = (code: string) =>
  Object.assign(new Error("Failed query"), { cause: Object.assign(new Error(code), { code }) });

describe("runTx: a payment step's transaction", () => {
  it("runs again when PostgreSQL ended it for a deadlock or a serialization failure", async () => {
    const { db, calls } = flakyDb([wrapped("40P01"), wrapped("40001")]);
    await expect(runTx(db, async () => "confirmed")).resolves.toBe("confirmed");
    expect(calls()).toBe(3);
  });

  it("gives up after three attempts, with the database's error", async () => {
    const { db, calls } = flakyDb([wrapped("40P01"), wrapped("40P01"), wrapped("40P01"), wrapped("40P01")]);
    await expect(runTx(db, async () => "confirmed")).rejects.toThrow("Failed query");
    expect(calls()).toBe(3);
  });

  it("never repeats a transaction that failed for any other reason (a unique key, a check)", async () => {
    const { db, calls } = flakyDb([wrapped("23505")]);
    await expect(runTx(db, async () => "confirmed")).rejects.toThrow("Failed query");
    expect(calls()).toBe(1);
    const plain = flakyDb([new Error("boom")]);
    await expect(runTx(plain.db, async () => "confirmed")).rejects.toThrow("boom");
    expect(plain.calls()).toBe(1);
  });

  it("reads the SQLSTATE of a wrapped error and ignores codes that are not one", () => {
    expect(sqlState(wrapped("40P01"))).toBe("40P01");
    expect(sqlState(Object.assign(new Error("x"), { code: "ECONNRESET" }))).toBeUndefined();
    expect(sqlState("40P01")).toBeUndefined();
  });
});
