// What a page weighs on the wire: the scripts its HTML loads and their bytes as sent for an
// Accept-Encoding. Used by `npm run bench` and by the browser test that keeps the home page's
// JavaScript within its budget (docs/decisions/0015-javascript-budget.md).
import { request as httpRequest } from "node:http";

/** Bytes of the body as sent (compressed when asked), without decoding it. */
export function wireBytes(url: string, encoding: "identity" | "gzip" | "br"): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers: { "accept-encoding": encoding } }, (res) => {
      let n = 0;
      res.on("data", (chunk: Buffer) => (n += chunk.length));
      res.on("end", () => {
        // Tiny files are sent uncompressed whatever was asked; that is what the browser pays.
        if (res.statusCode !== 200) reject(new Error(`${url}: ${res.statusCode}`));
        else resolve(n);
      });
    });
    req.on("error", reject);
    req.setTimeout(10_000, () => req.destroy(new Error(`${url}: timed out`)));
    req.end();
  });
}

/** Every script the page loads: module preloads, module scripts and the inline entry import. */
export function scriptUrls(html: string): string[] {
  const found = new Set<string>();
  for (const m of html.matchAll(/(?:href|src)="(\/assets\/[^"]+\.js)"/g)) found.add(m[1] ?? "");
  for (const m of html.matchAll(/import\s*\(?\s*"(\/assets\/[^"]+\.js)"/g)) found.add(m[1] ?? "");
  found.delete("");
  return [...found].sort();
}
