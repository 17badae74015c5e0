import { Secret, TOTP } from 'otpauth';
import { afterEach, describe, expect, test, vi } from 'vitest';

import { listLogEntries } from '#app/db/moderation-log.server.ts';
import { describeLogEntry } from '#app/lib/admin/audit-log.ts';
import { findTotpState, writeRequireSecondFactor } from '#app/db/accounts/second-factor.server.ts';
import { accountAction } from '#app/server/admin/sign-in/account.server.ts';
import { logIn } from '#app/server/admin/sign-in/login.server.ts';
import {
  loadSecondFactor,
  resetSecondFactor,
  secondFactorAction,
  secondFactorMessages,
  type SecondFactorAnswer,
} from '#app/server/admin/sign-in/second-factor.server.ts';
import {
  secondStepAction,
  secondStepMessages,
  verifySecondStep,
} from '#app/server/admin/sign-in/second-step.server.ts';
import {
  getAdmin,
  requireAdmin,
  SECOND_FACTOR_REQUIRED_MESSAGE,
} from '#app/server/admin/sign-in/session.server.ts';
import { logger } from '#app/server/logger.server.ts';
import { getToast } from '#app/server/toast.server.ts';

import { deskClient, deskRuntime, sessionOf, signIn } from '../setup/desk.ts';
import { dialects } from '../setup/runtime.ts';

/*
 * The second factor (docs/product.md#second-factor): enrolment with the app's first code, the
 * sign-in's second step with a code or a recovery code (each good once), the slow-down of its
 * failures, and the owner's requirement.
 */

const PASSWORD = 'iki-adimli-parola-2026';
const ACCOUNT = 'http://localhost/yonetim/hesap';
const CARD = 'http://localhost/yonetim/hesap/iki-adim';
const LOGIN_STEP = 'http://localhost/yonetim/giris/dogrulama';
const CLIENT = '203.0.113.9';

/** The app's code for `secret`, `offsetSteps` 30-second steps from now. */
const codeFor = (secret: string, offsetSteps = 0) =>
  TOTP.generate({
    secret: Secret.fromBase32(secret.replace(/\s/g, '')),
    timestamp: Date.now() + offsetSteps * 30_000,
  });

const cookieOf = (response: Response) =>
  /yonetim_oturum=[^;]*/.exec(response.headers.get('Set-Cookie') ?? '')?.[0] ?? '';

type Answered = { data: SecondFactorAnswer; init: { status: number } | null };

