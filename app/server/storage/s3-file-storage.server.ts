// FileStorage on an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, ...) for production,
// selected with FILE_STORAGE=s3. Requests are signed with AWS Signature V4 by aws4fetch
// (docs/decisions/0024); the payload's SHA-256 is part of the signature, so the bucket refuses a
// body damaged on the way.
import { createHash } from "node:crypto";
import { AwsClient } from "aws4fetch";
import { type FileStorage, isStorageKey } from "./file-storage.server.ts";

export type S3StorageConfig = {
  /** e.g. https://s3.eu-central-1.amazonaws.com or http://127.0.0.1:9000 */
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
};

export function s3FileStorage(config: S3StorageConfig): FileStorage {
  const client = new AwsClient({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    region: config.region,
    service: "s3",
    // A visitor is waiting for the form's answer: two quick retries on 5xx, not aws4fetch's ten.
    retries: 2,
  });
  const base = new URL(config.endpoint);
  const objectUrl = (key: string): string => {
    if (!isStorageKey(key)) throw new Error(`invalid storage key ${JSON.stringify(key)}`);
    const path = key.split("/").map(encodeURIComponent).join("/");
    // Path-style addressing (<endpoint>/<bucket>/<key>): AWS S3, R2, MinIO and the others all take it.
    return `${base.origin}${base.pathname.replace(/\/$/, "")}/${encodeURIComponent(config.bucket)}/${path}`;
  };
  const fail = async (verb: string, key: string, response: Response): Promise<never> => {
    await response.body?.cancel();
    throw new Error(`S3 ${verb} ${JSON.stringify(key)} answered ${response.status}`);
  };

  return {
    async put(key, bytes, contentType) {
      const response = await client.fetch(objectUrl(key), {
        method: "PUT",
        body: new Uint8Array(bytes),
        headers: {
          "Content-Type": contentType,
          "X-Amz-Content-Sha256": createHash("sha256").update(bytes).digest("hex"),
          // A key is written once: the bucket refuses to replace an existing object.
          "If-None-Match": "*",
        },
      });
      if (!response.ok) await fail("PUT", key, response);
      await response.body?.cancel();
    },
    async get(key) {
      const response = await client.fetch(objectUrl(key), { method: "GET" });
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok) await fail("GET", key, response);
      return new Uint8Array(await response.arrayBuffer());
    },
    async delete(key) {
      const response = await client.fetch(objectUrl(key), { method: "DELETE" });
      if (!response.ok && response.status !== 404) await fail("DELETE", key, response);
      await response.body?.cancel();
    },
  };
}
