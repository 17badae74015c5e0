// `npm test`: static checks, unit and integration tests (Vitest), the production build, and
// the browser tests (Playwright) against it. Ends with one line: "tests: N passed, M failed".
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';

import pg from 'pg';

const tmp = 'tests/.tmp';
mkdirSync(tmp, { recursive: true });
let passed = 0;
let failed = 0;
// Named again just above the summary, so that the end of a long log says what failed.
const failures = [];

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

function countStep(label, ok) {
  if (ok) passed += 1;
  else {
    failed += 1;
    failures.push(label);
    console.error(`✗ ${label} failed`);
  }
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/**
 * The data-layer tests also run on PostgreSQL: the one in TEST_DATABASE_URL, or else a fresh
 * database on a local server at 127.0.0.1:5432 when one answers (dropped afterwards).
 */
async function preparePostgres() {
  if (process.env.TEST_DATABASE_URL) return async () => {};
  const adminUrl = 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `koc_test_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2000 });
  try {
    await admin.connect();
    await admin.query(`create database ${name}`);
  } catch {
    console.log('PostgreSQL yok (127.0.0.1:5432): veri katmanı testleri yalnızca SQLite üzerinde.');
    await admin.end().catch(() => {});
    return async () => {};
  }
  await admin.end();
  process.env.TEST_DATABASE_URL = `postgres://postgres@127.0.0.1:5432/${name}`;
  console.log(`PostgreSQL test veritabanı: ${name}`);
  return async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  };
}

const dropPostgres = await preparePostgres();

countStep('typecheck', run('typecheck', 'npm', ['run', '--silent', 'typecheck']));
countStep('lint', run('lint', 'npm', ['run', '--silent', 'lint']));
countStep('format', run('format', 'npm', ['run', '--silent', 'format:check']));

const vitestReport = `${tmp}/vitest.json`;
rmSync(vitestReport, { force: true });
const vitestOk = run('unit and integration tests', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
]);
const vitest = readJson(vitestReport);
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
  for (const file of vitest.testResults) {
    for (const test of file.assertionResults) {
      if (test.status === 'failed') failures.push(`${file.name} › ${test.fullName}`);
    }
    if (file.status === 'failed' && file.assertionResults.length === 0) failures.push(file.name);
  }
  if (!vitestOk && vitest.numFailedTests === 0) failed += 1; // e.g. a file that failed to load
} else if (!vitestOk) {
  failed += 1;
  failures.push('unit and integration tests');
}

const buildOk = run('production build', 'npm', ['run', '--silent', 'build']);
countStep('build', buildOk);

if (buildOk) {
  const playwrightReport = `${tmp}/playwright.json`;
  rmSync(playwrightReport, { force: true });
  rmSync(`${tmp}/e2e-data`, { recursive: true, force: true });
  const browserOk = run('browser tests', 'npx', ['playwright', 'test'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
  });
  const report = readJson(playwrightReport);
  const stats = report?.stats;
  if (report) collectPlaywrightFailures(report.suites ?? []);
  if (stats) {
    passed += stats.expected + stats.flaky;
    failed += stats.unexpected;
    if (!browserOk && stats.unexpected === 0) failed += 1; // no Chromium, server did not start
  } else if (!browserOk) {
    failed += 1;
    failures.push('browser tests');
  }
}

/** Playwright's report nests suites; a spec failed when its last try did not pass. */
function collectPlaywrightFailures(suites, titles = []) {
  for (const suite of suites) {
    const path = suite.title ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      const unexpected = (spec.tests ?? []).some((test) => test.status === 'unexpected');
      if (unexpected) failures.push([...path, spec.title].join(' › '));
    }
    collectPlaywrightFailures(suite.suites ?? [], path);
  }
}

await dropPostgres();
if (failures.length > 0)
  console.log(`\nfailed:\n${failures.map((name) => `  ✗ ${name}`).join('\n')}`);
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
