import { describe, expect, it } from "vitest";
import type { Db } from "#app/server/db/client.server.ts";
import { parseEnv } from "#app/server/env.server.ts";
import { createFileStorage } from "./create-file-storage.server.ts";

describe("choosing the file storage", () => {
  it("keeps files in the database unless told otherwise", () => {
    expect(parseEnv({}).FILE_STORAGE).toBe("postgres");
  });

  it("refuses FILE_STORAGE=s3 without its endpoint, bucket or keys, naming each variable", () => {
    const error = (() => {
      try {
        parseEnv({ FILE_STORAGE: "s3", S3_BUCKET: "cv" });
      } catch (e) {
        return String(e);
      }
      return "";
    })();
    for (const name of ["S3_ENDPOINT", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"]) expect(error).toContain(name);
    expect(error).not.toContain("S3_BUCKET");
    expect(() => parseEnv({ FILE_STORAGE: "disk" })).toThrow(/FILE_STORAGE/);
  });

  it("builds the S3 adapter from a complete configuration without touching the database", () => {
    const env = parseEnv({
      FILE_STORAGE: "s3",
      S3_ENDPOINT: "https://s3.eu-central-1.amazonaws.com",
      S3_REGION: "eu-central-1",
      S3_BUCKET: "yolda-cv",
      S3_ACCESS_KEY_ID: "AKID",
      S3_SECRET_ACCESS_KEY: "secret",
    });
    const untouchable = new Proxy({} as Db, {
      get() {
        throw new Error("the S3 adapter must not use the database");
      },
    });
    const storage = createFileStorage(env, untouchable);
    expect(typeof storage.put).toBe("function");
  });
});
