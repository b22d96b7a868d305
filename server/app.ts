// The Express application. Vite bundles this file together with the React Router build,
// so loaders, actions and this server share one module graph (one database, one logger).
import { randomBytes, randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { existsSync, readdirSync } from "node:fs";
import { mkdirSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import { constants as zlib } from "node:zlib";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import { parse as parseCookies, serialize as serializeCookie } from "cookie";
import express, { type Express, type Request, type Response } from "express";
import helmet from "helmet";
import { pinoHttp } from "pino-http";
import client from "prom-client";
import { RouterContextProvider, type ServerBuild } from "react-router";
import { requestContext } from "#app/server/http/request-context.server.ts";
import { SampledHitLog } from "#app/server/http/hit-log.server.ts";
import { type AppServices } from "#app/server/context.server.ts";
import { openDatabase } from "#app/server/db/client.server.ts";
import { parseEnv, trustProxySetting, type Env } from "#app/server/env.server.ts";
import { plainErrorPage } from "#app/server/http/error-page.server.ts";
import {
  acceptedEncodings,
  answerFromPageCache,
  PageCache,
  servePageCache,
  type RenderedPage,
  type PageCacheMiss,
} from "#app/server/http/page-cache.server.ts";
import { isSearchResultsUrl, pageUrl, pageVariant } from "#app/routes/page-variant.server.ts";
import { watchAvailability, watchPublicChanges } from "#app/server/services/public-changes.server.ts";
import { recentWriteCookie, REPLICA_MAX_LAG_MS } from "#app/server/db/read-your-writes.server.ts";
import { dropCatalogue, enableCatalogueCache } from "#app/server/services/catalogue-cache.server.ts";
import { businessMetrics, metricsHandler, processMetrics, replicaMetrics } from "#app/server/http/metrics.server.ts";
import { bodyGuards, UPLOAD_PATHS } from "#app/server/http/request-body.server.ts";
import { createLogger, httpLogSerializers, pathOnly } from "#app/server/logger.server.ts";
import { paymentSetupFor } from "#app/server/payments/payment-setup.server.ts";
import { mountSandboxBank } from "#app/server/payments/sandbox-bank/sandbox-http.server.ts";
import { newXsrfToken, XSRF_COOKIE } from "#app/server/security/xsrf.server.ts";
import { smtpTransport } from "#app/server/email/message.server.ts";
import { appJobs } from "#app/server/jobs/app-jobs.server.ts";
import { scheduleJobs } from "#app/server/jobs/scheduler.server.ts";
import { mailboxAttachment, mailboxEnabled, mailboxPage } from "#app/server/services/dev-mailbox.server.ts";
import { devSmsEnabled, devSmsPage } from "#app/server/services/dev-sms.server.ts";
import { smsProviderFor } from "#app/server/sms/sms-setup.server.ts";
import { revealCaptchaAnswer, testHooksEnabled } from "#app/server/security/test-hooks.server.ts";
import {
  createTestReservation,
  createTestShortage,
  shiftTestReservation,
} from "#app/server/services/test-reservations.server.ts";
import { MAX_CV_BYTES } from "#app/domain/files/cv-content.ts";
import { MAX_MODEL_IMAGE_BYTES } from "#app/domain/fleet/model-image.ts";
import { seedDemo } from "#seed/run.ts";
import { seedDemoDesk } from "#seed/desk.ts";
import { seedDemoBlocks } from "#seed/unit-blocks.ts";
import { seedDemoMember } from "#seed/members.ts";
import { seedDemoStaff } from "#seed/staff.ts";
import { seedDemoApiClients } from "#seed/api-clients.ts";
import { apiRouter } from "#app/server/api/api-http.server.ts";
import { apiCallLog, type ApiCallLog } from "#app/server/services/api-gateway.server.ts";
import { readIslandScripts } from "#app/server/http/islands-manifest.server.ts";
import { startQuietCollector } from "#app/server/http/quiet-memory.server.ts";
import { RenderGate, renderGateMiddleware } from "#app/server/http/render-gate.server.ts";

declare module "express-serve-static-core" {
  interface Locals {
    nonce: string;
    requestId: string;
    xsrfToken: string;
    pageCacheMiss?: PageCacheMiss;
  }
}

/** The React Router build bundled beside this file (Vite resolves the virtual module). */
export function loadServerBuild(): Promise<ServerBuild> {
  return import("virtual:react-router/server-build") as Promise<ServerBuild>;
}

export interface StartedApp {
  app: Express;
  services: AppServices;
  /** Content pages kept in this server's memory (docs/decisions/0036). */
  pageCache: PageCache;
  /** The booking search's results kept while availability stays the same (docs/decisions/0062). */
  searchCache: PageCache;
  /**
   * The HTTP server's request listener: fresh kept pages are answered here, before Express (its
   * routing, logging and header middleware cost more than the answer); the rest goes to `app`.
   */
  handler: (req: IncomingMessage, res: ServerResponse) => void;
  /** From now on /readyz answers 503 "draining", so the load balancer stops sending requests. */
  beginDraining(): void;
  /**
   * Whether this server has heard marker `id` on the public change channel ("public") or the
   * availability channel and acted on every change committed before it (a test's barrier,
   * docs/decisions/0068).
   */
  passedMarker(channel: "public" | "availability", id: string): boolean;
  stop(): Promise<void>;
}

const metricsRegistry = new client.Registry();
client.collectDefaultMetrics({ register: metricsRegistry });
const httpDuration = new client.Histogram({
  name: "http_request_duration_seconds",
  help: "Duration of HTTP requests",
  labelNames: ["method", "status"],
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
  registers: [metricsRegistry],
});

/** The page caches of this process (one startApp in production; tests may start several). */
const liveCaches = new Set<PageCache>();
new client.Gauge({
  name: "page_cache_bytes",
  help: "Bytes of the pages kept in this server's memory (identity, gzip and brotli bodies)",
  labelNames: ["cache"],
  registers: [metricsRegistry],
  collect() {
    this.reset();
    for (const cache of liveCaches) this.inc({ cache: cache.kind }, cache.bytes);
  },
});
new client.Gauge({
  name: "page_cache_pages",
  help: "Pages kept in this server's memory",
  labelNames: ["cache"],
  registers: [metricsRegistry],
  collect() {
    this.reset();
    for (const cache of liveCaches) this.inc({ cache: cache.kind }, cache.size);
  },
});
const pageCacheHits = new client.Counter({
  name: "page_cache_hits_total",
  help: "Pages answered from this server's memory before Express (their access log is sampled)",
  registers: [metricsRegistry],
});
/** The render gates of this process (decision 0172; tests may start several apps). */
const liveGates = new Set<RenderGate>();
new client.Gauge({
  name: "page_renders",
  help: "Pages being rendered and sent (running) and waiting their turn (waiting) on this server",
  labelNames: ["state"],
  registers: [metricsRegistry],
  collect() {
    this.reset();
    for (const gate of liveGates) {
      this.inc({ state: "running" }, gate.running);
      this.inc({ state: "waiting" }, gate.waiting);
    }
  },
});
new client.Counter({
  name: "page_renders_overdue_total",
  help: "Pages that waited 3 s for their turn and went ahead past the limit (a page slower than that holds a turn)",
  registers: [metricsRegistry],
  collect() {
    this.reset();
    for (const gate of liveGates) this.inc(gate.overdue);
  },
});
/** How long a page waits for its turn before it goes ahead past the limit (decision 0172). */
const RENDER_MAX_WAIT_MS = 3000;
const quietCollections = new client.Counter({
  name: "quiet_memory_collections_total",
  help: "Full collections run because the server went quiet after growing (decision 0160)",
  registers: [metricsRegistry],
});
/**
 * Answers from memory write one access log line per HIT_LOG_EVERY (with the count it stands for),
 * and every one slower than SLOW_HIT_MS; everything Express answers is logged (docs/decisions/0085).
 */
const HIT_LOG_EVERY = 100;
const SLOW_HIT_MS = 50;

/** Compression of per-request HTML (measured in docs/decisions/0052). */
const PAGE_BROTLI_QUALITY = 3;
const PAGE_GZIP_LEVEL = 3;
/** Compression of kept search results (decision 0062): sent a few times each, not thousands. */
const SEARCH_BROTLI_QUALITY = 5;
const SEARCH_GZIP_LEVEL = 6;

function contentSecurityPolicy(env: Env, dev: boolean) {
  const nonce = (_req: unknown, res: unknown) => `'nonce-${(res as Response).locals.nonce}'`;
  const gate = env.PAYMENT_GATE_URL ? new URL(env.PAYMENT_GATE_URL).origin : null;
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: dev ? ["'self'", "'unsafe-inline'"] : ["'self'", nonce],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "https://*.tile.openstreetmap.org"],
        fontSrc: ["'self'"],
        connectSrc: dev ? ["'self'", "ws:"] : ["'self'"],
        formAction: gate ? ["'self'", gate] : ["'self'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        ...(env.APP_ENV === "production" ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: env.APP_ENV === "production",
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  });
}

