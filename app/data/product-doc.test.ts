import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { expect, test } from 'vitest';

import { adminMessages } from '#app/data/messages/admin-messages.ts';
import { bookingMessages } from '#app/data/messages/booking-messages.ts';
import { messages } from '#app/data/messages/messages.ts';
import { confirmMessages } from '#app/data/messages/newsletter-confirm-messages.ts';
import { passkeyMessages } from '#app/data/messages/passkey-messages.ts';
import { postImageMessages } from '#app/data/messages/post-image-messages.ts';
import { unsubscribeMessages } from '#app/data/privacy.ts';
import { bookingSettingsMessages } from '#app/schemas/booking-settings.ts';
import { accountMessages } from '#app/server/admin/sign-in/account.server.ts';
import { accountsMessages } from '#app/server/admin/sign-in/accounts.server.ts';
import { bookingDeskMessages } from '#app/server/admin/desks/booking-desk.server.ts';
import { invitationMessages } from '#app/server/admin/sign-in/invitation.server.ts';
import { newsletterDeskMessages } from '#app/server/admin/desks/newsletter-desk.server.ts';
import { postDeskMessages } from '#app/server/admin/desks/post-desk.server.ts';
import { secondFactorMessages } from '#app/server/admin/sign-in/second-factor.server.ts';
import { secondStepMessages } from '#app/server/admin/sign-in/second-step.server.ts';

/*
 * Issue 38: docs/product.md's messages are what the pages say. The document's convention: the
 * tables whose column is named "Message", "Toast", "Toast title" or "Toast text" quote messages,
 * each in backticks as one span, with a placeholder in braces (`{time}`, `{süre}`, `{n}`) or an
 * example number where the code puts a value. Both ways are read: every message those tables quote
 * is one the code has, and every message a visitor gets from the forms' tables below is quoted
 * somewhere in the document. A message changed on one side only fails here.
 */
const visitorTables: Record<string, unknown> = {
  messages,
  bookingMessages,
  confirmMessages,
  unsubscribeMessages,
};
const tables: Record<string, unknown> = {
  ...visitorTables,
  adminMessages,
  passkeyMessages,
  postImageMessages,
  bookingSettingsMessages,
  accountMessages,
  accountsMessages,
  bookingDeskMessages,
  invitationMessages,
  newsletterDeskMessages,
  postDeskMessages,
  secondFactorMessages,
  secondStepMessages,
};

/**
 * A value a message function gets in place of each argument: in text it reads `{…}`, as a number
 * NaN, so the message comes out with a mark where the document has its placeholder.
 */
const anyValue = {
  [Symbol.toPrimitive]: (hint: string) => (hint === 'number' ? Number.NaN : '{…}'),
};
const SOME_TIME = '2030-01-08T07:00:00.000Z';

/** Every message of a table, by its path ("bookingMessages.success"), functions called. */
function messagesOf(value: unknown, name: string): Array<[string, string]> {
  if (typeof value === 'string') return [[name, value]];
  if (typeof value === 'function') {
    const call = (arg: unknown) =>
      (value as (...args: unknown[]) => unknown)(...Array.from({ length: value.length }, () => arg));
    let text: unknown;
    try {
      text = call(anyValue);
    } catch {
      // A message that formats a date needs one: the document has a placeholder there.
      text = call(SOME_TIME);
    }
    return messagesOf(text, name);
  }
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) => messagesOf(inner, `${name}.${key}`));
  }
  return [];
}