describe.each(dialects)('the second factor on %s', (dialect) => {
  const { runtime, db } = deskRuntime(dialect);
  afterEach(() => vi.restoreAllMocks());

  /** A fresh account and a signed-in session of it. */
  async function newAccount(role: 'owner' | 'assistant' = 'owner') {
    const { account, cookie } = await signIn(runtime(), role, { password: PASSWORD });
    return { ...account, cookie };
  }

  const post = (cookie: string, fields: Record<string, string>, url = ACCOUNT) =>
    deskClient(cookie).post(url, fields);

  async function act(cookie: string, fields: Record<string, string>) {
    return (await secondFactorAction(runtime(), post(cookie, fields, CARD), CLIENT)) as
      Response | Answered;
  }

  /** Enrols the account; returns its secret, the code that confirmed it and its recovery codes. */
  async function enrol(account: { id: number; cookie: string }) {
    await act(account.cookie, { intent: 'second-factor-start' });
    const secret = (await findTotpState(db(), account.id))!.pendingSecret!;
    const confirmedWith = codeFor(secret);
    const done = (await act(account.cookie, {
      intent: 'second-factor-confirm',
      code: confirmedWith,
      password: PASSWORD,
    })) as Answered;
    return { secret, confirmedWith, codes: done.data.recoveryCodes! };
  }

  /** The password step: the redirect and the waiting session's cookie. */
  async function passwordStep(email: string, redirectTo = '/yonetim/yorumlar') {
    const response = (await logIn(
      runtime(),
      new Request('http://localhost/yonetim/giris', {
        method: 'POST',
        body: new URLSearchParams({ email, password: PASSWORD, redirectTo }),
      }),
      CLIENT,
    )) as Response;
    return { location: response.headers.get('Location'), cookie: cookieOf(response) };
  }

  async function secondStep(cookie: string, code: string) {
    const { request } = post(cookie, { code, redirectTo: '/yonetim/yorumlar' }, LOGIN_STEP);
    return secondStepAction(runtime(), request, CLIENT);
  }

  const signedIn = async (cookie: string) =>
    (await getAdmin(runtime(), deskClient(cookie).get(ACCOUNT).request)) !== null;

  test('enrolment: a QR code and the secret; a wrong code keeps the secret; the right one shows ten recovery codes once', async () => {
    const account = await newAccount();
    const started = (await act(account.cookie, { intent: 'second-factor-start' })) as Response;
    expect(started.status).toBe(303);
    const view = await loadSecondFactor(runtime(), post(account.cookie, {}));
    expect(view.enabled).toBe(false);
    expect(view.pending?.qrSvg).toMatch(/^<svg[^>]*>/);
    const secret = (await findTotpState(db(), account.id))!.pendingSecret!;
    expect(view.pending?.secret.replace(/ /g, '')).toBe(secret);

    const wrong = (await act(account.cookie, {
      intent: 'second-factor-confirm',
      code: codeFor(secret, 5),
    })) as Answered;
    expect(wrong.init?.status).toBe(400);
    expect(wrong.data.fieldErrors?.code).toEqual([secondFactorMessages.wrongCode]);
    expect((await findTotpState(db(), account.id))!.pendingSecret).toBe(secret);

    // The right code is not enough: a session alone, stolen or left open, turns nothing on.
    const current = codeFor(secret);
    const unproven = (await act(account.cookie, {
      intent: 'second-factor-confirm',
      code: current,
      password: 'tahmin-edilen-parola',
    })) as Answered;
    expect(unproven.init?.status).toBe(400);
    expect(unproven.data.fieldErrors).toEqual({
      password: [secondFactorMessages.wrongPassword],
    });
    expect(unproven.data.values?.code).toBe(current);
    expect(JSON.stringify(unproven.data)).not.toContain('tahmin-edilen-parola');
    expect((await findTotpState(db(), account.id))!.secret).toBeNull();

    const right = (await act(account.cookie, {
      intent: 'second-factor-confirm',
      code: codeFor(secret),
      password: PASSWORD,
    })) as Answered;
    const codes = right.data.recoveryCodes!;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[0-9a-z]{4}(-[0-9a-z]{4}){3}$/);
    const state = (await findTotpState(db(), account.id))!;
    expect(state).toMatchObject({ secret, pendingSecret: null });
    expect(state.enabledAt).not.toBeNull();
    // Only hashes are kept.
    const stored = await db().selectFrom('admin_recovery_codes').selectAll().execute();
    const text = JSON.stringify(stored);
    for (const code of codes) expect(text).not.toContain(code.replace(/-/g, ''));
    expect((await loadSecondFactor(runtime(), post(account.cookie, {}))).recoveryCodesLeft).toBe(
      10,
    );

    const log = await listLogEntries(db(), 200);
    const entry = log.find((e) => e.adminEmail === account.email);
    expect(entry?.action).toBe('totp-enabled');
    // The dashboard's log says it in Turkish.
    expect(describeLogEntry(entry!)).toBe(`${account.email} hesabında iki adımlı doğrulama açıldı`);
    expect(JSON.stringify(log)).not.toContain(secret);
  });

  test('sign-in: the password opens only the second step; the code signs in to where she was going, and is refused again', async () => {
    const account = await newAccount();
    const { secret, confirmedWith } = await enrol(account);

    const first = await passwordStep(account.email);
    expect(first.location).toBe('/yonetim/giris/dogrulama?redirectTo=%2Fyonetim%2Fyorumlar');
    expect(await signedIn(first.cookie)).toBe(false);
    const waiting = await db()
      .selectFrom('sessions')
      .select(['stage', 'expires_at', 'created_at'])
      .where('admin_id', '=', account.id)
      .where('stage', '=', 'second-factor')
      .executeTakeFirstOrThrow();
    const life =
      Date.parse(String(new Date(waiting.expires_at))) -
      Date.parse(String(new Date(waiting.created_at)));
    expect(life).toBe(10 * 60_000);

    // The enrolment's code was used up by the enrolment (the same code, even if a new 30-second
    // step has begun since).
    const replayOfEnrolment = await secondStep(first.cookie, confirmedWith);
    expect(replayOfEnrolment).toMatchObject({ status: 400, message: secondStepMessages.invalid });

    const code = codeFor(secret, 1);
    const done = (await secondStep(first.cookie, code)) as Response;
    expect(done.status).toBe(302);
    expect(done.headers.get('Location')).toBe('/yonetim/yorumlar');
    expect(await signedIn(cookieOf(done))).toBe(true);
    // The waiting session's cookie is not the signed-in one.
    expect(await signedIn(first.cookie)).toBe(false);

    // The same code again, on a new sign-in: refused.
    const again = await passwordStep(account.email);
    expect(await secondStep(again.cookie, code)).toMatchObject({
      status: 400,
      message: secondStepMessages.invalid,
    });
    const log = await listLogEntries(db(), 200);
    const failed = log.find(
      (e) => e.adminEmail === account.email && e.targetType === 'sign-in' && e.action === 'failure',
    );
    expect(failed?.address).toBe(CLIENT);
    expect(describeLogEntry(failed!)).toBe('Giriş reddedildi (doğrulama kodu yanlış)');
    expect(JSON.stringify(log)).not.toContain(code);
  });

  test('two requests with the same code: only one is accepted', async () => {
    const account = await newAccount();
    const { secret } = await enrol(account);
    const [a, b] = [await passwordStep(account.email), await passwordStep(account.email)];
    const code = codeFor(secret, 1);
    const results = await Promise.all([secondStep(a.cookie, code), secondStep(b.cookie, code)]);
    expect(results.filter((result) => result instanceof Response)).toHaveLength(1);
  });

  test('a recovery code signs in once; the second time it is refused', async () => {
    const account = await newAccount();
    const { codes } = await enrol(account);
    const first = await passwordStep(account.email);
    // Typed in capitals and with spaces, as read off paper.
    const typed = codes[3]!.toUpperCase().replace(/-/g, ' ');
    const done = (await secondStep(first.cookie, typed)) as Response;
    expect(done.status).toBe(302);
    expect(await signedIn(cookieOf(done))).toBe(true);
    expect((await loadSecondFactor(runtime(), post(cookieOf(done), {}))).recoveryCodesLeft).toBe(9);
    const log = await listLogEntries(db(), 200);
    const signIn = log.find((e) => e.adminEmail === account.email);
    expect(signIn && describeLogEntry(signIn)).toBe('Giriş yaptı (şifre ve bir kurtarma koduyla)');
    expect(signIn?.address).toBe(CLIENT);

    const again = await passwordStep(account.email);
    expect(await secondStep(again.cookie, codes[3]!)).toMatchObject({ status: 400 });
  });

  test('failures of the second step slow the account down, whatever the address', async () => {
    const account = await newAccount();
    const { secret } = await enrol(account);
    const { loginThrottle } = runtime();
    const now = Date.now();
    const attempt = (code: string, client: string, at = now) =>
      verifySecondStep(
        db(),
        loginThrottle,
        { adminId: account.id, email: account.email, code, client },
        at,
      );
    for (let i = 0; i < 3; i += 1) {
      expect(await attempt('000000', `198.51.100.${i}`)).toMatchObject({ ok: false, status: 400 });
    }
    // The fourth, from yet another address, waits; the right code too.
    const slowed = await attempt(codeFor(secret, 1), '198.51.100.200');
    expect(slowed).toMatchObject({ ok: false, status: 429, retryAfterSeconds: 1 });
    expect(await attempt(codeFor(secret, 1), '198.51.100.200', now + 1_000)).toMatchObject({
      ok: true,
      via: 'totp',
    });
  });

  test('new recovery codes need the password or a code; the old ones stop working', async () => {
    const account = await newAccount();
    const { codes } = await enrol(account);
    const wrong = (await act(account.cookie, {
      intent: 'second-factor-regenerate',
      proof: 'yanlis-parola-2026',
    })) as Answered;
    expect(wrong.data.fieldErrors?.proof).toEqual([secondFactorMessages.wrongProof]);
    const made = (await act(account.cookie, {
      intent: 'second-factor-regenerate',
      proof: PASSWORD,
    })) as Answered;
    const fresh = made.data.recoveryCodes!;
    expect(fresh).toHaveLength(10);
    const attempt = await passwordStep(account.email);
    expect(await secondStep(attempt.cookie, codes[0]!)).toMatchObject({ status: 400 });
    expect(await secondStep(attempt.cookie, fresh[0]!)).toBeInstanceOf(Response);
  });

  test('wrong proofs for the card’s changes wait after three in that session, said next to the field, and are recorded with the address', async () => {
    const account = await newAccount();
    await enrol(account);
    const renew = (cookie: string, proof: string) =>
      act(cookie, { intent: 'second-factor-regenerate', proof }) as Promise<Answered>;
    for (let i = 0; i < 3; i += 1) {
      expect((await renew(account.cookie, `tahmin-${i}-parolasi`)).init?.status).toBe(400);
    }
    const slowed = await renew(account.cookie, PASSWORD);
    expect(slowed.init).toMatchObject({ status: 429, headers: { 'Retry-After': '1' } });
    expect(slowed.data.fieldErrors?.proof).toEqual([
      'Çok fazla yanlış deneme yapıldı. Güvenliğiniz için lütfen 1 saniye bekleyip tekrar deneyin.',
    ]);
    // Turning the app off in the same session waits too: the count is the session's.
    const off = (await act(account.cookie, {
      intent: 'second-factor-disable',
      password: PASSWORD,
    })) as Answered;
    expect(off.init?.status).toBe(429);
    expect((await findTotpState(db(), account.id))!.secret).not.toBeNull();
    // Another session of hers is not held back.
    const { cookie: other } = await sessionOf(runtime(), account);
    expect((await renew(other, PASSWORD)).data.recoveryCodes).toHaveLength(10);

    const proofs = (await listLogEntries(db(), 200)).filter(
      (entry) => entry.adminEmail === account.email && entry.action.startsWith('proof-'),
    );
    // Newest first: the other session's, the three wrong ones, and the enrolment's.
    expect(proofs.map((entry) => `${entry.action} ${entry.detail}`)).toEqual([
      'proof-passed recovery-codes',
      'proof-failed recovery-codes',
      'proof-failed recovery-codes',
      'proof-failed recovery-codes',
      'proof-passed totp-on',
    ]);
    for (const entry of proofs) expect(entry.address).toBe(CLIENT);
    expect(describeLogEntry(proofs[1]!)).toBe(
      `${account.email} hesabında yeni kurtarma kodları için girilen şifre ya da kod yanlıştı`,
    );
  });

  test('the owner requires a second factor: an account without one reaches only Hesabım; turning it off is refused', async () => {
    const owner = await newAccount();
    const assistant = await newAccount('assistant');
    const require = (cookie: string, on: boolean) =>
      act(cookie, {
        intent: 'second-factor-require',
        ...(on ? { requireSecondFactor: 'on' } : {}),
      });

    // An assistant may not; the owner only once her own account has one.
    await expect(require(assistant.cookie, true)).rejects.toMatchObject({ init: { status: 403 } });
    const early = (await require(owner.cookie, true)) as Answered;
    expect(early.data.message).toBe(secondFactorMessages.requireSelfFirst);
    await enrol(owner);
    expect(((await require(owner.cookie, true)) as Response).status).toBe(303);

    try {
      const pageOf = (cookie: string, path: string) => deskClient(cookie).get(path);
      const refused = await requireAdmin(
        runtime(),
        pageOf(assistant.cookie, '/yonetim/hikayeler'),
      ).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(Response);
      expect((refused as Response).headers.get('Location')).toBe('/yonetim/hesap');
      const flash = /flash_toast=[^;]+/.exec((refused as Response).headers.get('Set-Cookie')!)![0];
      const { toast } = await getToast(new Request(ACCOUNT, { headers: { Cookie: flash } }));
      expect(toast?.description).toBe(SECOND_FACTOR_REQUIRED_MESSAGE);
      // Hesabım and the logout stay open; the owner with her app reaches everything.
      await expect(
        requireAdmin(runtime(), pageOf(assistant.cookie, '/yonetim/hesap')),
      ).resolves.toBeTruthy();
      await expect(
        requireAdmin(runtime(), pageOf(assistant.cookie, '/yonetim/cikis')),
      ).resolves.toBeTruthy();
      await expect(
        requireAdmin(runtime(), pageOf(owner.cookie, '/yonetim/hikayeler')),
      ).resolves.toBeTruthy();
      expect(
        (await loadSecondFactor(runtime(), pageOf(assistant.cookie, '/yonetim/hesap'))).mustEnrol,
      ).toBe(true);
      // A passkey counts as a second factor too.
      await db()
        .insertInto('admin_passkeys')
        .values({
          id: `pk-${assistant.id}`,
          admin_id: assistant.id,
          public_key: 'x',
          name: 'Test',
          created_at: new Date().toISOString(),
        })
        .execute();
      await expect(
        requireAdmin(runtime(), pageOf(assistant.cookie, '/yonetim/hikayeler')),
      ).resolves.toBeTruthy();

      const off = (await act(owner.cookie, {
        intent: 'second-factor-disable',
        password: PASSWORD,
      })) as Answered;
      expect(off.init?.status).toBe(400);
      expect(off.data.message).toBe(secondFactorMessages.disableRequired);
      expect((await findTotpState(db(), owner.id))!.secret).not.toBeNull();
    } finally {
      await writeRequireSecondFactor(db(), false);
    }
  });

  test('turning it off needs the password; the password alone signs in again', async () => {
    const account = await newAccount();
    await enrol(account);
    const wrong = (await act(account.cookie, {
      intent: 'second-factor-disable',
      password: 'yanlis-parola-2026',
    })) as Answered;
    expect(wrong.data.fieldErrors?.password).toEqual([secondFactorMessages.wrongPassword]);
    expect(
      (
        (await act(account.cookie, {
          intent: 'second-factor-disable',
          password: PASSWORD,
        })) as Response
      ).status,
    ).toBe(303);
    expect((await passwordStep(account.email)).location).toBe('/yonetim/yorumlar');
    expect(
      await db()
        .selectFrom('admin_recovery_codes')
        .where('admin_id', '=', account.id)
        .selectAll()
        .execute(),
    ).toEqual([]);
  });

  test('the command line removes the second factor and ends the sessions', async () => {
    const account = await newAccount();
    await enrol(account);
    expect(await resetSecondFactor(db(), account.email.toUpperCase())).toEqual({
      email: account.email,
    });
    expect(await signedIn(account.cookie)).toBe(false);
    expect((await findTotpState(db(), account.id))!.secret).toBeNull();
    expect(await resetSecondFactor(db(), 'yok@ornek.com')).toBeNull();
  });

  test('no sign-in, refused or not, at either step, writes the address into the server log', async () => {
    // The KVKK notice: the IP address is never written to the server's logs (the audit trail,
    // which the notice names, keeps it).
    const calls = (['debug', 'info', 'warn', 'error'] as const).map((level) =>
      vi.spyOn(logger, level),
    );
    const plain = await newAccount();
    const refused = await logIn(
      runtime(),
      new Request('http://localhost/yonetim/giris', {
        method: 'POST',
        body: new URLSearchParams({ email: plain.email, password: 'yanlış-parola' }),
      }),
      CLIENT,
    );
    expect(refused).toMatchObject({ status: 400 });
    expect((await passwordStep(plain.email)).location).toBe('/yonetim/yorumlar');

    const twoSteps = await newAccount();
    const { secret } = await enrol(twoSteps);
    const waiting = await passwordStep(twoSteps.email);
    const right = codeFor(secret, 1);
    const wrong = String((Number(right) + 500_000) % 1_000_000).padStart(6, '0');
    expect(await secondStep(waiting.cookie, wrong)).toMatchObject({ status: 400 });
    expect(((await secondStep(waiting.cookie, right)) as Response).status).toBe(302);

    const lines = calls.flatMap((spy) => spy.mock.calls);
    expect(lines.map(([message]) => message)).toEqual(
      expect.arrayContaining(['admin login refused', 'admin login', 'admin second step refused']),
    );
    expect(lines.filter(([message]) => message === 'admin login')).toHaveLength(2);
    expect(JSON.stringify(lines)).not.toContain(CLIENT);
  });

  test("each of the account page's routes answers only its own forms", async () => {
    const account = await newAccount();
    const refused = await secondFactorAction(
      runtime(),
      post(account.cookie, { intent: 'end-others' }, CARD),
      CLIENT,
    ).catch((thrown: unknown) => thrown);
    expect(refused).toMatchObject({ data: 'Geçersiz istek.', init: { status: 400 } });
    // Signed out, the sign-in comes before the body is read.
    const signedOut = (await secondFactorAction(
      runtime(),
      post('', { intent: 'end-others' }, CARD),
      CLIENT,
    ).catch((thrown: unknown) => thrown)) as Response;
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.get('Location')).toMatch(/^\/yonetim\/giris\?redirectTo=/);
    const ended = (await accountAction(
      runtime(),
      post(account.cookie, { intent: 'end-others' }),
      CLIENT,
    )) as Response;
    expect(ended.status).toBe(303);
  });
});
