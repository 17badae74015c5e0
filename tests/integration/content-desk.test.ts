import { describe, expect, test } from 'vitest';

import { services } from '#app/data/services.ts';
import { getItem, listItems } from '#app/db/content.server.ts';
import { listLogEntries } from '#app/db/moderation-log.server.ts';
import { describeLogEntry } from '#app/lib/admin/audit-log.ts';
import { flatten } from '#app/schemas/content-form.ts';
import { kindTexts } from '#app/schemas/content-fields.ts';
import {
  contentDeskMessages,
  contentItemAction,
  contentListAction,
  loadContentItem,
  restoreContentAction,
  type ContentAnswer,
} from '#app/server/admin/desks/content-desk.server.ts';
import { movedServiceAddress } from '#app/server/content/addresses.server.ts';

import { deskRuntime, sessionOf, signIn, type SignedIn } from '../setup/desk.ts';
import { dialects } from '../setup/runtime.ts';

/*
 * The content desk's server side (docs/product.md#content-desk): every field checked by its
 * kind's schema with a Turkish message on the field, new services at addresses made of their
 * titles, renamed and retired ones leading on, the order, versions, conflicts, and the owner's
 * part closed to an assistant. What the visitor sees is read from runtime.content, the copy the
 * pages use.
 */

const SERVICES = '/yonetim/icerik/hizmetler';

const answerOf = (result: unknown): { status: number; data: ContentAnswer } => {
  const value = result as { data: ContentAnswer; init: { status: number } | null };
  return { status: value.init?.status ?? 200, data: value.data };
};
const locationOf = (result: unknown): string => {
  expect(result).toBeInstanceOf(Response);
  expect((result as Response).status).toBe(303);
  return (result as Response).headers.get('Location') ?? '';
};

/** A new service's form as its page posts it: the first service's texts under a new title. */
function newServiceForm(title: string): Record<string, string> {
  const { id: _id, ...rest } = services[0]!;
  return {
    ...flatten(kindTexts.service.fields, { ...rest, title }),
    _key: '',
    version: '',
  };
}

