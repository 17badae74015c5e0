import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, test } from 'vitest';

import * as pagePaths from '#app/data/page-paths.ts';

/** The share of comment lines the product code keeps to (docs/decisions/0047). */
const COMMENT_SHARE = 0.05;
const TEXT_FILE = /\.(ts|tsx|mts|mjs|js|css|md|txt)$/;

function textFiles(root: string): string[] {
  return readdirSync(root, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('.') || entry.name === 'node_modules') return [];
    const file = path.join(root, entry.name);
    if (entry.isDirectory()) return textFiles(file);
    return TEXT_FILE.test(entry.name) ? [file] : [];
  });
}

/** Every `file:line` whose text matches `pattern`. */
function linesMatching(files: string[], pattern: RegExp): string[] {
  return files.flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, index) =>
        pattern.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [],
      ),
  );
}

/** Every folder below `root`, itself included. */
function folders(root: string): string[] {
  return [
    root,
    ...readdirSync(root, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name !== 'node_modules')
      .flatMap((entry) => folders(path.join(root, entry.name))),
  ];
}

test('no folder of app/ or server/ holds more than 25 files: a larger one wants a concern of its own', () => {
  const crowded = ['app', 'server']
    .flatMap(folders)
    .map((folder) => ({
      folder,
      files: readdirSync(folder, { withFileTypes: true }).filter((entry) => entry.isFile()).length,
    }))
    .filter(({ files }) => files > 25);
  expect(crowded).toEqual([]);
});

describe('the product code explains itself', () => {
  // An issue number or the team's spec says nothing to the next reader: the why, or a link to
  // docs/product.md or a decision, does. Tests may still name the issue they came from.
  const productFiles = ['app', 'server']
    .flatMap(textFiles)
    .filter((file) => !/\.test\.tsx?$/.test(file));

  test('no comment or text in app/ or server/ names an issue', () => {
    expect(linesMatching(productFiles, /\bissue \d+/i)).toEqual([]);
  });

  test('comments are lean: at most one line in twenty of the product code is a comment', () => {
    // Migrations keep their frozen headers; the why of a declaration is one line, the essay is
    // in the decision it links to.
    const code = productFiles.filter(
      (file) => /\.tsx?$/.test(file) && !file.includes(`${path.sep}migrations${path.sep}`),
    );
    let lines = 0;
    let comments = 0;
    for (const file of code) {
      for (const line of readFileSync(file, 'utf8').split('\n')) {
        lines += 1;
        if (/^\s*(\/\/|\/\*|\*)/.test(line)) comments += 1;
      }
    }
    expect(comments / lines).toBeLessThanOrEqual(COMMENT_SHARE);
  });

  test('no comment or text in app/ or server/ names the SPEC', () => {
    expect(linesMatching(productFiles, /\bSPEC\b/)).toEqual([]);
  });

  test('links, redirects and mails take their page paths from page-paths.ts', () => {
    const paths = Object.values(pagePaths as Record<string, unknown>)
      .filter((value): value is string => typeof value === 'string')
      .filter((value) => value !== '/' && !value.includes(':'))
      .sort((a, b) => b.length - a.length)
      .map((value) => value.replace(/[.]/g, '\\.'));
    // A path opening a string or a template, or following the site's address; comments aside.
    const literal = new RegExp(`(['"\`]|publicUrl\\})(${paths.join('|')})(?![\\w.-])`);
    const code = productFiles.filter((file) => !file.endsWith('page-paths.ts'));
    const lines = linesMatching(code, literal).filter(
      (line) => !/^\S+: (\*|\/\/|\/\*|\{\/\*)/.test(line),
    );
    expect(lines).toEqual([]);
  });
});

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  let inCode = false;
  for (const line of markdown.split('\n')) {
    if (line.startsWith('```')) inCode = !inCode;
    const heading = inCode ? null : /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (!heading?.[1]) continue;
    const slug = heading[1]
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    let anchor = slug;
    for (let n = 1; anchors.has(anchor); n++) anchor = `${slug}-${n}`;
    anchors.add(anchor);
  }
  return anchors;
}

test('every link into docs/product.md names one of its headings', () => {
  const anchors = headingAnchors(readFileSync('docs/product.md', 'utf8'));
  expect(anchors).toContain('publishing-desk');
  const files = ['app', 'server', 'scripts', 'tests', 'docs']
    .flatMap(textFiles)
    .concat('README.md');
  // Within docs/product.md a link to its own heading is written `](#anchor)`.
  const link = (file: string) =>
    file === path.join('docs', 'product.md')
      ? /(?:product\.md|\]\()#([\p{L}\p{N}_-]+)/gu
      : /product\.md#([\p{L}\p{N}_-]+)/gu;
  const broken = files.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(link(file))]
      .map((match) => match[1] ?? '')
      .filter((anchor) => !anchors.has(anchor))
      .map((anchor) => `${file}: #${anchor}`),
  );
  expect(broken).toEqual([]);
});
