import { beforeAll, describe, expect, test } from 'vitest';

import { findAdminByEmail } from '#app/db/accounts/admin-users.server.ts';
import { resetAdminPassword } from '#app/server/admin/sign-in/auth.server.ts';
import {
  accountAction,
  accountMessages,
  describeDevice,
  loadAccount,
  type PasswordAnswer,
} from '#app/server/admin/sign-in/account.server.ts';
import { verifyPassword } from '#app/server/admin/sign-in/passwords.server.ts';
import { getAdmin } from '#app/server/admin/sign-in/session.server.ts';
import { getToast } from '#app/server/toast.server.ts';
import { listLogEntries } from '#app/db/moderation-log.server.ts';
import { describeLogEntry } from '#app/lib/admin/audit-log.ts';

import {
  deskRuntime,
  newAccount,
  sessionOf,
  type Account,
  type DeskClient,
} from '../setup/desk.ts';
import { dialects } from '../setup/runtime.ts';

/*
 * The coach's sessions (docs/product.md#sessions): she sees each browser signed in to her
 * account with its address and times, ends any of them, and a password change ends the others.
 */

const PATH = '/yonetim/hesap';
const PASSWORD = 'bir-parola-2026-uzun';
const CLIENT = '203.0.113.50';
const PROVER = '192.0.2.51';
const LAPTOP =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15';
const PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

