import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { createPriceList, getItem, saveItem } from '#app/db/content.server.ts';
import { createRuntime, type Runtime } from '#app/server/runtime.server.ts';

import { startApp, type RunningApp } from '../setup/app-server.ts';
import { rawRequest } from '../setup/raw-request.ts';
import { dialects, freshPostgresDatabase, TEST_SECRET } from '../setup/runtime.ts';

/*
 * Several instances on one PostgreSQL database (docs/product.md#content-desk): a change of the
 * content shows on every instance's pages at once, cached pages included, and a scheduled price
 * list takes effect on all of them in the same moment, with no request from the coach.
 */

const PUBLIC_URL = 'https://koc.test';
const coach = 'koc@koc.test';

describe.each(dialects.filter((dialect) => dialect === 'postgres'))(
  'content on two instances of %s',
  () => {
    let first: RunningApp;
    let second: RunningApp;
    let writer: Runtime;
    let cleanup: () => Promise<void>;

    beforeAll(async () => {
      const dataDir = await mkdtemp(path.join(tmpdir(), 'koc-content-instances-'));
      const database = await freshPostgresDatabase('koc_content_instances');
      const env = { DATA_DIR: dataDir, DATABASE_URL: database.url, PUBLIC_URL, LOG_LEVEL: 'error' };
      [first, second] = await Promise.all([startApp(env), startApp(env)]);
      // The coach's desk, as a third process would be: its changes reach the others only
      // through the database.
      writer = await createRuntime({
        db: { kind: 'postgres', connectionString: database.url },
        secret: TEST_SECRET,
        dataDir,
        publicUrl: PUBLIC_URL,
        notifyEmail: coach,
        smtpUrl: undefined,
        mailFrom: 'Site <site@koc.test>',
        startMailWorker: false,
      });
      cleanup = async () => {
        await writer.close();
        await first.close();
        await second.close();
        await database.drop();
        await rm(dataDir, { recursive: true, force: true });
      };
    }, 180_000);
    afterAll(() => cleanup?.());

    const get = async (app: RunningApp, target: string) => {
      const answer = await rawRequest(`${app.url}${target}`, { Host: 'koc.test' });
      return { ...answer, text: answer.body.toString('utf8') };
    };
    /** Whether each instance's /hizmetler (cached after the first two requests) holds `text`. */
    const everywhere = async (text: string) => {
      const seen = [];
      for (const app of [first, second])
        seen.push((await get(app, '/hizmetler')).text.includes(text));
      return seen;
    };
    const warm = async () => {
      for (const app of [first, second]) {
        for (let i = 0; i < 2; i += 1) await get(app, '/hizmetler');
      }
    };

    test('a renamed service shows on both at once, and its old address answers 301 on both', async () => {
      await warm();
      expect(await everywhere('NLP ve Dil Koçluğu')).toEqual([false, false]);
      const nlp = (await getItem(writer.handle.db, 'service', 'nlp'))!;
      const saved = await saveItem(
        writer.handle.db,
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
      for (const app of [first, second]) {
        const old = await get(app, '/hizmetler/nlp');
        expect(old.status).toBe(301);
        expect(old.headers.location).toBe('/hizmetler/nlp-ve-dil-koclugu');
        expect((await get(app, '/sitemap.xml')).text).toContain('/hizmetler/nlp-ve-dil-koclugu');
      }
    });

    test('a price list scheduled a few seconds ahead takes effect on both at its time, not before', async () => {
      await warm();
      const effectiveAt = Date.now() + 3000;
      await createPriceList(
        writer.handle.db,
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
