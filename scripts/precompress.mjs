// Writes x.br and x.gz beside every compressible client asset, so Express serves them without
// compressing on each request (server/app.ts picks the variant by Accept-Encoding).
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const dir = path.resolve(process.env.YOLDA_BUILD_DIR ?? "build", "client", "assets");
const compressible = /\.(js|mjs|css|svg|json|txt|html|map|webmanifest|xml)$/;

let files = 0;
let raw = 0;
let br = 0;
let gz = 0;
for (const name of readdirSync(dir, { recursive: true })) {
  const file = path.join(dir, String(name));
  if (!compressible.test(file) || !statSync(file).isFile()) continue;
  const content = readFileSync(file);
  const brotli = brotliCompressSync(content, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  });
  const gzip = gzipSync(content, { level: 9 });
  // A variant is kept only when it saves more than its Content-Encoding header costs (about 30 bytes).
  if (brotli.length + 32 > content.length) continue;
  writeFileSync(`${file}.br`, brotli);
  if (gzip.length + 32 <= content.length) writeFileSync(`${file}.gz`, gzip);
  files += 1;
  raw += content.length;
  br += brotli.length;
  gz += gzip.length;
}
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
console.log(`precompress: ${files} assets, ${kb(raw)} raw, ${kb(gz)} gzip, ${kb(br)} brotli`);
