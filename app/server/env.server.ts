// All configuration comes from environment variables, parsed once by this schema.
// A bad value stops the server with a message that names the variable.
import { isIP } from "node:net";
import { z } from "zod";

const DEV_SECRET = "development-only-secret-change-me-0123456789";
/** The sandbox bank's published credentials: public, so never good enough for real money. */
const SANDBOX_STORE_KEY = "SANDBOX-STORE-KEY-123456";
const SANDBOX_API_PASSWORD = "SANDBOX-API-PASS";

/**
 * TRUST_PROXY: which hops in front of the server may set X-Forwarded-For (Express's "trust
 * proxy"): a number of hops ("1" behind one load balancer, "0" for none) or a comma-separated list
 * of addresses, subnets and Express's names (loopback, linklocal, uniquelocal).
 */
const trustProxy = z
  .string()
  .trim()
  .transform((value, ctx): number | string[] => {
    if (/^\d{1,2}$/.test(value)) return Number(value);
    const items = value.split(",").map((item) => item.trim());
    const known = (item: string) => {
      if (["loopback", "linklocal", "uniquelocal"].includes(item)) return true;
      const [address = "", bits, ...rest] = item.split("/");
      if (rest.length > 0 || !isIP(address)) return false;
      return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (isIP(address) === 4 ? 32 : 128));
    };
    if (items.length === 0 || !items.every(known)) {
      ctx.addIssue({
        code: "custom",
        message:
          'give the number of proxies in front of the server (e.g. "1") or their addresses/subnets (e.g. "10.0.0.0/8, loopback"); "true" (trust anyone) is not accepted',
      });
      return z.NEVER;
    }
    return items;
  });

function isLocalUrl(url: string): boolean {
  const host = URL.parse(url)?.hostname ?? "";
  return (
    host === "localhost" ||
    host.endsWith(".localhost") ||
    /^127\./.test(host) ||
    ["[::1]", "0.0.0.0", "[::]"].includes(host)
  );
}

const bool = z
  .enum(["1", "0", "true", "false", "yes", "no"])
  .transform((v) => v === "1" || v === "true" || v === "yes");

