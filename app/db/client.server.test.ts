import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';

import { openDatabase, type DbHandle } from '#app/db/client.server.ts';

// SQLite statements are prepared once per query text and run again (withStatementCache): a
// statement run again must give what a freshly prepared one would.
describe('SQLite statements run again', () => {
  let dir: string;
  let handle: DbHandle;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'koc-client-'));
    handle = openDatabase({ kind: 'sqlite', file: path.join(dir, 'koc.sqlite') });
    await sql`create table notes (id integer primary key, title text not null unique)`.execute(
      handle.db,
    );
  });
  afterEach(async () => {
    await handle.close();
    await rm(dir, { recursive: true, force: true });
  });

  const titles = async () =>
    (await sql<{ title: string }>`select title from notes order by id`.execute(handle.db)).rows.map(
      (row) => row.title,
    );
  const insert = (title: string) =>
    sql`insert into notes (title) values (${title})`.execute(handle.db);

  test('the same query sees each new row, and a failed insert leaves the next one working', async () => {
    await insert('Çalışma notu');
    expect(await titles()).toEqual(['Çalışma notu']);
    await insert('İkinci not');
    expect(await titles()).toEqual(['Çalışma notu', 'İkinci not']);
    await expect(insert('İkinci not')).rejects.toThrow(/UNIQUE/);
    await insert('Üçüncü not');
    expect(await titles()).toEqual(['Çalışma notu', 'İkinci not', 'Üçüncü not']);
  });

  test('a rolled-back transaction leaves nothing, and its statements work afterwards', async () => {
    await expect(
      handle.db.transaction().execute(async (trx) => {
        await sql`insert into notes (title) values (${'Geri alınacak'})`.execute(trx);
        throw new Error('vazgeçildi');
      }),
    ).rejects.toThrow('vazgeçildi');
    expect(await titles()).toEqual([]);
    await handle.db.transaction().execute(async (trx) => {
      await sql`insert into notes (title) values (${'Kalıcı'})`.execute(trx);
    });
    expect(await titles()).toEqual(['Kalıcı']);
  });

  test('a query run before a migration sees the new column after it', async () => {
    await insert('Eski satır');
    const all = () => sql<Record<string, unknown>>`select * from notes`.execute(handle.db);
    expect((await all()).rows).toEqual([{ id: 1, title: 'Eski satır' }]);
    await sql`alter table notes add column body text not null default 'boş'`.execute(handle.db);
    expect((await all()).rows).toEqual([{ id: 1, title: 'Eski satır', body: 'boş' }]);
  });

  test('more distinct queries than the cache holds all still answer correctly', async () => {
    await insert('Tek satır');
    for (let round = 0; round < 2; round += 1) {
      for (let n = 0; n < 300; n += 1) {
        const { rows } = await sql<{
          n: number;
        }>`select ${sql.lit(n)} as n, title from notes`.execute(handle.db);
        expect(rows).toEqual([{ n, title: 'Tek satır' }]);
      }
    }
  });
});
