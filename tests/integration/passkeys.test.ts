import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';

import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { isoCBOR } from '@simplewebauthn/server/helpers';
import { Secret, TOTP } from 'otpauth';
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';

import { adminMessages } from '#app/data/messages/admin-messages.ts';
import { passkeyMessages } from '#app/data/messages/passkey-messages.ts';
import { listLogEntries } from '#app/db/moderation-log.server.ts';
import { findPasskey } from '#app/db/accounts/passkeys.server.ts';
import {
  finishLogin,
  finishRegistration,
  listPasskeys,
  LOGIN_OPTIONS_LIMIT,
  loginOptions,
  passkeyLogIn,
  provenRegistrationOptions,
  removePasskey,
} from '#app/server/admin/sign-in/passkeys.server.ts';

import type { Admin } from '#app/server/admin/sign-in/session.server.ts';
import { logger } from '#app/server/logger.server.ts';

import { deskRuntime, newAccount, type Account } from '../setup/desk.ts';
import { createTestRuntime, dialects, type TestRuntime } from '../setup/runtime.ts';

/*
 * Passkeys on the server (docs/product.md#passkeys), answered by a software authenticator that
 * signs like a real one: options, one-time challenges, the stored key and its counter, and
 * removal of her own keys only.
 */

const ORIGIN = 'https://koc.example';
const PASSWORD = 'gecis-anahtari-parolasi-2026';

/** A session of the account, as the guard gives it to the route. */
const signedIn = (account: { id: number; email: string }, sessionId = 'a'.repeat(64)): Admin => ({
  ...account,
  role: 'owner',
  sessionId,
});
const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

/** A platform authenticator with user verification: an ES256 key and a signature counter. */
class SoftwareAuthenticator {
  readonly keys = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  readonly credentialId = randomBytes(16);
  counter = 0;

  constructor(
    private readonly origin = ORIGIN,
    private readonly rpId = 'koc.example',
  ) {}

  get id(): string {
    return b64(this.credentialId);
  }

  private authData(attested: boolean): Buffer {
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(this.counter);
    // Flags: user present (0x01), user verified (0x04), attested credential data (0x40).
    const parts = [sha256(this.rpId), Buffer.from([attested ? 0x45 : 0x05]), counter];
    if (attested) {
      const jwk = this.keys.publicKey.export({ format: 'jwk' });
      const coseKey = isoCBOR.encode(
        new Map<number, number | Uint8Array>([
          [1, 2], // kty: EC2
          [3, -7], // alg: ES256
          [-1, 1], // crv: P-256
          [-2, Buffer.from(jwk.x!, 'base64url')],
          [-3, Buffer.from(jwk.y!, 'base64url')],
        ]),
      );
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(this.credentialId.length);
      parts.push(Buffer.alloc(16), idLength, this.credentialId, Buffer.from(coseKey));
    }
    return Buffer.concat(parts);
  }

  private clientData(type: string, challenge: string): Buffer {
    return Buffer.from(
      JSON.stringify({ type, challenge, origin: this.origin, crossOrigin: false }),
    );
  }

  register(options: PublicKeyCredentialCreationOptionsJSON): RegistrationResponseJSON {
    const attestation = isoCBOR.encode(
      new Map<string, string | Uint8Array | Map<string, string>>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, string>()],
        ['authData', this.authData(true)],
      ]),
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: {
        clientDataJSON: b64(this.clientData('webauthn.create', options.challenge)),
        attestationObject: b64(attestation),
        transports: ['internal'],
      },
      clientExtensionResults: {},
    };
  }

  authenticate(options: PublicKeyCredentialRequestOptionsJSON): AuthenticationResponseJSON {
    this.counter += 1;
    const authenticatorData = this.authData(false);
    const clientData = this.clientData('webauthn.get', options.challenge);
    const signature = sign(
      'sha256',
      Buffer.concat([authenticatorData, sha256(clientData)]),
      this.keys.privateKey,
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: {
        clientDataJSON: b64(clientData),
        authenticatorData: b64(authenticatorData),
        signature: b64(signature),
      },
      clientExtensionResults: {},
    };
  }
}

