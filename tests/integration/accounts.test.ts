import { beforeAll, describe, expect, test } from 'vitest';

import { changeAccountRole, removeAccount } from '#app/db/accounts/admin-accounts.server.ts';
import { insertInvitation } from '#app/db/accounts/admin-invitations.server.ts';
import { findAdminByEmail } from '#app/db/accounts/admin-users.server.ts';
import { listLogEntries } from '#app/db/moderation-log.server.ts';
import {
  accountsAction,
  accountsMessages,
  loadAccounts,
  type InviteAnswer,
} from '#app/server/admin/sign-in/accounts.server.ts';
import {
  acceptInvitationAction,
  invitationMessages,
  loadInvitation,
  type InvitationAnswer,
} from '#app/server/admin/sign-in/invitation.server.ts';
import { verifyPassword } from '#app/server/admin/sign-in/passwords.server.ts';
import { getAdmin, OWNER_ONLY_MESSAGE } from '#app/server/admin/sign-in/session.server.ts';
import { getToast } from '#app/server/toast.server.ts';

import { deskClient, deskRuntime, newAccount, sessionOf, type DeskClient } from '../setup/desk.ts';
import { dialects } from '../setup/runtime.ts';

/*
 * Accounts and invitations (docs/product.md#accounts): the owner invites by mail, the link opens
 * one account with the invited role once, and the owner changes roles and removes accounts,
 * never her own and never the last owner.
 */

const PATH = '/yonetim/hesaplar';
const OWNER = 'koc@ornek.com';
const PASSWORD = 'bir-parola-2026-uzun';
const NEW_PASSWORD = 'davetli-parolasi-2026';
const url = (search = '') => new URL(`http://localhost${PATH}${search}`);

type Result<T> = { data: T; init: { status: number } };

/** The flash toast a redirect carries. */
async function toastOf(response: unknown): Promise<string | undefined> {
  const flash =
    /flash_toast=[^;]+/.exec((response as Response).headers.get('Set-Cookie') ?? '')?.[0] ?? '';
  const { toast } = await getToast(new Request(url(), { headers: { Cookie: flash } }));
  return toast?.description;
}

