import { describe, expect, it } from "vitest";
import { parseEnv, trustProxySetting } from "./env.server.ts";

/** A production configuration that passes; each refusal below changes one thing. */
const production = {
  APP_ENV: "production",
  SESSION_SECRET: "s".repeat(48),
  PUBLIC_URL: "https://www.yolda.com.tr",
  TRUST_PROXY: "1",
  PAYMENT_MODE: "live",
  PAYMENT_GATE_URL: "https://bank.example/fim/est3Dgate",
  PAYMENT_API_URL: "https://bank.example/fim/api",
  PAYMENT_STORE_KEY: "a-real-store-key-from-the-bank",
  PAYMENT_API_PASSWORD: "a-real-api-password",
};

/** The message of the refusal, which must name `variable`. */
function refusal(source: Record<string, string | undefined>): string {
  try {
    parseEnv(source);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error("the configuration was accepted");
}

describe("configuration", () => {
  it("has working defaults for the local demo", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.APP_NAME).toBe("Yolda");
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.PAYMENT_MODE).toBe("sandbox");
    expect(env.SEED_DEMO).toBe(true);
    expect(trustProxySetting(env)).toBe(false);
  });

  it("treats empty variables as unset", () => {
    expect(parseEnv({ DATABASE_URL: "", PORT: "" }).PORT).toBe(3000);
  });

  it("refuses the development session secret in production, naming the variable", () => {
    expect(refusal({ ...production, SESSION_SECRET: undefined })).toMatch(/SESSION_SECRET/);
  });

  it("never mounts the sandbox bank in production", () => {
    expect(refusal({ ...production, PAYMENT_MODE: "sandbox" })).toMatch(/PAYMENT_MODE/);
  });

  it("accepts a complete production configuration, without the demo seed", () => {
    const env = parseEnv(production);
    expect(env.APP_ENV).toBe("production");
    expect(env.SEED_DEMO).toBe(false);
    expect(trustProxySetting(env)).toBe(1);
  });

  it("picks the payment provider by configuration: EstV3 by default, iyzico only with its keys", () => {
    expect(parseEnv({}).PAYMENT_PROVIDER).toBe("estv3");
    expect(refusal({ PAYMENT_PROVIDER: "iyzico" })).toMatch(/IYZICO_API_KEY/);
    expect(refusal({ PAYMENT_PROVIDER: "paypal" })).toMatch(/PAYMENT_PROVIDER/);
    const iyzico = {
      PAYMENT_PROVIDER: "iyzico",
      IYZICO_API_KEY: "key",
      IYZICO_SECRET_KEY: "secret",
      IYZICO_BASE_URL: "https://sandbox-api.iyzipay.com",
    };
    expect(parseEnv(iyzico).PAYMENT_PROVIDER).toBe("iyzico");
  });

  it("names a bad variable", () => {
    expect(() => parseEnv({ PORT: "eighty" })).toThrow(/PORT/);
  });

  it("takes a pool size of 2-100 connections and leaves it to the default when unset (decision 0181)", () => {
    expect(parseEnv({}).DATABASE_POOL_SIZE).toBeUndefined();
    expect(parseEnv({ DATABASE_POOL_SIZE: "12" }).DATABASE_POOL_SIZE).toBe(12);
    expect(() => parseEnv({ DATABASE_POOL_SIZE: "1" })).toThrow(/DATABASE_POOL_SIZE/);
    expect(() => parseEnv({ DATABASE_POOL_SIZE: "six" })).toThrow(/DATABASE_POOL_SIZE/);
  });

  it("refuses live payments with no store key (the public sandbox key is the default)", () => {
    const message = refusal({ ...production, PAYMENT_STORE_KEY: undefined });
    expect(message).toMatch(/PAYMENT_STORE_KEY: .*sandbox key/);
    expect(message).not.toMatch(/PAYMENT_API_PASSWORD/);
  });

  it("refuses live payments with the sandbox store key written out, also outside production", () => {
    expect(refusal({ ...production, PAYMENT_STORE_KEY: "SANDBOX-STORE-KEY-123456" })).toMatch(/PAYMENT_STORE_KEY/);
    expect(
      refusal({
        PAYMENT_MODE: "live",
        PAYMENT_GATE_URL: production.PAYMENT_GATE_URL,
        PAYMENT_API_URL: production.PAYMENT_API_URL,
        PAYMENT_API_PASSWORD: production.PAYMENT_API_PASSWORD,
      }),
    ).toMatch(/PAYMENT_STORE_KEY/);
  });

  it("refuses live payments with the sandbox API password", () => {
    expect(refusal({ ...production, PAYMENT_API_PASSWORD: undefined })).toMatch(/PAYMENT_API_PASSWORD: .*sandbox/);
    expect(refusal({ ...production, PAYMENT_API_PASSWORD: "SANDBOX-API-PASS" })).toMatch(/PAYMENT_API_PASSWORD/);
  });

  it("refuses the benchmark API client's secret in production, and takes it elsewhere (decision 0145)", () => {
    const secret = "b".repeat(32);
    expect(refusal({ ...production, BENCH_API_CLIENT_SECRET: secret })).toMatch(
      /BENCH_API_CLIENT_SECRET: .*never created in production/,
    );
    expect(
      parseEnv({ PUBLIC_URL: "http://localhost:3000", BENCH_API_CLIENT_SECRET: secret }).BENCH_API_CLIENT_SECRET,
    ).toBe(secret);
  });

  it("refuses the demo seed in production", () => {
    expect(refusal({ ...production, SEED_DEMO: "1" })).toMatch(/SEED_DEMO: .*never loaded in production/);
    expect(parseEnv({ ...production, SEED_DEMO: "0" }).SEED_DEMO).toBe(false);
  });

  it.each([
    "http://localhost:3000",
    "https://127.0.0.1",
    "http://127.0.1.1:8080",
    "http://[::1]:3000",
    "http://0.0.0.0",
    "https://shop.localhost",
  ])("refuses the local PUBLIC_URL %s in production", (url) => {
    expect(refusal({ ...production, PUBLIC_URL: url })).toMatch(/PUBLIC_URL: .*local address/);
  });

  it("refuses production without a trust proxy setting", () => {
    expect(refusal({ ...production, TRUST_PROXY: undefined })).toMatch(/TRUST_PROXY/);
  });

  it("reads TRUST_PROXY as hops or as addresses, and refuses trusting anyone", () => {
    expect(trustProxySetting(parseEnv({ ...production, TRUST_PROXY: "0" }))).toBe(0);
    expect(trustProxySetting(parseEnv({ ...production, TRUST_PROXY: "10.0.0.0/8, loopback" }))).toEqual([
      "10.0.0.0/8",
      "loopback",
    ]);
    expect(refusal({ ...production, TRUST_PROXY: "true" })).toMatch(/TRUST_PROXY/);
    expect(refusal({ ...production, TRUST_PROXY: "10.0.0.0/99" })).toMatch(/TRUST_PROXY/);
  });

  it("keeps a development configuration open (local URL, demo seed, no proxy)", () => {
    const env = parseEnv({ PUBLIC_URL: "http://localhost:3000", SEED_DEMO: "1" });
    expect(env.SEED_DEMO).toBe(true);
  });

  it("wants a metrics token long enough not to be guessed", () => {
    expect(refusal({ METRICS_TOKEN: "short" })).toMatch(/METRICS_TOKEN/);
    expect(parseEnv({ METRICS_TOKEN: "m".repeat(32) }).METRICS_TOKEN).toBe("m".repeat(32));
  });
});