const root = path.join(import.meta.dirname, '../..');
const doc = readFileSync(path.join(root, 'docs/product.md'), 'utf8');
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
const spansOf = (text: string) => [...text.matchAll(/`([^`]+)`/g)].map((m) => oneLine(m[1]!));

/** The spans of the message columns of the document's tables, with their line. */
function tableMessages(): Array<{ line: number; text: string }> {
  const lines = doc.split('\n');
  const found: Array<{ line: number; text: string }> = [];
  const cellsOf = (row: string) =>
    row
      .trim()
      .replace(/^\||\|$/g, '')
      .split(/(?<!\\)\|/)
      .map((cell) => cell.trim());
  for (let i = 0; i < lines.length - 1; i++) {
    if (!lines[i]!.startsWith('|') || !/^\|[\s|:-]+\|$/.test(lines[i + 1]!)) continue;
    const columns = cellsOf(lines[i]!).flatMap((header, index) =>
      /^(message|toast)/i.test(header) ? [index] : [],
    );
    let row = i + 2;
    for (; row < lines.length && lines[row]!.startsWith('|'); row++) {
      const cells = cellsOf(lines[row]!);
      for (const column of columns) {
        for (const text of spansOf(cells[column] ?? '')) found.push({ line: row + 1, text });
      }
    }
    i = row;
  }
  return found;
}

/** What a span matches: its placeholders and numbers stand for whatever the code puts there. */
function pattern(span: string): RegExp {
  const parts = span.split(/(\{[^{}]+\}|\d+(?:[.,]\d+)*)/);
  const source = parts
    .map((part, index) => {
      if (index % 2 === 0) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      return part.startsWith('{')
        ? '.+?'
        : `(?:${part.replace(/[.,]/g, '\\$&')}|NaN|\\{…\\})`;
    })
    .join('');
  return new RegExp(`^${source}$`, 'u');
}

/**
 * The texts of the product's code: the tables' messages, and the string literals of app/ (some
 * messages are written where they are used), a template's `${…}` read as a placeholder.
 */
function codeTexts(): string[] {
  const literals: string[] = [];
  const files = readdirSync(path.join(root, 'app'), { recursive: true, encoding: 'utf8' }).filter(
    (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file),
  );
  for (const file of files) {
    const source = readFileSync(path.join(root, 'app', file), 'utf8');
    for (const match of source.matchAll(/'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|`([^`]*)`/g)) {
      const text = match[1] ?? match[2] ?? match[3] ?? '';
      literals.push(oneLine(text.replace(/\$\{[^}]*\}/g, '{…}')));
    }
  }
  const fromTables = Object.entries(tables).flatMap(([name, table]) => messagesOf(table, name));
  return [...fromTables.map(([, text]) => oneLine(text)), ...literals];
}

/**
 * Whether a quoted span and a text of the code say the same: the span's placeholders stand for the
 * code's values, or the code's `{…}` for what the span writes out (a detail such as
 * `Bilinmeyen yükleme hatası` put into `Fotoğraf yüklenirken bir hata oluştu: {…}`), as long as the
 * code's own words are a sentence and not just a placeholder and a word.
 */
function same(span: string, code: string): boolean {
  if (pattern(span).test(code)) return true;
  if (!code.includes('{…}') || code.replace(/\{…\}/g, '').length < 16) return false;
  const escaped = code.split('{…}').map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${escaped.join('.+?')}$`, 'u').test(span);
}

/** A span that is all placeholder (`{time}`) would match any text: only spans with words. */
const hasWords = (span: string) => /\p{L}{3,}/u.test(span.replace(/\{[^{}]+\}/g, ''));

test('every message the document’s tables quote is one the product says', () => {
  const quoted = tableMessages();
  expect(quoted.length).toBeGreaterThan(100);
  const texts = codeTexts();
  const unknown = quoted
    .filter(({ text }) => hasWords(text) && !texts.some((code) => same(text, code)))
    .map(({ line, text }) => `docs/product.md:${line}: ${text}`);
  expect(unknown).toEqual([]);
});

test('every message of the visitor forms is quoted in the document as the product says it', () => {
  const spans = spansOf(doc).filter(hasWords);
  const all = Object.entries(visitorTables).flatMap(([name, table]) => messagesOf(table, name));
  expect(all.length).toBeGreaterThan(60);
  const missing = all
    .filter(([, text]) => !spans.some((span) => same(span, oneLine(text))))
    .map(([name, text]) => `${name}: ${text}`);
  expect(missing).toEqual([]);
});

test('a message changed in the code alone is caught', () => {
  const patterns = tableMessages().map(({ text }) => pattern(text));
  const held = bookingMessages.success('{…}', 30);
  expect(patterns.some((span) => span.test(held))).toBe(true);
  const edited = held.replace('Seçtiğin zaman:', 'Seçtiğin saat:');
  expect(patterns.some((span) => span.test(edited))).toBe(false);
});
