import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { expect, test } from 'vitest';

import { ENV_VARIABLES } from '#app/server/config.server.ts';

/** The variable names in the first column of the table under "## Configuration" in README.md. */
function documentedVariables(): string[] {
  const readme = readFileSync('README.md', 'utf8');
  const section = readme.split(/^## /m).find((part) => part.startsWith('Configuration\n'));
  if (!section) throw new Error('README.md has no "## Configuration" section');
  const rows = section
    .split('\n')
    .filter((line) => line.startsWith('|'))
    // The header row and the |---| line.
    .slice(2);
  return rows.flatMap((row) =>
    [...(row.split('|')[1] ?? '').matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((match) => match[1]!),
  );
}

/** `process.env.NAME` read anywhere in the server's own code, outside tests. */
function variablesReadInCode(): string[] {
  const names: string[] = [];
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(file);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        const source = readFileSync(file, 'utf8');
        for (const match of source.matchAll(
          /process\.env(?:\.([A-Z0-9_]+)|\[['"]([A-Z0-9_]+)['"]\])/g,
        )) {
          names.push((match[1] ?? match[2])!);
        }
      }
    }
  };
  visit('app');
  visit('server');
  return names;
}

test('the README configuration table lists every environment variable the server reads, and no other', () => {
  const documented = documentedVariables();
  expect(ENV_VARIABLES.length).toBeGreaterThan(30);
  expect(new Set(documented).size, 'a variable listed twice').toBe(documented.length);
  expect([...documented].sort()).toEqual([...ENV_VARIABLES].sort());
});

test('a variable read straight from process.env in the server code is in the table too', () => {
  const documented = new Set(documentedVariables());
  expect(variablesReadInCode().filter((name) => !documented.has(name))).toEqual([]);
});
