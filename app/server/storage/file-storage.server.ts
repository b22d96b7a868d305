// Where uploaded files (CVs) are kept: a port with a handful of verbs. Adapters: PostgreSQL (the
// default) and an S3-compatible bucket; both are shared by every app server (docs/decisions/0024).

export interface FileStorage {
  /** Stores the bytes under `key` (e.g. "cv/2026/11/<uuid>.pdf"); overwrites nothing silently. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The stored bytes, or null when there is no such file. */
  get(key: string): Promise<Uint8Array | null>;
  delete(key: string): Promise<void>;
}

const KEY_RE = /^[a-z0-9]+(?:\/[a-z0-9][a-z0-9._-]*)+$/;

/** Keys are lower-case path segments without "..": safe as a table key and as an object path. */
export function isStorageKey(key: string): boolean {
  return KEY_RE.test(key) && !key.split("/").some((part) => part === "." || part === ".." || part.startsWith("."));
}
