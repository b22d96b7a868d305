// Uploaded files live where every app server reads them (docs/decisions/0024):
// the PostgreSQL adapter of the storage port on PostgreSQL (DATABASE_URL) and on PGlite.
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "#app/server/db/client.server.ts";
import { storedFiles } from "#app/server/db/schema.ts";
import { postgresFileStorage } from "#app/server/storage/postgres-file-storage.server.ts";
import { type TestDatabase, withTestDatabase } from "./test-database.ts";

let testDb: TestDatabase;

beforeAll(async () => {
  testDb = await withTestDatabase();
});
afterAll(async () => {
  await testDb?.cleanup();
});

const newKey = () => `cv/2027/03/${randomUUID()}.pdf`;

describe("PostgreSQL file storage", () => {
  it("gives back exactly the bytes it stored, with their size and SHA-256 on the row", async () => {
    const storage = postgresFileStorage(testDb.database.db);
    // Every byte value, NULs included, and a 5 MB file (the CV limit).
    const all = Uint8Array.from({ length: 256 }, (_, i) => i);
    const big = randomBytes(5 * 1024 * 1024);
    for (const bytes of [all, new Uint8Array(big), new Uint8Array(0)]) {
      const key = newKey();
      await storage.put(key, bytes, "application/pdf");
      const back = await storage.get(key);
      expect(back).toBeInstanceOf(Uint8Array);
      expect(back?.length).toBe(bytes.length);
      expect(Buffer.compare(Buffer.from(back ?? []), Buffer.from(bytes))).toBe(0);
      const [row] = await testDb.database.db
        .select({ size: storedFiles.size, sha256: storedFiles.sha256, contentType: storedFiles.contentType })
        .from(storedFiles)
        .where(eq(storedFiles.key, key));
      expect(row).toEqual({
        size: bytes.length,
        sha256: createHash("sha256").update(bytes).digest("hex"),
        contentType: "application/pdf",
      });
    }
  });

  it("answers null for a key nobody stored and after a delete; refuses keys that are not storage keys", async () => {
    const storage = postgresFileStorage(testDb.database.db);
    expect(await storage.get(newKey())).toBeNull();
    const key = newKey();
    await storage.put(key, Uint8Array.of(1, 2, 3), "application/pdf");
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    await storage.delete(key); // deleting twice is harmless
    await expect(storage.put("../etc/passwd", Uint8Array.of(1), "text/plain")).rejects.toThrow(/invalid storage key/);
    await expect(storage.get("cv/../../x")).rejects.toThrow(/invalid storage key/);
  });

  it("writes a key once: the same bytes again are accepted, other bytes are refused and the first stay", async () => {
    const storage = postgresFileStorage(testDb.database.db);
    const key = newKey();
    await storage.put(key, Uint8Array.of(1, 2, 3), "application/pdf");
    await storage.put(key, Uint8Array.of(1, 2, 3), "application/pdf");
    await expect(storage.put(key, Uint8Array.of(9, 9), "application/pdf")).rejects.toThrow(/already holds/);
    expect(await storage.get(key)).toEqual(Uint8Array.of(1, 2, 3));
  });

  it("refuses to hand back a file whose bytes no longer match their SHA-256", async () => {
    const storage = postgresFileStorage(testDb.database.db);
    const key = newKey();
    await storage.put(key, Uint8Array.of(1, 2, 3), "application/pdf");
    await testDb.database.db.execute(
      sql`update stored_files set content = '\\x010204'::bytea, size = 3 where key = ${key}`,
    );
    await expect(storage.get(key)).rejects.toThrow(/damaged/);
  });
});

describe("two app servers", () => {
  it("a file stored through one server's database handle is read through another's", async () => {
    const adminUrl = process.env.DATABASE_URL;
    const file = new Uint8Array(randomBytes(300_000));
    const key = newKey();
    if (adminUrl) {
      // PostgreSQL: two pools on one database, open at the same time, like two app servers.
      const name = `yolda_test_${randomBytes(6).toString("hex")}`;
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      const admin = async (statement: string) => {
        const client = new pg.Client({ connectionString: adminUrl });
        await client.connect();
        await client.query(statement).finally(() => client.end());
      };
      await admin(`create database "${name}"`);
      const servers: Database[] = [];
      try {
        servers.push(await openDatabase({ url: url.toString(), poolSize: 2 }));
        servers.push(await openDatabase({ url: url.toString(), poolSize: 2 }));
        // One migrates (parallel start-up is the advisory lock's test, not this one's).
        await servers[0]?.migrate();
        const storages = servers.map((s) => postgresFileStorage(s.db));
        // 20 CVs, taken alternately by the two servers: each server opens all 20.
        const files = Array.from({ length: 20 }, (_, i) => ({
          key: newKey(),
          bytes: Uint8Array.of(i, ...file.subarray(0, 1000)),
        }));
        await Promise.all(files.map((f, i) => storages[i % 2]?.put(f.key, f.bytes, "application/pdf")));
        for (const storage of storages) {
          const opened = await Promise.all(
            files.map(async (f) => (await storage.get(f.key))?.length === f.bytes.length),
          );
          expect(opened.filter(Boolean)).toHaveLength(20);
        }
        const [one, two] = storages;
        await one?.put(key, file, "application/pdf");
        expect(await two?.get(key)).toEqual(file);
        await two?.delete(key);
        expect(await one?.get(key)).toBeNull();
      } finally {
        await Promise.all(servers.map((s) => s.close()));
        await admin(`drop database if exists "${name}" with (force)`);
      }
    } else {
      // PGlite (npm start: one process per data folder): what one handle stored, the next handle
      // opened on the same folder reads, as after a restart or a redeploy.
      const dataDir = mkdtempSync(path.join(tmpdir(), "yolda-storage-pglite-"));
      try {
        const first = await openDatabase({ dataDir });
        await first.migrate();
        await postgresFileStorage(first.db).put(key, file, "application/pdf");
        await first.close();
        const second = await openDatabase({ dataDir });
        try {
          expect(await postgresFileStorage(second.db).get(key)).toEqual(file);
        } finally {
          await second.close();
        }
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    }
  });
});
