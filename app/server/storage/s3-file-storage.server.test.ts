// The S3 adapter against a fake S3 written here with node:http (no network): it checks each
// request's shape and verifies its AWS Signature V4 with its own implementation of the algorithm,
// so a request the real service would refuse fails here too.
import { createHash, createHmac, randomBytes, randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { s3FileStorage, type S3StorageConfig } from "./s3-file-storage.server.ts";

const ACCESS_KEY = "AKIDYOLDATEST0000001";
const SECRET = "yolda-test-secret/0123456789abcdefghijklmnop";
const REGION = "eu-central-1";
const BUCKET = "yolda-cv";

type Seen = { method: string; path: string; headers: IncomingMessage["headers"]; body: Buffer };
const objects = new Map<string, { body: Buffer; contentType: string }>();
const seen: Seen[] = [];
let failNext = 0;
let server: Server;
let endpoint: string;

const sha256Hex = (data: string | Buffer) => createHash("sha256").update(data).digest("hex");
const hmac = (key: string | Buffer, data: string) => createHmac("sha256", key).update(data).digest();

const AUTH_RE =
  /^AWS4-HMAC-SHA256 Credential=([A-Z0-9]+)\/(\d{8})\/([a-z0-9-]+)\/s3\/aws4_request, SignedHeaders=((?:[a-z0-9-]+;)*[a-z0-9-]+), Signature=([0-9a-f]{64})$/;

/** Why S3 would refuse this request's signature, or null when it is right. */
function signatureProblem(req: IncomingMessage, body: Buffer): string | null {
  const match = AUTH_RE.exec(String(req.headers.authorization));
  if (!match) return "Authorization header is not AWS4-HMAC-SHA256 Credential=..., SignedHeaders=..., Signature=...";
  const [, accessKey, day, region, signedHeaders = "", signature] = match;
  if (accessKey !== ACCESS_KEY) return "unknown access key";
  if (region !== REGION) return "wrong region";
  const amzDate = String(req.headers["x-amz-date"]);
  if (!/^\d{8}T\d{6}Z$/.test(amzDate) || !amzDate.startsWith(day ?? "?")) return "bad x-amz-date";
  const names = signedHeaders.split(";");
  for (const required of ["host", "x-amz-content-sha256", "x-amz-date"]) {
    if (!names.includes(required)) return `${required} is not signed`;
  }
  const payloadHash = String(req.headers["x-amz-content-sha256"]);
  if (req.method === "PUT" && payloadHash !== sha256Hex(body)) return "payload hash does not match the body";
  if (req.method !== "PUT" && payloadHash !== "UNSIGNED-PAYLOAD" && payloadHash !== sha256Hex(body)) {
    return "bad payload hash";
  }
  const url = new URL(req.url ?? "/", "http://fake");
  const query = [...url.searchParams].map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).sort();
  const canonicalHeaders = names.map((n) => `${n}:${String(req.headers[n] ?? "").trim()}\n`).join("");
  const canonicalRequest = [
    req.method,
    url.pathname,
    query.join("&"),
    canonicalHeaders,
    signedHeaders,
    payloadHash,
  ].join("\n");
  const scope = `${day}/${region}/s3/aws4_request`;
  const stringToSign = ["AWS4-HMAC-SHA256", amzDate, scope, sha256Hex(canonicalRequest)].join("\n");
  const key = hmac(hmac(hmac(hmac(`AWS4${SECRET}`, day ?? ""), region ?? ""), "s3"), "aws4_request");
  return createHmac("sha256", key).update(stringToSign).digest("hex") === signature ? null : "signature mismatch";
}

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const body = Buffer.concat(chunks);
      const path = new URL(req.url ?? "/", "http://fake").pathname;
      seen.push({ method: req.method ?? "", path, headers: req.headers, body });
      const answer = (status: number, text = "") => res.writeHead(status).end(text);
      if (failNext > 0) {
        failNext -= 1;
        return answer(500, "<Error><Code>InternalError</Code></Error>");
      }
      const problem = signatureProblem(req, body);
      if (problem) return answer(403, `<Error><Code>SignatureDoesNotMatch</Code><Message>${problem}</Message></Error>`);
      const prefix = `/${BUCKET}/`;
      if (!path.startsWith(prefix)) return answer(404, "<Error><Code>NoSuchBucket</Code></Error>");
      const key = path.slice(prefix.length);
      if (req.method === "PUT") {
        if (req.headers["if-none-match"] === "*" && objects.has(key)) return answer(412);
        objects.set(key, { body, contentType: String(req.headers["content-type"]) });
        return answer(200);
      }
      if (req.method === "GET") {
        const object = objects.get(key);
        if (!object) return answer(404, "<Error><Code>NoSuchKey</Code></Error>");
        res.writeHead(200, { "Content-Type": object.contentType, "Content-Length": object.body.length });
        return res.end(object.body);
      }
      if (req.method === "DELETE") {
        objects.delete(key);
        return answer(204);
      }
      return answer(405);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});
