// Request bodies before React Router reads them (docs/decisions/0025): every body has a size limit,
// counted as the bytes stream in (a chunked body without Content-Length is cut off as soon as it
// passes the limit), pages accept only form bodies that parse, and NUL characters (which
// PostgreSQL's text type refuses) are removed from the values so the rest of what was typed is kept.
import type { IncomingMessage } from "node:http";
import { Readable } from "node:stream";
import type { NextFunction, Request, Response } from "express";
import { plainErrorPage } from "./error-page.server.ts";

/** Non-file forms: sign-in, contact, booking steps, bank callbacks. */
export const FORM_BODY_LIMIT = 64 * 1024;

/**
 * Paths whose body may carry a file: the job form's CV (/ik, its .data twin and /ik/basvuru) and a
 * model's photo in the back office (/yonetim/modeller/<id>; docs/decisions/0051), the bank's day-end
 * file on the finance page (/yonetim/finans; decision 0075), and the desk's hand-over, return and
 * agreement pages (damage photos, the drawn signature; decision 0078).
 */
export const UPLOAD_PATHS =
  /^\/(?:en\/)?(?:ik(?:\.data|\/basvuru)?|yonetim\/modeller\/\d+(?:\.data)?|yonetim\/finans(?:\.data)?|yonetim\/rezervasyonlar\/[A-Za-z0-9-]+\/(?:teslim|iade|sozlesme)(?:\.data)?)\/?$/;

export type BodyGuardOptions = {
  /** Paths whose body may carry a file, and their limit (the CV upload). */
  uploadPath: RegExp;
  uploadLimit: number;
  /** An upload declared up to this size is read and thrown away so the browser shows the 413 page. */
  drainLimit: number;
  /** Every other body (default FORM_BODY_LIMIT). */
  formLimit?: number;
  /** How long a cut-off body is still read (and thrown away) before the connection is closed. */
  lingerMs?: number;
  appName: string;
  log: { warn(details: Record<string, unknown>, message: string): void };
};

/**
 * Two Express handlers and a request view:
 * - `beforeRoutes` (early, before every route): removes encoded NULs (%00) from the query string,
 *   and refuses with 413 a body whose Content-Length is over its path's limit before reading it.
 * - `pageBody` (before React Router): reads the body while it stays within the limit (chunked
 *   bodies are cut off as they pass it), refuses what is not a form that parses (400), and removes
 *   NUL characters from the values.
 * - `replayed(handler)`: the handler after `pageBody` (React Router's) reads the checked body.
 */