/** Runs `hook` just before the status line and headers are written. */
function beforeHeaders(res: Response, hook: () => void) {
  const writeHead = res.writeHead;
  let ran = false;
  res.writeHead = function (this: Response, ...args: Parameters<Response["writeHead"]>) {
    if (!ran) {
      ran = true;
      hook();
    }
    return writeHead.apply(this, args);
  } as Response["writeHead"];
}

function isSharedCacheable(res: Response): boolean {
  return /\bpublic\b/.test(String(res.getHeader("Cache-Control") ?? ""));
}

/**
 * Serves build/client/assets/x.js.br or x.js.gz (written by scripts/precompress.mjs) when the
 * browser accepts them; other files fall through to express.static and on-the-fly compression.
 */
function precompressedAssets(dir: string) {
  const variants = new Map<string, { br: boolean; gzip: boolean }>();
  const files = existsSync(dir) ? new Set(readdirSync(dir, { recursive: true }).map(String)) : new Set<string>();
  for (const file of files) {
    if (file.endsWith(".br") || file.endsWith(".gz")) continue;
    const br = files.has(`${file}.br`);
    const gzip = files.has(`${file}.gz`);
    if (br || gzip) variants.set(`/${file.split(path.sep).join("/")}`, { br, gzip });
  }
  return (req: Request, res: Response, next: () => void) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const found = variants.get(req.path);
    if (!found) return next();
    res.vary("Accept-Encoding");
    const accepted = acceptedEncodings(req.headers["accept-encoding"]);
    const encoding = found.br && accepted.has("br") ? "br" : found.gzip && accepted.has("gzip") ? "gzip" : null;
    if (!encoding) return next();
    res.setHeader("Content-Encoding", encoding);
    res.type(path.extname(req.path));
    req.url = `${req.path}${encoding === "br" ? ".br" : ".gz"}`;
    next();
  };
}

