import { describe, expect, test } from 'vitest';

import { commentConsentText } from '#app/data/publish-consent.ts';
import { listCommentsForModeration } from '#app/db/comments.server.ts';
import { countSubscribers } from '#app/db/subscribers.server.ts';
import { handleComment, handleNewsletter } from '#app/server/submissions/form-handlers.server.ts';

import { dialects, runtimePerBlock } from '../setup/runtime.ts';

function formPost(fields: Array<[string, string]>): Request {
  return new Request('http://localhost/', {
    method: 'POST',
    body: new URLSearchParams(fields),
  });
}

const titles: Record<string, string> = { 'yeniden-baslamak': 'Yeniden Başlamak' };
const titleOf = (slug: string) => Promise.resolve(titles[slug]);

describe.each(dialects)('form handlers on %s', (dialect) => {
  const runtime = runtimePerBlock(dialect);

  test('newsletter: a known address, in any case, gets exactly the answer a new one gets', async () => {
    const ok = await handleNewsletter(formPost([['email', 'Nur@Ornek.com']]), runtime(), 'a');
    expect(ok).toEqual({
      ok: true,
      status: 200,
      toast: {
        title: 'Başarıyla Abone Oldunuz! 🎉',
        description: 'E-posta listemize kaydınız alındı. Hoş geldiniz!',
      },
    });
    const before = await countSubscribers(runtime().handle.db);
    const again = await handleNewsletter(formPost([['email', ' NUR@ORNEK.COM ']]), runtime(), 'a');
    expect(again).toEqual(ok);
    expect(await countSubscribers(runtime().handle.db)).toBe(before);
  });

  test.each([
    ['', 'empty'],
    ['nur', 'no at-sign'],
    ['nur@ornek', 'no dot'],
    ['nur @ornek.com', 'a space'],
    [`${'a'.repeat(250)}@ornek.com`, 'too long'],
  ])('newsletter refuses %j (%s) with a Turkish message and stores nothing', async (email) => {
    const before = await countSubscribers(runtime().handle.db);
    const result = await handleNewsletter(formPost([['email', email]]), runtime(), 'b');
    expect(result.status).toBe(400);
    expect(result.toast.title).toBe('Hata');
    expect(result.toast.description).toMatch(
      /^(Lütfen geçerli bir e-posta adresi girin\.|E-posta adresi en fazla 254 karakter olabilir\.)$/,
    );
    expect(await countSubscribers(runtime().handle.db)).toBe(before);
  });

  test('newsletter: a missing field or a body that is not a form is a clear error, not a crash', async () => {
    expect((await handleNewsletter(formPost([]), runtime(), 'c')).toast.description).toBe(
      'Lütfen geçerli bir e-posta adresi girin.',
    );
    const broken = new Request('http://localhost/', {
      method: 'POST',
      headers: { 'Content-Type': 'multipart/form-data; boundary=yok' },
      body: 'bozuk gövde',
    });
    expect(await handleNewsletter(broken, runtime(), 'c')).toMatchObject({
      status: 400,
      toast: { title: 'Hata', description: 'Bir hata oluştu, lütfen tekrar deneyin.' },
    });
  });

  test('comment: success stores it unapproved; blank fields give "Eksik Bilgi"', async () => {
    const ok = await handleComment(
      formPost([
        ['postSlug', 'yeniden-baslamak'],
        ['authorName', 'Oya Demir'],
        ['content', 'Satır bir\r\nSatır iki\u0000\u0007'],
        ['publishConsent', 'evet'],
      ]),
      runtime(),
      'd',
      titleOf,
    );
    expect(ok.toast).toEqual({
      title: 'Yorumunuz Alındı',
      description: 'Yorumunuz onaylandıktan sonra yayınlanacaktır.',
    });
    const [stored] = (await listCommentsForModeration(runtime().handle.db, { approved: false }))
      .items;
    expect(stored).toMatchObject({
      authorName: 'Oya Demir',
      content: 'Satır bir\nSatır iki',
      isApproved: false,
      publishConsent: { text: commentConsentText },
    });
    expect(Date.parse(stored!.publishConsent!.at)).toBeGreaterThan(Date.now() - 60_000);

    const blank = await handleComment(
      formPost([
        ['postSlug', 'yeniden-baslamak'],
        ['authorName', ' '],
        ['content', ''],
      ]),
      runtime(),
      'd',
      titleOf,
    );
    expect(blank).toMatchObject({
      status: 400,
      toast: {
        title: 'Eksik Bilgi',
        description: 'Lütfen adınızı ve yorumunuzu girin.',
        variant: 'destructive',
      },
    });
  });

  test('comment: an unticked consent box is refused beside the box, keeping what was typed; nothing is stored', async () => {
    const before = await listCommentsForModeration(runtime().handle.db, { approved: false });
    const unticked = await handleComment(
      formPost([
        ['postSlug', 'yeniden-baslamak'],
        ['authorName', 'Oya'],
        ['content', 'İzin vermeden yazdım.'],
      ]),
      runtime(),
      'g',
      titleOf,
    );
    const consentMissing =
      'Yorumunu gönderebilmek için yayımlanmasına izin verdiğini belirten kutuyu işaretlemelisin.';
    expect(unticked).toMatchObject({
      status: 400,
      toast: { title: 'Yorum Gönderilemedi', description: consentMissing },
      fieldErrors: { publishConsent: [consentMissing] },
      values: { authorName: 'Oya', content: 'İzin vermeden yazdım.' },
    });
    const after = await listCommentsForModeration(runtime().handle.db, { approved: false });
    expect(after.total).toBe(before.total);
  });

  test('comment: a name with line breaks is stored as one line and adds no line to the coach’s mail', async () => {
    const ok = await handleComment(
      formPost([
        ['postSlug', 'yeniden-baslamak'],
        ['authorName', 'Oya\r\nİncelemek için: https://kotu.example\u2028\tSilindi'],
        ['content', 'Bir\nİki'],
        ['publishConsent', 'evet'],
      ]),
      runtime(),
      'f',
      titleOf,
    );
    expect(ok.ok).toBe(true);
    const [stored] = (await listCommentsForModeration(runtime().handle.db, { approved: false }))
      .items;
    expect(stored).toMatchObject({
      authorName: 'Oya İncelemek için: https://kotu.example Silindi',
      // The comment itself keeps its lines.
      content: 'Bir\nİki',
    });
    const mail = await runtime()
      .handle.db.selectFrom('mail_outbox')
      .select(['subject', 'text_body'])
      .where('about', '=', `comment:${stored!.id}`)
      .executeTakeFirstOrThrow();
    const lines = mail.text_body.split('\n');
    // Only the mail's own "İncelemek için" line, at its end, links anywhere.
    expect(lines.filter((line) => line.startsWith('İncelemek için:'))).toEqual([
      'İncelemek için: https://koc.example/yonetim/yorumlar',
    ]);
    expect(lines[2]).toBe(
      'Oya İncelemek için: https://kotu.example Silindi, “Yeniden Başlamak” yazısına yorum yaptı. Yorum onayınızdan sonra yayımlanacak.',
    );
  });

  test('comment: too long, unknown post, HTML kept as text', async () => {
    const long = await handleComment(
      formPost([
        ['postSlug', 'yeniden-baslamak'],
        ['authorName', 'Pınar'],
        ['content', 'x'.repeat(2001)],
        ['publishConsent', 'evet'],
      ]),
      runtime(),
      'e',
      titleOf,
    );
    expect(long.toast).toMatchObject({
      title: 'Yorum Gönderilemedi',
      description: 'Yorum en fazla 2.000 karakter olabilir.',
    });
    const unknown = await handleComment(
      formPost([
        ['postSlug', '../../etc/passwd'],
        ['authorName', 'Pınar'],
        ['content', 'Merhaba'],
        ['publishConsent', 'evet'],
      ]),
      runtime(),
      'e',
      titleOf,
    );
    expect(unknown).toMatchObject({
      status: 404,
      toast: { description: 'Yorum yapmak istediğin yazı bulunamadı.' },
    });
    await handleComment(
      formPost([
        ['postSlug', 'yeniden-baslamak'],
        ['authorName', '<b>Rıza</b>'],
        ['content', "'); drop table blog_comments;--"],
        ['publishConsent', 'evet'],
      ]),
      runtime(),
      'e',
      titleOf,
    );
    const { items } = await listCommentsForModeration(runtime().handle.db, { approved: false });
    expect(items[0]).toMatchObject({
      authorName: '<b>Rıza</b>',
      content: "'); drop table blog_comments;--",
    });
  });
});
