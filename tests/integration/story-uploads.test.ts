import sharp from 'sharp';
import { describe, expect, test } from 'vitest';

import { messages } from '#app/data/messages/messages.ts';
import { storyConsentText } from '#app/data/publish-consent.ts';
import { databasePhotoStore, photoNameFromUrl, type PhotoStore } from '#app/db/photos.server.ts';
import { listStoriesForModeration } from '#app/db/stories.server.ts';
import { PHOTO_MAX_BYTES } from '#app/schemas/limits.ts';
import { setStoryPublished } from '#app/server/admin/desks/moderation.server.ts';
import { handleStory } from '#app/server/submissions/form-handlers.server.ts';

import { jpegWithGps } from '../setup/photos.ts';
import { createTestRuntime, dialects, runtimePerBlock } from '../setup/runtime.ts';

function storyForm(
  fields: Record<string, string>,
  photo?: { bytes: Buffer; name: string; type: string },
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (photo)
    form.append('photo', new Blob([new Uint8Array(photo.bytes)], { type: photo.type }), photo.name);
  return form;
}

const validFields = {
  authorName: 'Selin Yıldız',
  email: 'selin@ornek.com',
  story: 'Koçlukla hayatım değişti.',
  publishConsent: 'evet',
};

function post(body: FormData, headers: Record<string, string> = {}) {
  return new Request('http://localhost/', { method: 'POST', body, headers });
}

