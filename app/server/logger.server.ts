// Structured logs without personal data. A request is logged as its id, method, route path and
// status only: never its query string (a booking draft's, a reset link's token), body, form
// values, cookies or headers, nor a redirect's target query. Code that logs passes ids
// (reservation number, order id, request id), never a person's details. As a second line of
// defence, known personal fields are redacted wherever they appear in a log entry, and error
// messages lose query strings, e-mail addresses and long numbers (TC identity, phone).
import pino, { type DestinationStream, type Logger } from "pino";

/** Field names that carry personal data or secrets in our forms, services and libraries. */
const PERSONAL_FIELDS = [
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

/** Redaction paths: each personal field at the top of an entry and up to two levels down. */
export const REDACTED_PATHS = [
  ...PERSONAL_FIELDS.filter((f) => f !== "message").flatMap((f) => [f, `*.${f}`, `*.*.${f}`]),
  // "message" is also an Error's text: redact it only inside plain objects two levels down
  // (form values), never at the top of an entry or on `err`, which the err serializer cleans.
  "form.message",
  "values.message",
];

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
  return serialized;
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
    redact: { paths: REDACTED_PATHS, censor: "[redacted]" },
  };
  return destination ? pino(options, destination) : pino(options);
}
