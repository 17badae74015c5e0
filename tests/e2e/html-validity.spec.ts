import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

import { expect, test } from './fixtures.ts';
import vnuJar from 'vnu-jar';

import { publicRoutes } from './routes.ts';

type VnuMessage = { type: string; url: string; lastLine?: number; message: string };

test('the server-rendered HTML of every route passes the Nu HTML Checker', async ({ request }) => {
  test.setTimeout(120_000);
  const dir = await mkdtemp(path.join(tmpdir(), 'vnu-'));
  const files: string[] = [];
  for (const [index, { path: route }] of [...publicRoutes, { path: '/404' }].entries()) {
    const file = path.join(dir, `${index}-${route.replace(/[^a-z0-9]+/gi, '_')}.html`);
    await writeFile(file, await (await request.get(route)).text());
    files.push(file);
  }
  const { stderr } = await promisify(execFile)(
    'java',
    ['-jar', vnuJar, '--errors-only', '--format', 'json', '--exit-zero-always', ...files],
    { maxBuffer: 16 * 1024 * 1024 },
  );
  // The checker's CSS grammar predates @property, margin-trim and other current CSS that the
  // generated stylesheet, now inside every page, uses; the markup itself must have no error.
  const messages = (JSON.parse(stderr) as { messages: VnuMessage[] }).messages.filter(
    (message) => !message.message.startsWith('CSS:'),
  );
  expect(messages.map((m) => `${path.basename(m.url)}:${m.lastLine ?? '?'} ${m.message}`)).toEqual(
    [],
  );
});
