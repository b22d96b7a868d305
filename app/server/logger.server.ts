// Structured logs without personal data. A request is logged as its id, method, route path and
// status only: never its query string (a booking draft's, a reset link's token), body, form
// values, cookies or headers, nor a redirect's target query. Code that logs passes ids
// (reservation number, order id, request id), never a person's details. As a second line of
// defence, known personal fields are redacted wherever they appear in a log entry, and error
// messages lose query strings, e-mail addresses and long numbers (TC identity, phone).
import pino, { type DestinationStream, type Logger } from "pino";

/** Field names that carry personal data or secrets in our forms, services and libraries. */
export const PERSONAL_FIELDS = [
  "email",
  "newEmail",
  "phone",
  "tckn",
  "billingTckn",
  "identityNumber",
  "passport",
  "birthDate",
  "licenceDate",
  "firstName",
  "lastName",
  "name",
  "billingName",
  "billingAddress",
  "address",
  "taxNumber",
  "note",
  "message",
  "password",
  "newPassword",
  "currentPassword",
  "token",
  "otp",
  "pan",
  "cv2",
  "cardNumber",
  "body",
  "query",
  "search",
  "cookie",
  "authorization",
  "referer",
  "headers",
];

const PERSONAL = new Set(PERSONAL_FIELDS.filter((f) => f !== "message"));

/** "message" is also an Error's text: it is redacted only inside these two (form values). */
const MESSAGE_KEPT_UNLESS_IN = new Set(["form", "values"]);

/**
 * Keys whose serializers write only what they choose: pino-http's request (id, method, path) and
 * response (status, redirect path), and every error, which `scrubError` cleans itself.
 */
const SERIALIZED_KEYS = new Set(["req", "res", "err"]);

const CENSOR = "[redacted]";

/**
 * `value` with its personal fields replaced, copied only where one is found. Level 0 is a log entry
 * (the values of SERIALIZED_KEYS are left to their serializers), level 1 a field of one of its
 * values, level 2 one level further down; deeper levels are left as they are.
 */
function redactFields(value: unknown, level: 0 | 1 | 2, parentKey: string): unknown {
  if (value === null || typeof value !== "object") return value;
  const fields = value as Record<string, unknown>;
  let copy: Record<string, unknown> | null = null;
  for (const key of Object.keys(fields)) {
    if (level === 0 && SERIALIZED_KEYS.has(key)) continue;
    const field = fields[key];
    const personal = PERSONAL.has(key) || (level === 1 && key === "message" && MESSAGE_KEPT_UNLESS_IN.has(parentKey));
    const cleaned = personal ? CENSOR : level < 2 ? redactFields(field, (level + 1) as 1 | 2, key) : field;
    if (cleaned === field) continue;
    copy ??= (Array.isArray(value) ? [...(value as unknown[])] : { ...fields }) as Record<string, unknown>;
    copy[key] = cleaned;
  }
  return copy ?? value;
}

/**
 * A log entry (or a child logger's bindings) with each personal field replaced at its top and up to
 * two levels down, as pino's `redact` paths `f`, `*.f` and `*.*.f` did (docs/decisions/0166): one walk
 * of the entry instead of a path matcher per key, which cost 5 % of an API call's CPU.
 */
export function redactEntry<T extends object>(entry: T): T {
  return redactFields(entry, 0, "") as T;
}

/** Removes what could identify a person from free text (error messages, stacks). */
export function scrubText(text: string): string {
  return (
    text
      // Query strings of URLs or paths: "/rezervasyon?tckn=..." -> "/rezervasyon?[query]"
      .replace(/\?[^\s"'`<>)\]]+/g, "?[query]")
      .replace(/[^\s"'`<>()[\]{},;:]+@[^\s"'`<>()[\]{},;:]+\.[a-z]{2,}/gi, "[email]")
      // TC identity and tax numbers, card numbers, phone numbers written with or without spaces.
      .replace(/\+?\(?\d(?:[\s().-]{0,2}\d){9,}/g, "[number]")
  );
}

type SerializedError = Record<string, unknown> & { message?: unknown; stack?: unknown };

/** Error fields that repeat what a visitor sent (body parsers keep the raw body on the error). */
const ERROR_FIELDS_DROPPED = ["body", "rawBody", "query", "params", "headers", "config", "request", "response"];

function scrubError(value: unknown): unknown {
  if (value === null || typeof value !== "object") return typeof value === "string" ? scrubText(value) : value;
  // pino-http hands its error serializer an already serialized error; the logger, the Error.
  const serialized = {
    ...((value instanceof Error ? pino.stdSerializers.err(value) : value) as SerializedError),
  };
  for (const key of ERROR_FIELDS_DROPPED) delete serialized[key];
  for (const [key, field] of Object.entries(serialized)) {
    if (typeof field === "string") serialized[key] = scrubText(field);
  }
  if (serialized.cause && typeof serialized.cause === "object") serialized.cause = scrubError(serialized.cause);
  return redactFields(serialized, 1, "err");
}

/** The part of a URL or Location before its query and fragment. */
export function pathOnly(url: unknown): string | undefined {
  if (typeof url !== "string") return undefined;
  const cut = url.search(/[?#]/);
  return cut === -1 ? url : url.slice(0, cut);
}

/**
 * pino-http's serializers (server/app.ts): a request is its id, method and path; a response its
 * status and, for a redirect, the target's path; an error is cleaned like every logged error.
 */
export const httpLogSerializers = {
  req: (req: { id?: unknown; method?: unknown; url?: unknown }) => ({
    id: req.id,
    method: req.method,
    path: pathOnly(req.url),
  }),
  res: (res: { statusCode?: unknown; headers?: Record<string, unknown> | null }) => {
    const location = pathOnly(res.headers?.location);
    return location === undefined ? { statusCode: res.statusCode } : { statusCode: res.statusCode, location };
  },
  err: scrubError,
};

export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level,
    base: { app: "yolda" },
    serializers: { err: scrubError },
    // A message string is cleaned too, in case someone writes a value into it.
    hooks: {
      logMethod(args, method) {
        method.apply(this, args.map((arg) => (typeof arg === "string" ? scrubText(arg) : arg)) as typeof args);
      },
    },
    formatters: { log: redactEntry },
  };
  const logger = destination ? pino(options, destination) : pino(options);
  // A child's bindings (pino-http's per-request logger, or code's own) are cleaned as an entry is:
  // pino gives a bindings formatter only the root's. Children inherit this method from the root.
  const ownChild = logger.child;
  logger.child = function (this: Logger, bindings, childOptions) {
    return ownChild.call(this, redactEntry(bindings), childOptions);
  } as typeof logger.child;
  return logger;
}