export function bodyGuards(options: BodyGuardOptions) {
  const formLimit = options.formLimit ?? FORM_BODY_LIMIT;
  const isUpload = (pathname: string) => options.uploadPath.test(pathname);
  const limitFor = (pathname: string) => (isUpload(pathname) ? options.uploadLimit : formLimit);

  const refuse = (req: Request, res: Response, status: 400 | 413) => {
    if (res.headersSent) return;
    res
      .status(status)
      .setHeader("Cache-Control", "no-store")
      .type("html")
      .send(
        plainErrorPage({
          status,
          path: req.path,
          requestId: String(res.locals.requestId ?? ""),
          appName: options.appName,
          upload: isUpload(req.path),
          body: true,
        }),
      );
  };

  // The answer goes out at once; what is still on the wire is read and thrown away (never kept) for
  // a moment so the client can read the page, then the connection is closed. Closing at once (with
  // "Connection: close") makes the client's kernel drop the unread answer on the reset.
  const refuseAndCutOff = (req: Request, res: Response, status: 413) => {
    refuse(req, res, status);
    const timer = setTimeout(() => req.socket.destroy(), options.lingerMs ?? 2000);
    timer.unref();
    req.once("end", () => clearTimeout(timer));
    req.once("close", () => clearTimeout(timer));
    req.resume();
  };

  function beforeRoutes(req: Request, res: Response, next: NextFunction) {
    const url = withoutNulInQuery(req.url);
    if (url !== req.url) {
      options.log.warn({ path: req.path }, "NUL characters removed from a query string");
      req.url = url;
      req.originalUrl = withoutNulInQuery(req.originalUrl);
    }
    if (!announcesBody(req)) return next();
    const length = declaredLength(req);
    const limit = limitFor(req.path);
    if (length === null || length <= limit) return next();
    options.log.warn({ path: req.path, length, limit }, "request body refused before reading");
    // A modest excess on the upload form is read and thrown away so the browser gets the page (a
    // reset mid-upload shows a network error instead); anything bigger is cut off.
    if (isUpload(req.path) && length <= options.drainLimit) {
      req.on("end", () => refuse(req, res, 413));
      req.on("error", () => req.socket.destroy());
      req.resume();
    } else {
      refuseAndCutOff(req, res, 413);
    }
  }

  async function pageBody(req: Request, res: Response, next: NextFunction) {
    if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
    try {
      const limit = limitFor(req.path);
      const read: ReadBody = announcesBody(req)
        ? await readBoundedBody(req, limit)
        : { ok: true, body: Buffer.alloc(0) };
      if (!read.ok) {
        if (read.reason === "aborted") return void req.socket.destroy();
        options.log.warn({ path: req.path, limit }, "request body cut off at its limit");
        refuseAndCutOff(req, res, 413);
        return;
      }
      const clean = await cleanFormBody(req.headers["content-type"], read.body);
      if (!clean.ok) {
        options.log.warn(
          { path: req.path, contentType: req.headers["content-type"] },
          "unreadable request body refused",
        );
        return refuse(req, res, 400);
      }
      if (clean.changed) {
        options.log.warn({ path: req.path }, "NUL characters removed from a request body");
        req.headers["content-type"] = clean.contentType;
      }
      req.headers["content-length"] = String(clean.body.length);
      delete req.headers["transfer-encoding"];
      (req as CheckedRequest)[CHECKED_BODY] = clean.body;
      next();
    } catch (error) {
      next(error);
    }
  }

  /** The handler that reads the body after `pageBody` (React Router's) gets the checked body. */
  function replayed<R>(handler: (req: Request, res: Response, next: NextFunction) => R) {
    return (req: Request, res: Response, next: NextFunction): R => {
      const body = (req as CheckedRequest)[CHECKED_BODY];
      return handler(body ? withReplayedBody(req, body) : req, res, next);
    };
  }

  return { beforeRoutes, pageBody, replayed, limitFor };
}

/** The checked body, kept on the request itself (gone with it). */
const CHECKED_BODY = Symbol("checkedBody");
type CheckedRequest = Request & { [CHECKED_BODY]?: Buffer };

/** The URL without encoded NUL characters in its query (the path is left to routing: a 404). */
export function withoutNulInQuery(url: string): string {
  const at = url.indexOf("?");
  if (at < 0 || !/%00/.test(url.slice(at))) return url;
  return url.slice(0, at) + url.slice(at).replace(/%00/g, "");
}

/** Whether the request announces a body (a length above zero, or a chunked transfer). */
export function announcesBody(req: Pick<IncomingMessage, "headers">): boolean {
  const length = req.headers["content-length"];
  if (length !== undefined) return Number(length) !== 0;
  return req.headers["transfer-encoding"] !== undefined;
}

/** The declared length, or null for a chunked body (or a length that is not a number). */
export function declaredLength(req: Pick<IncomingMessage, "headers">): number | null {
  const raw = req.headers["content-length"];
  if (raw === undefined || !/^\d+$/.test(raw)) return null;
  return Number(raw);
}

export type ReadBody = { ok: true; body: Buffer } | { ok: false; reason: "too-large" | "aborted" };

/**
 * Reads the body into memory while it stays within `limit` bytes. Past the limit it stops
 * listening and answers "too-large" at once; what is still on the wire is not buffered.
 */
