import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

import type { APIRequestContext } from '@playwright/test';

import { decoded } from '../setup/smtp.ts';
import { E2E_PUBLIC_URL, E2E_SERVER_ENV } from '../../playwright.config.ts';
import { expect } from './fixtures.ts';
import { uniqueClient } from './helpers.ts';

/** The test server has no SMTP server: it writes each mail as an .eml file here. */
const OUTBOX = path.join(E2E_SERVER_ENV.DATA_DIR, 'outbox');

/**
 * The latest mail of `kind` (`newsletter-confirm`, `newsletter-welcome`) to `email`, headers
 * unfolded and the body decoded, waiting for the worker to write it.
 */
export async function latestMail(email: string, kind: string, after = ''): Promise<string> {
  let found: { file: string; text: string } | undefined;
  await expect
    .poll(async () => {
      found = undefined;
      const files = (await readdir(OUTBOX).catch(() => []))
        .filter((file) => file.endsWith(`-${kind}.eml`) && file > after)
        .sort();
      for (const file of files) {
        const raw = (await readFile(path.join(OUTBOX, file), 'utf8')).replace(/\r?\n[ \t]+/g, ' ');
        if (raw.includes(`\nTo: ${email}\n`)) found = { file, text: decoded(raw) };
      }
      return found?.file;
    })
    .toBeDefined();
  return found!.text;
}

/**
 * The file names of the outbox's mails written so far, to wait for a newer one. A newsletter's
 * mails (`bulten-{id}-….eml`) are named otherwise and would sort after every one of them.
 */
export async function lastMailFile(): Promise<string> {
  const files = await readdir(OUTBOX).catch(() => []);
  return (
    files
      .filter((file) => /^\d/.test(file))
      .sort()
      .pop() ?? ''
  );
}

/** The path of the one-time confirmation link in the latest confirmation mail to `email`. */
export async function confirmationPath(email: string, after = ''): Promise<string> {
  const mail = await latestMail(email, 'newsletter-confirm', after);
  const link = mail.match(/http:\/\/koc\.test\/bulten\/onayla\/[A-Za-z0-9_-]{43}/)?.[0];
  expect(link, 'the confirmation mail carries the link').toBeDefined();
  // The test server's public address is a name; the browser reaches it on the local port.
  return link!.slice(E2E_PUBLIC_URL.length);
}

/** Signs `email` up the way the footer form does without JavaScript, and confirms the sign-up. */
export async function subscribeConfirmed(request: APIRequestContext, email: string) {
  const before = await lastMailFile();
  const response = await request.post('/bulten', {
    headers: { ...uniqueClient(), Accept: 'text/html' },
    form: { email },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
  const confirmed = await request.post(await confirmationPath(email, before), {
    maxRedirects: 0,
  });
  expect(confirmed.status()).toBe(303);
}
