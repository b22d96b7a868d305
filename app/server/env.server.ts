// All configuration comes from environment variables, parsed once by this schema.
// A bad value stops the server with a message that names the variable.
import { z } from "zod";

const DEV_SECRET = "development-only-secret-change-me-0123456789";

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
    DATA_DIR: z.string().default(".data"),
    SESSION_SECRET: z.string().min(32).default(DEV_SECRET),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    SMTP_URL: z.string().optional(),
    MAIL_FROM: z.string().default("Yolda <rezervasyon@yolda.com.tr>"),
    SEED_DEMO: bool.default(true),
    /** Allow the development mailbox page (/dev/mailbox) that shows the outbox. */
    DEV_MAILBOX: bool.optional(),
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
    /** Uploaded files (CVs, docs/decisions/0024): in the database (default, every driver) or an
     *  S3-compatible bucket signed with AWS Signature V4. */
    FILE_STORAGE: z.enum(["postgres", "s3"]).default("postgres"),
    S3_ENDPOINT: z.url().optional(),
    S3_REGION: z.string().min(1).default("us-east-1"),
    S3_BUCKET: z.string().min(1).optional(),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    /** Public forms (#7): submissions per client IP and per target (e-mail or reservation number)
     *  in each window, and the least time a person needs to fill a form. */
    FORM_RATE_LIMIT_IP: z.coerce.number().int().min(1).default(20),
    FORM_RATE_LIMIT_TARGET: z.coerce.number().int().min(1).default(5),
    FORM_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(600),
    FORM_MIN_FILL_MS: z.coerce.number().int().min(0).default(2000),
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
    if (env.APP_ENV === "production" && env.TEST_HOOKS) {
      ctx.addIssue({ code: "custom", path: ["TEST_HOOKS"], message: "test hooks are never mounted in production" });
    }
    if (env.PAYMENT_MODE === "live" && (!env.PAYMENT_GATE_URL || !env.PAYMENT_API_URL)) {
      ctx.addIssue({
        code: "custom",
        path: ["PAYMENT_GATE_URL"],
        message: "live payments need the bank's gate and API URLs",
      });
    }
  })
  .superRefine((env, ctx) => {
    if (env.FILE_STORAGE !== "s3") return;
    for (const name of ["S3_ENDPOINT", "S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const) {
      if (!env[name]) ctx.addIssue({ code: "custom", path: [name], message: "FILE_STORAGE=s3 needs this variable" });
    }
  });

export type Env = z.infer<typeof envSchema>;

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
