// Fetches every public page of a build on a fresh database and writes them to a folder, with what
// changes per request or per build blanked (nonce, form key, asset names): run it on the build
// before a change and after, then `diff -r` the two folders (docs/decisions/0049).
// Usage: node scripts/page-snapshot.mjs <out-dir> [port]   (from the checkout whose build/ to use)
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { normalisePage } from './lib/page-normalise.mjs';
import { startProductionServer } from './lib/production-server.mjs';
import { PUBLIC_PAGES } from './lib/public-pages.mjs';

const [out, portText = '3990'] = process.argv.slice(2);
if (!out) {
  console.error('Kullanım: node scripts/page-snapshot.mjs <klasör> [port]');
  process.exit(2);
}
const port = Number(portText);
const origin = `http://127.0.0.1:${port}`;
const { server, dataDir } = await startProductionServer({ port, dataDirPrefix: 'koc-snapshot-' });

try {
  const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1]).pathname,
  );
  const targets = [
    ...new Set([...PUBLIC_PAGES, ...listed, '/sitemap.xml', '/blog/rss.xml', '/robots.txt']),
  ].sort();
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  for (const target of targets) {
    for (const suffix of target.endsWith('.xml') || target.endsWith('.txt')
      ? ['']
      : ['', '.data']) {
      const address = suffix && target === '/' ? '/_root.data' : `${target}${suffix}`;
      const answer = await fetch(`${origin}${address}`, { redirect: 'manual' });
      const body = normalisePage(await answer.text(), origin);
      const name = `${address.replace(/\//g, '_') || '_'}.txt`;
      writeFileSync(path.join(out, name), `${answer.status}\n${body}`);
    }
  }
  console.log(`${targets.length} adres, ${out} klasörüne yazıldı`);
} finally {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
