// FileStorage in PostgreSQL (table stored_files): the default on every driver, so a CV stored by
// one app server is read by any other (docs/decisions/0024). A file is at most a few MB (the CV
// limit is 5 MB), so it is written and read whole.
import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "#app/server/db/client.server.ts";
import { storedFiles } from "#app/server/db/schema.ts";
import { type FileStorage, isStorageKey } from "./file-storage.server.ts";

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

function checkedKey(key: string): string {
  if (!isStorageKey(key)) throw new Error(`invalid storage key ${JSON.stringify(key)}`);
  return key;
}

export function postgresFileStorage(db: Db): FileStorage {
  return {
    async put(key, bytes, contentType) {
      const digest = sha256(bytes);
      const inserted = await db
        .insert(storedFiles)
        .values({ key: checkedKey(key), contentType, size: bytes.length, sha256: digest, content: bytes })
        .onConflictDoNothing({ target: storedFiles.key })
        .returning({ key: storedFiles.key });
      if (inserted.length > 0) return;
      // A key is written once. The same bytes again (a retried request) are already stored;
      // different bytes under a used key are a bug, never an overwrite.
      const [existing] = await db
        .select({ sha256: storedFiles.sha256 })
        .from(storedFiles)
        .where(eq(storedFiles.key, key));
      if (existing?.sha256 !== digest) throw new Error(`storage key ${JSON.stringify(key)} already holds another file`);
    },
    async get(key) {
      const [row] = await db
        .select({ content: storedFiles.content, sha256: storedFiles.sha256 })
        .from(storedFiles)
        .where(eq(storedFiles.key, checkedKey(key)));
      if (!row) return null;
      if (sha256(row.content) !== row.sha256) throw new Error(`stored file ${JSON.stringify(key)} is damaged`);
      return row.content;
    },
    async delete(key) {
      await db.delete(storedFiles).where(eq(storedFiles.key, checkedKey(key)));
    },
  };
}