const UNKEPT_RESPONSE_HEADERS = new Set(["x-request-id", "set-cookie", "content-length", "content-encoding", "vary"]);

/** How the renderer hands a content page to the cache on a miss (nothing when it was no candidate). */
function keepPageFor(res: Response, logger: ReturnType<typeof createLogger>) {
  const miss = res.locals.pageCacheMiss;
  if (!miss) return undefined;
  const { cache } = miss;
  return (page: RenderedPage) => {
    // A content page is kept only in the content cache, search results only in theirs.
    if ((page.kind ?? "content") !== cache.kind) return;
    // The security headers set for this response (its CSP names the nonce inside the page) go
    // with the page; the request's id, cookies, length and encoding do not.
    const headers: Array<[string, string]> = [];
    for (const [name, value] of Object.entries(res.getHeaders())) {
      if (value === undefined || UNKEPT_RESPONSE_HEADERS.has(name)) continue;
      headers.push([name, Array.isArray(value) ? value.join(", ") : String(value)]);
    }
    const own = new Set(page.headers.map(([name]) => name.toLowerCase()));
    const all = [...headers.filter(([name]) => !own.has(name)), ...page.headers];
    cache.store(miss.key, miss.generation, { ...page, headers: all }).catch((error: unknown) => {
      logger.warn({ err: error }, "page not kept");
    });
  };
}

type StartOptions = {
  build: ServerBuild | (() => Promise<ServerBuild>);
  buildVersion: string;
  dev?: boolean;
  clientAssetsDir?: string;
};

type Logger = ReturnType<typeof createLogger>;
type Database = Awaited<ReturnType<typeof openDatabase>>;

/** The kept pages (docs/decisions/0036, 0062) and the watchers that drop them. */
type KeptPages = {
  pageCache: PageCache;
  searchCache: PageCache;
  cacheFor: (url: string) => PageCache;
  passedMarker: StartedApp["passedMarker"];
  stop(): Promise<void>;
};

/** What the steps that build the Express app share. */
type AppSetup = {
  app: Express;
  options: StartOptions;
  env: Env;
  logger: Logger;
  database: Database;
  services: AppServices;
  kept: KeptPages;
  /** The page variant a kept page is looked up by (language, cookies, device). */
  variantOf: (req: IncomingMessage) => ReturnType<typeof pageVariant>;
  bodies: ReturnType<typeof bodyGuards>;
  payments: ReturnType<typeof paymentSetupFor>;
  /** Set by beginDraining() when shutdown starts: the balancer takes this server out before it closes. */
  health: { draining: boolean };
  /** The API's call log, written in batches and flushed when the server stops (decision 0158). */
  apiCalls: ApiCallLog;
  /** Gives memory back once no request has started for a while (decision 0160); null in development. */
  quiet: { noteRequest(): void; stop(): void } | null;
  /** Pages rendered and sent at once (decision 0172). */
  renders: RenderGate;
};

type AppStep = (setup: AppSetup) => void;

/** Opens the database, migrates, seeds the demo when asked, and builds the Express app. */
/**
 * Whether this start creates the embedded (PGlite) database: no DATABASE_URL and no database in
 * DATA_DIR yet. server/index.ts then creates, migrates and seeds it in a child process whose
 * memory goes back to the system when it exits (initdb and the seed grow PGlite's WASM memory,
 * which never shrinks: 685 MB at first start, issue 29 item 8, docs/decisions/0112).
 */
export function embeddedDatabaseIsNew(): boolean {
  const env = parseEnv();
  return !env.DATABASE_URL && !existsSync(path.resolve(env.DATA_DIR, "db", "PG_VERSION"));
}

/** Creates, migrates and (with SEED_DEMO) seeds the database, then closes it: the first start's child. */
export async function prepareDatabase(): Promise<void> {
  const env = parseEnv();
  const logger = createLogger(env.LOG_LEVEL);
  const database = await openAppDatabase(env, logger);
  try {
    if (env.SEED_DEMO) await seedDemoData(database, env, logger);
  } finally {
    await database.close();
  }
}

