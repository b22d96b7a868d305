// The API's HTTP side (docs/decisions/0040-partner-api-http.md), mounted by server/app.ts before
// the pages: POST /token (OAuth 2.0 client credentials, and the spec's Name/Password pair), the
// spec's POST /api/Locations/List, and /api/v1 (operations in api-operations.server.ts). Every
// answer is `Cache-Control: no-store` (never page-cached), every call is logged by client, errors
// are RFC 9457 problem details worded in the requested language (?lang= or Accept-Language).
import express, { type NextFunction, type Request, type Response, type Router } from "express";
import type { Logger } from "pino";
import type { ZodError, ZodType } from "zod";
import { allows, pageLegacyList } from "#app/domain/api/api-access.ts";
import { isLang, type Lang } from "#app/i18n/config.ts";
import {
  type ApiFieldMessageKey,
  type ApiProblemKey,
  enApiFieldMessages,
  enApiProblems,
  trApiFieldMessages,
  trApiProblems,
} from "#app/i18n/messages/api-problems.ts";
import { catalogs } from "#app/i18n/translate.server.ts";
import { interpolate } from "#app/i18n/translate.ts";
import type { Db } from "#app/server/db/client.server.ts";
import { etagMatches, weakEtag } from "#app/server/http/page-cache.server.ts";
import { type Caller, issueToken } from "#app/server/services/api-clients.server.ts";
import {
  admitBearer,
  apiCallLog,
  type ApiCallLog,
  guardTokenTry,
  limitTokenRequests,
  runIdempotent,
  runPrepared,
} from "#app/server/services/api-gateway.server.ts";
import { apiOffices, type FieldProblem } from "#app/server/services/partner-api.server.ts";
import { openApiDocument } from "./api-document.server.ts";
import { type Operation, type OperationContext, operations } from "./api-operations.server.ts";
import type { ApiOutcome } from "./api-outcome.server.ts";
import { referencePage } from "./api-reference.server.ts";
import { legacyLocationsRequestSchema, legacyTokenRequestSchema, tokenFormSchema } from "./api-schemas.server.ts";

/** An answer kept under its Idempotency-Key: what was sent, as it was sent. */
type StoredAnswer = { contentType: string; payload: unknown };

export type ApiDeps = { db: Db; publicUrl: string; appName: string; logger: Logger; callLog?: ApiCallLog };

declare module "express-serve-static-core" {
  interface Locals {
    apiClientRef?: string | null;
    apiLang?: Lang;
  }
}

const BODY_LIMIT = "64kb";
const problemsByLang: Record<Lang, Record<ApiProblemKey, readonly [string, string]>> = {
  tr: trApiProblems,
  en: enApiProblems,
};
const apiFieldMessages: Record<Lang, Record<ApiFieldMessageKey, string>> = {
  tr: trApiFieldMessages,
  en: enApiFieldMessages,
};
const FIELD_INVALID: Record<Lang, string> = {
  tr: "Bu alanın değeri geçersiz.",
  en: "This field's value is invalid.",
};

