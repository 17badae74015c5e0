// Every public page rendered per request, on this checkout's build and on another's: how a change
// moves the pages' cost. Both servers run side by side; each page is asked for 200 times on one,
// then on the other, in turns, and the server's own CPU time is divided by the requests: on a
// shared machine that moves far less than requests per second. Build both checkouts first.
// Usage: node scripts/bench-pages.mjs <checkout-before> [rounds]
import { readFileSync, rmSync } from 'node:fs';

import autocannon from 'autocannon';

import { startProductionServer } from './lib/production-server.mjs';
import { PUBLIC_PAGES } from './lib/public-pages.mjs';

const [before, roundsText = '5'] = process.argv.slice(2);
if (!before) {
  console.error('Kullanım: node scripts/bench-pages.mjs <önceki-checkout> [tur]');
  process.exit(2);
}
const REQUESTS = 200;
const sites = [
  { name: 'önce', cwd: before, port: 3310 },
  { name: 'sonra', cwd: '.', port: 3311 },
];

/** The process's user and system CPU time so far, in ms (/proc/<pid>/stat, in clock ticks). */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** The server's CPU ms per page, rendered per request (a cookie keeps it out of the page cache). */
async function cpuPerRequest(site, page) {
  const start = cpuMs(site.pid);
  const run = await autocannon({
    url: `http://127.0.0.1:${site.port}${page}`,
    connections: 4,
    amount: REQUESTS,
    headers: { cookie: 'bench=1' },
  });
  return { ms: (cpuMs(site.pid) - start) / REQUESTS, errors: run.errors + run.non2xx };
}

const started = [];
try {
  for (const site of sites) {
    const running = await startProductionServer({
      port: site.port,
      dataDirPrefix: 'koc-bench-pages-',
      cwd: site.cwd,
    });
    started.push(running);
    site.pid = running.server.pid;
    // One visit each first: the first render of a route loads its modules.
    for (const page of PUBLIC_PAGES) {
      await (await fetch(`http://127.0.0.1:${site.port}${page}`)).text();
    }
  }
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const lines = [
    '| Sayfa | Önce: CPU ms/istek | Sonra: CPU ms/istek | Değişim | Hata (önce / sonra) |',
    '| --- | --- | --- | --- | --- |',
  ];
  for (const page of PUBLIC_PAGES) {
    const runs = sites.map(() => []);
    for (let round = 0; round < Number(roundsText); round += 1) {
      for (const [index, site] of sites.entries())
        runs[index].push(await cpuPerRequest(site, page));
    }
    const [was, now] = runs.map((each) => median(each.map((run) => run.ms)));
    const errors = runs.map((each) => each.reduce((sum, run) => sum + run.errors, 0)).join(' / ');
    const change = Math.round(((now - was) / was) * 1000) / 10;
    lines.push(
      `| ${page} | ${was.toFixed(2)} | ${now.toFixed(2)} | ${change > 0 ? '+' : ''}${change} % | ${errors} |`,
    );
    console.log(lines.at(-1));
  }
  console.log(`\n${REQUESTS} istek × ${roundsText} tur, ortanca:\n\n${lines.join('\n')}`);
} finally {
  for (const { server, dataDir } of started) {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}