export async function startApp(options: StartOptions): Promise<StartedApp> {
  const env = parseEnv();
  const logger = createLogger(env.LOG_LEVEL);
  const database = await openAppDatabase(env, logger);
  if (env.SEED_DEMO) await seedDemoData(database, env, logger);
  const services: AppServices = {
    env,
    database,
    logger,
    buildVersion: options.buildVersion,
    // The built site's home page is server HTML with islands; development renders it with React Router.
    islands: options.clientAssetsDir && !options.dev ? readIslandScripts(options.clientAssetsDir) : null,
  };
  const kept = await keepPublicPages(database, logger);
  const setup: AppSetup = {
    app: express(),
    options,
    env,
    logger,
    database,
    services,
    kept,
    variantOf: (req) =>
      pageVariant({ url: req.url ?? "/", cookie: req.headers.cookie, userAgent: req.headers["user-agent"] }),
    bodies: requestBodies(env, logger),
    payments: paymentSetupFor(env, database.db),
    health: { draining: false },
    apiCalls: apiCallLog(database.db, (error: unknown) => logger.warn({ err: error }, "api calls not logged")),
    quiet: options.dev ? null : quietMemory(logger),
    renders: new RenderGate(env.PAGE_RENDERS_AT_ONCE ?? Math.max(2, 2 * availableParallelism()), RENDER_MAX_WAIT_MS),
  };
  liveGates.add(setup.renders);
  for (const step of APP_STEPS) step(setup);
  const jobs = startBackgroundJobs(setup);
  return {
    app: setup.app,
    services,
    pageCache: kept.pageCache,
    searchCache: kept.searchCache,
    handler: frontHandler(setup),
    beginDraining() {
      setup.health.draining = true;
    },
    passedMarker: kept.passedMarker,
    async stop() {
      setup.quiet?.stop();
      liveGates.delete(setup.renders);
      await kept.stop();
      await jobs.stop();
      await setup.apiCalls.flush();
      await database.close();
    },
  };
}

/** The Express app's middleware and routes, in the order a request meets them. */
const APP_STEPS: readonly AppStep[] = [
  expressSettings,
  healthEndpoints,
  metricsEndpoint,
  requestIdAndTiming,
  keptPagesFirst,
  scriptNonce,
  requestLog,
  securityHeaders,
  pageCompression,
  bodyLimits,
  partnerApi,
  staticFiles,
  sandboxBank,
  devMailbox,
  devSms,
  testHooks,
  xsrfCookie,
  recentWrites,
  reactRouterPages,
  errorPage,
];

async function openAppDatabase(env: Env, logger: Logger): Promise<Database> {
  if (!env.DATABASE_URL) mkdirSync(path.resolve(env.DATA_DIR), { recursive: true });
  const database = await openDatabase({
    url: env.DATABASE_URL,
    replicaUrl: env.DATABASE_REPLICA_URL,
    poolSize: env.DATABASE_POOL_SIZE,
    replicaMaxLagMs: REPLICA_MAX_LAG_MS,
    dataDir: env.DATABASE_URL ? undefined : path.resolve(env.DATA_DIR, "db"),
    // PGlite beside the server's thread, on the second core (docs/decisions/0169).
    embeddedThread: true,
    onEmbeddedFailure: (error) => logger.error({ err: error }, "the embedded database's thread stopped"),
    onIdleError: (error) => logger.warn({ err: error }, "idle database connection lost"),
  });
  await database.migrate();
  return database;
}

async function seedDemoData({ db }: Database, env: Env, logger: Logger): Promise<void> {
  const { inserted } = await seedDemo(db);
  if (inserted) logger.info("demo data seeded");
  // Demo staff with fixed passwords and authenticator keys (README): never in production.
  const staff = await seedDemoStaff(db, env);
  if (staff.inserted) logger.info("demo staff seeded");
  // A demo member with the same password (README; the bench signs in as them).
  const member = await seedDemoMember(db, env);
  if (member.inserted) logger.info("demo member seeded");
  await seedDemoApiClients(db, { benchSecret: env.BENCH_API_CLIENT_SECRET });
  // Reservations in every state around now, so the desk has work on the first visit.
  // Prepaid ones paid at the sandbox bank when it is the bank in use, so their refunds work (0074).
  const sandbox = env.PAYMENT_MODE === "sandbox" && env.PAYMENT_PROVIDER === "estv3";
  const desk = await seedDemoDesk(db, new Date(), sandbox ? { sandboxClientId: env.PAYMENT_CLIENT_ID } : {});
  if (desk.inserted) logger.info("demo desk reservations seeded");
  // Two maintenance blocks at IST, after the desk's reservations (decision 0046).
  const blocks = await seedDemoBlocks(db);
  if (blocks.inserted) logger.info("demo maintenance blocks seeded");
}

/**
 * Content pages for visitors without a session, kept until a public change on any server
 * (docs/decisions/0036); not in development, where the code changes under the pages.
 * The booking search's results for visitors without a session (docs/decisions/0062): dropped on
 * every change of availability (a trigger's NOTIFY, any server) and every public change, and
 * rendered again after 30 s whatever happens (a payment hold running out changes nothing in the
 * tables until the job releases it). Fewer copies than content pages, compressed more cheaply,
 * and only a search asked a second time within those 30 s is kept: most are asked once.
 */