describe.each(dialects)('the content desk on %s', (dialect) => {
  const { runtime } = deskRuntime(dialect);
  const send = (coach: SignedIn, path: string, fields: Record<string, string>) => {
    const [, segment, key] = /^\/yonetim\/icerik\/([^/]+)\/([^/]+)/.exec(path) ?? [];
    const kind =
      segment === 'hizmetler' ? 'service' : segment === 'kimlik' ? 'identity' : 'product';
    return contentItemAction(runtime(), coach.post(path, fields), kind, key!);
  };

  test('a bad service is refused field by field in Turkish, with everything typed kept', async () => {
    const coach = await signIn(runtime());
    const form = {
      ...newServiceForm('Nefes Koçluğu'),
      description: '   ',
      details: 'tek satır',
      'image.src': 'resim.png',
      'image.width': 'geniş',
      'faq.2.answer': '',
      intent: 'publish',
    };
    const { status, data } = answerOf(await send(coach, `${SERVICES}/yeni`, form));
    expect(status).toBe(400);
    expect(data.formError?.message).toBe(contentDeskMessages.invalid);
    expect(data.fieldErrors).toMatchObject({
      description: ['Bu alanı doldurun.'],
      details: ['En az 8 satır yazın.'],
      'image.src': ['Görselin adresi /images/ ile başlamalı.'],
      'image.width': ['Bir sayı yazın.'],
      'faq.2.answer': ['Bu alanı doldurun.'],
    });
    expect(data.values.description).toBe('   ');
    expect(data.values.details).toBe('tek satır');
    expect(await getItem(runtime().handle.db, 'service', 'nefes-koclugu')).toBeNull();
  });

  test('a new service gets its address from its title, shows at once, moves up, and its old address leads on when renamed and when retired', async () => {
    const coach = await signIn(runtime());
    const created = await send(coach, `${SERVICES}/yeni`, {
      ...newServiceForm('Nefes ve Beden Koçluğu'),
      intent: 'publish',
    });
    expect(locationOf(created)).toBe(`${SERVICES}/nefes-ve-beden-koclugu`);
    const shown = () =>
      runtime()
        .content.current()
        .services.map((service) => service.id);
    expect(shown().at(-1)).toBe('nefes-ve-beden-koclugu');

    // "Yukarı" on the list, as its plain form posts it.
    const moved = await contentListAction(
      runtime(),
      coach.post(SERVICES, { intent: 'move-up', key: 'nefes-ve-beden-koclugu' }),
      'service',
    );
    expect(locationOf(moved)).toBe(`${SERVICES}#nefes-ve-beden-koclugu`);
    expect(shown().slice(-2)).toEqual(['nefes-ve-beden-koclugu', 'yatirim']);

    // Renamed: the new address shows it, the old one answers 301 to it.
    const item = (await getItem(runtime().handle.db, 'service', 'nefes-ve-beden-koclugu'))!;
    const loaded = await loadContentItem(
      runtime(),
      coach.get(`${SERVICES}/${item.key}`),
      'service',
      item.key,
    );
    const values = (loaded as unknown as { data: { values: Record<string, string> } }).data.values;
    const renamed = await send(coach, `${SERVICES}/${item.key}`, {
      ...values,
      _key: 'nefes-koclugu',
      title: 'Nefes Koçluğu',
      intent: 'save',
    });
    expect(locationOf(renamed)).toBe(`${SERVICES}/nefes-koclugu`);
    expect(shown()).toContain('nefes-koclugu');
    expect(await movedServiceAddress(runtime().handle.db, 'nefes-ve-beden-koclugu')).toBe(
      '/hizmetler/nefes-koclugu',
    );

    // A second save of the version she had open is a conflict that keeps her text.
    const stale = answerOf(
      await send(coach, `${SERVICES}/nefes-koclugu`, {
        ...values,
        _key: 'nefes-koclugu',
        who: 'Benim yazdığım metin.',
        intent: 'save',
      }),
    );
    expect(stale.status).toBe(409);
    expect(stale.data.formError?.message).toBe(contentDeskMessages.conflict);
    expect(stale.data.values.who).toBe('Benim yazdığım metin.');

    // Retired: gone from the pages, and both addresses lead to the service list.
    const current = (await getItem(runtime().handle.db, 'service', 'nefes-koclugu'))!;
    const retired = await send(coach, `${SERVICES}/nefes-koclugu`, {
      ...values,
      _key: 'nefes-koclugu',
      title: 'Nefes Koçluğu',
      version: String(current.version),
      intent: 'retire',
    });
    expect(locationOf(retired)).toBe(`${SERVICES}/nefes-koclugu`);
    expect(shown()).not.toContain('nefes-koclugu');
    expect(await movedServiceAddress(runtime().handle.db, 'nefes-koclugu')).toBe('/hizmetler');
    expect(await movedServiceAddress(runtime().handle.db, 'nefes-ve-beden-koclugu')).toBe(
      '/hizmetler',
    );
    expect(await movedServiceAddress(runtime().handle.db, 'hic-olmadi')).toBeNull();

    // An earlier version comes back as a new one, and the item keeps its state.
    const revisions = await runtime()
      .handle.db.selectFrom('content_revisions')
      .select(['id', 'version'])
      .where('item_id', '=', current.id)
      .orderBy('version')
      .execute();
    const restored = await restoreContentAction(
      runtime(),
      coach.post(`${SERVICES}/nefes-koclugu/surumler`, {
        intent: 'restore',
        revision: String(revisions[0]!.id),
      }),
      'service',
      'nefes-koclugu',
    );
    expect(locationOf(restored)).toBe(`${SERVICES}/nefes-koclugu`);
    const back = (await getItem(runtime().handle.db, 'service', 'nefes-koclugu'))!;
    expect((back.data as { title: string }).title).toBe('Nefes ve Beden Koçluğu');
    expect(back.state).toBe('retired');

    const trail = (await listLogEntries(runtime().handle.db, 20)).map(describeLogEntry);
    expect(trail).toContain('İçerik (Hizmetler) “nefes-ve-beden-koclugu” eklendi');
    expect(trail).toContain('İçerik (Hizmetler) “nefes-koclugu” yayından kaldırıldı');
  });

  test('what she typed when her session ran out comes back on the same form once she signs in', async () => {
    const coach = await signIn(runtime());
    const path = '/yonetim/icerik/sss/yeni';
    const opened = (await loadContentItem(
      runtime(),
      coach.get(path),
      'faq',
      'yeni',
    )) as unknown as {
      data: { stashProof: string };
    };
    await coach.end();
    // The proof leads the form, as the page's form has it.
    const thrown = await contentItemAction(
      runtime(),
      coach.post(path, {
        stashProof: opened.data.stashProof,
        question: 'Oturum bitince yazdığım soru kaybolur mu?',
        answer: 'Kaybolmaz.',
        intent: 'publish',
        version: '',
      }),
      'faq',
      'yeni',
    ).then(
      () => null,
      (error: unknown) => error,
    );
    expect(thrown).toBeInstanceOf(Response);
    const kept = /yazi_emanet=[^;]+/.exec(
      (thrown as Response).headers.get('Set-Cookie') ?? '',
    )?.[0];
    expect(kept).toBeDefined();
    const again = await sessionOf(runtime(), coach.account);
    const back = (await loadContentItem(
      runtime(),
      again.get(path, { headers: { Cookie: kept! } }),
      'faq',
      'yeni',
    )) as unknown as { data: { values: Record<string, string>; restoredMessage: string | null } };
    expect(back.data.restoredMessage).toBe(contentDeskMessages.restored);
    expect(back.data.values.question).toBe('Oturum bitince yazdığım soru kaybolur mu?');
  });

  test('an assistant edits texts but not a price, the identity or the seller', async () => {
    const assistant = await signIn(runtime(), 'assistant');
    const identity = contentItemAction(
      runtime(),
      assistant.post('/yonetim/icerik/kimlik/site', { siteName: 'Başka Ad', intent: 'save' }),
      'identity',
      'site',
    );
    await expect(identity).rejects.toMatchObject({ init: { status: 403 } });

    const product = (await listItems(runtime().handle.db, 'product'))[0]!;
    const values = {
      ...flatten(kindTexts.product.fields, product.data as Record<string, unknown>),
      version: String(product.version),
    };
    const cheaper = answerOf(
      await send(assistant, `/yonetim/icerik/urunler/${product.key}`, {
        ...values,
        price: '1',
        intent: 'save',
      }),
    );
    expect(cheaper.status).toBe(400);
    expect(cheaper.data.fieldErrors?.price).toEqual([contentDeskMessages.priceOwnerOnly]);

    const retitled = await send(assistant, `/yonetim/icerik/urunler/${product.key}`, {
      ...values,
      subtitle: 'Asistanın yazdığı alt başlık',
      intent: 'save',
    });
    expect(locationOf(retitled)).toBe(`/yonetim/icerik/urunler/${product.key}`);
    expect(runtime().content.current().products[0]?.subtitle).toBe('Asistanın yazdığı alt başlık');
  });
});