export const envSchema = z
  .object({
    /** How strict the configuration is. NODE_ENV only selects React's build; APP_ENV=production
     *  refuses development defaults (secret, sandbox bank) and marks cookies Secure. */
    APP_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z.string().default("0.0.0.0"),
    APP_NAME: z.string().min(1).default("Yolda"),
    PUBLIC_URL: z.url().default("http://localhost:3000"),
    DATABASE_URL: z.string().optional(),
    /** A streaming replica of DATABASE_URL for reads that may lag (reports); unset: they read the primary. */
    DATABASE_REPLICA_URL: z.string().optional(),
    /** PostgreSQL connections per app server (decision 0181); unset: 10. */
    DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(100).optional(),
    DATA_DIR: z.string().default(".data"),
    SESSION_SECRET: z.string().min(32).default(DEV_SECRET),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    SMTP_URL: z.string().optional(),
    MAIL_FROM: z.string().default("Yolda <rezervasyon@yolda.com.tr>"),
    /** Seed the demo catalogue into an empty database. Default: on, except in production (refused there). */
    SEED_DEMO: bool.optional(),
    /**
     * With the demo seed only: the secret of a demo API client "yolda-bench" with a limit high enough
     * for a load test (bench/run.ts sets a random one per run; decision 0145). Unset: no such client.
     */
    BENCH_API_CLIENT_SECRET: z.string().min(32).optional(),
    /** Allow the development mailbox page (/dev/mailbox) that shows the outbox. */
    DEV_MAILBOX: bool.optional(),
    /** Who takes card payments (docs/decisions/0029): the EstV3 bank (default) or iyzico's hosted checkout. */
    PAYMENT_PROVIDER: z.enum(["estv3", "iyzico"]).default("estv3"),
    IYZICO_API_KEY: z.string().optional(),
    IYZICO_SECRET_KEY: z.string().optional(),
    IYZICO_BASE_URL: z.url().optional(),
    PAYMENT_MODE: z.enum(["sandbox", "live"]).default("sandbox"),
    PAYMENT_MODEL: z.enum(["3d_pay", "3d"]).default("3d_pay"),
    PAYMENT_GATE_URL: z.string().optional(),
    PAYMENT_API_URL: z.string().optional(),
    PAYMENT_CLIENT_ID: z.string().default("190100000"),
    PAYMENT_STORE_KEY: z.string().default("SANDBOX-STORE-KEY-123456"),
    PAYMENT_API_USER: z.string().default("yoldaapi"),
    PAYMENT_API_PASSWORD: z.string().default("SANDBOX-API-PASS"),
    IOS_APP_URL: z.url().default("https://apps.apple.com/tr/app/yolda/id6450000000"),
    ANDROID_APP_URL: z.url().default("https://play.google.com/store/apps/details?id=com.yolda.app"),
    IOS_APP_ID: z.string().default("6450000000"),
    /** Who signs and sends invoices (docs/decisions/0073): the sandbox integrator inside the app, or Nilvera. */
    INVOICE_INTEGRATOR: z.enum(["sandbox", "nilvera"]).default("sandbox"),
    NILVERA_API_KEY: z.string().optional(),
    NILVERA_BASE_URL: z.url().default("https://apitest.nilvera.com"),
    /** Who sends the transactional SMS (docs/decisions/0118): the sandbox inside the app (/dev/sms)
     *  or Netgsm's REST v2 API. */
    SMS_PROVIDER: z.enum(["sandbox", "netgsm"]).default("sandbox"),
    NETGSM_BASE_URL: z.url().default("https://api.netgsm.com.tr"),
    NETGSM_USERCODE: z.string().min(1).optional(),
    NETGSM_PASSWORD: z.string().min(1).optional(),
    /** The approved sender name (SMS başlığı). */
    NETGSM_HEADER: z.string().min(1).max(11).default("YOLDA"),
    /** /dev/sms (the sandbox's messages) outside production; false hides it. */
    DEV_SMS: bool.optional(),
    /** Uploaded files (CVs, docs/decisions/0024): in the database (default, every driver) or an
     *  S3-compatible bucket signed with AWS Signature V4. */
    FILE_STORAGE: z.enum(["postgres", "s3"]).default("postgres"),
    S3_ENDPOINT: z.url().optional(),
    S3_REGION: z.string().min(1).default("us-east-1"),
    S3_BUCKET: z.string().min(1).optional(),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    /** Public forms (decision 0018): submissions per client IP and per target (e-mail or reservation number)
     *  in each window, and the least time a person needs to fill a form. */
    FORM_RATE_LIMIT_IP: z.coerce.number().int().min(1).default(20),
    FORM_RATE_LIMIT_TARGET: z.coerce.number().int().min(1).default(5),
    FORM_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(600),
    FORM_MIN_FILL_MS: z.coerce.number().int().min(0).default(2000),
    /** What the desk may waive on one return without `charges.waive`, in kuruş (decision 0081). */
    DESK_WAIVE_LIMIT_KURUS: z.coerce.number().int().min(0).default(25_000),
    /** Days the bank keeps a card pre-authorisation (a deposit) before it may lapse (decision 0088). */
    DEPOSIT_HOLD_DAYS: z.coerce.number().int().min(1).max(90).default(30),
    /** Staff sign-in (decision 0035): password and code attempts per client IP in ten minutes; an office
     *  behind one NAT address shares it. Each account's own lockout (5 failures) stays fixed. */
    STAFF_RATE_LIMIT_IP: z.coerce.number().int().min(1).default(30),
    /** Member sign-ups per client IP in an hour (decision 0017); a campus or office NAT shares it. */
    SIGN_UP_RATE_LIMIT_IP: z.coerce.number().int().min(1).default(30),
    /** Hops allowed to set X-Forwarded-For (see trustProxy above). Required in production. */
    TRUST_PROXY: trustProxy.optional(),
    /** Pages rendered at once by one server (decision 0172); empty: twice the CPUs, at least 2. */
    PAGE_RENDERS_AT_ONCE: z.coerce.number().int().min(1).max(256).optional(),
    /** Bearer token for /metrics. Without one, /metrics is not served in production. */
    METRICS_TOKEN: z.string().min(24).optional(),
    /** Browser-test hooks (/__test/*: the security code's answer, test reservations). Never in production. */
    TEST_HOOKS: bool.optional(),
  })
  .superRefine((env, ctx) => {
    if (env.APP_ENV === "production" && env.SESSION_SECRET === DEV_SECRET) {
      ctx.addIssue({
        code: "custom",
        path: ["SESSION_SECRET"],
        message: "set a secret of at least 32 characters; the development default is refused in production",
      });
    }
    if (env.APP_ENV === "production" && env.PAYMENT_MODE === "sandbox") {
      ctx.addIssue({
        code: "custom",
        path: ["PAYMENT_MODE"],
        message: "the sandbox bank is never mounted in production; set PAYMENT_MODE=live",
      });
    }
    if (env.SMS_PROVIDER === "netgsm" && (!env.NETGSM_USERCODE || !env.NETGSM_PASSWORD)) {
      ctx.addIssue({
        code: "custom",
        path: ["NETGSM_USERCODE"],
        message: "SMS through Netgsm needs its API user code and password (NETGSM_USERCODE, NETGSM_PASSWORD)",
      });
    }
    if (env.DATABASE_REPLICA_URL && !env.DATABASE_URL) {
      ctx.addIssue({
        code: "custom",
        path: ["DATABASE_REPLICA_URL"],
        message: "a replica needs its primary: set DATABASE_URL too",
      });
    }
    if (env.APP_ENV === "production" && env.TEST_HOOKS) {
      ctx.addIssue({ code: "custom", path: ["TEST_HOOKS"], message: "test hooks are never mounted in production" });
    }
    if (env.APP_ENV === "production" && env.SEED_DEMO === true) {
      ctx.addIssue({
        code: "custom",
        path: ["SEED_DEMO"],
        message: "the demo seed (made-up cars, prices and content) is never loaded in production; unset SEED_DEMO",
      });
    }
    if (env.APP_ENV === "production" && env.BENCH_API_CLIENT_SECRET) {
      ctx.addIssue({
        code: "custom",
        path: ["BENCH_API_CLIENT_SECRET"],
        message: "the benchmark API client (no real rate limit) is never created in production; unset it",
      });
    }
    if (env.APP_ENV === "production" && isLocalUrl(env.PUBLIC_URL)) {
      ctx.addIssue({
        code: "custom",
        path: ["PUBLIC_URL"],
        message: "set the address visitors and the bank reach the site at; a local address is refused in production",
      });
    }
    if (env.APP_ENV === "production" && env.TRUST_PROXY === undefined) {
      ctx.addIssue({
        code: "custom",
        path: ["TRUST_PROXY"],
        message:
          'say which proxies may set X-Forwarded-For (e.g. "1" behind one load balancer, "0" with none); client addresses drive rate limits and sign-in lockout',
      });
    }
    if (env.PAYMENT_MODE === "live" && env.PAYMENT_STORE_KEY === SANDBOX_STORE_KEY) {
      ctx.addIssue({
        code: "custom",
        path: ["PAYMENT_STORE_KEY"],
        message: "live payments need the bank's store key; the sandbox key (the default) is public and refused",
      });
    }
    if (env.PAYMENT_MODE === "live" && env.PAYMENT_API_PASSWORD === SANDBOX_API_PASSWORD) {
      ctx.addIssue({
        code: "custom",
        path: ["PAYMENT_API_PASSWORD"],
        message: "live payments need the bank's API password; the sandbox password (the default) is public and refused",
      });
    }
    if (env.PAYMENT_MODE === "live" && (!env.PAYMENT_GATE_URL || !env.PAYMENT_API_URL)) {
      ctx.addIssue({
        code: "custom",
        path: ["PAYMENT_GATE_URL"],
        message: "live payments need the bank's gate and API URLs",
      });
    }
    if (env.PAYMENT_PROVIDER === "iyzico") {
      for (const name of ["IYZICO_API_KEY", "IYZICO_SECRET_KEY", "IYZICO_BASE_URL"] as const) {
        if (!env[name])
          ctx.addIssue({ code: "custom", path: [name], message: "PAYMENT_PROVIDER=iyzico needs this variable" });
      }
    }
  })
  .superRefine((env, ctx) => {
    if (env.FILE_STORAGE !== "s3") return;
    for (const name of ["S3_ENDPOINT", "S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const) {
      if (!env[name]) ctx.addIssue({ code: "custom", path: [name], message: "FILE_STORAGE=s3 needs this variable" });
    }
  })
  .transform((env) => ({ ...env, SEED_DEMO: env.SEED_DEMO ?? env.APP_ENV !== "production" }));

export type Env = z.infer<typeof envSchema>;

/** Express's "trust proxy" setting: the configured hops, or none. */
export function trustProxySetting(env: Pick<Env, "TRUST_PROXY">): number | string[] | false {
  return env.TRUST_PROXY ?? false;
}

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  // An empty variable counts as unset, so a copied .env.example means "use the default".
  const present = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ""));
  const result = envSchema.safeParse(present);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join(".") || "(env)"}: ${i.message}`);
    throw new Error(`Invalid environment configuration:\n${lines.join("\n")}`);
  }
  return result.data;
}
