// Double-submit XSRF protection: the XSRF-TOKEN cookie must come back in the X-XSRF-TOKEN
// header (scripts) or the _xsrf form field (plain forms) on every state-changing request.
import { randomBytes, timingSafeEqual } from "node:crypto";

export const XSRF_COOKIE = "XSRF-TOKEN";
export const XSRF_HEADER = "x-xsrf-token";
export const XSRF_FIELD = "_xsrf";

export function newXsrfToken(): string {
  return randomBytes(24).toString("base64url");
}

export function isStateChanging(method: string): boolean {
  return !["GET", "HEAD", "OPTIONS"].includes(method.toUpperCase());
}

export function tokensMatch(expected: string | undefined, given: string | null | undefined): boolean {
  if (!expected || !given) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The token a request carries: the header first, else the form field of a form body. */
export async function submittedXsrfToken(request: Request): Promise<string | null> {
  const header = request.headers.get(XSRF_HEADER);
  if (header) return header;
  const type = request.headers.get("content-type") ?? "";
  if (!type.includes("application/x-www-form-urlencoded") && !type.includes("multipart/form-data")) return null;
  try {
    const form = await request.clone().formData();
    const value = form.get(XSRF_FIELD);
    return typeof value === "string" ? value : null;
  } catch {
    return null;
  }
}