describe.each(dialects)('accounts and invitations on %s', (dialect) => {
  let ownerId: number;
  let owner: DeskClient;
  const { runtime, db } = deskRuntime(dialect);
  const signIn = (account: { id: number }) =>
    sessionOf(runtime(), account, { userAgent: 'vitest', address: '203.0.113.7' });
  const get = (browser: DeskClient, search = '') => browser.get(`${PATH}${search}`);
  const post = (browser: DeskClient, fields: Record<string, string>) => browser.post(PATH, fields);
  const accept = (token: string, fields: Record<string, string>) =>
    acceptInvitationAction(
      runtime(),
      token,
      new Request(`http://localhost/yonetim/davet/${token}`, {
        method: 'POST',
        body: new URLSearchParams(fields),
        headers: { 'User-Agent': 'vitest-davetli' },
      }),
      '198.51.100.9',
    );
  const passwords = { password: NEW_PASSWORD, passwordAgain: NEW_PASSWORD };

  /** The latest invitation mail to `email`, and the token of its link. */
  async function invitationMailTo(email: string) {
    const mail = await db()
      .selectFrom('mail_outbox')
      .selectAll()
      .where('to_address', '=', email)
      .where('kind', '=', 'admin-invitation')
      .orderBy('id', 'desc')
      .executeTakeFirst();
    const token = /https:\/\/koc\.example\/yonetim\/davet\/([\w-]{43})\n/.exec(
      mail?.text_body ?? '',
    )?.[1];
    return { mail, token };
  }

  async function invite(email: string, role: string, browser = owner) {
    return accountsAction(runtime(), post(browser, { intent: 'invite', email, role }));
  }

  const createAccount = (email: string, role: 'owner' | 'assistant') =>
    newAccount(db(), role, { email, password: PASSWORD });

  beforeAll(async () => {
    ownerId = (await createAccount(OWNER, 'owner')).id;
    owner = await signIn({ id: ownerId });
  });

  test('an invitation mails a one-time link; it opens an account with the role, signs it in, then is dead', async () => {
    const sent = await invite('Yeni.Asistan@Ornek.com', 'assistant');
    expect((sent as Response).status).toBe(303);
    expect(await toastOf(sent)).toBe(accountsMessages.invited('yeni.asistan@ornek.com'));

    const { mail, token } = await invitationMailTo('yeni.asistan@ornek.com');
    expect(mail?.subject).toBe('Ayşe Örnek Koçluk: yönetim paneline davet');
    expect(mail?.text_body).toContain('“Asistan” olarak davet etti');
    expect(mail?.text_body).toContain('72 saat');
    expect(mail?.html_body).toContain(`https://koc.example/yonetim/davet/${token}`);
    expect(token).toBeDefined();
    // Only the hash is stored.
    const stored = await db().selectFrom('admin_invitations').select('token_hash').execute();
    expect(JSON.stringify(stored)).not.toContain(token);

    const page = await loadAccounts(runtime(), get(owner));
    expect(page.invitations).toEqual([
      expect.objectContaining({
        email: 'yeni.asistan@ornek.com',
        role: 'assistant',
        expired: false,
      }),
    ]);
    const ready = await loadInvitation(runtime(), token);
    expect(ready).toMatchObject({
      status: 200,
      state: { status: 'ready', email: 'yeni.asistan@ornek.com', role: 'assistant' },
    });

    const accepted = (await accept(token!, passwords)) as Response;
    expect(accepted.status).toBe(303);
    expect(accepted.headers.get('Location')).toBe('/yonetim');
    expect(await toastOf(accepted)).toBe(invitationMessages.welcome);
    const cookie = /yonetim_oturum=[^;]+/.exec(accepted.headers.get('Set-Cookie') ?? '')![0];
    const signedIn = await getAdmin(runtime(), new Request(url(), { headers: { Cookie: cookie } }));
    expect(signedIn).toMatchObject({ email: 'yeni.asistan@ornek.com', role: 'assistant' });
    const account = await findAdminByEmail(db(), 'yeni.asistan@ornek.com');
    expect(await verifyPassword(NEW_PASSWORD, account!.passwordHash)).toBe(true);

    // Used: the page and the form both say so, and nothing more is created.
    expect(await loadInvitation(runtime(), token)).toEqual({
      state: { status: 'used' },
      status: 410,
    });
    const again = (await accept(token!, passwords)) as Result<InvitationAnswer>;
    expect(again.init.status).toBe(410);
    expect(again.data).toEqual({ status: 'used' });
    expect((await loadAccounts(runtime(), get(owner))).invitations).toEqual([]);

    const log = await listLogEntries(db());
    const entries = log.filter((entry) => entry.targetId === 'yeni.asistan@ornek.com');
    expect(entries.map((entry) => [entry.adminEmail, entry.action, entry.targetType])).toEqual([
      ['yeni.asistan@ornek.com', 'invitation-accepted', 'account'],
      [OWNER, 'invitation-sent', 'account'],
    ]);
    expect(JSON.stringify(log)).not.toContain(token);
    expect(JSON.stringify(log)).not.toContain(NEW_PASSWORD);
  });

  test('an expired link, an unknown one and a malformed one open nothing', async () => {
    const { token } = await insertInvitation(db(), {
      email: 'gec.kalan@ornek.com',
      role: 'owner',
      invitedBy: ownerId,
      now: new Date(Date.now() - 73 * 60 * 60_000),
    });
    expect(await loadInvitation(runtime(), token)).toEqual({
      state: { status: 'expired' },
      status: 410,
    });
    const late = (await accept(token, passwords)) as Result<InvitationAnswer>;
    expect(late.init.status).toBe(410);
    expect(late.data).toEqual({ status: 'expired' });
    expect(await findAdminByEmail(db(), 'gec.kalan@ornek.com')).toBeNull();

    // An expired invitation is listed as such, and inviting the address again replaces it.
    const listed = (await loadAccounts(runtime(), get(owner))).invitations;
    expect(listed).toEqual([
      expect.objectContaining({ email: 'gec.kalan@ornek.com', expired: true }),
    ]);
    await invite('gec.kalan@ornek.com', 'owner');
    expect(await loadInvitation(runtime(), token)).toEqual({
      state: { status: 'unknown' },
      status: 404,
    });
    const fresh = (await invitationMailTo('gec.kalan@ornek.com')).token!;
    expect((await loadInvitation(runtime(), fresh)).state).toMatchObject({
      status: 'ready',
      role: 'owner',
    });

    const unknown = 'A'.repeat(43);
    expect(await loadInvitation(runtime(), unknown)).toEqual({
      state: { status: 'unknown' },
      status: 404,
    });
    expect(((await accept(unknown, passwords)) as Result<InvitationAnswer>).init.status).toBe(404);
    expect(await loadInvitation(runtime(), 'kisa')).toEqual({
      state: { status: 'unknown' },
      status: 404,
    });
    expect(await loadInvitation(runtime(), undefined)).toEqual({
      state: { status: 'unknown' },
      status: 404,
    });
  });

  test('two submits of one link at the same moment open exactly one account', async () => {
    await invite('ayni.anda@ornek.com', 'assistant');
    const { token } = await invitationMailTo('ayni.anda@ornek.com');
    const results = await Promise.all([accept(token!, passwords), accept(token!, passwords)]);
    const statuses = results
      .map((result) =>
        result instanceof Response ? result.status : (result as Result<unknown>).init.status,
      )
      .sort();
    expect(statuses).toEqual([303, 410]);
    const accounts = await db()
      .selectFrom('admin_users')
      .select('id')
      .where('email', '=', 'ayni.anda@ornek.com')
      .execute();
    expect(accounts).toHaveLength(1);
  });

  test('the password form refuses what the account page refuses, next to each field', async () => {
    await invite('sifre.deneme@ornek.com', 'assistant');
    const { token } = await invitationMailTo('sifre.deneme@ornek.com');
    const refused = async (fields: Record<string, string>) => {
      const result = (await accept(token!, fields)) as Result<InvitationAnswer>;
      expect(result.init.status).toBe(400);
      expect(JSON.stringify(result.data)).not.toContain('kisa');
      return result.data;
    };
    expect(await refused({ password: 'kisa', passwordAgain: 'kisa' })).toEqual({
      status: 'invalid',
      message: invitationMessages.invalid,
      fieldErrors: { password: ['Yeni şifre en az 12 karakter olmalı.'] },
    });
    expect(await refused({ password: NEW_PASSWORD, passwordAgain: `${NEW_PASSWORD}!` })).toEqual(
      expect.objectContaining({
        fieldErrors: { passwordAgain: ['Yeni şifre ile tekrarı aynı değil.'] },
      }),
    );
    expect(await refused({ password: 'x'.repeat(257), passwordAgain: 'x'.repeat(257) })).toEqual(
      expect.objectContaining({
        fieldErrors: { password: ['Yeni şifre en fazla 256 karakter olabilir.'] },
      }),
    );
    expect(await refused({})).toMatchObject({
      fieldErrors: { password: ['Yeni şifre en az 12 karakter olmalı.'] },
    });
    // The link still works after refusals.
    expect((await loadInvitation(runtime(), token)).state.status).toBe('ready');

    // An address that got an account meanwhile (the command line, say): refused, link kept.
    await createAccount('sifre.deneme@ornek.com', 'assistant');
    const taken = (await accept(token!, passwords)) as Result<InvitationAnswer>;
    expect(taken.init.status).toBe(409);
    expect(taken.data).toMatchObject({ message: invitationMessages.hasAccount });
  });

  test('the invitation form: each wrong input next to its field, the typed values kept', async () => {
    const refused = async (email: string, role: string) => {
      const result = (await invite(email, role)) as Result<InviteAnswer>;
      expect(result.init.status).toBe(400);
      expect(result.data.formError?.message).toBe(accountsMessages.inviteInvalid);
      expect(result.data.values).toEqual({ email, role });
      return result.data;
    };
    expect((await refused('', 'assistant')).fieldErrors).toEqual({
      email: [accountsMessages.emailMissing],
    });
    expect((await refused('elif@', 'assistant')).fieldErrors).toEqual({
      email: [accountsMessages.emailInvalid],
    });
    expect((await refused('"Elif" <elif@ornek.com>', 'owner')).fieldErrors).toEqual({
      email: [accountsMessages.emailInvalid],
    });
    expect((await refused(`${'a'.repeat(250)}@ornek.com`, 'owner')).fieldErrors).toEqual({
      email: ['E-posta adresi en fazla 254 karakter olabilir.'],
    });
    expect((await refused('elif@ornek.com', '')).fieldErrors).toEqual({
      role: [accountsMessages.roleMissing],
    });
    expect((await refused('elif@ornek.com', 'admin')).fieldErrors).toEqual({
      role: [accountsMessages.roleMissing],
    });
    expect((await refused(OWNER.toUpperCase(), 'owner')).fieldErrors).toEqual({
      email: [accountsMessages.hasAccount],
    });

    // Already invited: offered to send again, which replaces the link (and may change the role).
    await invite('iki.kez@ornek.com', 'assistant');
    const first = (await invitationMailTo('iki.kez@ornek.com')).token!;
    const twice = await refused('iki.kez@ornek.com', 'owner');
    expect(twice.fieldErrors).toEqual({ email: [accountsMessages.alreadyInvited] });
    expect(twice.resendId).toEqual(expect.any(Number));
    const resent = await accountsAction(
      runtime(),
      post(owner, { intent: 'resend', id: String(twice.resendId), role: 'owner' }),
    );
    expect(await toastOf(resent)).toBe(accountsMessages.resent('iki.kez@ornek.com'));
    expect(await loadInvitation(runtime(), first)).toEqual({
      state: { status: 'unknown' },
      status: 404,
    });
    const second = (await invitationMailTo('iki.kez@ornek.com')).token!;
    expect(second).not.toBe(first);
    expect((await loadInvitation(runtime(), second)).state).toMatchObject({
      status: 'ready',
      role: 'owner',
    });
    // The first link's mail, not sent yet, never goes out.
    const mails = await db()
      .selectFrom('mail_outbox')
      .select('text_body')
      .where('to_address', '=', 'iki.kez@ornek.com')
      .execute();
    expect(mails).toHaveLength(1);

    // Taken back: the link is dead, its mail gone, the log says so.
    const invitation = (await loadAccounts(runtime(), get(owner))).invitations.find(
      (item) => item.email === 'iki.kez@ornek.com',
    )!;
    const cancelled = await accountsAction(
      runtime(),
      post(owner, { intent: 'cancel-invitation', id: String(invitation.id) }),
    );
    expect(await toastOf(cancelled)).toBe(accountsMessages.cancelled('iki.kez@ornek.com'));
    expect((await loadInvitation(runtime(), second)).status).toBe(404);
    expect((await invitationMailTo('iki.kez@ornek.com')).mail).toBeUndefined();
    const gone = await accountsAction(
      runtime(),
      post(owner, { intent: 'cancel-invitation', id: String(invitation.id) }),
    );
    expect(await toastOf(gone)).toBe(accountsMessages.invitationGone);
    const actions = (await listLogEntries(db()))
      .filter((entry) => entry.targetId === 'iki.kez@ornek.com')
      .map((entry) => entry.action);
    expect(actions).toEqual(['invitation-cancelled', 'invitation-resent', 'invitation-sent']);

    // A request no form sends.
    await expect(
      accountsAction(runtime(), post(owner, { intent: 'role', id: 'x' })),
    ).rejects.toMatchObject({
      init: { status: 400 },
    });
  });

  test('she changes another account’s role and removes it, which ends its sessions', async () => {
    const helper = await createAccount('yardimci@ornek.com', 'assistant');
    const helperSession = await signIn(helper);
    const promoted = await accountsAction(
      runtime(),
      post(owner, { intent: 'role', id: String(helper.id), role: 'owner' }),
    );
    expect(await toastOf(promoted)).toBe(
      accountsMessages.roleChanged('yardimci@ornek.com', 'owner'),
    );
    // At once, without signing in again: the session reads the role on every request.
    expect((await getAdmin(runtime(), get(helperSession).request))?.role).toBe('owner');
    await loadAccounts(runtime(), get(helperSession));
    const demoted = await accountsAction(
      runtime(),
      post(owner, { intent: 'role', id: String(helper.id), role: 'assistant' }),
    );
    expect(await toastOf(demoted)).toBe(
      accountsMessages.roleChanged('yardimci@ornek.com', 'assistant'),
    );

    const asked = await loadAccounts(runtime(), get(owner, `?sil=${helper.id}`));
    expect(asked.confirmId).toBe(helper.id);
    expect(asked.accounts.find((account) => account.id === helper.id)).toMatchObject({
      role: 'assistant',
      secondFactor: false,
      self: false,
    });
    // Her own account is never offered for removal.
    expect((await loadAccounts(runtime(), get(owner, `?sil=${ownerId}`))).confirmId).toBeNull();

    const removed = await accountsAction(
      runtime(),
      post(owner, { intent: 'remove', id: String(helper.id) }),
    );
    expect(await toastOf(removed)).toBe(accountsMessages.removed('yardimci@ornek.com'));
    expect(await findAdminByEmail(db(), 'yardimci@ornek.com')).toBeNull();
    expect(await getAdmin(runtime(), get(helperSession).request)).toBeNull();
    const again = await accountsAction(
      runtime(),
      post(owner, { intent: 'remove', id: String(helper.id) }),
    );
    expect(await toastOf(again)).toBe(accountsMessages.accountGone);

    const actions = (await listLogEntries(db()))
      .filter((entry) => entry.targetId === 'yardimci@ornek.com')
      .map((entry) => [entry.action, entry.detail]);
    expect(actions).toEqual([
      ['account-removed', 'Asistan'],
      ['role-changed', 'Asistan'],
      ['role-changed', 'Site sahibi'],
    ]);
  });

  test('the second factor shows as on with an authenticator app or a passkey', async () => {
    const app = await createAccount('uygulama@ornek.com', 'assistant');
    const key = await createAccount('anahtar@ornek.com', 'assistant');
    await db()
      .updateTable('admin_users')
      .set({ totp_enabled_at: new Date().toISOString() })
      .where('id', '=', app.id)
      .execute();
    await db()
      .insertInto('admin_passkeys')
      .values({
        id: 'anahtar-1',
        admin_id: key.id,
        public_key: 'pk',
        name: 'Dizüstü',
        created_at: new Date().toISOString(),
      })
      .execute();
    const { accounts } = await loadAccounts(runtime(), get(owner));
    const factor = (email: string) => accounts.find((a) => a.email === email)?.secondFactor;
    expect([factor('uygulama@ornek.com'), factor('anahtar@ornek.com'), factor(OWNER)]).toEqual([
      true,
      true,
      false,
    ]);
    // Removing an account takes its passkeys with it.
    await accountsAction(runtime(), post(owner, { intent: 'remove', id: String(key.id) }));
    expect(await db().selectFrom('admin_passkeys').selectAll().execute()).toEqual([]);
    await accountsAction(runtime(), post(owner, { intent: 'remove', id: String(app.id) }));
  });

  test('nobody changes or removes her own account, and the last owner stays one', async () => {
    const ownRole = await accountsAction(
      runtime(),
      post(owner, { intent: 'role', id: String(ownerId), role: 'assistant' }),
    );
    expect(await toastOf(ownRole)).toBe(accountsMessages.selfRole);
    const ownRemoval = await accountsAction(
      runtime(),
      post(owner, { intent: 'remove', id: String(ownerId) }),
    );
    expect(await toastOf(ownRemoval)).toBe(accountsMessages.selfRemove);
    expect((await findAdminByEmail(db(), OWNER))?.role).toBe('owner');

    // An actor who is no longer an owner (demoted while her request ran) cannot take the
    // last owner away either.
    const assistant = await createAccount('son.sahip@ornek.com', 'assistant');
    await db()
      .transaction()
      .execute(async (trx) => {
        expect(
          await changeAccountRole(trx, {
            actorId: assistant.id,
            targetId: ownerId,
            role: 'assistant',
          }),
        ).toBe('last-owner');
        expect(await removeAccount(trx, { actorId: assistant.id, targetId: ownerId })).toBe(
          'last-owner',
        );
        expect(
          await changeAccountRole(trx, {
            actorId: assistant.id,
            targetId: assistant.id,
            role: 'owner',
          }),
        ).toBe('self');
      });

    // Two owners demoting each other at the same moment: one of them stays an owner.
    const second = await createAccount('ikinci.sahip@ornek.com', 'owner');
    const secondSession = await signIn(second);
    const results = await Promise.allSettled([
      accountsAction(
        runtime(),
        post(owner, { intent: 'role', id: String(second.id), role: 'assistant' }),
      ),
      accountsAction(
        runtime(),
        post(secondSession, { intent: 'role', id: String(ownerId), role: 'assistant' }),
      ),
    ]);
    const owners = await db()
      .selectFrom('admin_users')
      .select('email')
      .where('role', '=', 'owner')
      .execute();
    expect(owners).toHaveLength(1);
    const messages = await Promise.all(
      results.map((result) => (result.status === 'fulfilled' ? toastOf(result.value) : null)),
    );
    expect(
      messages.filter(
        (message) => message?.startsWith('ikinci.sahip') || message?.startsWith(OWNER),
      ),
    ).toHaveLength(1);

    // Whoever lost, she can now give the role back; then remove the test accounts.
    const [left] = owners;
    const leftId = (await findAdminByEmail(db(), left!.email))!.id;
    const leftSession = left!.email === OWNER ? owner : secondSession;
    const otherId = leftId === ownerId ? second.id : ownerId;
    await accountsAction(
      runtime(),
      post(leftSession, { intent: 'role', id: String(otherId), role: 'owner' }),
    );
    await accountsAction(runtime(), post(owner, { intent: 'remove', id: String(second.id) }));
    await accountsAction(runtime(), post(owner, { intent: 'remove', id: String(assistant.id) }));
    expect((await findAdminByEmail(db(), OWNER))?.role).toBe('owner');
  });

  test('an assistant gets 403 from the page and its actions; signed out goes to the login', async () => {
    const assistant = await createAccount('sadece.asistan@ornek.com', 'assistant');
    const session = await signIn(assistant);
    await expect(loadAccounts(runtime(), get(session))).rejects.toMatchObject({
      data: OWNER_ONLY_MESSAGE,
      init: { status: 403 },
    });
    for (const fields of [
      { intent: 'invite', email: 'kimse@ornek.com', role: 'owner' },
      { intent: 'role', id: String(assistant.id), role: 'owner' },
      { intent: 'remove', id: String(ownerId) },
    ] as Array<Record<string, string>>) {
      await expect(accountsAction(runtime(), post(session, fields))).rejects.toMatchObject({
        init: { status: 403 },
      });
    }
    expect((await findAdminByEmail(db(), 'sadece.asistan@ornek.com'))?.role).toBe('assistant');
    expect(await findAdminByEmail(db(), 'kimse@ornek.com')).toBeNull();

    for (const attempt of [
      loadAccounts(runtime(), get(deskClient())),
      accountsAction(runtime(), post(deskClient(), { intent: 'remove', id: String(ownerId) })),
    ]) {
      const response = (await attempt.then(
        () => null,
        (thrown: unknown) => thrown,
      )) as Response;
      expect(response.status).toBe(302);
      expect(response.headers.get('Location')).toBe(
        '/yonetim/giris?redirectTo=%2Fyonetim%2Fhesaplar',
      );
    }
  });
});
