import { afterEach, describe, expect, test, vi } from 'vitest';

import { insertLogEntry, listLogEntries } from '#app/db/moderation-log.server.ts';
import { describeLogEntry } from '#app/lib/admin/audit-log.ts';
import { accountAction } from '#app/server/admin/sign-in/account.server.ts';
import { loadAuditTrail } from '#app/server/admin/audit.server.ts';
import { loadDashboard } from '#app/server/admin/desks/lists.server.ts';
import { logIn } from '#app/server/admin/sign-in/login.server.ts';
import { OWNER_ONLY_MESSAGE } from '#app/server/admin/sign-in/session.server.ts';

import { signIn } from '../setup/desk.ts';
import {
  createTestRuntime,
  dialects,
  hourlyPassAt,
  runtimePerTest,
  type TestRuntime,
} from '../setup/runtime.ts';

/*
 * The audit trail (docs/product.md#audit-trail): sign-ins and their failures with the address,
 * account changes, exports, sends and publications are recorded with who and when; the owner
 * reads and filters it at /yonetim/kayitlar; it never holds a password or a code; it is erased
 * after 12 months.
 */

type Entry = Parameters<typeof insertLogEntry>[1];

/** A trail entry: who did `action` to which item, with its detail and, for a sign-in, the address. */
const entry = (
  adminEmail: string,
  action: Entry['action'],
  targetType: Entry['targetType'],
  targetId: string,
  detail: string | null,
  address?: string,
): Entry => ({ adminEmail, action, targetType, targetId, detail, ...(address ? { address } : {}) });

const PASSWORD = 'sahibin-parolasi-2026';
const ASSISTANT_PASSWORD = 'asistanin-parolasi-2026';
const AUDIT = 'http://localhost/yonetim/kayitlar';

function loginRequest(email: string, password: string): Request {
  return new Request('http://localhost/yonetim/giris', {
    method: 'POST',
    body: new URLSearchParams({ email, password }),
  });
}

/** The owner (koc@) and an assistant (asistan@), each signed in. */
async function accounts(runtime: TestRuntime) {
  return {
    owner: await signIn(runtime, 'owner', { email: 'koc@ornek.com', password: PASSWORD }),
    assistant: await signIn(runtime, 'assistant', {
      email: 'asistan@ornek.com',
      password: ASSISTANT_PASSWORD,
    }),
  };
}