beforeEach(() => {
  seen.length = 0;
  failNext = 0;
});

const config = (over: Partial<S3StorageConfig> = {}): S3StorageConfig => ({
  endpoint,
  region: REGION,
  bucket: BUCKET,
  accessKeyId: ACCESS_KEY,
  secretAccessKey: SECRET,
  ...over,
});
const newKey = () => `cv/2027/03/${randomUUID()}.docx`;
const DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

describe("S3 file storage", () => {
  it("PUTs the bytes path-style with a valid Signature V4 and GETs back identical bytes", async () => {
    const storage = s3FileStorage(config());
    const key = newKey();
    const bytes = new Uint8Array(randomBytes(1024 * 1024));
    bytes.set(Uint8Array.from({ length: 256 }, (_, i) => i));
    await storage.put(key, bytes, DOCX);
    const put = seen[0];
    expect(put?.method).toBe("PUT");
    expect(put?.path).toBe(`/${BUCKET}/${key}`);
    expect(put?.headers["content-type"]).toBe(DOCX);
    expect(put?.headers["x-amz-content-sha256"]).toBe(sha256Hex(Buffer.from(bytes)));
    expect(put?.headers["if-none-match"]).toBe("*");
    expect(String(put?.headers.authorization)).toMatch(AUTH_RE);
    expect(Buffer.compare(put?.body ?? Buffer.alloc(0), Buffer.from(bytes))).toBe(0);

    const back = await storage.get(key);
    expect(seen[1]?.method).toBe("GET");
    expect(back).toBeInstanceOf(Uint8Array);
    expect(Buffer.compare(Buffer.from(back ?? []), Buffer.from(bytes))).toBe(0);
  });

  it("answers null for a missing key and after a delete", async () => {
    const storage = s3FileStorage(config());
    expect(await storage.get(newKey())).toBeNull();
    const key = newKey();
    await storage.put(key, Uint8Array.of(1, 2, 3), DOCX);
    await storage.delete(key);
    expect(seen.at(-1)?.method).toBe("DELETE");
    expect(await storage.get(key)).toBeNull();
  });

  it("never replaces an object: a second PUT of a used key fails and the first bytes stay", async () => {
    const storage = s3FileStorage(config());
    const key = newKey();
    await storage.put(key, Uint8Array.of(1), DOCX);
    await expect(storage.put(key, Uint8Array.of(2), DOCX)).rejects.toThrow(/answered 412/);
    expect(await storage.get(key)).toEqual(Uint8Array.of(1));
  });

  it("fails loudly when the bucket refuses the signature (wrong secret) and stores nothing", async () => {
    const storage = s3FileStorage(config({ secretAccessKey: "not-the-secret-0000000000000000000000" }));
    const key = newKey();
    await expect(storage.put(key, Uint8Array.of(1), DOCX)).rejects.toThrow(/answered 403/);
    expect(objects.has(key)).toBe(false);
  });

  it("retries a server error twice, then gives up with the status (never a silent loss)", async () => {
    const storage = s3FileStorage(config());
    const key = newKey();
    failNext = 2;
    await storage.put(key, Uint8Array.of(7), DOCX);
    expect(await storage.get(key)).toEqual(Uint8Array.of(7));
    failNext = 3;
    await expect(storage.put(newKey(), Uint8Array.of(8), DOCX)).rejects.toThrow(/answered 500/);
  });

  it("refuses keys that could leave the bucket's folder before sending anything", async () => {
    const storage = s3FileStorage(config());
    await expect(storage.get("../other-bucket/x")).rejects.toThrow(/invalid storage key/);
    expect(seen).toHaveLength(0);
  });
});
