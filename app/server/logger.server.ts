// Structured logs without personal data: request bodies, cookies, query strings and
// authorization headers are never logged.
import pino, { type Logger } from "pino";

export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { app: "yolda" },
    redact: {
      paths: [
        "req.headers.cookie",
        "req.headers.authorization",
        'res.headers["set-cookie"]',
        "*.password",
        "*.pan",
        "*.cv2",
        "*.email",
        "*.phone",
      ],
      censor: "[redacted]",
    },
  });
}
