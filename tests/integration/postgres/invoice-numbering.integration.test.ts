// Invoice numbers across app servers (decision 0072): two connection pools on one PostgreSQL
// database, as two app servers, store 500 invoices at once while 50 other transactions take a
// number and then fail. The 500 stored numbers are distinct and consecutive from 1 (no gap: a
// failed transaction gives its number back), and the database refuses a number stored twice.
// PostgreSQL only (two pools need a server; tests/integration/postgres/ runs with DATABASE_URL).
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatInvoiceNumber } from "#app/domain/invoices/invoice-number.ts";
import { type Database, type Db, openDatabase } from "#app/server/db/client.server.ts";
import { insertInvoice, takeInvoiceSequence } from "#app/server/repositories/invoices.server.ts";
import { closeTestDatabase, type TestDatabase, withTestDatabase } from "#tests/integration/test-database.ts";

let testDb: TestDatabase;
let serverA: Database;
let serverB: Database;

beforeAll(async () => {
  testDb = await withTestDatabase();
  // The test database's own address, from its pool: both "servers" connect to it.
  const pool = (testDb.database.db as unknown as { $client: { options: { connectionString: string } } }).$client;
  const connection = pool.options.connectionString;
  serverA = await openDatabase({ url: connection, poolSize: 6 });
  serverB = await openDatabase({ url: connection, poolSize: 6 });
});
afterAll(async () => {
  await serverA?.close();
  await serverB?.close();
  await closeTestDatabase(testDb);
});

const ISSUED = new Date("2027-05-01T10:00:00Z");

async function issueOne(db: Db, fail: boolean): Promise<string> {
  return db.transaction(async (tx) => {
    const sequence = await takeInvoiceSequence(tx, "YEA", 2027);
    const number = formatInvoiceNumber("YEA", 2027, sequence);
    if (fail) throw new Error("the transaction storing the invoice failed");
    await insertInvoice(
      tx,
      {
        number,
        ettn: randomUUID(),
        series: "YEA",
        year: 2027,
        sequence,
        reservationId: null,
        cause: "rental",
        causeKey: randomUUID(),
        profile: "EARSIVFATURA",
        typeCode: "SATIS",
        returnsInvoiceId: null,
        issuedAt: ISSUED,
        buyerName: "Test",
        buyerId: "11111111111",
        payableKurus: 100,
        taxKurus: 17,
        document: {},
        xml: "<Invoice/>",
      },
      ISSUED,
    );
    return number;
  });
}

describe("invoice numbering across two app servers", () => {
  it("500 invoices at once from two pools: 500 distinct consecutive numbers, no gap, failed transactions leave none", async () => {
    const work = Array.from({ length: 550 }, (_, i) => {
      const db = i % 2 === 0 ? serverA.db : serverB.db;
      return issueOne(db, i % 11 === 10).then(
        (n) => n,
        () => null,
      );
    });
    const numbers = (await Promise.all(work)).filter((n): n is string => n !== null);
    expect(numbers).toHaveLength(500);
    expect(new Set(numbers).size).toBe(500);
    const sequences = numbers.map((n) => Number(n.slice(7))).sort((a, b) => a - b);
    expect(sequences[0]).toBe(1);
    expect(sequences.at(-1)).toBe(500);
    expect(sequences.every((s, i) => s === i + 1)).toBe(true);
  });

  it("the database refuses a number stored twice", async () => {
    const number = formatInvoiceNumber("YEA", 2027, 1);
    await expect(
      insertInvoice(
        serverA.db,
        {
          number,
          ettn: randomUUID(),
          series: "YEA",
          year: 2027,
          sequence: 1,
          reservationId: null,
          cause: "rental",
          causeKey: randomUUID(),
          profile: "EARSIVFATURA",
          typeCode: "SATIS",
          returnsInvoiceId: null,
          issuedAt: ISSUED,
          buyerName: "Test",
          buyerId: "11111111111",
          payableKurus: 100,
          taxKurus: 17,
          document: {},
          xml: "<Invoice/>",
        },
        ISSUED,
      ),
    ).rejects.toThrow();
  });
});
