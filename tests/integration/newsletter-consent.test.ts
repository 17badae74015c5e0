import { sql } from 'kysely';
import { describe, expect, test } from 'vitest';

import { currentConsentText, CURRENT_CONSENT_VERSION } from '#app/data/newsletter-consent.ts';
import { services } from '#app/data/services.ts';
import { sitePages } from '#app/data/site-pages.ts';
import { countConsentChangesSince, lastIysExport } from '#app/db/iys-exports.server.ts';
import {
  findSubscriberByEmail,
  listIysConsents,
  listSubscribers,
  purgeNewsletterRecords,
} from '#app/db/subscribers.server.ts';
import { exportIysCsv, IYS_HEADER } from '#app/server/admin/desks/export.server.ts';
import {
  erasePersonalData,
  findPersonalData,
} from '#app/server/admin/desks/personal-data.server.ts';
import { listLogEntries } from '#app/db/moderation-log.server.ts';
import { describeLogEntry } from '#app/lib/admin/audit-log.ts';
import { handleConfirmation, loadConfirmation } from '#app/server/submissions/confirm.server.ts';
import { handleNewsletter } from '#app/server/submissions/form-handlers.server.ts';
import { newsletterSource } from '#app/server/submissions/newsletter-source.server.ts';
import { confirm, subscribe, unsubscribe } from '#app/server/submissions/save.server.ts';
import type { Runtime } from '#app/server/runtime.server.ts';

import { confirmationToken, subscribeConfirmed } from '../setup/newsletter.ts';
import { fromMigration } from '../setup/migrations.ts';
import { dialects, runtimePerTest } from '../setup/runtime.ts';

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;
const coach = { email: 'koc@koc.example' };

function formPost(fields: Array<[string, string]>): Request {
  return new Request('http://localhost/bulten', {
    method: 'POST',
    body: new URLSearchParams(fields),
  });
}

/** What a data() answer carries: its status and payload. */
function unwrap(result: unknown): { status: number; data: unknown } {
  const value = result as { init?: { status?: number } | null; data: unknown };
  return { status: value.init?.status ?? 200, data: value.data };
}

async function mailsTo(runtime: Runtime, email: string) {
  return runtime.handle.db
    .selectFrom('mail_outbox')
    .select(['kind', 'subject', 'text_body', 'html_body', 'to_address', 'headers'])
    .where('to_address', '=', email)
    .orderBy('id')
    .execute();
}

async function consentRows(runtime: Runtime, email: string) {
  return runtime.handle.db
    .selectFrom('newsletter_consents as c')
    .innerJoin('subscribers as s', 's.id', 'c.subscriber_id')
    .select(['c.version', 'c.source', 'c.signed_up_at', 'c.confirmed_at', 'c.withdrawn_at'])
    .where('s.email', '=', email)
    .orderBy('c.id')
    .execute();
}

async function unsubscribeTokenOf(runtime: Runtime, email: string): Promise<string> {
  const row = await runtime.handle.db
    .selectFrom('subscribers')
    .select('unsubscribe_token')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return row.unsubscribe_token;
}

/** The İYS file as a spreadsheet reads it: rows of cells, without the byte order mark. */
function csvRows(csv: string): string[][] {
  return csv
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n')
    .map((line) => line.split(';'));
}

describe('the consent record’s source page', () => {
  test.each([
    [undefined, '/bulten'],
    ['', '/bulten'],
    ['/', '/'],
    ['/bulten', '/bulten'],
    ['/hakkimda', '/hakkimda'],
    ['/blog/yeniden-baslamak', '/blog/yeniden-baslamak'],
    ['/hizmetler/nlp', '/hizmetler/nlp'],
    ['/hizmetler/yok-boyle-bir-hizmet', '/bulten'],
    ['/bulten/onayla/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', '/bulten'],
    ['/bulten/ayril/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', '/bulten'],
    ['/yonetim', '/bulten'],
    ['https://baska.example/', '/bulten'],
    ['/blog/Büyük Harf', '/bulten'],
    ['/blog/a/b', '/bulten'],
    ['/?utm_source=x', '/bulten'],
  ])('%j is stored as %j', (sent, stored) => {
    expect(newsletterSource({ pages: sitePages, services }, sent)).toBe(stored);
  });
});

