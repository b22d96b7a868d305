// The embedded database on a thread of its own (docs/decisions/0169): what the server relies on from
// PGlite in one thread holds across the threads too. Runs with and without DATABASE_URL: it opens
// its own in-memory PGlite on a thread.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "#app/server/db/client.server.ts";

let database: Database;

beforeAll(async () => {
  database = await openDatabase({ embeddedThread: true });
  await database.db.execute(sql`
    create table thread_probe (
      id int primary key,
      at timestamptz not null,
      body jsonb,
      bytes bytea,
      pair int unique deferrable initially deferred
    )`);
});
afterAll(async () => {
  await database?.close();
});

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

describe("PGlite on its own thread", () => {
  it("stores and reads back times, JSON, bytes and numbers as PGlite in one thread does", async () => {
    const at = new Date("2027-03-01T09:30:00.000Z");
    const bytes = Uint8Array.from({ length: 256 }, (_, i) => i);
    await database.db.execute(
      sql`insert into thread_probe (id, at, body, bytes) values (1, ${at.toISOString()}, ${JSON.stringify({ kurus: 123_456, note: "Çiğdem" })}::jsonb, ${bytes})`,
    );
    const [row] = await rows<{ id: number; at: string; body: { kurus: number; note: string }; bytes: Uint8Array }>(
      sql`select id, at, body, bytes from thread_probe where id = 1`,
    );
    expect(row?.id).toBe(1);
    // drizzle keeps timestamptz as PostgreSQL's text (the thread holds drizzle's parsers).
    expect(typeof row?.at).toBe("string");
    expect(new Date(String(row?.at)).getTime()).toBe(at.getTime());
    expect(row?.body).toEqual({ kurus: 123_456, note: "Çiğdem" });
    expect([...(row?.bytes ?? [])]).toEqual([...bytes]);
  });

  it("rolls back a transaction whose work throws, and the caller gets its own error", async () => {
    const mine = new Error("the caller's own failure");
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into thread_probe (id, at) values (2, now())`);
        throw mine;
      }),
    ).rejects.toBe(mine);
    expect(await rows(sql`select id from thread_probe where id = 2`)).toEqual([]);
  });

  it("gives PostgreSQL's error code and constraint of a violation to the caller", async () => {
    const error = await database.db
      .execute(sql`insert into thread_probe (id, at) values (1, now())`)
      .then(() => null)
      .catch((e: unknown) => e as { cause?: { code?: string; constraint?: string } });
    expect(error?.cause?.code).toBe("23505");
    expect(error?.cause?.constraint).toBe("thread_probe_pkey");
  });

  it("rejects a transaction whose COMMIT fails and keeps none of it", async () => {
    await database.db.execute(sql`insert into thread_probe (id, at, pair) values (10, now(), 7)`);
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into thread_probe (id, at, pair) values (11, now(), 7)`);
      }),
    ).rejects.toMatchObject({ code: "23505" });
    expect(await rows(sql`select id from thread_probe where id = 11`)).toEqual([]);
  });

  it("makes a call from outside a transaction wait until the transaction has ended", async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let inserted!: () => void;
    const insertedSignal = new Promise<void>((resolve) => (inserted = resolve));
    const transaction = database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into thread_probe (id, at) values (20, now())`);
      inserted();
      await held;
    });
    await insertedSignal;
    let outsideDone = false;
    const outside = rows<{ n: number }>(sql`select count(*)::int as n from thread_probe where id = 20`).then((r) => {
      outsideDone = true;
      return r;
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(outsideDone).toBe(false);
    release();
    await transaction;
    // It ran after the commit, so it counts the row.
    expect((await outside)[0]?.n).toBe(1);
  });

  it("rolls back to a savepoint inside a transaction (drizzle's nested transaction)", async () => {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into thread_probe (id, at) values (30, now())`);
      await tx
        .transaction(async (inner) => {
          await inner.execute(sql`insert into thread_probe (id, at) values (31, now())`);
          inner.rollback();
        })
        .catch(() => undefined);
    });
    const ids = await rows<{ id: number }>(sql`select id from thread_probe where id in (30, 31) order by id`);
    expect(ids.map((r) => r.id)).toEqual([30]);
  });

  it("delivers a notification committed on the database to the server's listener, and stops when asked", async () => {
    const heard: string[] = [];
    const stop = await database.listen(
      "thread_probe",
      (payload) => heard.push(payload),
      () => undefined,
    );
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_notify('thread_probe', 'fleet,prices')`);
    });
    await expect.poll(() => heard).toEqual(["fleet,prices"]);
    await stop();
    await database.db.execute(sql`select pg_notify('thread_probe', 'after')`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(heard).toEqual(["fleet,prices"]);
  });

  it("reports the thread's WebAssembly memory for /metrics", () => {
    expect(database.embeddedMemoryBytes()).toBeGreaterThan(16 * 1024 * 1024);
  });
});
