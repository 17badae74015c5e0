import { spawnSync } from 'node:child_process';

import { expect, test } from 'vitest';

/*
 * `npm run stress` attacks a server; it must never be pointed at another machine. The guard runs
 * before anything is started or built, so this costs only a node start.
 */
test.each(['10.0.0.1', 'localhost', 'ornek-koc.com.tr', '127.0.0.2'])(
  'npm run stress refuses the target %s and starts nothing',
  (host) => {
    const run = spawnSync(process.execPath, ['scripts/stress.mjs', '--host', host], {
      encoding: 'utf8',
      timeout: 15_000,
    });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain(`Yalnızca 127.0.0.1 hedeflenebilir (verilen: ${host})`);
    expect(run.stdout).toBe('');
  },
);
