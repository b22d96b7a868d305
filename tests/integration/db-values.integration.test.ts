// The values the app reads from the database have the same JavaScript types on PostgreSQL and on
// the embedded PGlite, in a transaction and outside one: PGlite's client carries drizzle's
// parsers itself rather than on every query (docs/decisions/0164), and no value may change with it.
import { sql } from "drizzle-orm";
import { date, integer, interval, jsonb, numeric, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "#app/server/db/client.server.ts";
import { type TestDatabase, withTestDatabase } from "./test-database.ts";

const sample = pgTable("db_values_sample", {
  id: integer().primaryKey(),
  at: timestamp({ withTimezone: true, mode: "string" }).notNull(),
  atDate: timestamp({ withTimezone: true }).notNull(),
  day: date().notNull(),
  span: interval().notNull(),
  amount: numeric().notNull(),
  tags: text().array().notNull(),
  body: jsonb().notNull(),
});

let test: TestDatabase;
let db: Db;

beforeAll(async () => {
  test = await withTestDatabase({ migrate: false });
  db = test.database.db;
  await db.execute(sql`create table db_values_sample (id int primary key, at timestamptz not null,
    at_date timestamptz not null, day date not null, span interval not null, amount numeric not null,
    tags text[] not null, body jsonb not null)`);
  await db.insert(sample).values({
    id: 1,
    at: "2026-11-30T07:15:00.000Z",
    atDate: new Date("2026-11-30T07:15:00.000Z"),
    day: "2026-12-24",
    span: "3 days",
    amount: "1234.50",
    tags: ["a", "b"],
    body: { kurus: 364500 },
  });
});

afterAll(async () => {
  await test.cleanup();
});

/** What a raw statement gives for each type the app reads as text, a number, a list or JSON. */
const raw = sql`select '2026-11-30 10:15:00+03'::timestamptz as at, '2026-12-24'::date as day,
  '3 days'::interval as span, array[1.5, 2]::numeric[] as amounts,
  array['2026-11-30 10:15:00+03'::timestamptz] as ats, 7::int as n, true as yes,
  array['x', 'y'] as words, '{"a": 1}'::jsonb as body`;

function expectRawTypes(row: Record<string, unknown>) {
  // Timestamps, dates, intervals and numeric lists as PostgreSQL's text, whatever the engine.
  expect(typeof row.at).toBe("string");
  expect(new Date(String(row.at)).toISOString()).toBe("2026-11-30T07:15:00.000Z");
  expect(row.day).toBe("2026-12-24");
  expect(typeof row.span).toBe("string");
  expect(String(row.amounts).replace(/[{}]/g, "")).toBe("1.5,2");
  expect(typeof row.ats).toBe("string");
  // Everything else parsed.
  expect(row.n).toBe(7);
  expect(row.yes).toBe(true);
  expect(row.words).toEqual(["x", "y"]);
  expect(row.body).toEqual({ a: 1 });
}

describe("values read from the database", () => {
  it("a raw statement gives the same types outside a transaction and inside one", async () => {
    const outside = (await db.execute(raw)) as unknown as { rows: Record<string, unknown>[] };
    expectRawTypes(outside.rows[0] ?? {});
    await db.transaction(async (tx) => {
      const inside = (await tx.execute(raw)) as unknown as { rows: Record<string, unknown>[] };
      expectRawTypes(inside.rows[0] ?? {});
    });
  });

  it("a typed select maps each column as its schema says, outside a transaction and inside one", async () => {
    const expected = {
      id: 1,
      day: "2026-12-24",
      amount: "1234.50",
      tags: ["a", "b"],
      body: { kurus: 364500 },
    };
    const check = (row: typeof sample.$inferSelect | undefined) => {
      expect(row).toMatchObject(expected);
      expect(new Date(row?.at ?? "").toISOString()).toBe("2026-11-30T07:15:00.000Z");
      expect(row?.atDate).toBeInstanceOf(Date);
      expect(row?.atDate.toISOString()).toBe("2026-11-30T07:15:00.000Z");
      expect(row?.span).toMatch(/^3 days$/);
    };
    check((await db.select().from(sample))[0]);
    await db.transaction(async (tx) => {
      check((await tx.select().from(sample))[0]);
    });
  });
});
