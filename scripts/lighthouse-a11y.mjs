// `node scripts/lighthouse-a11y.mjs [port]`: Lighthouse's accessibility category (mobile preset,
// 412 × 823) on every public page of the production build (`npm run build` first), started as
// `npm start` starts it; prints each page's score and the failing audits with their nodes.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

import { CHROMIUM, LIGHTHOUSE_CHROME_FLAGS } from './lib/chrome.mjs';
import { startProductionServer } from './lib/production-server.mjs';
import { PUBLIC_PAGES } from './lib/public-pages.mjs';

const PORT = Number(process.argv[2] ?? 3302);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const { server } = await startProductionServer({ port: PORT, dataDirPrefix: 'koc-a11y-' });

const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM,
  chromeFlags: LIGHTHOUSE_CHROME_FLAGS,
  ignoreDefaultFlags: true,
});
let failed = 0;
try {
  for (const page of PUBLIC_PAGES) {
    const { lhr } = await lighthouse(`${ORIGIN}${page}`, {
      port: chrome.port,
      logLevel: 'error',
      onlyCategories: ['accessibility'],
    });
    const score = Math.round((lhr.categories.accessibility.score ?? 0) * 100);
    if (score < 100) failed += 1;
    console.log(`${page}: ${score}`);
    for (const audit of Object.values(lhr.audits)) {
      if (audit.score === null || audit.score === 1 || audit.scoreDisplayMode !== 'binary')
        continue;
      console.log(`  ${audit.id}: ${audit.title}`);
      for (const item of audit.details?.items ?? []) {
        console.log(`    ${item.node?.selector} — ${item.node?.explanation?.replace(/\n/g, ' ')}`);
      }
    }
  }
} finally {
  await chrome.kill();
  server.kill();
}
process.exitCode = failed ? 1 : 0;
