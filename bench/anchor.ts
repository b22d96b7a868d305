// The static anchor of `npm run bench` (decision 0036): a bare Node HTTP server answering every GET with
// one pre-compressed 40 KB HTML page (brotli or gzip as accepted, 304 for its ETag). What this
// machine can serve at best in the same run; the app's pages are reported as a share of it.
// `node bench/anchor.ts <port>`, or `node bench/anchor.ts --write <file>` to write the page and its .gz.
import { writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/**
 * A page of about `bytes` bytes of HTML that compresses like Yolda's pages (about 6:1 with
 * brotli): markup around words and numbers drawn from a seeded generator.
 */
function anchorPage(bytes = 40 * 1024): string {
  let seed = 20_261_124;
  const next = () => {
    seed = (Math.imul(seed, 1_103_515_245) + 12_345) >>> 0;
    return seed / 4_294_967_296;
  };
  const syllables = [
    "ka",
    "ra",
    "ma",
    "ye",
    "ol",
    "da",
    "is",
    "tan",
    "bul",
    "an",
    "ka",
    "iz",
    "mir",
    "oto",
    "ofis",
    "gün",
    "tl",
  ];
  const word = () =>
    Array.from({ length: 1 + Math.floor(next() * 4) }, () => syllables[Math.floor(next() * syllables.length)]).join("");
  const parts = ["<!doctype html><html lang=tr><head><meta charset=utf-8><title>Anchor</title></head><body>"];
  let size = parts[0]!.length;
  while (size < bytes - 20) {
    const words = Array.from({ length: 4 + Math.floor(next() * 8) }, word).join(" ");
    const line = `<li class="card c${Math.floor(next() * 9)}"><a href="/${word()}-${word()}">${words}</a> <b>${Math.floor(next() * 100_000)} TL</b></li>\n`;
    parts.push(line);
    size += Buffer.byteLength(line);
  }
  parts.push("</body></html>");
  return parts.join("");
}

const identity = Buffer.from(anchorPage());
const br = brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
const gz = gzipSync(identity, { level: 9 });
const etag = '"anchor-1"';

if (process.argv[2] === "--write") {
  // For nginx: the page and its .gz (gzip_static) at the given path.
  const file = process.argv[3] ?? "index.html";
  writeFileSync(file, identity);
  writeFileSync(`${file}.gz`, gz);
  process.exit(0);
}
const port = Number(process.argv[2] ?? 3998);

createServer((req, res) => {
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  res.setHeader("ETag", etag);
  res.setHeader("Vary", "Accept-Encoding");
  if (req.headers["if-none-match"] === etag) {
    res.statusCode = 304;
    return res.end();
  }
  const accept = req.headers["accept-encoding"] ?? "";
  const [encoding, body] = /\bbr\b/.test(accept)
    ? ["br", br]
    : /\bgzip\b/.test(accept)
      ? ["gzip", gz]
      : [null, identity];
  if (encoding) res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", body.length);
  res.end(body);
}).listen(port, "127.0.0.1", () => console.log(`anchor on ${port}`));