async function keepPublicPages(database: Database, logger: Logger): Promise<KeptPages> {
  const pageCache = new PageCache();
  const searchCache = new PageCache({
    kind: "search",
    maxEntries: 200,
    maxAgeMs: 30_000,
    brotliQuality: SEARCH_BROTLI_QUALITY,
    gzipLevel: SEARCH_GZIP_LEVEL,
    keepOnSecondAsk: true,
  });
  enableCatalogueCache(database.db);
  const publicChanges = await watchPublicChanges(
    database,
    (topics) => {
      // Refilled from the primary until the replica has this change too (docs/decisions/0098).
      database.fenceReplica();
      pageCache.invalidate();
      searchCache.invalidate();
      dropCatalogue(database.db, topics);
    },
    {
      onError: (error) => logger.warn({ err: error }, "could not read the public change versions"),
    },
  );
  const availability = await watchAvailability(database, () => {
    database.fenceReplica();
    searchCache.invalidate();
  });
  liveCaches.add(pageCache).add(searchCache);
  return {
    pageCache,
    searchCache,
    cacheFor: (url) => (isSearchResultsUrl(url) ? searchCache : pageCache),
    passedMarker: (channel, id) => (channel === "public" ? publicChanges : availability).passed(id),
    async stop() {
      liveCaches.delete(pageCache);
      liveCaches.delete(searchCache);
      await publicChanges.stop();
      await availability.stop();
    },
  };
}

/**
 * Request bodies (docs/decisions/0025): a CV upload may carry MAX_CV_BYTES (slightly bigger ones
 * reach the form, which answers with the field's message and keeps what was typed); every other
 * body at most 64 KB. A declared length over the limit is refused (413, in the path's language)
 * before it is read; pages then read bodies counting the bytes (chunked ones too), refuse what is
 * not a form that parses (400) and remove NUL characters from the values (and %00 from queries).
 */
function requestBodies(env: Env, logger: Logger) {
  return bodyGuards({
    uploadPath: UPLOAD_PATHS,
    uploadLimit: Math.max(MAX_CV_BYTES, MAX_MODEL_IMAGE_BYTES) + 512 * 1024,
    drainLimit: 25 * 1024 * 1024,
    appName: env.APP_NAME,
    log: logger,
  });
}

function expressSettings({ app, env }: AppSetup) {
  app.disable("x-powered-by");
  // Which hops may set X-Forwarded-For (client addresses drive rate limits): TRUST_PROXY, required in production.
  app.set("trust proxy", trustProxySetting(env));
}

function healthEndpoints({ app, database, logger, health }: AppSetup) {
  app.get("/healthz", (_req, res) => {
    res.type("text/plain").send("ok");
  });
  app.get("/readyz", async (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    if (health.draining) return void res.status(503).type("text/plain").send("draining");
    try {
      await database.ping();
      res.type("text/plain").send("ready");
    } catch (error) {
      logger.error({ err: error }, "readiness check failed");
      res.status(503).type("text/plain").send("database unavailable");
    }
  });
}

/** Prometheus: behind METRICS_TOKEN (Bearer); not served in production without one (docs/decisions/0025). */
function metricsEndpoint({ app, env, database, logger }: AppSetup) {
  const registries = [metricsRegistry, processMetrics, businessMetrics(database.db)];
  if (env.DATABASE_REPLICA_URL) {
    registries.push(
      replicaMetrics(
        () => database.replicaLagSeconds(),
        () => database.replicaReads(),
      ),
    );
  }
  // The embedded database's memory: with PGlite it is part of this process's RSS (decision 0147).
  const embedded = new client.Registry();
  new client.Gauge({
    name: "embedded_database_memory_bytes",
    help: "Bytes of the embedded database's (PGlite) WebAssembly memory in this process",
    registers: [embedded],
    collect() {
      const bytes = database.embeddedMemoryBytes();
      if (bytes !== null) this.set(bytes);
    },
  });
  if (database.kind === "pglite") registries.push(embedded);
  app.get("/metrics", metricsHandler(env, registries, logger));
}

function requestIdAndTiming({ app }: AppSetup) {
  app.use((req, res, next) => {
    res.locals.requestId = (req.headers["x-request-id"] as string | undefined)?.slice(0, 64) || randomUUID();
    res.setHeader("X-Request-Id", res.locals.requestId);
    const end = httpDuration.startTimer({ method: req.method });
    res.on("finish", () => end({ status: String(res.statusCode) }));
    next();
  });
}

/**
 * Kept content pages first (docs/decisions/0036): a hit is answered with the headers and the
 * pre-compressed body stored with it, before logging, header and compression middleware run.
 */
function keptPagesFirst({ app, options, kept, variantOf }: AppSetup) {
  if (!options.dev) app.use(servePageCache(kept.cacheFor, variantOf));
}

function scriptNonce({ app }: AppSetup) {
  app.use((_req, res, next) => {
    res.locals.nonce = randomBytes(16).toString("base64");
    next();
  });
}

