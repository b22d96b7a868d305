import { describe, expect, it } from "vitest";
import { parseEnv } from "./env.server.ts";

describe("configuration", () => {
  it("has working defaults for the local demo", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.APP_NAME).toBe("Yolda");
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.PAYMENT_MODE).toBe("sandbox");
  });

  it("treats empty variables as unset", () => {
    expect(parseEnv({ DATABASE_URL: "", PORT: "" }).PORT).toBe(3000);
  });

  it("refuses the development session secret in production, naming the variable", () => {
    expect(() =>
      parseEnv({
        APP_ENV: "production",
        PAYMENT_MODE: "live",
        PAYMENT_GATE_URL: "https://b/gate",
        PAYMENT_API_URL: "https://b/api",
      }),
    ).toThrow(/SESSION_SECRET/);
  });

  it("never mounts the sandbox bank in production", () => {
    expect(() => parseEnv({ APP_ENV: "production", SESSION_SECRET: "x".repeat(40) })).toThrow(/PAYMENT_MODE/);
  });

  it("accepts a complete production configuration", () => {
    const env = parseEnv({
      APP_ENV: "production",
      SESSION_SECRET: "s".repeat(48),
      PAYMENT_MODE: "live",
      PAYMENT_GATE_URL: "https://bank.example/fim/est3Dgate",
      PAYMENT_API_URL: "https://bank.example/fim/api",
    });
    expect(env.APP_ENV).toBe("production");
  });

  it("names a bad variable", () => {
    expect(() => parseEnv({ PORT: "eighty" })).toThrow(/PORT/);
  });
});