describe.each(dialects)('passkeys on %s', (dialect) => {
  const desk = deskRuntime(dialect);
  let runtime: TestRuntime;
  let coach: Account;
  let assistant: Account;
  const client = () => `198.51.100.${Math.floor(Math.random() * 250) + 1}`;
  const slowed = adminMessages.login.slowedDown;
  const signInOptions = async (address = client()) => (await loginOptions(runtime, address))!;

  /** Registration's first step with her password typed again; the options it answers. */
  async function optionsFor(account: { id: number; email: string }) {
    const result = await provenRegistrationOptions(
      runtime,
      signedIn(account),
      { proof: PASSWORD },
      client(),
    );
    if (!result.ok) throw new Error(result.message);
    return result.options;
  }

  async function registered(authenticator: SoftwareAuthenticator, name: string) {
    const options = await optionsFor(coach);
    const result = await finishRegistration(runtime, coach, {
      name,
      response: authenticator.register(options),
    });
    expect(result).toEqual({ ok: true, name });
  }

  beforeAll(async () => {
    runtime = desk.runtime();
    const db = runtime.handle.db;
    coach = await newAccount(db, 'owner', { email: 'koc@koc.example', password: PASSWORD });
    assistant = await newAccount(db, 'assistant', {
      email: 'yardimci@koc.example',
      password: PASSWORD,
    });
  });
  afterEach(() => vi.restoreAllMocks());

  test('registration asks for a discoverable, user-verified key for PUBLIC_URL and leaves out her own', async () => {
    const authenticator = new SoftwareAuthenticator();
    const first = await optionsFor(coach);
    expect(first).toMatchObject({
      rp: { id: 'koc.example', name: runtime.identity.siteName },
      user: { name: coach.email },
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      excludeCredentials: [],
    });
    const result = await finishRegistration(runtime, coach, {
      name: '  Dizüstü   bilgisayarım ',
      response: authenticator.register(first),
    });
    expect(result).toEqual({ ok: true, name: 'Dizüstü bilgisayarım' });
    const second = await optionsFor(coach);
    expect(second.excludeCredentials).toEqual([
      { id: authenticator.id, transports: ['internal'], type: 'public-key' },
    ]);
    expect(second.user.id).toBe(first.user.id);

    const [listed] = await listPasskeys(runtime, coach.id);
    expect(listed).toMatchObject({ name: 'Dizüstü bilgisayarım', lastUsedAt: null });
    // The log names the key, never its material.
    const entry = (await listLogEntries(runtime.handle.db, 10)).find(
      (logged) => logged.action === 'passkey-added',
    );
    expect(entry).toMatchObject({
      adminEmail: coach.email,
      detail: 'Dizüstü bilgisayarım',
    });
    const stored = await findPasskey(runtime.handle.db, authenticator.id);
    expect(JSON.stringify(entry)).not.toContain(stored!.publicKey);
  });

  test('a registration needs a name, and its challenge serves once', async () => {
    const authenticator = new SoftwareAuthenticator();
    const options = await optionsFor(coach);
    const response = authenticator.register(options);
    expect(await finishRegistration(runtime, coach, { name: ' ', response })).toMatchObject({
      ok: false,
      fieldErrors: { name: [passkeyMessages.nameRequired] },
    });
    expect(await finishRegistration(runtime, coach, { name: 'Telefon', response })).toEqual({
      ok: true,
      name: 'Telefon',
    });
    expect(await finishRegistration(runtime, coach, { name: 'Telefon', response })).toMatchObject({
      ok: false,
      message: passkeyMessages.addFailed,
    });
    // Another account cannot finish her ceremony with her challenge.
    const hers = await optionsFor(coach);
    const stolen = new SoftwareAuthenticator().register(hers);
    expect(
      await finishRegistration(runtime, assistant, { name: 'Yabancı', response: stolen }),
    ).toMatchObject({ ok: false });
  });

  test('a passkey signs her in once per challenge, moves its counter and is recorded in the trail with the address', async () => {
    const authenticator = new SoftwareAuthenticator();
    await registered(authenticator, 'Giriş anahtarı');
    const options = await signInOptions();
    expect(options).toMatchObject({ rpId: 'koc.example', userVerification: 'required' });
    expect(options.allowCredentials ?? []).toEqual([]);

    const response = authenticator.authenticate(options);
    const address = client();
    expect(await finishLogin(runtime, { response }, address, slowed)).toEqual({
      ok: true,
      adminId: coach.id,
      email: coach.email,
    });
    const stored = await findPasskey(runtime.handle.db, authenticator.id);
    expect(stored).toMatchObject({ counter: 1 });
    expect(stored!.lastUsedAt).not.toBeNull();
    const [entry] = await listLogEntries(runtime.handle.db, 1);
    expect(entry).toMatchObject({
      targetType: 'sign-in',
      action: 'success',
      detail: 'passkey',
      address,
    });

    // The same answer again: its challenge is gone.
    expect(await finishLogin(runtime, { response }, client(), slowed)).toEqual({
      ok: false,
      status: 400,
      message: passkeyMessages.loginFailed,
    });
    // A new challenge signed with an old counter: a copied key.
    authenticator.counter = 0;
    const cloned = authenticator.authenticate(await signInOptions());
    expect(await finishLogin(runtime, { response: cloned }, client(), slowed)).toMatchObject({
      ok: false,
      message: passkeyMessages.loginFailed,
    });
  });

  test('a passkey sign-in, refused or not, writes no address into the server log', async () => {
    // The KVKK notice: the IP address is never written to the server's logs (the audit trail,
    // which the notice names, keeps it).
    const calls = (['debug', 'info', 'warn', 'error'] as const).map((level) =>
      vi.spyOn(logger, level),
    );
    const address = '192.0.2.214';
    const verify = async (response: unknown) => {
      const request = new Request(`${ORIGIN}/yonetim/giris/anahtar`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ response, redirectTo: '/yonetim' }),
      });
      return passkeyLogIn(runtime, request, address);
    };
    const stranger = new SoftwareAuthenticator();
    expect((await verify(stranger.authenticate(await signInOptions(address)))).status).toBe(400);
    const authenticator = new SoftwareAuthenticator();
    await registered(authenticator, 'Günlüğe bakılan');
    expect((await verify(authenticator.authenticate(await signInOptions(address)))).status).toBe(
      200,
    );

    const lines = calls.flatMap((spy) => spy.mock.calls);
    expect(lines.map(([message]) => message).sort()).toEqual([
      'admin login with a passkey',
      'passkey login refused',
    ]);
    expect(JSON.stringify(lines)).not.toContain(address);
  });

  test('an unknown key, another origin or an expired challenge opens nothing', async () => {
    const stranger = new SoftwareAuthenticator();
    const refused = { ok: false, status: 400, message: passkeyMessages.loginFailed };
    const unknown = stranger.authenticate(await signInOptions());
    expect(await finishLogin(runtime, { response: unknown }, client(), slowed)).toEqual(refused);

    const elsewhere = new SoftwareAuthenticator('https://koc.example.evil.test');
    const response = elsewhere.register(await optionsFor(coach));
    expect(
      await finishRegistration(runtime, coach, { name: 'Başka köken', response }),
    ).toMatchObject({ ok: false, message: passkeyMessages.addFailed });
    expect(await findPasskey(runtime.handle.db, elsewhere.id)).toBeNull();

    const authenticator = new SoftwareAuthenticator();
    await registered(authenticator, 'Süresi dolan');
    const options = await signInOptions();
    await runtime.handle.db
      .updateTable('auth_challenges')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', options.challenge)
      .execute();
    const late = authenticator.authenticate(options);
    expect(await finishLogin(runtime, { response: late }, client(), slowed)).toEqual(refused);
    // The next challenge clears the expired ones away.
    await signInOptions();
    const expired = await runtime.handle.db
      .selectFrom('auth_challenges')
      .select('id')
      .where('expires_at', '<=', new Date().toISOString())
      .execute();
    expect(expired).toEqual([]);
  });

  test('an address gets a bounded number of sign-in challenges', async () => {
    const address = '203.0.113.99';
    for (let i = 0; i < LOGIN_OPTIONS_LIMIT.count; i += 1) {
      expect(await loginOptions(runtime, address)).not.toBeNull();
    }
    expect(await loginOptions(runtime, address)).toBeNull();
    expect(await loginOptions(runtime, '203.0.113.98')).not.toBeNull();
  });

  test('sign-in challenges from many addresses are capped in total, so nobody fills the table', async () => {
    // A database of its own: the test uses up the total for the next ten minutes.
    const own = await createTestRuntime(dialect);
    const stored = async () =>
      Number(
        (
          await own.handle.db
            .selectFrom('auth_challenges')
            .select((eb) => eb.fn.countAll<number | string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    try {
      // Twenty addresses asking 30 times each, all at once: as many as the total allows.
      const asked = await Promise.all(
        Array.from({ length: 20 * LOGIN_OPTIONS_LIMIT.count }, (_, index) =>
          loginOptions(own, `192.0.2.${(index % 20) + 1}`),
        ),
      );
      expect(asked.filter((options) => options !== null)).toHaveLength(LOGIN_OPTIONS_LIMIT.total);
      expect(await stored()).toBe(LOGIN_OPTIONS_LIMIT.total);
      expect(await loginOptions(own, '192.0.2.200')).toBeNull();
      expect(await stored()).toBe(LOGIN_OPTIONS_LIMIT.total);

      // A new window opens the door again, and the expired challenges go as a new one is made.
      await own.handle.db
        .updateTable('auth_challenges')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .execute();
      const later = Date.now() + LOGIN_OPTIONS_LIMIT.windowMs + 1000;
      expect(await loginOptions(own, '192.0.2.200', later)).not.toBeNull();
      expect(await stored()).toBe(1);
    } finally {
      await own.dispose();
    }
  });

  test('failed passkey sign-ins slow the address down like failed passwords', async () => {
    const address = client();
    const stranger = new SoftwareAuthenticator();
    for (let i = 0; i < 3; i += 1) {
      const response = stranger.authenticate(await signInOptions());
      expect(await finishLogin(runtime, { response }, address, slowed)).toMatchObject({
        status: 400,
      });
    }
    const response = stranger.authenticate(await signInOptions());
    const result = await finishLogin(runtime, { response }, address, slowed);
    expect(result).toMatchObject({ ok: false, status: 429 });
  });

  test('adding a key needs her password or a current code first: a wrong one issues no challenge, waits after three in that session and is recorded', async () => {
    const db = runtime.handle.db;
    const challenges = async () =>
      (
        await db
          .selectFrom('auth_challenges')
          .where('admin_id', '=', coach.id)
          .selectAll()
          .execute()
      ).length;
    const before = await challenges();
    const stolen = signedIn(coach, 'b'.repeat(64));
    const ask = (proof: unknown, session = stolen) =>
      provenRegistrationOptions(runtime, session, { proof }, '203.0.113.66');

    for (const proof of ['tahmin-parola-1', '', 123]) {
      expect(await ask(proof)).toEqual({
        ok: false,
        status: 400,
        message: passkeyMessages.wrongProof,
        fieldErrors: { proof: [passkeyMessages.wrongProof] },
      });
    }
    // The fourth waits, the right password included; still no challenge for the session.
    expect(await ask(PASSWORD)).toMatchObject({
      ok: false,
      status: 429,
      retryAfterSeconds: 1,
      fieldErrors: {
        proof: [
          'Çok fazla yanlış deneme yapıldı. Güvenliğiniz için lütfen 1 saniye bekleyip tekrar deneyin.',
        ],
      },
    });
    expect(await challenges()).toBe(before);
    const failed = (await listLogEntries(db, 10)).filter(
      (entry) => entry.action === 'proof-failed' && entry.address === '203.0.113.66',
    );
    expect(failed).toHaveLength(3);
    expect(failed[0]).toMatchObject({ adminEmail: coach.email, detail: 'passkey' });

    // Her own session, with the password or with a current code of her app.
    expect(await ask(PASSWORD, signedIn(coach, 'c'.repeat(64)))).toMatchObject({ ok: true });
    const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    await db
      .updateTable('admin_users')
      .set({ totp_secret: secret })
      .where('id', '=', coach.id)
      .execute();
    try {
      const code = TOTP.generate({ secret: Secret.fromBase32(secret) });
      expect(await ask(code, signedIn(coach, 'd'.repeat(64)))).toMatchObject({ ok: true });
      // The same code is good once.
      expect(await ask(code, signedIn(coach, 'd'.repeat(64)))).toMatchObject({ status: 400 });
    } finally {
      await db
        .updateTable('admin_users')
        .set({ totp_secret: null })
        .where('id', '=', coach.id)
        .execute();
    }
    expect(await challenges()).toBe(before + 2);
  });

  test('she removes her own keys only', async () => {
    const authenticator = new SoftwareAuthenticator();
    await registered(authenticator, 'Kaldırılacak');
    expect(await removePasskey(runtime, assistant, authenticator.id)).toBeNull();
    expect(await findPasskey(runtime.handle.db, authenticator.id)).not.toBeNull();
    expect(await removePasskey(runtime, coach, authenticator.id)).toBe('Kaldırılacak');
    expect(await findPasskey(runtime.handle.db, authenticator.id)).toBeNull();
    const [entry] = await listLogEntries(runtime.handle.db, 1);
    expect(entry).toMatchObject({ action: 'passkey-removed', detail: 'Kaldırılacak' });
    expect(await removePasskey(runtime, coach, authenticator.id)).toBeNull();
  });
});