function requestLog({ app, logger }: AppSetup) {
  app.use(
    pinoHttp({
      logger,
      genReqId: (_req, res) => (res as Response).locals.requestId,
      serializers: httpLogSerializers,
      autoLogging: { ignore: (req) => Boolean(req.url?.startsWith("/assets/")) },
    }),
  );
}

function securityHeaders({ app, env, options }: AppSetup) {
  app.use(contentSecurityPolicy(env, options.dev === true));
}

/**
 * Pages built per request (search results, forms, member pages) are compressed while the
 * visitor waits: brotli quality 3 and gzip level 3 (docs/decisions/0052 has the measurement;
 * the library's defaults, brotli 4 and gzip 6, cost more time for a few % fewer bytes).
 */
function pageCompression({ app }: AppSetup) {
  app.use(
    compression({ level: PAGE_GZIP_LEVEL, brotli: { params: { [zlib.BROTLI_PARAM_QUALITY]: PAGE_BROTLI_QUALITY } } }),
  );
}

function bodyLimits({ app, bodies }: AppSetup) {
  app.use(bodies.beforeRoutes);
}

/** The mobile and partner API (/token, /api/...): JSON, never page-cached, before the pages. */
function partnerApi({ app, database, env, logger, apiCalls }: AppSetup) {
  app.use(apiRouter({ db: database.db, publicUrl: env.PUBLIC_URL, appName: env.APP_NAME, logger, callLog: apiCalls }));
}

function staticFiles({ app, options }: AppSetup) {
  if (!options.clientAssetsDir) return;
  const assetsDir = path.join(options.clientAssetsDir, "assets");
  app.use("/assets", precompressedAssets(assetsDir));
  app.use("/assets", express.static(assetsDir, { immutable: true, maxAge: "1y", index: false }));
  // The build's other top-level files and folders (favicon, images, fonts): a page's path is
  // not looked for on disk, which cost a stat per page request (decision 0059). The build does not
  // change while the server runs.
  const rootStatic = express.static(options.clientAssetsDir, { maxAge: "1h", index: false });
  const topLevel = new Set(readdirSync(options.clientAssetsDir));
  app.use((req, res, next) => {
    let first = req.path.split("/")[1] ?? "";
    try {
      first = decodeURIComponent(first);
    } catch {
      return next();
    }
    return topLevel.has(first) ? rootStatic(req, res, next) : next();
  });
}

/** The sandbox bank plays the bank's side on this machine; env refuses sandbox mode in production. */
function sandboxBank({ app, env, payments }: AppSetup) {
  if (env.PAYMENT_MODE !== "sandbox" || !payments.sandbox) return;
  mountSandboxBank(app, {
    deps: payments.sandbox,
    publicUrl: env.PUBLIC_URL,
    acsLifetimeMs: payments.acsLifetimeMs,
  });
}

/** Development mailbox: the outbox's e-mails and their .ics files (never in production). */
function devMailbox({ app, env, database }: AppSetup) {
  if (!mailboxEnabled(env)) return;
  app.get("/dev/mailbox", async (_req, res, next) => {
    try {
      res.setHeader("Cache-Control", "no-store");
      res.type("html").send(await mailboxPage(database.db));
    } catch (error) {
      next(error);
    }
  });
  app.get("/dev/mailbox/:id/attachments/:index", async (req, res, next) => {
    try {
      const file = await mailboxAttachment(database.db, Number(req.params.id), Number(req.params.index));
      if (!file) return void res.status(404).type("text/plain").send("not found");
      res.setHeader("Cache-Control", "no-store");
      res.attachment(file.filename).type(file.contentType).send(file.content);
    } catch (error) {
      next(error);
    }
  });
}

/** The sandbox SMS provider's messages (decision 0118), like the mailbox: never in production. */
function devSms({ app, env, database }: AppSetup) {
  if (!devSmsEnabled(env)) return;
  app.get("/dev/sms", async (_req, res, next) => {
    try {
      res.setHeader("Cache-Control", "no-store");
      res.type("html").send(await devSmsPage(database.db));
    } catch (error) {
      next(error);
    }
  });
}

/**
 * Browser-test hooks (docs/decisions/0016): the answer of a security code this process drew, and
 * test reservations. Only with TEST_HOOKS=1, which env.server.ts refuses in production.
 */
