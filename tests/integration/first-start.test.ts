import path from 'node:path';

import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { openDatabase, type DbHandle } from '#app/db/client.server.ts';
import { createAdminAccount } from '#app/server/admin/sign-in/auth.server.ts';
import { FOREIGN_HOST_MESSAGE } from '#server/http/host-check.ts';

import { appPerBlock } from '../setup/app-server.ts';
import { rawRequest } from '../setup/raw-request.ts';

/*
 * The first `npm start` on a fresh clone (docs/product.md#first-start): no PUBLIC_URL, no
 * ALLOWED_HOSTS, an empty data folder. The address the log prints (127.0.0.1) opens the site, as
 * do localhost and [::1]; the plain line tells the address and, until the coach's account exists,
 * the command that makes it.
 */

const app = appPerBlock({
  PUBLIC_URL: undefined,
  ALLOWED_HOSTS: undefined,
  ADMIN_EMAIL: undefined,
  ADMIN_PASSWORD: undefined,
  PORT: '3000',
});
let db: DbHandle;

beforeAll(() => {
  db = openDatabase({ kind: 'sqlite', file: path.join(app().dataDir, 'koc.sqlite') });
});

afterAll(async () => {
  await db?.close();
});

describe('the first start without PUBLIC_URL', () => {
  test.each(['127.0.0.1:3000', 'localhost:3000', '[::1]:3000', 'LOCALHOST:3000', '127.0.0.1'])(
    'the home page opens at %s',
    async (host) => {
      const answer = await rawRequest(`${app().url}/`, { Host: host });
      expect(answer.status).toBe(200);
      expect(answer.body.toString()).toContain('Ayşe Örnek');
    },
  );

  test.each(['koc.example', 'evil.example:3000', '127.0.0.2:3000', '[::2]:3000'])(
    'another name (%s) is still refused with 400',
    async (host) => {
      const answer = await rawRequest(`${app().url}/`, { Host: host });
      expect(answer.status).toBe(400);
      expect(answer.body.toString()).toBe(FOREIGN_HOST_MESSAGE);
    },
  );

  test('a redirect on 127.0.0.1 stays on the address the visitor used', async () => {
    const answer = await rawRequest(`${app().url}/yonetim`, { Host: '127.0.0.1:3000' });
    expect(answer.status).toBe(302);
    const location = new URL(answer.headers.location!, 'http://127.0.0.1:3000/');
    expect(location.origin).toBe('http://127.0.0.1:3000');
    expect(location.pathname).toBe('/yonetim/giris');
    const login = await rawRequest(`${app().url}/yonetim/giris`, { Host: '127.0.0.1:3000' });
    expect(login.status).toBe(200);
  });

  test('the printed line names the address, and the account command until the coach has one', async () => {
    const command = 'npm run admin -- create --email koc@ornek.com';
    const before = await app().startupNote();
    expect(before).not.toContain('\n');
    expect(before).toContain('http://localhost:3000');
    expect(before).toContain('Henüz koçun yönetim hesabı yok');
    expect(before).toContain(command);

    // An assistant is not the coach: the command is still shown.
    await createAdminAccount(db.db, 'asistan@ornek.com', 'asistan-parolasi-2026', 'assistant');
    expect(await app().startupNote()).toContain(command);

    await createAdminAccount(db.db, 'koc@ornek.com', 'koc-parolasi-2026-uzun');
    expect(await app().startupNote()).toBe(
      'Site çalışıyor: http://localhost:3000 adresini tarayıcıda açın.',
    );
  });
});
