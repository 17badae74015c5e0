import { beforeAll, describe, expect, test } from 'vitest';

import { listVisiblePosts } from '#app/db/blog-posts.server.ts';
import { listLogEntries } from '#app/db/moderation-log.server.ts';
import { deliveryCounts, getNewsletter } from '#app/db/newsletters.server.ts';
import { istanbulDateTimeLocal } from '#app/lib/format.ts';
import { describeLogEntry } from '#app/lib/admin/audit-log.ts';
import { exportIysCsv } from '#app/server/admin/desks/export.server.ts';
import {
  loadNewsletterDesk,
  loadNewsletterList,
  newsletterDeskAction,
  newsletterDeskMessages,
  type NewsletterAnswer,
} from '#app/server/admin/desks/newsletter-desk.server.ts';
import { subscribe, unsubscribe } from '#app/server/submissions/save.server.ts';

import { deskRuntime, sessionOf, signIn, type SignedIn } from '../setup/desk.ts';
import { subscribeConfirmed } from '../setup/newsletter.ts';
import { dialects } from '../setup/runtime.ts';

/*
 * The newsletter desk's server side (docs/product.md#newsletter-desk): Turkish messages by
 * field with the form back as typed, conflicts, the text of a form posted after the session ran
 * out, the confirmed send, the test mail, pause and resume, and what a newsletter that has begun
 * refuses.
 */

const NEW = '/yonetim/bulten/yeni';
const inAnHour = () => istanbulDateTimeLocal(new Date(Date.now() + 60 * 60_000));

