import sharp from 'sharp';
import { describe, expect, test } from 'vitest';

import { postImageMessages } from '#app/data/messages/post-image-messages.ts';
import { insertBlogImage, isPostImage } from '#app/db/blog-images.server.ts';
import { photoNameFromUrl } from '#app/db/photos.server.ts';
import { POST_FIELD_MAX_BYTES, POST_IMAGE_MAX_BYTES } from '#app/schemas/post-limits.ts';
import { removeStory } from '#app/server/admin/desks/moderation.server.ts';
import { erasePersonalData } from '#app/server/admin/desks/personal-data.server.ts';
import {
  MalformedUploadError,
  readPostForm,
  storePostImage,
  UploadTooLargeError,
  type UploadedFile,
} from '#app/server/admin/desks/post-images.server.ts';
import { submitStory } from '#app/server/submissions/save.server.ts';

import { jpegWithGps, webpPhoto } from '../setup/photos.ts';
import { dialects, runtimePerBlock } from '../setup/runtime.ts';

/*
 * Pictures the coach uploads for posts (docs/product.md#photos): the story photos' pipeline,
 * JPEG, PNG or WebP only, re-encoded without metadata, at most 8 MB, refused in Turkish.
 */

const COACH = 'koc@koc.example';

function file(bytes: Buffer, filename: string, mimeType: string): UploadedFile {
  return { bytes, filename, mimeType };
}

/** Noise compresses badly: a picture of realistic size for its dimensions. */
function noise(width: number, height: number) {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = (i * 7919) % 251;
  return sharp(pixels, { raw: { width, height, channels: 3 } });
}

/** The EXIF entry that points to the GPS fields (tag 0x8825, type LONG), in either byte order. */
function hasGpsPointer(exif: Buffer): boolean {
  return (
    exif.includes(Buffer.from([0x88, 0x25, 0x00, 0x04])) ||
    exif.includes(Buffer.from([0x25, 0x88, 0x04, 0x00]))
  );
}

