import { describe, expect, test } from 'vitest';

import { createPriceList, listPriceLists } from '#app/db/content.server.ts';
import { listLogEntries } from '#app/db/moderation-log.server.ts';
import { describeLogEntry } from '#app/lib/admin/audit-log.ts';
import { istanbulDateTimeLocal } from '#app/lib/format.ts';
import {
  priceDeskAction,
  priceDeskMessages,
  type PriceAnswer,
} from '#app/server/admin/desks/price-desk.server.ts';
import { ContentStore } from '#app/server/content/content-store.server.ts';
import { demoIdentity } from '#app/data/identity.ts';

import { deskRuntime, signIn } from '../setup/desk.ts';
import { dialects } from '../setup/runtime.ts';

/*
 * The owner's price lists (docs/product.md#content-desk): a list from now or from a time ahead,
 * each package's history, the 30-day rule for a crossed-out former price, and the content's
 * copy switching to a scheduled list at its very minute, by the clock it is given.
 */

const PRICES = '/yonetim/icerik/fiyatlar';
const DAY = 24 * 60 * 60_000;

const answerOf = (result: unknown): { status: number; data: PriceAnswer } => {
  const value = result as { data: PriceAnswer; init: { status: number } | null };
  return { status: value.init?.status ?? 200, data: value.data };
};

/** Today's prices as the form shows them, with `change` over them. */
function form(change: Record<string, string>): Record<string, string> {
  return {
    intent: 'save',
    effectiveAt: '',
    'price.tek-seans': '1.000',
    'original.tek-seans': '',
    'insteadOf.tek-seans': '',
    'price.uc-seans': '2.500',
    'original.uc-seans': '3.000',
    'insteadOf.uc-seans': '',
    'price.alti-seans': '5.000',
    'original.alti-seans': '6.000',
    'insteadOf.alti-seans': '',
    ...change,
  };
}

describe.each(dialects)('the price desk on %s', (dialect) => {
  const { runtime } = deskRuntime(dialect);
  const price = (key: string) =>
    runtime()
      .content.current()
      .pricePackages.find((item) => item.id === key);

  test('bad prices are refused by field; a list from now shows at once, with "1.000 TL"-style amounts', async () => {
    const owner = await signIn(runtime());
    const bad = answerOf(
      await priceDeskAction(
        runtime(),
        owner.post(
          PRICES,
          form({
            'price.tek-seans': 'bin',
            'original.uc-seans': '2.000',
            effectiveAt: '2020-01-01T10:00',
          }),
        ),
      ),
    );
    expect(bad.status).toBe(400);
    expect(bad.data.fieldErrors).toEqual({
      effectiveAt: [priceDeskMessages.effectivePast],
      'price.tek-seans': [priceDeskMessages.priceMissing],
      'original.uc-seans': [priceDeskMessages.originalLow],
    });
    expect(bad.data.values['price.tek-seans']).toBe('bin');

    const saved = await priceDeskAction(
      runtime(),
      owner.post(PRICES, form({ 'price.tek-seans': '1.250' })),
    );
    expect((saved as Response).status).toBe(303);
    expect(price('tek-seans')?.price).toBe(1250);
    expect(price('uc-seans')).toMatchObject({ price: 2500, originalPrice: 3000, saveAmount: 500 });
  });

  test('a fake discount is refused with its reason; the lowest price of the 30 days stands crossed out', async () => {
    const owner = await signIn(runtime());
    const db = runtime().handle.db;
    // 3 seans: 2 800 TL from 40 days ago, 2 600 TL from 20 days ago (the test before set today's).
    const prices = (uc: number) => [
      { packageKey: 'uc-seans', price: uc, originalPrice: null, saveAmount: null, insteadOf: null },
    ];
    await createPriceList(
      db,
      new Date(Date.now() - 40 * DAY).toISOString(),
      prices(2800),
      owner.account.email,
    );
    await createPriceList(
      db,
      new Date(Date.now() - 20 * DAY).toISOString(),
      prices(2600),
      owner.account.email,
    );
    await runtime().content.reload();

    const fake = answerOf(
      await priceDeskAction(
        runtime(),
        owner.post(PRICES, form({ 'price.uc-seans': '2.200', 'insteadOf.uc-seans': '2.800' })),
      ),
    );
    expect(fake.status).toBe(400);
    expect(fake.data.fieldErrors?.['insteadOf.uc-seans']).toEqual([
      'Son 30 günde uygulanan en düşük fiyat 2.500 TL; indirimden önceki fiyat olarak yalnızca bu gösterilebilir (indirimli satış kuralı).',
    ]);
    expect(price('uc-seans')?.insteadOf).toBeUndefined();

    const honest = await priceDeskAction(
      runtime(),
      owner.post(PRICES, form({ 'price.uc-seans': '2.200', 'insteadOf.uc-seans': '2.500' })),
    );
    expect((honest as Response).status).toBe(303);
    expect(price('uc-seans')).toMatchObject({ price: 2200, insteadOf: 2500 });
  });

  test('a scheduled list waits for its minute, can be withdrawn before it, and an assistant cannot touch prices', async () => {
    const owner = await signIn(runtime());
    const at = new Date(Date.now() + 2 * DAY);
    const scheduled = await priceDeskAction(
      runtime(),
      owner.post(
        PRICES,
        form({ effectiveAt: istanbulDateTimeLocal(at), 'price.tek-seans': '1.500' }),
      ),
    );
    expect((scheduled as Response).status).toBe(303);
    expect(price('tek-seans')?.price).not.toBe(1500);

    // The copy of the content, on a clock set by the test: the list is in force from its minute.
    const lists = await listPriceLists(runtime().handle.db);
    const next = lists.at(-1)!;
    let clock = Date.parse(next.effectiveAt) - 1;
    const store = new ContentStore(
      runtime().handle.db,
      { identity: demoIdentity, overrides: { social: {} } },
      () => clock,
    );
    await store.start(runtime().feed);
    try {
      expect(store.current().pricePackages.find((item) => item.id === 'tek-seans')?.price).not.toBe(
        1500,
      );
      clock += 1;
      expect(store.current().pricePackages.find((item) => item.id === 'tek-seans')?.price).toBe(
        1500,
      );
    } finally {
      store.stop();
    }

    const assistant = await signIn(runtime(), 'assistant');
    await expect(
      priceDeskAction(runtime(), assistant.post(PRICES, form({}))),
    ).rejects.toMatchObject({ init: { status: 403 } });

    const cancelled = await priceDeskAction(
      runtime(),
      owner.post(PRICES, { intent: 'retire', list: String(next.id) }),
    );
    expect((cancelled as Response).status).toBe(303);
    expect((await listPriceLists(runtime().handle.db)).map((list) => list.id)).not.toContain(
      next.id,
    );
    const trail = (await listLogEntries(runtime().handle.db, 10)).map(describeLogEntry);
    expect(trail.some((line) => line.startsWith('Zamanlanan fiyat listesi iptal edildi'))).toBe(
      true,
    );
  });
});