describe.each(dialects)('the audit trail on %s', (dialect) => {
  const runtime = runtimePerTest(dialect);
  afterEach(() => {
    vi.useRealTimers();
  });

  test('sign-ins and failures are recorded with the address; an unknown address names nobody; no password is kept', async () => {
    const current = await runtime();
    await accounts(current);
    const typo = 'sifrem-yanlislikla-burada';
    expect(
      await logIn(current, loginRequest('koc@ornek.com', 'yanlis-parola-1'), '203.0.113.9'),
    ).toMatchObject({ status: 400 });
    expect(
      await logIn(current, loginRequest(`${typo}@ornek.com`, PASSWORD), '203.0.113.9'),
    ).toMatchObject({
      status: 400,
    });
    const signedIn = await logIn(current, loginRequest('koc@ornek.com', PASSWORD), '198.51.100.4');
    expect(signedIn).toBeInstanceOf(Response);

    const [success, unknown, wrong] = await listLogEntries(current.handle.db, 3);
    expect(success).toMatchObject({
      adminEmail: 'koc@ornek.com',
      targetType: 'sign-in',
      action: 'success',
      address: '198.51.100.4',
    });
    expect(describeLogEntry(success!)).toBe('Giriş yaptı (şifreyle)');
    expect(wrong).toMatchObject({ adminEmail: 'koc@ornek.com', address: '203.0.113.9' });
    expect(describeLogEntry(wrong!)).toBe('Giriş reddedildi (şifre yanlış)');
    expect(unknown).toMatchObject({ adminEmail: '', targetId: '-', address: '203.0.113.9' });
    const everything = JSON.stringify(await listLogEntries(current.handle.db));
    for (const secret of [PASSWORD, 'yanlis-parola-1', typo]) {
      expect(everything).not.toContain(secret);
    }
  });

  test('a password change is an account change; the passwords are not in it', async () => {
    const current = await runtime();
    const { owner } = await accounts(current);
    const other = await logIn(current, loginRequest('koc@ornek.com', PASSWORD), '198.51.100.4');
    expect(other).toBeInstanceOf(Response);
    const next = 'yepyeni-bir-parola-2026';
    const changed = await accountAction(
      current,
      owner.post('/yonetim/hesap', {
        intent: 'password',
        currentPassword: PASSWORD,
        newPassword: next,
        newPasswordAgain: next,
      }),
      '198.51.100.5',
    );
    expect(changed).toBeInstanceOf(Response);
    const [entry] = await listLogEntries(current.handle.db, 1);
    expect(entry).toMatchObject({ adminEmail: 'koc@ornek.com', targetType: 'account' });
    expect(describeLogEntry(entry!)).toBe(
      'koc@ornek.com hesabının şifresi değiştirildi; diğer oturumları sonlandırıldı',
    );
    expect(JSON.stringify(await listLogEntries(current.handle.db))).not.toContain(next);
  });

  test('the owner filters by account, kind and Türkiye dates; a bad date is named next to its field', async () => {
    const current = await runtime();
    const { owner } = await accounts(current);
    const db = current.handle.db;
    vi.useFakeTimers({ toFake: ['Date'] });
    // 23:30 in Türkiye on 1 March is still 1 March there, though 2 March has not begun in UTC.
    vi.setSystemTime(new Date('2026-03-01T20:30:00Z'));
    await insertLogEntry(db, entry('koc@ornek.com', 'export', 'subscriber', '*', '3 kayıt'));
    vi.setSystemTime(new Date('2026-03-01T21:30:00Z'));
    await insertLogEntry(db, entry('asistan@ornek.com', 'approve', 'story', '4', null));
    vi.setSystemTime(new Date('2026-03-05T09:00:00Z'));
    await insertLogEntry(db, entry('asistan@ornek.com', 'publish', 'post', '7', 'Yeni yazı'));
    vi.useRealTimers();

    const view = (query: string) => loadAuditTrail(current, owner.get(`${AUDIT}?${query}`));
    const kinds = (page: Awaited<ReturnType<typeof view>>) =>
      page.entries.map((entry) => `${entry.targetType}:${entry.action}`);

    expect((await view('')).accounts).toEqual(['asistan@ornek.com', 'koc@ornek.com']);
    expect(kinds(await view('hesap=asistan%40ornek.com'))).toEqual([
      'post:publish',
      'story:approve',
    ]);
    expect(kinds(await view('tur=disa-aktarma'))).toEqual(['subscriber:export']);
    expect(kinds(await view('baslangic=2026-03-01&bitis=2026-03-01'))).toEqual([
      'subscriber:export',
    ]);
    expect(kinds(await view('baslangic=2026-03-02'))).toEqual(['post:publish', 'story:approve']);

    const bad = await view('baslangic=2026-02-30&tur=yazi');
    expect(bad.filter.errors).toEqual({ from: 'Başlangıç tarihi geçerli bir tarih olmalı.' });
    expect(kinds(bad)).toEqual(['post:publish']);
    const reversed = await view('baslangic=2026-03-05&bitis=2026-03-01');
    expect(reversed.filter.errors).toEqual({ to: 'Bitiş tarihi başlangıçtan önce olamaz.' });
    // An unknown account or kind is no filter, not an error page.
    expect((await view('hesap=kimse%40ornek.com&tur=yok')).total).toBe(3);
  });

  test('an assistant gets 403 from the trail; her dashboard shows neither the subscribers nor the owner’s actions; the owner’s shows no sign-ins', async () => {
    const current = await runtime();
    const { assistant } = await accounts(current);
    const db = current.handle.db;
    await insertLogEntry(db, entry('koc@ornek.com', 'export', 'subscriber', '*', '3 kayıt'));
    await insertLogEntry(db, entry('asistan@ornek.com', 'approve', 'comment', '2', null));
    await expect(loadAuditTrail(current, assistant.get(AUDIT))).rejects.toMatchObject({
      data: OWNER_ONLY_MESSAGE,
      init: { status: 403 },
    });
    const dashboard = await loadDashboard(current, {
      id: 2,
      email: 'asistan@ornek.com',
      role: 'assistant',
      sessionId: 'x',
    });
    expect(dashboard.counts.subscribers).toBeNull();
    expect(dashboard.log.map((entry) => entry.targetType)).toEqual(['comment']);

    // The owner's dashboard shows the work, not the sign-ins (they are on the audit page).
    await insertLogEntry(db, entry('koc@ornek.com', 'success', 'sign-in', '1', 'password'));
    const owners = await loadDashboard(current, {
      id: 1,
      email: 'koc@ornek.com',
      role: 'owner',
      sessionId: 'y',
    });
    expect(owners.log.map((entry) => entry.targetType)).toEqual(['comment', 'subscriber']);
  });
});

describe.each(dialects)('the audit trail’s retention on %s', (dialect) => {
  test('the mail worker’s hourly pass erases entries 12 months old, not a day earlier', async () => {
    const app = await createTestRuntime(dialect);
    const written = new Date('2026-01-10T10:00:00Z');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(written);
    await insertLogEntry(
      app.handle.db,
      entry('koc@ornek.com', 'success', 'sign-in', '1', 'password', '203.0.113.9'),
    );
    await hourlyPassAt(dialect, app, new Date('2027-01-09T10:00:00Z'));
    expect(await listLogEntries(app.handle.db)).toHaveLength(1);
    await hourlyPassAt(dialect, app, new Date('2027-01-10T10:01:00Z'));
    vi.useRealTimers();
    expect(await listLogEntries(app.handle.db)).toEqual([]);
    await app.dispose();
  });
});