describe.each(dialects)('pictures for posts on %s', (dialect) => {
  const runtime = runtimePerBlock(dialect);

  async function counts() {
    const count = async (table: 'photos' | 'blog_images') =>
      Number(
        (
          await runtime()
            .handle.db.selectFrom(table)
            .select((eb) => eb.fn.countAll<number | string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    return { photos: await count('photos'), blogImages: await count('blog_images') };
  }

  async function stored(url: string) {
    const photo = await runtime().photos.get(runtime().handle.db, photoNameFromUrl(url)!);
    expect(photo).not.toBeNull();
    return photo!;
  }

  test('a camera JPEG is stored upright as WebP, large enough for a share image, without its EXIF and GPS', async () => {
    const original = await jpegWithGps(3000, 2000, {
      latitude: '41/1 0/1 0/1',
      longitude: '28/1 58/1 0/1',
    });
    expect(hasGpsPointer((await sharp(original).metadata()).exif!)).toBe(true);

    const result = await storePostImage(
      runtime(),
      file(original, 'kapak.jpg', 'image/jpeg'),
      COACH,
    );
    expect(result.ok).toBe(true);
    const url = result.ok ? result.url : '';
    expect(url).toMatch(/^\/fotograflar\/[A-Za-z0-9_-]{24}\.webp$/);

    const photo = await stored(url);
    expect(photo.contentType).toBe('image/webp');
    const meta = await sharp(photo.bytes).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    // Turned upright (portrait), shrunk to 1600 px: a 1200×630 share image is cut from it.
    expect([meta.width, meta.height]).toEqual([1067, 1600]);
    expect(photo.bytes.includes(Buffer.from('TestCam'))).toBe(false);

    expect(await isPostImage(runtime().handle.db, url)).toBe(true);
    const row = await runtime()
      .handle.db.selectFrom('blog_images')
      .selectAll()
      .where('url', '=', url)
      .executeTakeFirstOrThrow();
    expect(row.uploaded_by).toBe(COACH);
  });

  test('a wide cover keeps 1600 px of width, more than a share image needs', async () => {
    const wide = await noise(2400, 1260).jpeg({ quality: 90 }).toBuffer();
    const result = await storePostImage(runtime(), file(wide, 'genis.jpg', 'image/jpeg'), COACH);
    expect(result.ok).toBe(true);
    const meta = await sharp((await stored(result.ok ? result.url : '')).bytes).metadata();
    expect([meta.width, meta.height]).toEqual([1600, 840]);
  });

  test.each([
    ['PNG', 'png'],
    ['WebP', 'webp'],
  ] as const)('a %s is accepted and stored as WebP', async (_name, format) => {
    const bytes = await noise(300, 200).toFormat(format).toBuffer();
    // The name and the declared type are not what decides.
    const result = await storePostImage(runtime(), file(bytes, 'resim.dat', 'text/plain'), COACH);
    expect(result.ok).toBe(true);
    const meta = await sharp((await stored(result.ok ? result.url : '')).bytes).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
      format: 'webp',
      width: 300,
      height: 200,
    });
  });

  test('what is not a usable JPEG, PNG or WebP is refused in Turkish, and nothing is stored', async () => {
    const jpeg = await noise(800, 600).jpeg().toBuffer();
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
    );
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#f00' } })
      .gif()
      .toBuffer();
    const oversize = Buffer.concat([jpeg, Buffer.alloc(POST_IMAGE_MAX_BYTES + 1 - jpeg.length)]);
    const before = await counts();
    const cases: Array<[UploadedFile, string]> = [
      [file(Buffer.from('Merhaba, bu bir metin.\n'), 'foto.jpg', 'image/jpeg'), 'notAnImage'],
      [file(svg, 'cizim.svg', 'image/svg+xml'), 'notAnImage'],
      [file(svg, 'cizim.png', 'image/png'), 'notAnImage'],
      [file(gif, 'hareketli.gif', 'image/gif'), 'notAnImage'],
      [file(oversize, 'buyuk.jpg', 'image/jpeg'), 'tooLarge'],
      [file(jpeg.subarray(0, jpeg.length / 2), 'yarim.jpg', 'image/jpeg'), 'unreadable'],
    ];
    for (const [upload, key] of cases) {
      const result = await storePostImage(runtime(), upload, COACH);
      expect(result, upload.filename).toEqual({
        ok: false,
        message: postImageMessages[key as keyof typeof postImageMessages],
      });
    }
    expect(postImageMessages.notAnImage).toBe('Yalnızca JPEG, PNG veya WebP görsel yüklenebilir.');
    expect(postImageMessages.tooLarge).toBe('Görsel en fazla 8 MB olabilir.');
    expect(postImageMessages.unreadable).toBe(
      'Görsel okunamadı: dosya bozuk ya da eksik olabilir.',
    );
    expect(await counts()).toEqual(before);
  });

  test('a picture of too many pixels to decode is refused by name', async () => {
    // 8000×8000 of one colour: a small file, 64 megapixels.
    const bomb = await sharp({
      create: { width: 8000, height: 8000, channels: 3, background: '#ffffff' },
    })
      .png()
      .toBuffer();
    expect(await storePostImage(runtime(), file(bomb, 'dev.png', 'image/png'), COACH)).toEqual({
      ok: false,
      message: postImageMessages.tooManyPixels,
    });
  });

  test('a picture is not stored when its blog_images row cannot be written', async () => {
    const before = await counts();
    const bytes = await noise(40, 40).png().toBuffer();
    // No uploader: the row violates "not null", the transaction rolls the photo back.
    const result = await storePostImage(
      runtime(),
      file(bytes, 'a.png', 'image/png'),
      null as unknown as string,
    );
    expect(result).toEqual({ ok: false, message: postImageMessages.storeFailed });
    expect(await counts()).toEqual(before);
  });

  test("deleting or erasing a story never removes a post's picture, only the story's own photo", async () => {
    const person = { authorName: 'Ayşe Kaya', email: 'ayse@ornek.com', story: 'Hikâyem.' };
    const erased = await submitStory(runtime(), person, await webpPhoto(4, '#111111'));
    const deleted = await submitStory(runtime(), person, await webpPhoto(4, '#222222'));
    const plain = await submitStory(runtime(), person, await webpPhoto(4, '#333333'));
    // The coach used these two stories' photos in posts (whatever way they came to be listed).
    for (const story of [erased, deleted]) {
      await insertBlogImage(runtime().handle.db, { url: story.imageUrl!, uploadedBy: COACH });
    }
    const present = async (url: string) =>
      (await runtime().photos.get(runtime().handle.db, photoNameFromUrl(url)!)) !== null;

    await removeStory(runtime(), { email: COACH }, deleted.id);
    await erasePersonalData(
      runtime(),
      { email: COACH },
      { email: person.email, name: person.authorName, commentIds: [] },
    );
    const left = await runtime()
      .handle.db.selectFrom('transformation_stories')
      .select('id')
      .where('id', 'in', [erased.id, deleted.id, plain.id])
      .execute();
    expect(left).toEqual([]);
    expect(await present(erased.imageUrl!)).toBe(true);
    expect(await present(deleted.imageUrl!)).toBe(true);
    expect(await present(plain.imageUrl!)).toBe(false);
  });
});

