// Which FileStorage this server uses: PostgreSQL (the default, also on PGlite) or an
// S3-compatible bucket (FILE_STORAGE=s3). Both are shared by every app server.
import type { Db } from "#app/server/db/client.server.ts";
import type { Env } from "#app/server/env.server.ts";
import type { FileStorage } from "./file-storage.server.ts";
import { postgresFileStorage } from "./postgres-file-storage.server.ts";
import { s3FileStorage } from "./s3-file-storage.server.ts";

export type StorageEnv = Pick<
  Env,
  "FILE_STORAGE" | "S3_ENDPOINT" | "S3_REGION" | "S3_BUCKET" | "S3_ACCESS_KEY_ID" | "S3_SECRET_ACCESS_KEY"
>;

export function createFileStorage(env: StorageEnv, db: Db): FileStorage {
  if (env.FILE_STORAGE === "postgres") return postgresFileStorage(db);
  // parseEnv refuses FILE_STORAGE=s3 without these; this guards callers that build env by hand.
  if (!env.S3_ENDPOINT || !env.S3_BUCKET || !env.S3_ACCESS_KEY_ID || !env.S3_SECRET_ACCESS_KEY) {
    throw new Error("FILE_STORAGE=s3 needs S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY");
  }
  return s3FileStorage({
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    bucket: env.S3_BUCKET,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
  });
}
