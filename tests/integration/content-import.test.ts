import { afterAll, describe, expect, test } from 'vitest';

import { services } from '#app/data/services.ts';
import { deleteItem, listItems, saveItem } from '#app/db/content.server.ts';
import { seedItems } from '#app/server/content/seed.server.ts';
import { demoIdentity } from '#app/data/identity.ts';
import { CONTENT_SEED } from '#app/server/runtime.server.ts';

import { createTestRuntime, dialects, freshDatabase, type TestRuntime } from '../setup/runtime.ts';

/*
 * app/data is the seed of a fresh site, imported once per database (docs/decisions/0049): several
 * instances starting together import it once, an item the coach deleted does not come back, and
 * what the pages read is the database's copy, not the files.
 */

const seedCount = seedItems(demoIdentity).length;

async function countOf(
  runtime: TestRuntime,
  table: 'content_items' | 'content_revisions' | 'price_lists',
) {
  const row = await runtime.handle.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

describe.each(dialects)('the content import on %s', (dialect) => {
  const opened: TestRuntime[] = [];
  afterAll(async () => {
    for (const runtime of opened.reverse()) await runtime.close();
    await opened[0]?.dispose();
  });

  test('two instances starting together import once; a deleted item stays deleted after a restart', async () => {
    const fresh = await freshDatabase(dialect);
    const existing = { dataDir: fresh.dataDir, db: fresh.db };
    const start = () => createTestRuntime(dialect, {}, existing);
    // One SQLite file has one server (README); several start together only on PostgreSQL.
    const [first, second] =
      dialect === 'postgres'
        ? await Promise.all([start(), start()])
        : [await start(), await start()];
    opened.push({ ...first, dispose: fresh.drop }, second);

    expect(await countOf(first, 'content_items')).toBe(seedCount);
    expect(await countOf(first, 'content_revisions')).toBe(seedCount);
    expect(await countOf(first, 'price_lists')).toBe(1);
    const imports = await first.handle.db
      .selectFrom('content_imports')
      .select('name')
      .where('name', '=', CONTENT_SEED)
      .execute();
    expect(imports).toHaveLength(1);
    // Both serve the database's copy, equal to the files on a fresh site.
    for (const runtime of [first, second]) {
      expect(runtime.content.current().services).toEqual(services);
    }

    const faq = await listItems(first.handle.db, 'faq');
    expect(await deleteItem(first.handle.db, 'faq', faq[0]!.key)).not.toBeNull();
    const nlp = (await listItems(first.handle.db, 'service'))[0]!;
    const renamed = { ...(nlp.data as object), title: 'NLP Koçluğu ve Dil' };
    expect(
      (
        await saveItem(
          first.handle.db,
          nlp.id,
          nlp.version,
          { key: nlp.key, state: 'published', data: renamed },
          'koc@koc.example',
        )
      ).ok,
    ).toBe(true);

    const restarted = await createTestRuntime(dialect, {}, existing);
    opened.push(restarted);
    expect(await countOf(restarted, 'content_items')).toBe(seedCount - 1);
    const content = restarted.content.current();
    expect(content.generalFaq.map((entry) => entry.question)).not.toContain(
      (faq[0]!.data as { question: string }).question,
    );
    expect(content.generalFaq).toHaveLength(faq.length - 1);
    expect(content.services[0]?.title).toBe('NLP Koçluğu ve Dil');
  });
});