export function readBoundedBody(req: IncomingMessage, limit: number): Promise<ReadBody> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const cleanup = () => {
      req.off("data", onData);
      req.off("end", onEnd);
      req.off("error", onError);
      req.off("aborted", onError);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        cleanup();
        chunks.length = 0;
        req.pause();
        resolve({ ok: false, reason: "too-large" });
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      cleanup();
      resolve({ ok: true, body: Buffer.concat(chunks, size) });
    };
    const onError = () => {
      cleanup();
      resolve({ ok: false, reason: "aborted" });
    };
    req.on("data", onData);
    req.once("end", onEnd);
    req.once("error", onError);
    req.once("aborted", onError);
  });
}

export type CleanBody = { ok: true; body: Buffer; contentType: string; changed: boolean } | { ok: false };

// eslint-disable-next-line no-control-regex -- NUL is exactly what this removes
const NUL = /\u0000/g;
const strip = (value: string) => value.replace(NUL, "");

/**
 * Checks a page's body: a URL-encoded or multipart form that parses. Values (and field and file
 * names) lose their NUL characters; the body is rebuilt only when one was found, so a bank
 * callback's bytes pass unchanged. Anything else (JSON, plain text, malformed multipart) is refused.
 */
export async function cleanFormBody(contentType: string | undefined, body: Buffer): Promise<CleanBody> {
  const type = (contentType ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  if (type === "application/x-www-form-urlencoded") {
    const params = new URLSearchParams(body.toString("utf8"));
    let changed = false;
    const cleaned = new URLSearchParams();
    for (const [key, value] of params) {
      if (key.includes("\u0000") || value.includes("\u0000")) changed = true;
      cleaned.append(strip(key), strip(value));
    }
    if (!changed) return { ok: true, body, contentType: contentType ?? type, changed: false };
    return { ok: true, body: Buffer.from(cleaned.toString()), contentType: type, changed: true };
  }
  if (type === "multipart/form-data") {
    let form: FormData;
    try {
      form = await new Response(new Uint8Array(body), { headers: { "content-type": contentType ?? type } }).formData();
    } catch {
      return { ok: false };
    }
    let changed = false;
    const cleaned = new FormData();
    for (const [key, value] of form) {
      if (typeof value === "string") {
        if (key.includes("\u0000") || value.includes("\u0000")) changed = true;
        cleaned.append(strip(key), strip(value));
      } else {
        if (key.includes("\u0000") || value.name.includes("\u0000")) changed = true;
        cleaned.append(strip(key), value, strip(value.name));
      }
    }
    if (!changed) return { ok: true, body, contentType: contentType ?? type, changed: false };
    const rebuilt = new Response(cleaned);
    return {
      ok: true,
      body: Buffer.from(await rebuilt.arrayBuffer()),
      contentType: rebuilt.headers.get("content-type") ?? type,
      changed: true,
    };
  }
  return { ok: false };
}

// Everything a stream consumer may call or read on a request: served by the replayed body.
const STREAM_MEMBERS = new Set<PropertyKey>();
for (let proto: object | null = Readable.prototype; proto && proto !== Object.prototype;) {
  for (const key of Reflect.ownKeys(proto)) if (key !== "constructor") STREAM_MEMBERS.add(key);
  proto = Object.getPrototypeOf(proto) as object | null;
}

/**
 * The request as seen by a reader that comes after `readBoundedBody`: every property of the real
 * request (headers, URL, socket, logger), but its body streams from `body`.
 */
export function withReplayedBody<T extends IncomingMessage>(req: T, body: Buffer): T {
  const replay = Readable.from([body], { objectMode: false });
  return new Proxy(req, {
    get(target, prop) {
      if (STREAM_MEMBERS.has(prop)) {
        const value: unknown = Reflect.get(replay, prop, replay);
        return typeof value === "function" ? (value as (...a: unknown[]) => unknown).bind(replay) : value;
      }
      return Reflect.get(target, prop, target);
    },
  });
}