/** ?lang=, else the first of tr/en in Accept-Language (by q), else Turkish. */
export function requestLang(req: Request): Lang {
  const query = typeof req.query.lang === "string" ? req.query.lang.toLowerCase() : "";
  if (isLang(query)) return query;
  const ranked = String(req.headers["accept-language"] ?? "")
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().toLowerCase().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      return { lang: tag.split("-")[0] ?? "", q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((r) => r.q > 0 && isLang(r.lang))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  const first = ranked[0]?.lang;
  return first && isLang(first) ? first : "tr";
}

/** A message of the site's catalogues (or of the API's own checks, "api.*") by key, or null when there is none. */
function catalogueText(lang: Lang, key: string, vars?: FieldProblem["vars"]): string | null {
  if (key.startsWith("api.")) {
    const own = key.slice(4);
    return own in apiFieldMessages[lang] ? apiFieldMessages[lang][own as ApiFieldMessageKey] : null;
  }
  const value = key.split(".").reduce<unknown>((node, part) => {
    if (typeof node !== "object" || node === null) return undefined;
    return (node as Record<string, unknown>)[part];
  }, catalogs[lang]);
  return typeof value === "string" ? interpolate(value, vars) : null;
}

function fieldErrors(lang: Lang, problems: readonly FieldProblem[]) {
  return problems.map((p) => ({
    field: p.field,
    code: p.code,
    message: catalogueText(lang, p.code, p.vars) ?? FIELD_INVALID[lang],
  }));
}

function zodProblems(error: ZodError, prefix = ""): FieldProblem[] {
  return error.issues.map((issue) => ({
    field: prefix + issue.path.map(String).join("."),
    code: issue.message.includes(".") && !issue.message.includes(" ") ? issue.message : `invalid.${issue.code}`,
  }));
}

type ProblemExtra = { errors?: FieldProblem[]; retryAfterSeconds?: number; alternatives?: unknown[] };

function problemBody(
  req: Request,
  res: Response,
  deps: ApiDeps,
  status: number,
  key: ApiProblemKey,
  extra: ProblemExtra,
) {
  const lang = res.locals.apiLang ?? requestLang(req);
  const [title, detail] = problemsByLang[lang][key];
  return {
    type: `${deps.publicUrl}/api/v1/docs#problem-${key}`,
    title,
    status,
    detail,
    instance: req.originalUrl.split("?")[0],
    code: key,
    ...(extra.errors ? { errors: fieldErrors(lang, extra.errors) } : {}),
    ...(extra.retryAfterSeconds ? { retryAfterSeconds: extra.retryAfterSeconds } : {}),
    ...(extra.alternatives ? { alternatives: extra.alternatives } : {}),
  };
}

const PROBLEM_TYPE = "application/problem+json";

function sendJson(res: Response, status: number, contentType: string, body: unknown) {
  res
    .status(status)
    .type(contentType)
    .setHeader("Content-Language", res.locals.apiLang ?? "tr")
    .send(JSON.stringify(body));
}

/**
 * How long partners and the mobile app may use a catalogue answer without asking (then they ask
 * with If-None-Match and get 304 while it is the same). Private: it answers a bearer token.
 */
export const CATALOGUE_CACHE_CONTROL = "private, max-age=300";

/** A catalogue answer with its validator; 304 without a body when the client holds the same. */
function sendCatalogue(req: Request, res: Response, payload: unknown) {
  const json = JSON.stringify(payload);
  const etag = weakEtag(`${res.locals.apiLang ?? "tr"}\n${json}`);
  res.setHeader("Cache-Control", CATALOGUE_CACHE_CONTROL);
  res.setHeader("ETag", etag);
  res.vary("Accept-Language");
  if (etagMatches(req.headers["if-none-match"] ?? null, etag)) return void res.status(304).end();
  res
    .status(200)
    .type("application/json")
    .setHeader("Content-Language", res.locals.apiLang ?? "tr")
    .send(json);
}

function sendProblem(
  req: Request,
  res: Response,
  deps: ApiDeps,
  status: number,
  key: ApiProblemKey,
  extra: ProblemExtra = {},
): void {
  sendJson(res, status, PROBLEM_TYPE, problemBody(req, res, deps, status, key, extra));
}

/** Express 5 passes rejected promises on; this keeps every handler's failure a problem answer. */
function handle(fn: (req: Request, res: Response) => Promise<void>) {
  return (req: Request, res: Response, next: NextFunction) => {
    fn(req, res).catch(next);
  };
}

function bearerOf(req: Request): string {
  const match = /^bearer\s+(\S+)\s*$/i.exec(String(req.headers.authorization ?? ""));
  return match?.[1] ?? "";
}

export function apiRouter(deps: ApiDeps): Router {
  const router = express.Router({ caseSensitive: false });
  const { db } = deps;
  // Written in batches (decision 0158); the app server flushes it when it stops.
  const callLog =
    deps.callLog ?? apiCallLog(db, (error: unknown) => deps.logger.warn({ err: error }, "api calls not logged"));

  // Never cached by anyone, and every call logged with its client (after the answer went out).
  // Only the API's own paths: the router is mounted beside the pages, which it must not touch.
  router.use(["/token", "/api"], (req, res, next) => {
    const started = performance.now();
    res.setHeader("Cache-Control", "no-store");
    res.locals.apiLang = requestLang(req);
    res.on("finish", () => {
      const route = (req.route as { path?: string } | undefined)?.path;
      callLog.log({
        clientRef: res.locals.apiClientRef ?? null,
        method: req.method,
        route: typeof route === "string" ? route : req.originalUrl.split("?")[0]!.slice(0, 200),
        status: res.statusCode,
        durationMs: performance.now() - started,
        requestId: String(res.locals.requestId ?? ""),
        at: new Date(),
      });
    });
    next();
  });

  const json = express.json({ limit: BODY_LIMIT, type: ["application/json", "application/*+json"] });
  const form = express.urlencoded({ limit: BODY_LIMIT, extended: false });

  // ---- POST /token: RFC 6749 4.4 (form, client_secret_basic or client_secret_post) or the
  // spec's JSON { Name, Password } (a public, read-only client).
  router.post(
    "/token",
    json,
    form,
    handle(async (req, res) => {
      res.setHeader("Pragma", "no-cache");
      const now = new Date();
      const limited = await limitTokenRequests(db, req.ip ?? "unknown", now);
      if (!limited.allowed) {
        res.setHeader("Retry-After", String(limited.retryAfterSeconds));
        return sendProblem(req, res, deps, 429, "rateLimited", { retryAfterSeconds: limited.retryAfterSeconds });
      }
      const oauthError = (status: number, error: string, description: string) => {
        if (status === 401) res.setHeader("WWW-Authenticate", 'Basic realm="yolda-api"');
        res.status(status).json({ error, error_description: description });
      };
      const body: unknown = req.body ?? {};
      const legacy = legacyTokenRequestSchema.safeParse(body);
      let request: { clientId: string; clientSecret: string; scope?: string | null; legacy?: boolean };
      if (legacy.success) {
        request = { clientId: legacy.data.Name, clientSecret: legacy.data.Password, legacy: true };
      } else {
        const basic = /^basic\s+(\S+)$/i.exec(String(req.headers.authorization ?? ""));
        const parsed = tokenFormSchema.safeParse(body);
        if (!parsed.success) {
          const grant = (body as { grant_type?: unknown }).grant_type;
          if (typeof grant === "string" && grant !== "client_credentials") {
            return oauthError(400, "unsupported_grant_type", "Only client_credentials is supported.");
          }
          return oauthError(
            400,
            "invalid_request",
            "grant_type=client_credentials and client credentials are required.",
          );
        }
        const inBody = parsed.data.client_id !== undefined || parsed.data.client_secret !== undefined;
        if (basic && inBody) return oauthError(400, "invalid_request", "Use one client authentication method.");
        if (basic) {
          const decoded = Buffer.from(basic[1] ?? "", "base64").toString("utf8");
          const colon = decoded.indexOf(":");
          if (colon < 0) return oauthError(401, "invalid_client", "Client authentication failed.");
          const decode = (s: string) => {
            try {
              return decodeURIComponent(s.replace(/\+/g, " "));
            } catch {
              return s;
            }
          };
          request = {
            clientId: decode(decoded.slice(0, colon)),
            clientSecret: decode(decoded.slice(colon + 1)),
            scope: parsed.data.scope ?? null,
          };
        } else {
          request = {
            clientId: parsed.data.client_id ?? "",
            clientSecret: parsed.data.client_secret ?? "",
            scope: parsed.data.scope ?? null,
          };
        }
      }
      const guarded = await guardTokenTry(
        db,
        { clientId: request.clientId, ip: req.ip ?? "unknown", now },
        () => issueToken(db, request, now),
        (issued) => !issued.ok && issued.error === "invalid_client",
      );
      if (guarded.limited) {
        res.setHeader("Retry-After", String(guarded.retryAfterSeconds));
        return sendProblem(req, res, deps, 429, "rateLimited", { retryAfterSeconds: guarded.retryAfterSeconds });
      }
      const result = guarded.result;
      if (!result.ok) {
        return result.error === "invalid_scope"
          ? oauthError(400, "invalid_scope", "The client may not ask for this scope.")
          : oauthError(401, "invalid_client", "Client authentication failed.");
      }
      res.locals.apiClientRef = result.token.clientRef;
      res.status(200).json({
        access_token: result.token.accessToken,
        token_type: "Bearer",
        expires_in: result.token.expiresIn,
        scope: result.token.scopes.join(" "),
        token: result.token.accessToken,
      });
    }),
  );

  /** The caller of a bearer token, rate limited; or an answer already sent (401 / 429). */
  async function admit(req: Request, res: Response, now: Date): Promise<Caller | null> {
    // The token's caller and this call counted on its limit: one statement (decision 0158).
    const admitted = await admitBearer(db, bearerOf(req), now);
    if (!admitted) {
      res.setHeader("WWW-Authenticate", 'Bearer realm="yolda-api"');
      sendProblem(req, res, deps, 401, "unauthorized");
      return null;
    }
    const { caller, decision } = admitted;
    res.locals.apiClientRef = caller.clientRef;
    res.setHeader("RateLimit-Limit", String(caller.rateLimitPerMinute));
    res.setHeader("RateLimit-Remaining", String(decision.remaining));
    if (!decision.allowed) {
      res.setHeader("Retry-After", String(decision.retryAfterSeconds));
      sendProblem(req, res, deps, 429, "rateLimited", { retryAfterSeconds: decision.retryAfterSeconds });
      return null;
    }
    return caller;
  }

  // ---- POST /api/Locations/List: the spec's client (bearer token, { limit, offset_count,
  // offset_limit, language }) reads `value`.
  router.post(
    "/api/Locations/List",
    json,
    form,
    handle(async (req, res) => {
      const now = new Date();
      const parsed = legacyLocationsRequestSchema.safeParse(req.body ?? {});
      if (parsed.success) res.locals.apiLang = parsed.data.language;
      const caller = await admit(req, res, now);
      if (!caller) return;
      if (!parsed.success)
        return sendProblem(req, res, deps, 400, "invalidRequest", { errors: zodProblems(parsed.error) });
      if (!allows(caller.scopes, "public:read")) return sendProblem(req, res, deps, 403, "forbidden");
      const offices = await apiOffices(db, parsed.data.language, now);
      res.json({ value: pageLegacyList(offices, parsed.data) });
    }),
  );

  // ---- /api/v1: the document, its reference page, then the operations.
  router.get("/api/v1/openapi.json", (_req, res) => {
    res.json(openApiDocument(deps.publicUrl));
  });
  router.get("/api/v1/docs", (_req, res) => {
    res.type("html").send(referencePage(openApiDocument(deps.publicUrl), deps.appName));
  });

  for (const operation of operations) {
    const handlers = operation.method === "post" ? [json] : [];
    router[operation.method](
      operation.path,
      ...handlers,
      handle((req, res) => runOperation(operation, req, res)),
    );
  }

  async function runOperation(operation: Operation, req: Request, res: Response): Promise<void> {
    const now = new Date();
    const lang = res.locals.apiLang ?? "tr";
    const caller = await admit(req, res, now);
    if (!caller) return;
    if (!allows(caller.scopes, operation.scope)) {
      res.setHeader(
        "WWW-Authenticate",
        `Bearer realm="yolda-api", error="insufficient_scope", scope="${operation.scope}"`,
      );
      return sendProblem(req, res, deps, 403, "forbidden");
    }
    const parse = (schema: ZodType | undefined, value: unknown) => (schema ? schema.safeParse(value) : null);
    const query = parse(operation.query, req.query);
    if (query && !query.success) {
      return sendProblem(req, res, deps, 400, "invalidRequest", { errors: zodProblems(query.error) });
    }
    let body: unknown = undefined;
    if (operation.method === "post") {
      if (!req.is("application/json") && !req.is("application/*+json")) {
        return sendProblem(req, res, deps, 415, "unsupportedMediaType");
      }
      const parsed = parse(operation.parseBody ?? operation.body, req.body);
      if (parsed && !parsed.success) {
        return sendProblem(req, res, deps, 400, "invalidRequest", { errors: zodProblems(parsed.error) });
      }
      body = parsed?.data;
    }
    const text = (k: string) => catalogueText(lang, k) ?? k;
    const input = { query: query?.data, body };
    const context = (runDb: Db): OperationContext => ({
      db: runDb,
      lang,
      now,
      ip: req.ip ?? "unknown",
      caller,
      publicUrl: deps.publicUrl,
      text,
    });
    const answerOf = (outcome: ApiOutcome<unknown>): { status: number; body: StoredAnswer } =>
      outcome.ok
        ? { status: outcome.status, body: { contentType: "application/json", payload: outcome.body } }
        : {
            status: outcome.status,
            body: {
              contentType: PROBLEM_TYPE,
              payload: problemBody(req, res, deps, outcome.status, outcome.problem, {
                ...(outcome.errors ? { errors: outcome.errors } : {}),
                ...(outcome.alternatives ? { alternatives: outcome.alternatives } : {}),
              }),
            },
          };
    const run = async (runDb: Db) => answerOf(await operation.run(context(runDb), input));
    if (!operation.idempotent) {
      const answer = await run(db);
      if (operation.catalogue && answer.status === 200) return sendCatalogue(req, res, answer.body.payload);
      return sendJson(res, answer.status, answer.body.contentType, answer.body.payload);
    }
    const key = String(req.headers["idempotency-key"] ?? "").trim();
    if (!key || key.length > 255) return sendProblem(req, res, deps, 400, "idempotencyKeyMissing");
    // The operation and its answer under the key are committed together (docs/decisions/0084).
    const claim = {
      clientRef: caller.clientRef,
      key,
      operation: operation.operationId,
      body: req.body as unknown,
      now,
    };
    const { prepare } = operation;
    // An operation that only reads and then stores a quote is stored with its key in one statement (0170).
    const result = prepare
      ? await runPrepared(
          db,
          claim,
          async () => {
            const prepared = await prepare(context(db), input);
            return { answer: answerOf(prepared.outcome), quote: prepared.quote };
          },
          run,
        )
      : await runIdempotent(db, claim, run);
    if (result.kind === "mismatch") return sendProblem(req, res, deps, 422, "idempotencyKeyReused");
    if (result.kind === "inProgress") {
      res.setHeader("Retry-After", "1");
      return sendProblem(req, res, deps, 409, "idempotencyInProgress");
    }
    if (result.kind === "replay") {
      res.setHeader("Idempotent-Replayed", "true");
      const stored = result.body as Partial<StoredAnswer> | null;
      return sendJson(res, result.status, stored?.contentType ?? "application/json", stored?.payload ?? null);
    }
    sendJson(res, result.answer.status, result.answer.body.contentType, result.answer.body.payload);
  }

  // Anything else under /api: a problem, never the site's HTML 404 page.
  router.all("/api/{*rest}", (req, res) => sendProblem(req, res, deps, 404, "notFound"));

  // A body that is not JSON, too large, or a failure of ours: a problem too, never a stack trace.
  router.use((error: unknown, req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) return next(error);
    const status =
      typeof (error as { status?: unknown }).status === "number" ? (error as { status: number }).status : 500;
    if (status >= 500) {
      deps.logger.error({ err: error, requestId: res.locals.requestId }, "api request failed");
      return sendProblem(req, res, deps, 500, "internal");
    }
    if (status === 413) return sendProblem(req, res, deps, 413, "invalidRequest");
    return sendProblem(req, res, deps, 400, "invalidRequest");
  });

  return router;
}
