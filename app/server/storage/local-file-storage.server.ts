// FileStorage on a local folder (env STORAGE_DIR, outside public/): nothing in it is ever served.
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { type FileStorage, isStorageKey } from "./file-storage.server.ts";

export function localFileStorage(rootDir: string): FileStorage {
  const root = path.resolve(rootDir);
  const locate = (key: string) => {
    if (!isStorageKey(key)) throw new Error(`invalid storage key ${JSON.stringify(key)}`);
    return path.join(root, ...key.split("/"));
  };
  return {
    async put(key, bytes) {
      const file = locate(key);
      await mkdir(path.dirname(file), { recursive: true });
      // "wx": a key is written once; a clash is a bug, not something to overwrite.
      await writeFile(file, bytes, { flag: "wx", mode: 0o640 });
    },
    async get(key) {
      try {
        return new Uint8Array(await readFile(locate(key)));
      } catch (error) {
        if ((error as { code?: string }).code === "ENOENT") return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(locate(key), { force: true });
    },
  };
}
