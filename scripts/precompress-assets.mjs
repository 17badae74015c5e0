// Part of `npm run build`: writes a brotli (.br) and a gzip (.gz) copy beside every compressible
// file of build/client, at the highest levels, once. The server sends these copies as they are
// (server/http/static-files.ts) instead of compressing scripts again for every visitor.
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

// The directory may be named (the tests do); the build's own is the default.
const ROOT = process.argv[2] ?? 'build/client';
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.svg', '.json', '.txt', '.xml', '.ico']);

const listFiles = () =>
  readdirSync(ROOT, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));

// Copies from an earlier run go first: one whose file is gone would otherwise be served alone.
for (const file of listFiles()) {
  if (file.endsWith('.br') || file.endsWith('.gz')) rmSync(file);
}

let files = 0;
let before = 0;
let after = 0;
for (const file of listFiles()) {
  if (!COMPRESSIBLE.has(path.extname(file))) continue;
  const body = readFileSync(file);
  const brotli = brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
  const gzip = gzipSync(body, { level: constants.Z_BEST_COMPRESSION });
  // A copy no smaller than the file itself is not worth a header.
  if (brotli.length < body.length) writeFileSync(`${file}.br`, brotli);
  if (gzip.length < body.length) writeFileSync(`${file}.gz`, gzip);
  files += 1;
  before += body.length;
  after += Math.min(brotli.length, body.length);
}
console.log(
  `precompress: ${files} dosya, ${Math.round(before / 1024)} KB → ${Math.round(after / 1024)} KB (br)`,
);