function testHooks({ app, env, logger, database }: AppSetup) {
  if (!testHooksEnabled(env)) return;
  logger.warn("test hooks are mounted under /__test (TEST_HOOKS=1); never use this in production");
  app.get("/__test/captcha/:id", (req, res) => {
    const answer = revealCaptchaAnswer(String(req.params.id));
    res.setHeader("Cache-Control", "no-store");
    if (!answer) return void res.status(404).type("text/plain").send("unknown");
    res.type("text/plain").send(answer);
  });
  app.post("/__test/reservations", express.json({ limit: "4kb" }), async (req, res, next) => {
    try {
      const body = req.body as {
        lastName?: unknown;
        paymentType?: unknown;
        assurance?: unknown;
        hoursUntilPickup?: unknown;
        days?: unknown;
        officeCode?: unknown;
        priced?: unknown;
        after?: { number?: unknown; hours?: unknown };
        classmates?: unknown;
        alongside?: unknown;
        billingAddress?: unknown;
        lang?: unknown;
        freshUnits?: unknown;
      };
      const after = body.after;
      const created = await createTestReservation(database.db, {
        ...(body.priced === true ? { priced: true } : {}),
        ...(after && typeof after.number === "string" && typeof after.hours === "number"
          ? { after: { number: after.number, hours: after.hours } }
          : {}),
        lastName: typeof body.lastName === "string" ? body.lastName : "Test",
        paymentType: body.paymentType === "card" ? "card" : "office",
        assurance: body.assurance === true,
        ...(typeof body.hoursUntilPickup === "number" ? { hoursUntilPickup: body.hoursUntilPickup } : {}),
        ...(typeof body.days === "number" ? { days: body.days } : {}),
        ...(typeof body.officeCode === "string" ? { officeCode: body.officeCode } : {}),
        ...(typeof body.classmates === "number" ? { classmates: body.classmates } : {}),
        ...(typeof body.alongside === "string" ? { alongside: body.alongside } : {}),
        ...(typeof body.billingAddress === "string" ? { billingAddress: body.billingAddress.slice(0, 300) } : {}),
        ...(body.lang === "en" ? { lang: "en" as const } : {}),
        ...(body.freshUnits === true ? { freshUnits: true } : {}),
      });
      res.json(created);
    } catch (error) {
      // A test that cannot get its booking says why (no free car, not priced) instead of a bare 500.
      if (error instanceof Error && /^(no |test reservation not priced)/.test(error.message)) {
        return void res.status(409).json({ error: error.message });
      }
      next(error);
    }
  });
  // The fleet timeline's browser test: an overbooked day and a car at another office (decision 0110).
  app.post("/__test/fleet-shortage", express.json({ limit: "1kb" }), async (req, res, next) => {
    try {
      const { officeCode, otherOfficeCode } = req.body as { officeCode?: unknown; otherOfficeCode?: unknown };
      if (typeof officeCode !== "string" || typeof otherOfficeCode !== "string") return void res.status(400).end();
      res.json(await createTestShortage(database.db, { officeCode, otherOfficeCode }));
    } catch (error) {
      next(error);
    }
  });
  // The desk's browser tests: move a reservation in time (a car back "a day late"; the demo's
  // today's pick-up still ahead when a late-evening test reads it).
  app.post("/__test/reservations/:number/shift", express.json({ limit: "1kb" }), async (req, res, next) => {
    try {
      const { hours, pickupInMinutes } = req.body as { hours?: unknown; pickupInMinutes?: unknown };
      const by =
        typeof hours === "number" && Number.isFinite(hours)
          ? { hours }
          : typeof pickupInMinutes === "number" && Number.isFinite(pickupInMinutes)
            ? { pickupInMinutes, now: new Date() }
            : null;
      if (!by) return void res.status(400).end();
      const moved = await shiftTestReservation(database.db, String(req.params.number), by);
      res.status(moved ? 204 : 404).end();
    } catch (error) {
      next(error);
    }
  });
}

/**
 * Read-your-writes with a replica (docs/decisions/0098): a write through the site leaves a cookie
 * for twice the lag bound, and while it is there this browser's pages read the primary.
 */
function recentWrites({ app, env }: AppSetup) {
  if (!env.DATABASE_REPLICA_URL) return;
  const cookie = recentWriteCookie(REPLICA_MAX_LAG_MS, env.APP_ENV === "production");
  app.use((req: Request, res: Response, next) => {
    if (req.method !== "GET" && req.method !== "HEAD" && req.method !== "OPTIONS" && !req.path.startsWith("/api/")) {
      beforeHeaders(res, () => res.append("Set-Cookie", cookie));
    }
    next();
  });
}

/** The XSRF cookie is issued only on responses no shared cache may keep (docs/decisions/0010). */
function xsrfCookie({ app, env }: AppSetup) {
  const secureCookies = env.APP_ENV === "production";
  app.use((req: Request, res: Response, next) => {
    const existing = parseCookies(req.headers.cookie ?? "")[XSRF_COOKIE];
    const token = existing ?? newXsrfToken();
    res.locals.xsrfToken = token;
    beforeHeaders(res, () => {
      if (res.statusCode === 304) {
        // The browser keeps the stored page, whose scripts carry the stored policy's nonce.
        res.removeHeader("Content-Security-Policy");
        return;
      }
      if (existing || isSharedCacheable(res)) return;
      res.append(
        "Set-Cookie",
        serializeCookie(XSRF_COOKIE, token, { path: "/", sameSite: "lax", secure: secureCookies }),
      );
    });
    next();
  });
}