describe.each(dialects)('story uploads on %s', (dialect) => {
  const runtime = runtimePerBlock(dialect);

  async function counts() {
    const stories = await listStoriesForModeration(runtime().handle.db, {
      approved: false,
      limit: 1000,
    });
    const photos = await runtime()
      .handle.db.selectFrom('photos')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    return { stories: stories.total, photos: Number(photos.n) };
  }

  test('a photo with GPS EXIF is stored upright, resized, as WebP, with no metadata', async () => {
    const original = await jpegWithGps(2000, 1000, {
      latitude: '38/1 25/1 0/1',
      longitude: '27/1 8/1 0/1',
    });
    const result = await handleStory(
      post(storyForm(validFields, { bytes: original, name: 'tatil.jpg', type: 'image/jpeg' })),
      runtime(),
      'gps',
    );
    expect(result).toMatchObject({
      ok: true,
      status: 200,
      toast: {
        title: 'Başarıyla Gönderildi! 🎉',
        description: 'Dönüşüm hikayen incelendikten sonra yayınlanacak.',
      },
    });
    const [story] = (await listStoriesForModeration(runtime().handle.db, { approved: false }))
      .items;
    expect(story?.imageUrl).toMatch(/^\/fotograflar\/[A-Za-z0-9_-]{24}\.webp$/);
    const stored = await runtime().photos.get(
      runtime().handle.db,
      photoNameFromUrl(story!.imageUrl!)!,
    );
    const meta = await sharp(stored!.bytes).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect([meta.width, meta.height]).toEqual([800, 1600]);
    expect(stored!.bytes.includes(Buffer.from('TestCam'))).toBe(false);
    await setStoryPublished(runtime(), { email: 'koc@koc.example' }, story!.id, true);
  });

  test('over 5 MB (declared length) is refused before reading and nothing is stored', async () => {
    const before = await counts();
    const big = Buffer.alloc(PHOTO_MAX_BYTES + 300 * 1024, 1);
    const request = post(
      storyForm(validFields, { bytes: big, name: 'buyuk.jpg', type: 'image/jpeg' }),
      {
        'content-length': String(big.length + 1000),
      },
    );
    const result = await handleStory(request, runtime(), 'large-declared');
    expect(result.status).toBe(413);
    expect(result.toast).toMatchObject({
      title: 'Dosya Boyutu Çok Büyük',
      description: "Lütfen 5MB'den küçük bir fotoğraf yükleyin.",
    });
    expect(await counts()).toEqual(before);
  });

  test('over 5 MB while streaming (no length given) is cut off and nothing is stored', async () => {
    const before = await counts();
    const big = Buffer.alloc(PHOTO_MAX_BYTES + 1, 7);
    const result = await handleStory(
      post(storyForm(validFields, { bytes: big, name: 'buyuk.png', type: 'image/png' })),
      runtime(),
      'large-streamed',
    );
    expect(result.status).toBe(413);
    expect(result.toast.title).toBe('Dosya Boyutu Çok Büyük');
    expect(await counts()).toEqual(before);
  });

  test('a file that is not an image is refused whatever its declared type', async () => {
    const before = await counts();
    const result = await handleStory(
      post(
        storyForm(validFields, {
          bytes: Buffer.from('<?php echo 1; ?>'),
          name: 'foto.jpg',
          type: 'image/jpeg',
        }),
      ),
      runtime(),
      'not-image',
    );
    expect(result.status).toBe(400);
    expect(result.toast).toMatchObject({
      title: 'Bir Hata Oluştu',
      description:
        'Fotoğraf yüklenirken bir hata oluştu: Seçilen dosya bir fotoğraf olarak okunamadı',
      variant: 'destructive',
    });
    expect(result.values).toMatchObject(validFields);
    expect(await counts()).toEqual(before);
  });

  test('a failure after the photo is written leaves no photo behind', async () => {
    const before = await counts();
    const photo = await sharp({
      create: { width: 10, height: 10, channels: 3, background: '#fff' },
    })
      .png()
      .toBuffer();
    // A store that writes the photo and then fails, as a bucket whose answer is lost would.
    const failingStore: PhotoStore = {
      ...databasePhotoStore,
      async put(db, bytes, contentType) {
        await databasePhotoStore.put(db, bytes, contentType);
        throw new Error('enjekte edilmiş hata');
      },
    };
    const result = await handleStory(
      post(storyForm(validFields, { bytes: photo, name: 'kucuk.png', type: 'image/png' })),
      { ...runtime(), photos: failingStore },
      'injected',
    );
    expect(result.status).toBe(503);
    expect(result.toast.description).toBe(
      'Hikaye kaydedilirken bir hata oluştu: Bilinmeyen veritabanı hatası',
    );
    expect(await counts()).toEqual(before);
  });

  test('blank required fields: "Eksik Bilgi" and nothing is stored', async () => {
    const before = await counts();
    const result = await handleStory(
      post(storyForm({ authorName: '  ', email: '', story: '\n' })),
      runtime(),
      'blank',
    );
    expect(result.status).toBe(400);
    expect(result.toast).toMatchObject({
      title: messages.story.missingTitle,
      description: messages.story.missingText,
    });
    // The unticked consent box is marked too; a blank field still decides the toast.
    expect(Object.keys(result.fieldErrors ?? {}).sort()).toEqual([
      'authorName',
      'email',
      'publishConsent',
      'story',
    ]);
    expect(await counts()).toEqual(before);
  });

  test('the publishing consent box unticked: its own message beside it and as the toast, what was typed kept, nothing stored', async () => {
    const before = await counts();
    const { publishConsent: _ticked, ...unticked } = validFields;
    const result = await handleStory(post(storyForm(unticked)), runtime(), 'no-consent');
    expect(result).toMatchObject({
      ok: false,
      status: 400,
      toast: {
        title: messages.story.errorTitle,
        description: messages.story.consentMissing,
        variant: 'destructive',
      },
      fieldErrors: { publishConsent: [messages.story.consentMissing] },
      values: { ...unticked, publishConsent: '' },
    });
    expect(Object.keys(result.fieldErrors ?? {})).toEqual(['publishConsent']);
    expect(await counts()).toEqual(before);
  });

  test('a sent story keeps when the box was ticked and its text; the coach sees both', async () => {
    const authorName = `İzinli ${dialect}`;
    const result = await handleStory(
      post(storyForm({ ...validFields, authorName })),
      runtime(),
      'consent',
    );
    expect(result.ok).toBe(true);
    const { items } = await listStoriesForModeration(runtime().handle.db, { approved: false });
    const story = items.find((item) => item.authorName === authorName)!;
    expect(story.publishConsent).toEqual({ at: story.createdAt, text: storyConsentText });
  });

  test('limits: name over 100, story over 5.000, an invalid e-mail', async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{ ...validFields, authorName: 'a'.repeat(101) }, 'Ad en fazla 100 karakter olabilir.'],
      [{ ...validFields, story: 'ş'.repeat(5001) }, 'Hikâye en fazla 5.000 karakter olabilir.'],
      [{ ...validFields, email: 'selin at ornek' }, 'Lütfen geçerli bir e-posta adresi girin.'],
    ];
    for (const [fields, message] of cases) {
      const result = await handleStory(post(storyForm(fields)), runtime(), `limit-${message}`);
      expect(result.status).toBe(400);
      expect(result.toast.description).toBe(message);
    }
  });

  test('the honeypot and the rate limit answer with Turkish messages', async () => {
    const trapped = await handleStory(
      post(storyForm({ ...validFields, hp_kontrol: 'http://spam' })),
      runtime(),
      'bot',
    );
    expect(trapped.status).toBe(400);
    expect(trapped.toast.description).toBe(
      'Form gönderilemedi. Lütfen sayfayı yenileyip tekrar dene.',
    );

    const limited = await createTestRuntime(dialect, { submissionLimit: 2 });
    try {
      const statuses = [];
      for (let i = 0; i < 3; i += 1) {
        statuses.push(
          (await handleStory(post(storyForm(validFields)), limited, '203.0.113.9')).status,
        );
      }
      expect(statuses).toEqual([200, 200, 429]);
      const again = await handleStory(post(storyForm(validFields)), limited, '203.0.113.9');
      expect(again.toast.description).toBe(
        'Kısa sürede çok fazla gönderim yaptın. Lütfen birkaç dakika sonra tekrar dene.',
      );
      expect(
        (await handleStory(post(storyForm(validFields)), limited, '198.51.100.1')).status,
      ).toBe(200);
    } finally {
      await limited.dispose();
    }
  });
});
