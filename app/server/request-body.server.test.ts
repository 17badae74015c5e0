import { describe, expect, test } from 'vitest';

import {
  BodyTooLargeError,
  readFormFields,
  readLeadingField,
} from '#app/server/request-body.server.ts';

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

describe('readLeadingField', () => {
  const multipart = 'multipart/form-data; boundary=sinir';
  const part = (name: string, value: string) =>
    `--sinir\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;

  /** A body that never ends, 16 KB at a time after `start`: how much of it was pulled. */
  function endless(start: string) {
    let pulled = 0;
    const chunk = new Uint8Array(16 * 1024).fill(0x61);
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(start));
      },
      pull(controller) {
        pulled += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    return { body, pulled: () => pulled };
  }
  const streamed = (body: ReadableStream<Uint8Array>, contentType: string) =>
    new Request('http://127.0.0.1/yonetim/yazilar/yeni', {
      method: 'POST',
      body,
      headers: { 'Content-Type': contentType },
      duplex: 'half',
    } as RequestInit);

  test('the first field, multipart or urlencoded, and the whole body after it for the reader', async () => {
    const form = new FormData();
    form.set('stashProof', '7.123.imza');
    form.set('title', 'Çalışkan Öğrenci');
    const found = await readLeadingField(post(form), 'stashProof', 64 * 1024);
    expect(found?.value).toBe('7.123.imza');
    expect(await readFormFields(found!.rest)).toEqual({
      stashProof: '7.123.imza',
      title: 'Çalışkan Öğrenci',
    });

    const encoded = 'stashProof=7.123.imza&title=%C3%87al%C4%B1%C5%9Fkan';
    const urlencoded = await readLeadingField(
      post(encoded, 'application/x-www-form-urlencoded'),
      'stashProof',
      64 * 1024,
    );
    expect(urlencoded?.value).toBe('7.123.imza');
    expect(await urlencoded!.rest.text()).toBe(encoded);
  });

  test('another first field, a file first or no form at all: null', async () => {
    const later = new FormData();
    later.set('title', 'Başlık');
    later.set('stashProof', '7.123.imza');
    expect(await readLeadingField(post(later), 'stashProof', 64 * 1024)).toBeNull();
    const file = new FormData();
    file.set('stashProof', new Blob(['7.123.imza']), 'kanit.txt');
    expect(await readLeadingField(post(file), 'stashProof', 64 * 1024)).toBeNull();
    expect(await readLeadingField(post('{}', 'application/json'), 'stashProof', 1024)).toBeNull();
  });

  test('a body whose first field never ends is read no further than the limit', async () => {
    const form = endless(part('body', ''));
    expect(await readLeadingField(streamed(form.body, multipart), 'stashProof', 64 * 1024)).toBe(
      null,
    );
    expect(form.pulled()).toBeLessThanOrEqual(64 * 1024 + 16 * 1024);
    const encoded = endless('stashProof=');
    const request = streamed(encoded.body, 'application/x-www-form-urlencoded');
    expect(await readLeadingField(request, 'stashProof', 64 * 1024)).toBeNull();
    expect(encoded.pulled()).toBeLessThanOrEqual(64 * 1024 + 16 * 1024);
  });
});