describe.each(dialects)('the newsletter desk on %s', (dialect) => {
  const { runtime, db } = deskRuntime(dialect);
  let coach: SignedIn;
  const act = (path: string, fields: Record<string, string>, id: number | null) =>
    newsletterDeskAction(runtime(), coach.post(path, fields), id);
  const answerOf = (result: unknown): { status: number; data: NewsletterAnswer } => {
    const value = result as { data: NewsletterAnswer; init: { status: number } | null };
    expect(value).not.toBeInstanceOf(Response);
    return { status: value.init?.status ?? 200, data: value.data };
  };
  const redirected = (result: unknown): string => {
    expect(result).toBeInstanceOf(Response);
    expect((result as Response).status).toBe(303);
    return (result as Response).headers.get('Location') ?? '';
  };
  const idOf = (location: string) => Number(/\/yonetim\/bulten\/(\d+)/.exec(location)?.[1]);
  const draft = async (subject: string) =>
    idOf(
      redirected(
        await act(NEW, { subject, body: '## Merhaba\n\nİlk bülten.', intent: 'save' }, null),
      ),
    );

  beforeAll(async () => {
    coach = await signIn(runtime(), 'owner', { email: 'koc@ornek.com' });
  });

  test('every bad input gets its Turkish message next to its field, with the form back as typed', async () => {
    const empty = answerOf(await act(NEW, { subject: '  ', body: '', intent: 'save' }, null));
    expect(empty.status).toBe(400);
    expect(empty.data.fieldErrors).toEqual({
      subject: ['Konu gerekli.'],
      body: ['Bültenin içeriği gerekli.'],
    });
    expect(empty.data.formError?.message).toBe(newsletterDeskMessages.invalid);

    const long = 'Ç'.repeat(151);
    const tooLong = answerOf(
      await act(NEW, { subject: long, body: 'Metin', intent: 'save' }, null),
    );
    expect(tooLong.data.fieldErrors).toEqual({ subject: ['Konu en fazla 150 karakter olabilir.'] });
    expect(tooLong.data.values).toMatchObject({ subject: long, body: 'Metin' });

    const hugeBody = answerOf(
      await act(NEW, { subject: 'Uzun', body: 'a'.repeat(50_001), intent: 'save' }, null),
    );
    expect(hugeBody.data.fieldErrors).toEqual({
      body: ['İçerik en fazla 50.000 karakter olabilir.'],
    });

    const typed = { subject: 'Kasım bülteni', body: 'Merhaba\r\nsatır', intent: 'schedule' };
    const past = answerOf(
      await act(
        NEW,
        { ...typed, sendAt: istanbulDateTimeLocal(new Date(Date.now() - 60_000)) },
        null,
      ),
    );
    expect(past.status).toBe(400);
    expect(past.data.fieldErrors).toEqual({ sendAt: [newsletterDeskMessages.sendAtPast] });
    expect(past.data.values).toMatchObject({ subject: 'Kasım bülteni', body: 'Merhaba\nsatır' });
    for (const sendAt of ['', 'yarın', '2026-02-30T10:00']) {
      const malformed = answerOf(await act(NEW, { ...typed, sendAt }, null));
      expect(malformed.data.fieldErrors).toEqual({
        sendAt: [newsletterDeskMessages.sendAtMissing],
      });
    }

    await expect(act(NEW, { ...typed, intent: 'yayinla' }, null)).rejects.toMatchObject({
      init: { status: 400 },
    });
    await expect(act(NEW, { subject: 'x', body: 'y' }, null)).rejects.toMatchObject({
      init: { status: 400 },
    });
    expect((await loadNewsletterList(runtime(), coach.get('/yonetim/bulten'))).total).toBe(0);
  });

  test('Önizle shows the HTML and the plain-text mail without saving; a blog post fills the form', async () => {
    const preview = answerOf(
      await act(
        NEW,
        { subject: 'Önizleme', body: '## Ara başlık\n\n**Kalın** söz.', intent: 'preview' },
        null,
      ),
    );
    expect(preview.status).toBe(200);
    expect(preview.data.preview?.html).toContain('<h2');
    expect(preview.data.preview?.html).toContain('<strong>Kalın</strong>');
    expect(preview.data.preview?.text).toContain('Ara başlık');
    expect(preview.data.preview?.text).toContain('Kalın söz.');
    expect((await loadNewsletterList(runtime(), coach.get('/yonetim/bulten'))).total).toBe(0);

    const [first] = await listVisiblePosts(db());
    const page = await loadNewsletterDesk(runtime(), coach.get(`${NEW}?yazi=${first!.id}`), null);
    expect(page.data.page).toBe('compose');
    if (page.data.page !== 'compose') return;
    expect(page.data.values).toEqual({
      subject: first!.title,
      body: `${first!.excerpt}\n\n[Yazının devamını oku](https://koc.example/blog/${first!.slug})\n`,
    });
    const unknown = await loadNewsletterDesk(runtime(), coach.get(`${NEW}?yazi=999999`), null);
    if (unknown.data.page === 'compose') {
      expect(unknown.data.postError).toBe(newsletterDeskMessages.postNotFound);
    }
  });

  test('a draft is saved and logged; a stale save is refused with the text kept', async () => {
    const id = await draft('Aralık bülteni');
    const saved = await getNewsletter(db(), id);
    expect(saved).toMatchObject({ status: 'draft', subject: 'Aralık bülteni', version: 1 });
    const path = `/yonetim/bulten/${id}`;
    redirected(
      await act(path, { subject: 'İlk sekme', body: 'Bir', version: '1', intent: 'save' }, id),
    );
    const stale = answerOf(
      await act(path, { subject: 'İkinci sekme', body: 'İki', version: '1', intent: 'save' }, id),
    );
    expect(stale.status).toBe(409);
    expect(stale.data.formError).toEqual({
      kind: 'conflict',
      message: newsletterDeskMessages.conflict,
    });
    expect(stale.data.values).toMatchObject({ subject: 'İkinci sekme', body: 'İki', version: '2' });
    expect(await getNewsletter(db(), id)).toMatchObject({ subject: 'İlk sekme', version: 2 });
    const log = (await listLogEntries(db())).filter((entry) => entry.targetId === String(id));
    expect(log.map((entry) => entry.action)).toEqual(['edit', 'create']);
    expect(describeLogEntry(log[0]!)).toBe(`Bülten #${id} “İlk sekme” düzenlendi`);
  });

  test('scheduled, then unscheduled; a test mail lands in the outbox with "[Deneme]"', async () => {
    const id = await draft('Zamanlanan');
    const path = `/yonetim/bulten/${id}`;
    const at = inAnHour();
    redirected(
      await act(
        path,
        { subject: 'Zamanlanan', body: 'Metin', version: '1', sendAt: at, intent: 'schedule' },
        id,
      ),
    );
    const scheduled = await getNewsletter(db(), id);
    expect(scheduled?.status).toBe('scheduled');
    expect(istanbulDateTimeLocal(scheduled!.scheduledAt!)).toBe(at);

    redirected(
      await act(
        path,
        { subject: 'Zamanlanan', body: 'Metin **kalın**', version: '2', intent: 'test' },
        id,
      ),
    );
    // Saving keeps it scheduled.
    expect(await getNewsletter(db(), id)).toMatchObject({ status: 'scheduled', version: 3 });
    const mail = await db()
      .selectFrom('mail_outbox')
      .selectAll()
      .where('kind', '=', 'newsletter-test')
      .executeTakeFirstOrThrow();
    expect(mail).toMatchObject({ to_address: 'koc@ornek.com', subject: '[Deneme] Zamanlanan' });
    expect(mail.html_body).toContain('<strong>kalın</strong>');

    redirected(
      await act(
        path,
        { subject: 'Zamanlanan', body: 'Metin', version: '3', intent: 'unschedule' },
        id,
      ),
    );
    expect(await getNewsletter(db(), id)).toMatchObject({ status: 'draft', scheduledAt: null });
    const actions = (await listLogEntries(db()))
      .filter((entry) => entry.targetId === String(id))
      .map((entry) => entry.action);
    expect(actions).toEqual(['unschedule', 'test', 'schedule', 'create']);
  });

  test('without recipients nothing is sent; then it goes to confirmed subscribers only, and can no longer change', async () => {
    const id = await draft('Gönderilecek');
    const path = `/yonetim/bulten/${id}`;
    const none = answerOf(await act(path, { version: '1', intent: 'send' }, id));
    expect(none.status).toBe(409);
    expect(none.data.formError?.message).toBe('Onaylı abone yok; bülten gönderilmedi.');
    expect(await getNewsletter(db(), id)).toMatchObject({ status: 'draft' });

    for (const email of ['bir@ornek.com', 'iki@ornek.com', 'uc@ornek.com']) {
      await subscribeConfirmed(runtime(), email);
    }
    await subscribe(runtime(), 'bekleyen@ornek.com');
    await subscribeConfirmed(runtime(), 'ayrilan@ornek.com');
    const leaving = await db()
      .selectFrom('subscribers')
      .select('unsubscribe_token')
      .where('email', '=', 'ayrilan@ornek.com')
      .executeTakeFirstOrThrow();
    expect(await unsubscribe(runtime(), leaving.unsubscribe_token)).toBe(true);

    // "Şimdi gönder" saves and asks first.
    const ask = redirected(
      await act(
        path,
        { subject: 'Gönderilecek', body: 'Son hâl', version: '1', intent: 'ask-send' },
        id,
      ),
    );
    expect(ask).toBe(`${path}?gonder=1`);
    const asking = await loadNewsletterDesk(runtime(), coach.get(ask), id);
    expect(asking.data).toMatchObject({ page: 'compose', confirming: 'send', recipients: 3 });
    expect(await deliveryCounts(db(), [id])).toEqual(
      new Map([[id, { pending: 0, sent: 0, failed: 0, skipped: 0, total: 0 }]]),
    );

    redirected(await act(path, { version: '2', intent: 'send' }, id));
    expect(await getNewsletter(db(), id)).toMatchObject({
      status: 'sending',
      recipients: 3,
      body: 'Son hâl',
    });
    expect((await deliveryCounts(db(), [id])).get(id)).toMatchObject({ pending: 3, total: 3 });
    const view = await loadNewsletterDesk(runtime(), coach.get(path), id);
    expect(view.data).toMatchObject({ page: 'view', counts: { pending: 3, total: 3 } });

    const refused = answerOf(
      await act(path, { subject: 'Değişti', body: 'Yeni', version: '3', intent: 'save' }, id),
    );
    expect(refused.status).toBe(409);
    expect(refused.data.formError?.kind).toBe('started');
    expect(refused.data.values).toMatchObject({ subject: 'Değişti', body: 'Yeni' });
    expect(await getNewsletter(db(), id)).toMatchObject({ subject: 'Gönderilecek' });
    const again = answerOf(await act(path, { version: '3', intent: 'send' }, id));
    expect(again.data.formError?.kind).toBe('started');

    // Pause and resume, each once.
    redirected(await act(path, { intent: 'pause' }, id));
    expect((await getNewsletter(db(), id))?.status).toBe('paused');
    const twice = redirected(await act(path, { intent: 'pause' }, id));
    expect(twice).toBe(path);
    expect((await getNewsletter(db(), id))?.status).toBe('paused');
    redirected(await act(path, { intent: 'resume' }, id));
    expect((await getNewsletter(db(), id))?.status).toBe('sending');

    // A newsletter that has begun is not deleted.
    redirected(await act(path, { intent: 'delete' }, id));
    expect(await getNewsletter(db(), id)).not.toBeNull();
    const log = (await listLogEntries(db())).filter((entry) => entry.targetId === String(id));
    expect(log.map((entry) => entry.action)).toEqual(['resume', 'pause', 'send', 'edit', 'create']);
    expect(describeLogEntry(log[2]!)).toBe(`Bülten #${id} “Gönderilecek” gönderilmeye başlandı`);
  });

  test('the compose page counts what İYS lacks since her last file; a file clears it', async () => {
    const iys = async () => {
      const page = await loadNewsletterDesk(runtime(), coach.get(NEW), null);
      if (page.data.page !== 'compose') throw new Error('not the compose page');
      return page.data.iys;
    };
    const before = await iys();
    await subscribeConfirmed(runtime(), 'iys-yeni@ornek.com');
    expect((await iys()).confirmations).toBe(before.confirmations + 1);

    await exportIysCsv(runtime(), { email: 'koc@ornek.com' }, { changesOnly: true });
    const after = await iys();
    expect(after).toMatchObject({ confirmations: 0, withdrawals: 0 });
    expect(after.lastExportAt).not.toBeNull();
  });

  test('a draft is deleted after the question', async () => {
    const id = await draft('Silinecek');
    const path = `/yonetim/bulten/${id}`;
    const asking = await loadNewsletterDesk(runtime(), coach.get(`${path}?sil=1`), id);
    expect(asking.data).toMatchObject({ confirming: 'delete' });
    expect(redirected(await act(path, { intent: 'delete' }, id))).toBe('/yonetim/bulten');
    expect(await getNewsletter(db(), id)).toBeNull();
    expect((await listLogEntries(db()))[0]).toMatchObject({
      action: 'delete',
      targetType: 'newsletter',
      targetId: String(id),
    });
  });

  test('a form posted after her session ran out keeps its text for her: restored once after signing in', async () => {
    const ending = await sessionOf(runtime(), coach.account);
    const page = await loadNewsletterDesk(runtime(), ending.get(NEW), null);
    if (page.data.page !== 'compose') throw new Error('no compose form');
    const proof = page.data.stashProof;
    await ending.end();
    const typed = {
      stashProof: proof,
      subject: 'Oturum bitmişti',
      body: 'Uzun bir metin',
      intent: 'save',
    };
    let thrown: unknown;
    try {
      await newsletterDeskAction(runtime(), ending.post(NEW, typed), null);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Response);
    const login = thrown as Response;
    expect(login.headers.get('Location')).toBe(
      `/yonetim/giris?redirectTo=${encodeURIComponent(NEW)}`,
    );
    const stash = /yazi_emanet=[^;]+/.exec(login.headers.get('Set-Cookie') ?? '')?.[0];
    expect(stash).toBeDefined();

    const restored = await loadNewsletterDesk(
      runtime(),
      coach.get(NEW, { headers: { Cookie: stash! } }),
      null,
    );
    expect(restored.data).toMatchObject({
      restoredMessage: newsletterDeskMessages.restored,
      values: { subject: 'Oturum bitmişti', body: 'Uzun bir metin' },
    });
    const again = await loadNewsletterDesk(
      runtime(),
      coach.get(NEW, { headers: { Cookie: stash! } }),
      null,
    );
    expect(again.data).toMatchObject({ restoredMessage: null, values: {} });

    // A button that carries no text (pause, delete) stashes nothing.
    let bare: unknown;
    try {
      await newsletterDeskAction(
        runtime(),
        ending.post(NEW, { stashProof: proof, subject: 'Duraklat', intent: 'pause' }),
        null,
      );
    } catch (error) {
      bare = error;
    }
    expect(bare).toBeInstanceOf(Response);
    expect((bare as Response).headers.get('Set-Cookie') ?? '').not.toMatch(/yazi_emanet/);
  });
});