describe.each(dialects)('newsletter double opt-in and consent record on %s', (dialect) => {
  const start = runtimePerTest(dialect);

  test('a sign-up waits with a confirmation mail only; the link’s GET confirms nothing; its POST confirms and sends the welcome', async () => {
    const runtime = await start();
    const result = await handleNewsletter(
      formPost([
        ['email', 'Onay.Bekleyen@Ornek.com'],
        ['kaynak', '/blog/yeniden-baslamak'],
      ]),
      runtime,
      'a',
    );
    // The SPEC's answer, character for character.
    expect(result).toEqual({
      ok: true,
      status: 200,
      toast: {
        title: 'Başarıyla Abone Oldunuz! 🎉',
        description: 'E-posta listemize kaydınız alındı. Hoş geldiniz!',
      },
    });
    const email = 'onay.bekleyen@ornek.com';
    expect((await findSubscriberByEmail(runtime.handle.db, email))?.status).toBe('pending');
    const [mail, ...others] = await mailsTo(runtime, email);
    expect(others).toEqual([]);
    expect(mail).toMatchObject({
      kind: 'newsletter-confirm',
      subject: 'Ayşe Örnek Koçluk bülteni: aboneliğini onayla',
    });
    // Plain text and HTML, the one-time link, who sends it and what happens without confirming.
    const token = await confirmationToken(runtime.handle.db, email);
    for (const body of [mail!.text_body, mail!.html_body!]) {
      expect(body).toContain(`https://koc.example/bulten/onayla/${token}`);
      expect(body).toContain('Ayşe Örnek');
      expect(body).toContain('7 gün geçerlidir');
      expect(body).toContain('30 gün sonra silinir');
    }
    // Only the token's hash is stored.
    const stored = JSON.stringify(
      await runtime.handle.db.selectFrom('newsletter_consents').selectAll().execute(),
    );
    expect(stored).not.toContain(token);
    // Nothing for the coach yet.
    expect(await mailsTo(runtime, 'koc@koc.example')).toEqual([]);

    // A mail scanner opening the link, twice: the page asks, nothing changes.
    for (let i = 0; i < 2; i += 1) {
      expect(unwrap(await loadConfirmation(runtime, token))).toEqual({
        status: 200,
        data: { status: 'ready', email: 'o***@ornek.com' },
      });
    }
    expect((await findSubscriberByEmail(runtime.handle.db, email))?.status).toBe('pending');

    const answer = (await handleConfirmation(runtime, token)) as Response;
    expect(answer.status).toBe(303);
    expect(answer.headers.get('Location')).toBe('/bulten/onaylandi');
    expect((await findSubscriberByEmail(runtime.handle.db, email))?.status).toBe('confirmed');
    const kinds = (await mailsTo(runtime, email)).map((m) => m.kind);
    expect(kinds).toEqual(['newsletter-confirm', 'newsletter-welcome']);
    const toCoach = await mailsTo(runtime, 'koc@koc.example');
    // The address is in the text and the Reply-To, never in the subject a lock screen shows.
    expect(toCoach.map((m) => m.subject)).toEqual(['Yeni bülten abonesi']);
    expect(toCoach[0]!.text_body).toContain(email);
    expect(JSON.parse(String(toCoach[0]!.headers))).toMatchObject({ 'Reply-To': email });

    // The consent record: when, where, which text, when confirmed.
    const [consent, ...more] = await consentRows(runtime, email);
    expect(more).toEqual([]);
    expect(consent).toMatchObject({
      version: CURRENT_CONSENT_VERSION,
      source: '/blog/yeniden-baslamak',
      withdrawn_at: null,
    });
    expect(consent!.confirmed_at).not.toBeNull();
    const text = await runtime.handle.db
      .selectFrom('newsletter_consent_texts')
      .select('text')
      .where('version', '=', CURRENT_CONSENT_VERSION)
      .executeTakeFirstOrThrow();
    expect(text.text).toBe(currentConsentText);
  });

  test('a link works once: used again (GET or POST) it says so, sends nothing and never fails', async () => {
    const runtime = await start();
    await subscribe(runtime, 'bir.kez@ornek.com');
    const token = await confirmationToken(runtime.handle.db, 'bir.kez@ornek.com');
    expect(await confirm(runtime, token)).toBe('confirmed');
    const mails = (await mailsTo(runtime, 'bir.kez@ornek.com')).length;
    expect(unwrap(await handleConfirmation(runtime, token))).toEqual({
      status: 410,
      data: { status: 'used' },
    });
    expect(unwrap(await loadConfirmation(runtime, token))).toEqual({
      status: 410,
      data: { status: 'used' },
    });
    expect(await mailsTo(runtime, 'bir.kez@ornek.com')).toHaveLength(mails);
    // Unknown and malformed tokens: 404, nothing changes.
    for (const bad of ['', 'kisa', 'A'.repeat(43), `${token.slice(0, 42)}/`, '%'.repeat(43)]) {
      expect(unwrap(await loadConfirmation(runtime, bad)).status).toBe(404);
      expect(unwrap(await handleConfirmation(runtime, bad)).status).toBe(404);
    }
  });

  test('a link older than 7 days has expired: it confirms nothing and says how to sign up again', async () => {
    const runtime = await start();
    const now = Date.now();
    await subscribe(runtime, 'gec.kalan@ornek.com', { now: new Date(now - 7 * DAY - 1000) });
    await subscribe(runtime, 'zamaninda@ornek.com', { now: new Date(now - 7 * DAY + HOUR) });
    const late = await confirmationToken(runtime.handle.db, 'gec.kalan@ornek.com');
    const inTime = await confirmationToken(runtime.handle.db, 'zamaninda@ornek.com');
    expect(unwrap(await loadConfirmation(runtime, late))).toEqual({
      status: 410,
      data: { status: 'expired' },
    });
    expect(unwrap(await handleConfirmation(runtime, late))).toEqual({
      status: 410,
      data: { status: 'expired' },
    });
    expect((await findSubscriberByEmail(runtime.handle.db, 'gec.kalan@ornek.com'))?.status).toBe(
      'pending',
    );
    expect(await confirm(runtime, inTime)).toBe('confirmed');
  });

  test('signing up again while waiting: the same answer as a new address, and a new link at most once an hour', async () => {
    const runtime = await start();
    const email = 'tekrar@ornek.com';
    const t0 = Date.now();
    expect((await subscribe(runtime, email, { now: new Date(t0) })).kind).toBe('new');
    const first = await confirmationToken(runtime.handle.db, email);

    // Through the form: the answer a new address gets (it must not tell who is on the list),
    // and no second mail within the hour.
    const fresh = await handleNewsletter(formPost([['email', 'yepyeni@ornek.com']]), runtime, 'b');
    const again = await handleNewsletter(formPost([['email', email]]), runtime, 'b');
    expect(again).toEqual(fresh);
    expect(again).toMatchObject({ ok: true, status: 200 });
    expect(await subscribe(runtime, email, { now: new Date(t0 + 59 * 60_000) })).toEqual({
      kind: 'duplicate',
    });
    expect(await mailsTo(runtime, email)).toHaveLength(1);

    // An hour later: a new link; the old one stops working.
    expect((await subscribe(runtime, email, { now: new Date(t0 + HOUR) })).kind).toBe('resend');
    expect(await subscribe(runtime, email, { now: new Date(t0 + HOUR + 60_000) })).toEqual({
      kind: 'duplicate',
    });
    expect(await mailsTo(runtime, email)).toHaveLength(2);
    const second = await confirmationToken(runtime.handle.db, email);
    expect(second).not.toBe(first);
    expect(unwrap(await loadConfirmation(runtime, first)).data).toEqual({ status: 'unknown' });
    // Still one consent row, one subscriber.
    expect(await consentRows(runtime, email)).toHaveLength(1);
    expect(await confirm(runtime, second)).toBe('confirmed');
  });

  test('a confirmed address signing up again: the answer of a new one, and at most one mail a day to it', async () => {
    const runtime = await start();
    await subscribeConfirmed(runtime, 'onayli@ornek.com');
    const mails = (await mailsTo(runtime, 'onayli@ornek.com')).length;
    const fresh = await handleNewsletter(formPost([['email', 'baska@ornek.com']]), runtime, 'c');
    const answers = [];
    for (let i = 0; i < 5; i += 1) {
      answers.push(await handleNewsletter(formPost([['email', 'ONAYLI@ornek.com']]), runtime, 'c'));
    }
    for (const answer of answers) expect(answer).toEqual(fresh);
    // Its owner hears of it once, not five times; nothing about the list, no link to act on.
    const told = (await mailsTo(runtime, 'onayli@ornek.com')).slice(mails);
    expect(told.map((mail) => mail.kind)).toEqual(['newsletter-already']);
    expect(told[0]).toMatchObject({ subject: 'Ayşe Örnek Koçluk bültenine zaten abonesin' });
    expect(told[0]?.text_body).toContain('Bu adres zaten abone: yapman gereken bir şey yok');
    // Like every other visitor mail: the privacy notice's line, and an HTML part saying the same.
    const notice = `${runtime.publicUrl}/kvkk`;
    expect(told[0]?.text_body).toContain(
      `Kişisel verilerinin nasıl işlendiğini Aydınlatma Metni’nde okuyabilirsin: ${notice}`,
    );
    expect(told[0]?.html_body).toContain('Bu adres zaten abone: yapman gereken bir şey yok');
    expect(told[0]?.html_body).toContain(`<a href="${notice}"`);
    // Hours later still nothing; a day later, once more.
    expect(
      await subscribe(runtime, 'onayli@ornek.com', { now: new Date(Date.now() + 5 * HOUR) }),
    ).toMatchObject({ kind: 'confirmed', told: false });
    expect(
      await subscribe(runtime, 'onayli@ornek.com', { now: new Date(Date.now() + 25 * HOUR) }),
    ).toMatchObject({ kind: 'confirmed', told: true });
    expect(await mailsTo(runtime, 'onayli@ornek.com')).toHaveLength(mails + 2);
    expect((await findSubscriberByEmail(runtime.handle.db, 'onayli@ornek.com'))?.status).toBe(
      'confirmed',
    );
  });

  test('a withdrawal stays on record; signing up again is a new consent that must be confirmed', async () => {
    const runtime = await start();
    const email = 'geri.donen@ornek.com';
    await subscribeConfirmed(runtime, email, { source: '/hakkimda' });
    expect(await unsubscribe(runtime, await unsubscribeTokenOf(runtime, email))).toBe(true);
    expect((await findSubscriberByEmail(runtime.handle.db, email))?.status).toBe('withdrawn');
    const [withdrawn] = await consentRows(runtime, email);
    expect(withdrawn!.confirmed_at).not.toBeNull();
    expect(withdrawn!.withdrawn_at).not.toBeNull();
    // A withdrawn subscriber is not a recipient: no mail is left for them.
    expect(await mailsTo(runtime, email)).toEqual([]);

    const result = await handleNewsletter(
      formPost([
        ['email', email],
        ['kaynak', '/'],
      ]),
      runtime,
      'd',
    );
    expect(result).toMatchObject({ ok: true, status: 200 });
    expect((await findSubscriberByEmail(runtime.handle.db, email))?.status).toBe('pending');
    const rows = await consentRows(runtime, email);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatchObject({
      version: CURRENT_CONSENT_VERSION,
      source: '/',
      confirmed_at: null,
      withdrawn_at: null,
    });
    expect((await mailsTo(runtime, email)).map((m) => m.kind)).toEqual(['newsletter-confirm']);

    // Until confirmed, İYS still sees the withdrawal.
    expect(csvRows((await exportIysCsv(runtime, coach)).csv)[1]?.slice(0, 5)).toEqual([
      email,
      'EPOSTA',
      'RET',
      'HS_WEB',
      '/hakkimda',
    ]);
    expect(await confirm(runtime, await confirmationToken(runtime.handle.db, email))).toBe(
      'confirmed',
    );
    expect((await mailsTo(runtime, email)).map((m) => m.kind)).toEqual([
      'newsletter-confirm',
      'newsletter-welcome',
    ]);
    expect(csvRows((await exportIysCsv(runtime, coach)).csv)[1]?.slice(0, 5)).toEqual([
      email,
      'EPOSTA',
      'ONAY',
      'HS_WEB',
      '/',
    ]);
    // The old withdrawn consent is kept as history.
    expect((await consentRows(runtime, email))[0]!.withdrawn_at).not.toBeNull();
  });

  test('unconfirmed sign-ups are erased after 30 days with their mails; withdrawals after 3 years', async () => {
    const runtime = await start();
    const { db } = runtime.handle;
    const now = new Date();
    const ago = (ms: number) => new Date(now.getTime() - ms);
    await subscribe(runtime, 'eski.bekleyen@ornek.com', { now: ago(30 * DAY + 1000) });
    await subscribe(runtime, 'yeni.bekleyen@ornek.com', { now: ago(29 * DAY) });
    // Withdrew, signed up again 31 days ago and never confirmed: back to the withdrawal.
    await subscribeConfirmed(runtime, 'vazgecen@ornek.com');
    await unsubscribe(runtime, await unsubscribeTokenOf(runtime, 'vazgecen@ornek.com'));
    await subscribe(runtime, 'vazgecen@ornek.com', { now: ago(31 * DAY) });
    await subscribeConfirmed(runtime, 'kalici@ornek.com');
    // Withdrew more than 3 years ago.
    await subscribeConfirmed(runtime, 'cok.eski@ornek.com');
    await unsubscribe(runtime, await unsubscribeTokenOf(runtime, 'cok.eski@ornek.com'));
    await db
      .updateTable('newsletter_consents')
      .set({ withdrawn_at: ago(3 * 366 * DAY).toISOString() })
      .where('withdrawn_at', 'is not', null)
      .where('subscriber_id', '=', (await findSubscriberByEmail(db, 'cok.eski@ornek.com'))!.id)
      .execute();

    const result = await db.transaction().execute((trx) => purgeNewsletterRecords(trx, now));
    expect(result.consents).toBe(3);
    expect(result.subscribers.map((s) => s.email).sort()).toEqual([
      'cok.eski@ornek.com',
      'eski.bekleyen@ornek.com',
    ]);
    expect(await findSubscriberByEmail(db, 'eski.bekleyen@ornek.com')).toBeNull();
    expect(await mailsTo(runtime, 'eski.bekleyen@ornek.com')).toEqual([]);
    expect(await findSubscriberByEmail(db, 'cok.eski@ornek.com')).toBeNull();
    expect((await findSubscriberByEmail(db, 'yeni.bekleyen@ornek.com'))?.status).toBe('pending');
    expect((await findSubscriberByEmail(db, 'vazgecen@ornek.com'))?.status).toBe('withdrawn');
    expect(await consentRows(runtime, 'vazgecen@ornek.com')).toHaveLength(1);
    expect((await findSubscriberByEmail(db, 'kalici@ornek.com'))?.status).toBe('confirmed');
    // A second pass finds nothing more.
    expect(
      (await db.transaction().execute((trx) => purgeNewsletterRecords(trx, now))).consents,
    ).toBe(0);
  });

  test('the İYS export: confirmed consents only, ONAY or RET, with source and dates; logged', async () => {
    const runtime = await start();
    await subscribeConfirmed(runtime, 'ali@ornek.com', { source: '/hizmetler/nlp' });
    await subscribeConfirmed(runtime, '=cmd@ornek.com');
    await subscribeConfirmed(runtime, 'veli@ornek.com');
    await unsubscribe(runtime, await unsubscribeTokenOf(runtime, 'veli@ornek.com'));
    await subscribe(runtime, 'bekleyen@ornek.com');

    const { csv, count } = await exportIysCsv(runtime, coach);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(count).toBe(3);
    const [header, ...rows] = csvRows(csv);
    expect(header).toEqual(IYS_HEADER);
    expect(rows.map((row) => row.slice(0, 5))).toEqual([
      // A formula-looking address is defused, as in every export.
      ["'=cmd@ornek.com", 'EPOSTA', 'ONAY', 'HS_WEB', '/bulten'],
      ['ali@ornek.com', 'EPOSTA', 'ONAY', 'HS_WEB', '/hizmetler/nlp'],
      ['veli@ornek.com', 'EPOSTA', 'RET', 'HS_WEB', '/bulten'],
    ]);
    const date = /^\d\d\.\d\d\.\d{4} \d\d:\d\d$/;
    for (const row of rows) {
      expect(row[5]).toMatch(date);
      expect(row[6]).toMatch(date);
    }
    expect(rows[1]![7]).toBe('');
    expect(rows[2]![7]).toMatch(date);
    expect(csv).not.toContain('bekleyen@ornek.com');

    const [entry] = await listLogEntries(runtime.handle.db, 1);
    expect(entry).toMatchObject({
      adminEmail: coach.email,
      action: 'export',
      targetType: 'consent',
      detail: '3 kayıt',
    });
    expect(describeLogEntry(entry!)).toBe('İYS onay kayıtları dışa aktarıldı (3 kayıt)');
  });

  test('İYS: what came after the last file is counted, and a file of only those can be made', async () => {
    const runtime = await start();
    const db = runtime.handle.db;
    // Consent times and a file's time are compared: at least a millisecond apart.
    const tick = () => new Promise((resolve) => setTimeout(resolve, 5));
    await subscribeConfirmed(runtime, 'ali@ornek.com');
    await subscribeConfirmed(runtime, 'veli@ornek.com');
    expect(await lastIysExport(db)).toBeNull();
    expect(await countConsentChangesSince(db, null)).toEqual({ confirmations: 2, withdrawals: 0 });

    // Before any file, "only the changes" is every consent.
    const first = await exportIysCsv(runtime, coach, { changesOnly: true });
    expect(first).toMatchObject({ count: 2, changesSince: null });
    const made = await lastIysExport(db);
    expect(made).toMatchObject({ adminEmail: coach.email, rowCount: 2, changesSince: null });
    expect(await countConsentChangesSince(db, made!.exportedAt)).toEqual({
      confirmations: 0,
      withdrawals: 0,
    });

    await tick();
    await subscribeConfirmed(runtime, 'yeni@ornek.com');
    await unsubscribe(runtime, await unsubscribeTokenOf(runtime, 'veli@ornek.com'));
    await subscribe(runtime, 'bekleyen@ornek.com');
    expect(await countConsentChangesSince(db, made!.exportedAt)).toEqual({
      confirmations: 1,
      withdrawals: 1,
    });

    const changes = await exportIysCsv(runtime, coach, { changesOnly: true });
    expect(changes.changesSince).toBe(made!.exportedAt);
    const [, ...rows] = csvRows(changes.csv);
    expect(rows.map((row) => row.slice(0, 3))).toEqual([
      ['veli@ornek.com', 'EPOSTA', 'RET'],
      ['yeni@ornek.com', 'EPOSTA', 'ONAY'],
    ]);
    const last = await lastIysExport(db);
    expect(last).toMatchObject({ rowCount: 2, changesSince: made!.exportedAt });
    expect(await countConsentChangesSince(db, last!.exportedAt)).toEqual({
      confirmations: 0,
      withdrawals: 0,
    });
    // The whole record is still there for a full file.
    expect((await exportIysCsv(runtime, coach)).count).toBe(3);
  });

  test('the moderation list shows state, latest consent and filters by state', async () => {
    const runtime = await start();
    await subscribeConfirmed(runtime, 'liste.onayli@ornek.com', { source: '/sss' });
    await subscribe(runtime, 'liste.bekleyen@ornek.com');
    await subscribeConfirmed(runtime, 'liste.ayrilan@ornek.com');
    await unsubscribe(runtime, await unsubscribeTokenOf(runtime, 'liste.ayrilan@ornek.com'));
    const { db } = runtime.handle;
    const all = await listSubscribers(db);
    expect(all.total).toBe(3);
    const byEmail = new Map(all.items.map((item) => [item.email, item]));
    expect(byEmail.get('liste.onayli@ornek.com')).toMatchObject({
      status: 'confirmed',
      consent: { source: '/sss', version: CURRENT_CONSENT_VERSION, withdrawnAt: null },
    });
    expect(byEmail.get('liste.bekleyen@ornek.com')).toMatchObject({
      status: 'pending',
      consent: { confirmedAt: null },
    });
    expect(byEmail.get('liste.ayrilan@ornek.com')?.consent?.withdrawnAt).toBeTruthy();
    for (const status of ['pending', 'confirmed', 'withdrawn'] as const) {
      const { items } = await listSubscribers(db, { status });
      expect(items.map((item) => item.status)).toEqual([status]);
    }
  });

  test('erasing a person removes every consent row of theirs and counts them', async () => {
    const runtime = await start();
    const email = 'silinecek.abone@ornek.com';
    await subscribeConfirmed(runtime, email);
    await unsubscribe(runtime, await unsubscribeTokenOf(runtime, email));
    await subscribe(runtime, email);
    await subscribeConfirmed(runtime, 'baska.abone@ornek.com');

    const report = await findPersonalData(runtime, { email, name: '' });
    expect(report).toMatchObject({ subscriber: true, consents: 2 });
    const counts = await erasePersonalData(runtime, coach, { email, name: '', commentIds: [] });
    expect(counts).toMatchObject({ subscribers: 1, consents: 2 });
    expect(await findSubscriberByEmail(runtime.handle.db, email)).toBeNull();
    const left = await runtime.handle.db
      .selectFrom('newsletter_consents')
      .select('subscriber_id')
      .execute();
    expect(left).toHaveLength(1);
    expect(await consentRows(runtime, 'baska.abone@ornek.com')).toHaveLength(1);
    const [entry] = await listLogEntries(runtime.handle.db, 1);
    expect(entry?.detail).toMatch(/^1 abonelik, 2 onay kaydı, /);
  });
});