/** A 150 KB article in Markdown, Turkish letters and all. */
function longArticle(bytes: number): string {
  const paragraph =
    '## Değişim\n\nKoçluk, hayatındaki küçük adımları büyük sonuçlara dönüştürmenin yoludur. ' +
    'Işığını bul, şüphelerini çöz, öğrendiklerini günlüğüne yaz.\n\n';
  let text = '';
  while (Buffer.byteLength(text) < bytes) text += paragraph;
  return text;
}

const postRequest = (body: FormData | URLSearchParams, headers: Record<string, string> = {}) =>
  new Request('http://localhost/yonetim/yazilar/yeni', { method: 'POST', body, headers });

/** The refusal of a post form too large to read, with the field it names. */
async function tooLarge(body: FormData | URLSearchParams, headers: Record<string, string> = {}) {
  const error = await readPostForm(postRequest(body, headers)).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(UploadTooLargeError);
  return error as UploadTooLargeError;
}

describe('the post editor form', () => {
  test('a 150 KB article and a cover image come through whole, with plain line feeds', async () => {
    const body = longArticle(150 * 1024);
    const cover = await noise(1200, 800).jpeg().toBuffer();
    const form = new FormData();
    form.append('title', 'Uzun bir yazı: İlham Notu');
    form.append('body', body);
    form.append('coverAlt', 'Gün doğumunda bir yol');
    form.append(
      'coverFile',
      new Blob([new Uint8Array(cover)], { type: 'image/jpeg' }),
      'kapak.jpg',
    );
    // An empty file input is no file.
    form.append('bodyImageFile', new Blob([], { type: 'application/octet-stream' }), '');

    const { fields, files } = await readPostForm(postRequest(form));
    expect(fields.title).toBe('Uzun bir yazı: İlham Notu');
    expect(fields.body).toBe(body);
    expect(fields.coverAlt).toBe('Gün doğumunda bir yol');
    expect(Object.keys(files)).toEqual(['coverFile']);
    expect(files.coverFile!.filename).toBe('kapak.jpg');
    expect(files.coverFile!.bytes.equals(cover)).toBe(true);
  });

  test('without a file input (urlencoded), the 150 KB article is read as fields', async () => {
    const body = longArticle(150 * 1024);
    // A browser sends a textarea's line breaks as CRLF; the article keeps plain line feeds.
    const sent = new URLSearchParams({ title: 'Başlık', body: body.replace(/\n/g, '\r\n') });
    const { fields, files } = await readPostForm(postRequest(sent));
    expect(fields).toEqual({ title: 'Başlık', body });
    expect(files).toEqual({});
  });

  test('an article past 200 KB is refused naming its field, never cut', async () => {
    const body = longArticle(POST_FIELD_MAX_BYTES + 10);
    for (const form of [new FormData(), new URLSearchParams()]) {
      form.append('title', 'Başlık');
      form.append('body', body);
      expect((await tooLarge(form)).field).toBe('body');
    }
  });

  test('an image past 8 MB stops the reading, naming its field', async () => {
    const form = new FormData();
    form.append('title', 'Başlık');
    const big = new Uint8Array(POST_IMAGE_MAX_BYTES + 1);
    form.append('bodyImageFile', new Blob([big], { type: 'image/jpeg' }), 'buyuk.jpg');
    expect((await tooLarge(form)).field).toBe('bodyImageFile');
  });

  test('a body declared larger than two images and the text is refused before it is read', async () => {
    const form = new FormData();
    form.append('title', 'Başlık');
    await tooLarge(form, { 'content-length': String(2 * POST_IMAGE_MAX_BYTES + 2 * 1024 * 1024) });
  });

  test('more than forty fields, or a broken body, is malformed', async () => {
    const many = new FormData();
    for (let i = 0; i < 41; i += 1) many.append(`alan${i}`, 'x');
    await expect(readPostForm(postRequest(many))).rejects.toBeInstanceOf(MalformedUploadError);
    const broken = new Request('http://localhost/yonetim/yazilar/yeni', {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=sinir' },
      body: '--sinir\r\nContent-Disposition: form-data; name="title"\r\n\r\nyarım',
    });
    await expect(readPostForm(broken)).rejects.toBeInstanceOf(MalformedUploadError);
  });
});
