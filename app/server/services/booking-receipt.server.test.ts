import { describe, expect, it } from "vitest";
import {
  browserKey,
  paymentViewerCookie,
  paymentViewerIds,
  RECEIPT_TTL_SECONDS,
  receiptCookie,
  receiptNumbers,
} from "./booking-receipt.server.ts";

const secret = "a-test-secret-of-at-least-32-characters!!";
const now = new Date("2026-11-21T10:00:00Z");
const cookieOf = (setCookie: string) => setCookie.split(";")[0] ?? "";

describe("receipt cookie", () => {
  it("lists the reservations this browser made, newest first", () => {
    const first = cookieOf(receiptCookie(null, "YLD-AAAAAAA", secret, now, false));
    const second = cookieOf(receiptCookie(first, "YLD-BBBBBBB", secret, now, false));
    expect(receiptNumbers(second, secret, now)).toEqual(["YLD-BBBBBBB", "YLD-AAAAAAA"]);
  });
  it("is HttpOnly and short-lived", () => {
    const header = receiptCookie(null, "YLD-AAAAAAA", secret, now, true);
    expect(header).toMatch(/HttpOnly/i);
    expect(header).toMatch(/Secure/i);
    const cookie = cookieOf(header);
    expect(receiptNumbers(cookie, secret, new Date(now.getTime() + (RECEIPT_TTL_SECONDS + 1) * 1000))).toEqual([]);
  });
  it("refuses a forged or re-signed value", () => {
    const cookie = cookieOf(receiptCookie(null, "YLD-AAAAAAA", secret, now, false));
    expect(receiptNumbers(cookie, "another-secret-of-at-least-32-characters", now)).toEqual([]);
    const [name, value = ""] = cookie.split("=");
    const [, sig] = value.split(".");
    const forged = Buffer.from(JSON.stringify({ n: ["YLD-CCCCCCC"], e: now.getTime() + 1e6 })).toString("base64url");
    expect(receiptNumbers(`${name}=${forged}.${sig}`, secret, now)).toEqual([]);
  });
});

describe("payment viewer cookie", () => {
  it("lists the payments this browser opened the card page of", () => {
    const first = cookieOf(paymentViewerCookie(null, "pay-1", secret, now, false));
    const second = cookieOf(paymentViewerCookie(first, "pay-2", secret, now, false));
    expect(paymentViewerIds(second, secret, now)).toEqual(["pay-2", "pay-1"]);
    expect(paymentViewerIds(null, secret, now)).toEqual([]);
  });
  it("is not the receipt cookie under another name: each list is signed with its own name", () => {
    const receipt = cookieOf(receiptCookie(null, "pay-1", secret, now, false));
    const value = receipt.slice(receipt.indexOf("=") + 1);
    expect(paymentViewerIds(`yolda_pay=${value}`, secret, now)).toEqual([]);
  });
});

describe("browser key", () => {
  it("keeps a valid key and makes one when missing; the database sees only its hash", () => {
    const made = browserKey(null);
    expect(made.setCookie).not.toBeNull();
    const again = browserKey(`yolda_bk=${made.fresh}`);
    expect(again.setCookie).toBeNull();
    expect(again.hash).toBe(made.hash);
    expect(again.hash).not.toContain(made.fresh);
  });
});
