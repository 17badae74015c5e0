import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';

import type { Page } from '@playwright/test';

import { passkeyMessages } from '#app/data/messages/passkey-messages.ts';
import { openDatabase } from '#app/db/client.server.ts';
import { insertPasskey } from '#app/db/accounts/passkeys.server.ts';

import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations, toast } from './helpers.ts';
import { freePort, startServer, stopServer, type Started } from './server-processes.ts';

/*
 * Passkeys (docs/product.md#passkeys) with Chromium's virtual authenticator. WebAuthn needs a
 * secure context and a domain as RP ID, which the shared server (PUBLIC_URL http://koc.test,
 * reached at 127.0.0.1) cannot offer: this spec starts its own production server whose
 * PUBLIC_URL is http://localhost:<port>, with an account of its own in its own data.
 */

test.describe.configure({ mode: 'serial' });

const ACCOUNT = {
  email: `anahtar-${randomBytes(3).toString('hex')}@koc.test`,
  password: 'gecis-anahtari-testi-parolasi',
};

let server: Started;
let site: string;

test.beforeAll(async () => {
  const port = await freePort();
  site = `http://localhost:${port}`;
  server = await startServer(
    {
      PUBLIC_URL: site,
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: ACCOUNT.email,
      ADMIN_PASSWORD: ACCOUNT.password,
    },
    { port },
  );
});

test.afterAll(async () => {
  if (!server) return;
  await stopServer(server);
  await rm(server.dataDir, { recursive: true, force: true });
});

/** A platform authenticator with user verification, as a laptop's fingerprint reader. */
async function addAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    credentials: async () =>
      (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials,
  };
}

async function logInWithPassword(page: Page) {
  await page.goto(`${site}/yonetim/giris`);
  await page.getByLabel('E-posta').fill(ACCOUNT.email);
  await page.getByLabel('Şifre').fill(ACCOUNT.password);
  await page.getByRole('button', { name: 'Giriş Yap', exact: true }).click();
  await expect(page).toHaveURL(`${site}/yonetim`);
}

function passkeyCard(page: Page) {
  return page.getByRole('region', { name: 'Geçiş anahtarları' });
}

test('she adds a passkey, signs in with it alone, and removes it; a removed one opens nothing', async ({
  page,
}) => {
  const authenticator = await addAuthenticator(page);
  await logInWithPassword(page);
  await page.goto(`${site}/yonetim/hesap`);
  const card = passkeyCard(page);
  await expect(card.getByText('Henüz geçiş anahtarı eklemediniz.')).toBeVisible();

  // Without a name nothing starts; with one, the browser's ceremony and the list.
  await card.getByRole('button', { name: 'Geçiş anahtarı ekle' }).click();
  await expect(card.getByLabel('Anahtarın adı')).toHaveAccessibleDescription(
    new RegExp(passkeyMessages.nameRequired),
  );
  await card.getByLabel('Anahtarın adı').fill('İş bilgisayarım');
  // The session alone is not enough: a wrong password starts no ceremony.
  await card.getByLabel('Şifreniz').fill('baskasinin-tahmini-1');
  await card.getByRole('button', { name: 'Geçiş anahtarı ekle' }).click();
  await expect(card.getByLabel('Şifreniz')).toHaveAccessibleDescription(
    new RegExp(passkeyMessages.wrongProof),
  );
  expect(await authenticator.credentials()).toHaveLength(0);
  await card.getByLabel('Şifreniz').fill(ACCOUNT.password);
  await card.getByRole('button', { name: 'Geçiş anahtarı ekle' }).click();
  await expect(card.getByRole('status')).toHaveText(passkeyMessages.added('İş bilgisayarım'));
  const item = card.getByRole('listitem').filter({ hasText: 'İş bilgisayarım' });
  await expect(item).toContainText('Henüz kullanılmadı');
  expect(await authenticator.credentials()).toHaveLength(1);
  await expectNoAxeViolations(page);

  // Signed out, she opens her account page with the passkey alone, no e-mail typed.
  await page.getByRole('button', { name: 'Çıkış Yap' }).click();
  await expect(page).toHaveURL(/\/yonetim\/giris/);
  await page.goto(`${site}/yonetim/hesap`);
  await expect(page).toHaveURL(/\/yonetim\/giris\?redirectTo=/);
  await page.getByRole('button', { name: 'Geçiş anahtarıyla giriş yap' }).click();
  await expect(page).toHaveURL(`${site}/yonetim/hesap`);
  await expect(page.getByRole('heading', { name: 'Hesabım' })).toBeVisible();
  await expect(passkeyCard(page).getByRole('listitem')).not.toContainText('Henüz kullanılmadı');

  // "Kaldır" asks first; "Evet, kaldır" removes it.
  await passkeyCard(page).getByRole('link', { name: 'Kaldır' }).click();
  const question = page.getByRole('group', { name: /geçiş anahtarı kaldırılsın mı/ });
  await expect(question).toBeFocused();
  await question.getByRole('button', { name: 'Evet, kaldır' }).click();
  await expect(toast(page)).toContainText(passkeyMessages.removed('İş bilgisayarım'));
  await expect(passkeyCard(page).getByText('Henüz geçiş anahtarı eklemediniz.')).toBeVisible();

  // The authenticator still holds the key, but the site no longer knows it.
  await page.getByRole('button', { name: 'Çıkış Yap' }).click();
  await expect(page).toHaveURL(/\/yonetim\/giris/);
  await page.goto(`${site}/yonetim/giris`);
  await page.getByRole('button', { name: 'Geçiş anahtarıyla giriş yap' }).click();
  await expect(page.getByRole('alert')).toHaveText(passkeyMessages.loginFailed);
  await expect(page).toHaveURL(`${site}/yonetim/giris`);
  await expectNoAxeViolations(page);
});

test('without JavaScript the login offers the password only; the card lists a key, removes it after asking, and says adding one needs JavaScript', async ({
  browser,
}) => {
  // A key added elsewhere, written straight into this server's own database.
  const handle = openDatabase({ kind: 'sqlite', file: path.join(server.dataDir, 'koc.sqlite') });
  try {
    const admin = await handle.db
      .selectFrom('admin_users')
      .select('id')
      .where('email', '=', ACCOUNT.email)
      .executeTakeFirstOrThrow();
    await insertPasskey(handle.db, {
      id: randomBytes(16).toString('base64url'),
      adminId: admin.id,
      publicKey: randomBytes(77).toString('base64url'),
      counter: 0,
      transports: ['usb'],
      name: 'Güvenlik anahtarım',
    });
  } finally {
    await handle.close();
  }

  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${site}/yonetim/giris`);
  await expect(page.getByRole('button', { name: 'Giriş Yap', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Geçiş anahtarıyla giriş yap' })).toHaveCount(0);
  await logInWithPassword(page);
  await page.goto(`${site}/yonetim/hesap`);
  const card = passkeyCard(page);
  await expect(card.getByText(passkeyMessages.needsJavaScript)).toBeVisible();
  await expect(card.getByRole('button', { name: 'Geçiş anahtarı ekle' })).toHaveCount(0);

  await expect(card.getByRole('listitem')).toContainText('Güvenlik anahtarım');
  await card.getByRole('link', { name: 'Kaldır' }).click();
  await page.getByRole('button', { name: 'Evet, kaldır' }).click();
  await expect(page.getByText(passkeyMessages.removed('Güvenlik anahtarım'))).toBeVisible();
  await expect(passkeyCard(page).getByText('Henüz geçiş anahtarı eklemediniz.')).toBeVisible();
  await context.close();
});
