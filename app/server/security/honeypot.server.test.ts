import { describe, expect, it } from "vitest";
import {
  FORM_MAX_AGE_MS,
  FORM_TIMESTAMP_FIELD,
  HONEYPOT_FIELD,
  botReason,
  checkFormTimestamp,
  isBot,
  signFormTimestamp,
} from "./honeypot.server.ts";

const SECRET = "a-test-secret-that-is-long-enough-0123456789";
const T0 = new Date("2027-03-01T07:00:00Z");
const at = (ms: number) => new Date(T0.getTime() + ms);

function form(fields: Record<string, string | File>): FormData {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
}

describe("signed form timestamps", () => {
  const stamp = signFormTimestamp(SECRET, T0);

  it("accepts a form sent 2 s or more after it was rendered", () => {
    expect(checkFormTimestamp(SECRET, stamp, at(2000))).toBe("ok");
    expect(checkFormTimestamp(SECRET, stamp, at(2 * 3600_000))).toBe("ok");
  });

  it("expires 2 hours after the form was rendered", () => {
    expect(FORM_MAX_AGE_MS).toBe(2 * 3600_000);
    expect(checkFormTimestamp(SECRET, stamp, at(2 * 3600_000 + 1))).toBe("expired");
    expect(checkFormTimestamp(SECRET, stamp, at(30 * 24 * 3600_000))).toBe("expired");
    const old = form({ [HONEYPOT_FIELD]: "", [FORM_TIMESTAMP_FIELD]: stamp });
    expect(botReason(old, { secret: SECRET, now: at(3 * 3600_000) })).toBe("expired-timestamp");
  });

  it("flags a form sent faster than a person could fill it", () => {
    expect(checkFormTimestamp(SECRET, stamp, T0)).toBe("too-fast");
    expect(checkFormTimestamp(SECRET, stamp, at(1999))).toBe("too-fast");
    expect(checkFormTimestamp(SECRET, stamp, at(2500), 3000)).toBe("too-fast");
  });

  it("refuses a moved time, another secret, garbage and missing values", () => {
    const [, mac] = stamp.split(".");
    expect(checkFormTimestamp(SECRET, `${T0.getTime() - 60_000}.${mac}`, at(2000))).toBe("invalid");
    expect(checkFormTimestamp("another-secret-that-is-long-enough-012345", stamp, at(5000))).toBe("invalid");
    expect(checkFormTimestamp(SECRET, `${stamp}x`, at(5000))).toBe("invalid");
    expect(checkFormTimestamp(SECRET, "", at(5000))).toBe("invalid");
    expect(checkFormTimestamp(SECRET, "12345", at(5000))).toBe("invalid");
    expect(checkFormTimestamp(SECRET, null, at(5000))).toBe("invalid");
  });

  it("refuses a time far in the future", () => {
    const future = signFormTimestamp(SECRET, at(10 * 60_000));
    expect(checkFormTimestamp(SECRET, future, T0)).toBe("invalid");
  });
});

describe("isBot", () => {
  const options = { secret: SECRET, now: at(10_000) };
  const stamp = signFormTimestamp(SECRET, T0);

  it("lets a person through: empty honeypot, signed time long enough ago", () => {
    const data = form({ name: "Ayşe", [HONEYPOT_FIELD]: "", [FORM_TIMESTAMP_FIELD]: stamp });
    expect(botReason(data, options)).toBeNull();
    expect(isBot(data, options)).toBe(false);
  });

  it("catches a filled honeypot, even with a good time", () => {
    const data = form({ [HONEYPOT_FIELD]: "http://spam.example", [FORM_TIMESTAMP_FIELD]: stamp });
    expect(botReason(data, options)).toBe("honeypot");
    expect(isBot(data, options)).toBe(true);
    const withFile = form({ [HONEYPOT_FIELD]: new File(["x"], "x.txt"), [FORM_TIMESTAMP_FIELD]: stamp });
    expect(botReason(withFile, options)).toBe("honeypot");
  });

  it("ignores a honeypot holding only spaces", () => {
    expect(isBot(form({ [HONEYPOT_FIELD]: "  ", [FORM_TIMESTAMP_FIELD]: stamp }), options)).toBe(false);
  });

  it("catches a fast post and a missing or forged timestamp", () => {
    expect(botReason(form({ [FORM_TIMESTAMP_FIELD]: stamp }), { secret: SECRET, now: at(500) })).toBe("too-fast");
    expect(botReason(form({}), options)).toBe("invalid-timestamp");
    expect(botReason(form({ [FORM_TIMESTAMP_FIELD]: `${T0.getTime()}.forged` }), options)).toBe("invalid-timestamp");
  });

  it("works with URLSearchParams bodies too", () => {
    const body = new URLSearchParams({ [FORM_TIMESTAMP_FIELD]: stamp, [HONEYPOT_FIELD]: "" });
    expect(isBot(body, options)).toBe(false);
  });
});