describe.each(dialects)('the account page on %s', (dialect) => {
  const { runtime, db } = deskRuntime(dialect);
  let coach: Account;
  const signIn = (userAgent: string, address: string) =>
    sessionOf(runtime(), coach, { userAgent, address });
  const signedIn = async (browser: DeskClient) =>
    (await getAdmin(runtime(), browser.get(PATH).request)) !== null;

  beforeAll(async () => {
    coach = await newAccount(db(), 'owner', { email: 'koc@ornek.com', password: PASSWORD });
  });

  test('she sees every browser signed in, with its address and times, and ends one', async () => {
    const laptop = await signIn(LAPTOP, '203.0.113.7');
    const phone = await signIn(PHONE, '198.51.100.4');
    const page = await loadAccount(runtime(), laptop.get(PATH));
    expect(page.sessions).toHaveLength(2);
    expect(page.sessions.find((session) => session.current)).toMatchObject({
      device: 'Safari 18 · Mac OS 10.15.7',
      address: '203.0.113.7',
    });
    const other = page.sessions.find((session) => !session.current)!;
    expect(other).toMatchObject({
      device: 'Chrome 131 · Android 14 · telefon',
      address: '198.51.100.4',
    });

    const ended = await accountAction(
      runtime(),
      laptop.post(PATH, { intent: 'end', session: other.id }),
      CLIENT,
    );
    expect((ended as Response).status).toBe(303);
    expect(await signedIn(phone)).toBe(false);
    expect(await signedIn(laptop)).toBe(true);

    // Another account's session, or a made-up id, is not hers to end.
    const again = (await accountAction(
      runtime(),
      laptop.post(PATH, { intent: 'end', session: other.id }),
      CLIENT,
    )) as Response;
    const flash = /flash_toast=[^;]+/.exec(again.headers.get('Set-Cookie') ?? '')?.[0] ?? '';
    const { toast } = await getToast(
      new Request(`http://localhost${PATH}`, { headers: { Cookie: flash } }),
    );
    expect(toast?.description).toBe(accountMessages.notFound);
  });

  test('"Diğer bütün oturumları sonlandır" keeps only this one', async () => {
    const here = await signIn(LAPTOP, '203.0.113.7');
    const others = [await signIn(PHONE, '198.51.100.4'), await signIn(PHONE, '198.51.100.5')];
    await accountAction(runtime(), here.post(PATH, { intent: 'end-others' }), CLIENT);
    expect(await signedIn(here)).toBe(true);
    for (const browser of others) expect(await signedIn(browser)).toBe(false);
  });

  test('a password change checks every field, then ends the other sessions', async () => {
    const here = await signIn(LAPTOP, '203.0.113.7');
    const elsewhere = await signIn(PHONE, '198.51.100.4');
    const refused = async (fields: Record<string, string>) => {
      const result = (await accountAction(
        runtime(),
        here.post(PATH, { intent: 'password', ...fields }),
        CLIENT,
      )) as {
        data: PasswordAnswer;
        init: { status: number };
      };
      expect(result.init.status).toBe(400);
      // The passwords typed are never sent back.
      expect(JSON.stringify(result.data)).not.toContain('yepyeni');
      return result.data.fieldErrors;
    };
    expect(
      await refused({
        currentPassword: 'yanlis-parola-1234',
        newPassword: 'yepyeni-parola-42',
        newPasswordAgain: 'yepyeni-parola-42',
      }),
    ).toEqual({ currentPassword: [accountMessages.currentWrong] });
    expect(
      await refused({
        currentPassword: PASSWORD,
        newPassword: 'yepyeni',
        newPasswordAgain: 'yepyeni',
      }),
    ).toEqual({ newPassword: [accountMessages.tooShort] });
    expect(
      await refused({
        currentPassword: PASSWORD,
        newPassword: 'yepyeni-parola-42',
        newPasswordAgain: 'yepyeni-parola-43',
      }),
    ).toEqual({ newPasswordAgain: [accountMessages.mismatch] });
    expect(await signedIn(elsewhere)).toBe(true);

    const changed = await accountAction(
      runtime(),
      here.post(PATH, {
        intent: 'password',
        currentPassword: PASSWORD,
        newPassword: 'yepyeni-parola-42',
        newPasswordAgain: 'yepyeni-parola-42',
      }),
      CLIENT,
    );
    expect((changed as Response).status).toBe(303);
    expect(await signedIn(here)).toBe(true);
    expect(await signedIn(elsewhere)).toBe(false);
    const stored = await findAdminByEmail(db(), 'koc@ornek.com');
    expect(await verifyPassword('yepyeni-parola-42', stored!.passwordHash)).toBe(true);
  });

  test('a wrong current password is slowed down after three in that session, while her own session changes the password; every proof is recorded with the address', async () => {
    // The test before changed it.
    await resetAdminPassword(db(), 'koc@ornek.com', PASSWORD);
    const stolen = await signIn(PHONE, '198.51.100.66');
    const hers = await signIn(LAPTOP, '203.0.113.7');
    const change = (browser: DeskClient, currentPassword: string) =>
      accountAction(
        runtime(),
        browser.post(PATH, {
          intent: 'password',
          currentPassword,
          newPassword: 'baska-bir-parola-77',
          newPasswordAgain: 'baska-bir-parola-77',
        }),
        PROVER,
      ) as Promise<{
        data: PasswordAnswer;
        init: { status: number; headers?: Record<string, string> };
      }>;
    for (let i = 0; i < 3; i += 1) {
      const wrong = await change(stolen, `tahmin-parola-${i}`);
      expect(wrong.init.status).toBe(400);
      expect(wrong.data.fieldErrors).toEqual({ currentPassword: [accountMessages.currentWrong] });
    }
    // The fourth guess waits, told so next to the field; the right password is not even looked at.
    const slowed = await change(stolen, PASSWORD);
    expect(slowed.init.status).toBe(429);
    expect(slowed.init.headers?.['Retry-After']).toBe('1');
    expect(slowed.data.fieldErrors).toEqual({
      currentPassword: [
        'Çok fazla yanlış deneme yapıldı. Güvenliğiniz için lütfen 1 saniye bekleyip tekrar deneyin.',
      ],
    });
    // Her own session has no failures: it is not held back, and the change ends the other one.
    expect(((await change(hers, PASSWORD)) as unknown as Response).status).toBe(303);
    expect(await signedIn(stolen)).toBe(false);

    const proofs = (await listLogEntries(db(), 10)).filter(
      (entry) => entry.action.startsWith('proof-') && entry.address === PROVER,
    );
    expect(proofs.map((entry) => entry.action)).toEqual([
      'proof-passed',
      'proof-failed',
      'proof-failed',
      'proof-failed',
    ]);
    expect(describeLogEntry(proofs[1]!)).toBe(
      'koc@ornek.com hesabında şifre değişikliği için girilen şifre ya da kod yanlıştı',
    );
    expect(JSON.stringify(proofs)).not.toContain('tahmin-parola');
  });

  test('a browser the parser does not know is still named', () => {
    expect(describeDevice(null)).toBe('Bilinmeyen tarayıcı');
    expect(describeDevice('curl/8.5.0')).toBe('Bilinmeyen tarayıcı (curl/8.5.0)');
  });
});