function reactRouterPages({ app, options, services, logger, bodies, renders }: AppSetup) {
  app.all(
    "/{*splat}",
    renderGateMiddleware(renders),
    bodies.pageBody,
    bodies.replayed(
      createRequestHandler({
        build: options.build,
        mode: options.dev ? "development" : "production",
        getLoadContext(req, res) {
          const context = new RouterContextProvider();
          context.set(requestContext, {
            services,
            requestId: res.locals.requestId,
            nonce: res.locals.nonce,
            xsrfToken: res.locals.xsrfToken,
            keepPage: keepPageFor(res, logger),
            keepable: { searchResults: false },
            // A client navigation's data request ends in ".data": it gets everything in its data.
            documentData: req.path.endsWith(".data") ? undefined : new Map(),
            clientIp: req.ip ?? req.socket.remoteAddress ?? "unknown",
            log: (req as Request & { log: typeof logger }).log ?? logger,
          });
          return context;
        },
      }),
    ),
  );
}

/** Errors before React Router runs (a malformed URL, a bad body): the error screen, never a stack trace. */
function errorPage({ app, env, logger }: AppSetup) {
  app.use((error: unknown, req: Request, res: Response, next: (error?: unknown) => void) => {
    if (res.headersSent) return next(error);
    const status =
      typeof (error as { status?: unknown }).status === "number" ? (error as { status: number }).status : 500;
    const safeStatus = status >= 400 && status < 600 ? status : 500;
    const entry = { err: error, requestId: res.locals.requestId, status: safeStatus };
    if (safeStatus >= 500) logger.error(entry, "request failed before routing");
    else logger.warn(entry, "request refused before routing");
    res
      .status(safeStatus)
      .type("html")
      .setHeader("Cache-Control", "no-store")
      .send(
        plainErrorPage({ status: safeStatus, path: req.path, requestId: res.locals.requestId, appName: env.APP_NAME }),
      );
  });
}

/**
 * Background jobs, once across the cluster (a lease row per job in PostgreSQL): e-mail delivery
 * (only with SMTP_URL), expired holds and drafts, stale payments, clean-up of old rows.
 */
/** The quiet-time collector (decision 0160), its collections counted and logged. */
function quietMemory(logger: Logger) {
  const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
  const started = startQuietCollector({
    onCollected: ({ ms, beforeBytes, afterBytes }) => {
      quietCollections.inc();
      logger.info(
        { ms: Math.round(ms), rssBeforeMb: mb(beforeBytes), rssAfterMb: mb(afterBytes) },
        "memory given back while quiet",
      );
    },
  });
  if (!started) logger.warn("the runtime gives no full collection: memory is not given back when quiet");
  return started;
}

function startBackgroundJobs({ env, database, logger, payments }: AppSetup): { stop(): Promise<void> } {
  const transport = env.SMTP_URL ? smtpTransport(env.SMTP_URL, env.MAIL_FROM) : null;
  const scheduled = scheduleJobs(
    database.db,
    appJobs({
      db: database.db,
      logger,
      transport,
      messageIdDomain: new URL(env.PUBLIC_URL).hostname,
      publicUrl: env.PUBLIC_URL,
      gateway: payments.gateway,
      sms: smsProviderFor(env),
    }),
    { logger },
  );
  return {
    async stop() {
      await scheduled.stop();
      transport?.close?.();
    },
  };
}

/**
 * The HTTP server's request listener: a fresh kept page is answered here, before Express; the
 * rest (and everything in development) goes to the app.
 */
function frontHandler({ app, options, logger, kept, variantOf, health, quiet }: AppSetup) {
  const logHits = logger.isLevelEnabled("info");
  const hitLog = new SampledHitLog(HIT_LOG_EVERY, SLOW_HIT_MS);
  return (req: IncomingMessage, res: ServerResponse) => {
    quiet?.noteRequest();
    // Draining: each answer closes its connection, so when the listener closes no idle keep-alive
    // connection is left for the balancer to send a request down (a POST there would fail, not be
    // retried; npm run drills, rolling restart).
    if (health.draining) res.setHeader("Connection", "close");
    // Pages are rendered, kept and looked up without tracking parameters (gclid, utm_*...): one
    // copy serves every ad click; the browser's address keeps them (docs/decisions/0070). A page
    // that declared the parameters it reads drops every other one too (docs/decisions/0112).
    if ((req.method === "GET" || req.method === "HEAD") && req.url?.includes("?") && !req.url.startsWith("/api/")) {
      req.url = pageUrl(req.url, kept.pageCache.queryOf(req.url.slice(0, req.url.indexOf("?"))));
    }
    if (options.dev) return void app(req, res);
    const started = performance.now();
    const id = (req.headers["x-request-id"] as string | undefined)?.slice(0, 64) || randomUUID();
    res.setHeader("X-Request-Id", id);
    if (!answerFromPageCache(kept.cacheFor, variantOf, req, res)) {
      req.headers["x-request-id"] = id;
      return void app(req, res);
    }
    const seconds = (performance.now() - started) / 1000;
    httpDuration.observe({ method: req.method ?? "GET", status: String(res.statusCode) }, seconds);
    pageCacheHits.inc();
    // One line per HIT_LOG_EVERY answers from memory (`hits`: how many it stands for), and each slow one.
    if (!logHits) return;
    const hits = hitLog.count(seconds * 1000);
    if (hits === 0) return;
    const path = pathOnly(req.url);
    logger.info({ reqId: id, path, status: res.statusCode, cache: "hit", hits, ms: seconds * 1000 }, "page");
  };
}
