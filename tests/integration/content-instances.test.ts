import { describe, expect, test } from 'vitest';

import { createPriceList, getItem, saveItem } from '#app/db/content.server.ts';

import { instancesOnPostgres } from '../setup/instances.ts';
import { dialects } from '../setup/runtime.ts';

/*
 * Several instances on one PostgreSQL database (docs/product.md#content-desk): a change of the
 * content shows on every instance's pages at once, cached pages included, and a scheduled price
 * list takes effect on all of them in the same moment, with no request from the coach.
 */

const coach = 'koc@koc.test';

describe.each(dialects.filter((dialect) => dialect === 'postgres'))(
  'content on two instances of %s',
  () => {
    const site = instancesOnPostgres('koc_content_instances');

    /** Whether each instance's /hizmetler (cached after the first two requests) holds `text`. */
    const everywhere = async (text: string) => {
      const seen = [];
      for (const app of [site.first, site.second])
        seen.push((await site.get(app, '/hizmetler')).text.includes(text));
      return seen;
    };
    const warm = async () => {
      for (const app of [site.first, site.second]) {
        for (let i = 0; i < 2; i += 1) await site.get(app, '/hizmetler');
      }
    };

    test('a renamed service shows on both at once, and its old address answers 301 on both', async () => {
      await warm();
      expect(await everywhere('NLP ve Dil Koçluğu')).toEqual([false, false]);
      const nlp = (await getItem(site.writer.handle.db, 'service', 'nlp'))!;
      const saved = await saveItem(
        site.writer.handle.db,
        nlp.id,
        nlp.version,
        {
          key: 'nlp-ve-dil-koclugu',
          state: 'published',
          data: { ...(nlp.data as object), id: 'nlp-ve-dil-koclugu', title: 'NLP ve Dil Koçluğu' },
        },
        coach,
      );
      expect(saved.ok).toBe(true);
      await expect
        .poll(() => everywhere('NLP ve Dil Koçluğu'), { timeout: 5000, interval: 100 })
        .toEqual([true, true]);
      for (const app of [site.first, site.second]) {
        const old = await site.get(app, '/hizmetler/nlp');
        expect(old.status).toBe(301);
        expect(old.headers.location).toBe('/hizmetler/nlp-ve-dil-koclugu');
        expect((await site.get(app, '/sitemap.xml')).text).toContain(
          '/hizmetler/nlp-ve-dil-koclugu',
        );
      }
    });

    test('a price list scheduled a few seconds ahead takes effect on both at its time, not before', async () => {
      await warm();
      const effectiveAt = Date.now() + 3000;
      await createPriceList(
        site.writer.handle.db,
        new Date(effectiveAt).toISOString(),
        [
          {
            packageKey: 'tek-seans',
            price: 1777,
            originalPrice: null,
            saveAmount: null,
            insteadOf: null,
          },
          {
            packageKey: 'uc-seans',
            price: 2500,
            originalPrice: 3000,
            saveAmount: 500,
            insteadOf: null,
          },
          {
            packageKey: 'alti-seans',
            price: 5000,
            originalPrice: 6000,
            saveAmount: 1000,
            insteadOf: null,
          },
        ],
        coach,
      );
      // Both learn the list at once, and show the old prices until its time.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect(await everywhere('1.777 TL')).toEqual([false, false]);
      await expect
        .poll(() => everywhere('1.777 TL'), { timeout: 6000, interval: 100 })
        .toEqual([true, true]);
      const late = Date.now() - effectiveAt;
      expect(late).toBeGreaterThanOrEqual(0);
      // "At that minute": both within a second of the list's time.
      expect(late).toBeLessThan(1000);
    });
  },
);
