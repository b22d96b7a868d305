// The SHA-256 of an agreement's exact text (UTF-8) and of its signature image, as lower-case hex.
import { createHash } from "node:crypto";

export function sha256Hex(content: string | Uint8Array): string {
  return createHash("sha256").update(content).digest("hex");
}
