import { describe, expect, test } from 'vitest';

import { BodyTooLargeError, readFormFields } from '#app/server/request-body.server.ts';

const post = (body: BodyInit, contentType?: string) =>
  new Request('http://127.0.0.1/blog/yeniden-baslamak', {
    method: 'POST',
    body,
    headers: contentType ? { 'Content-Type': contentType } : {},
  });

describe('readFormFields', () => {
  test('a urlencoded form: Turkish text, "+" as a space, the first of repeated fields', async () => {
    const body = new URLSearchParams([
      ['authorName', 'Şule Işık'],
      ['content', 'Çok güzel bir yazı; teşekkürler 🙏 & selamlar'],
      ['content', 'ikinci değer'],
    ]).toString();
    expect(body).toContain('+');
    expect(await readFormFields(post(body, 'application/x-www-form-urlencoded'))).toEqual({
      authorName: 'Şule Işık',
      content: 'Çok güzel bir yazı; teşekkürler 🙏 & selamlar',
    });
  });

  test('the content type may carry a charset and any letter case', async () => {
    expect(
      await readFormFields(
        post('ad=%C3%96zg%C3%BCr', 'Application/X-WWW-Form-Urlencoded; charset=UTF-8'),
      ),
    ).toEqual({ ad: 'Özgür' });
  });

  test('a multipart form gives its text fields and leaves its files out', async () => {
    const form = new FormData();
    form.set('authorName', 'Gül');
    form.set('photo', new Blob(['x'], { type: 'image/png' }), 'foto.png');
    expect(await readFormFields(post(form))).toEqual({ authorName: 'Gül' });
  });

  test('a body that is not a form gives null', async () => {
    expect(await readFormFields(post('{"content":"merhaba"}', 'application/json'))).toBeNull();
    expect(await readFormFields(post('content=merhaba'))).toBeNull();
  });

  test('a form over the limit is refused without being parsed', async () => {
    const body = `content=${'a'.repeat(2000)}`;
    await expect(
      readFormFields(post(body, 'application/x-www-form-urlencoded'), 1000),
    ).rejects.toBeInstanceOf(BodyTooLargeError);
  });
});