describe.each(dialects)('the consent migration on %s', (dialect) => {
  test('existing subscribers become confirmed, each with a consent row of the earlier form', async () => {
    await fromMigration(dialect, '2026-11-26-blog-posts', async (handle, migrator) => {
      // Rows as the version before double opt-in stored them.
      const old = (email: string, day: number) =>
        sql`insert into subscribers (email, unsubscribe_token, created_at)
          values (${email}, ${`token-${day}`.padEnd(32, 'x')}, ${new Date(Date.UTC(2026, 10, day)).toISOString()})`.execute(
          handle.db,
        );
      await old('eski.bir@ornek.com', 1);
      await old('eski.iki@ornek.com', 2);
      expect((await migrator.migrateToLatest()).error).toBeUndefined();

      const { items } = await listSubscribers(handle.db);
      expect(items.map((item) => [item.email, item.status, item.consent?.version])).toEqual([
        ['eski.iki@ornek.com', 'confirmed', 'onceki-form'],
        ['eski.bir@ornek.com', 'confirmed', 'onceki-form'],
      ]);
      expect(items[1]!.consent).toMatchObject({
        source: 'bilinmiyor',
        signedUpAt: '2026-11-01T00:00:00.000Z',
        confirmedAt: '2026-11-01T00:00:00.000Z',
        withdrawnAt: null,
      });
      const text = await handle.db
        .selectFrom('newsletter_consent_texts')
        .select('text')
        .where('version', '=', 'onceki-form')
        .executeTakeFirstOrThrow();
      expect(text.text).toContain('çift onaylı kayıt');
      // They are consents İYS records.
      expect(await listIysConsents(handle.db, { limit: 10, offset: 0 })).toHaveLength(2);
    });
  });
});
