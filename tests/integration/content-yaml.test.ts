import { describe, expect, test } from 'vitest';

import { createItem, getItem, listItems, saveItem } from '#app/db/content.server.ts';
import { listLogEntries } from '#app/db/moderation-log.server.ts';
import { describeLogEntry } from '#app/lib/admin/audit-log.ts';
import { contentKinds, type ContentKind } from '#app/lib/content/content-kinds.ts';
import {
  contentImportAction,
  downloadContentYaml,
  loadContentImport,
} from '#app/server/admin/desks/content-yaml-desk.server.ts';
import { movedServiceAddress } from '#app/server/content/addresses.server.ts';
import { contentYamlMessages } from '#app/server/content/content-yaml.server.ts';

import { normalisePage } from '../../scripts/lib/page-normalise.mjs';
import { PUBLIC_PAGES } from '../../scripts/lib/public-pages.mjs';
import { startApp, type RunningApp } from '../setup/app-server.ts';
import { deskRuntime, signIn, type SignedIn } from '../setup/desk.ts';
import { dialects } from '../setup/runtime.ts';

/*
 * No lock-in (issue 40, point 5; docs/decisions/0050-content-yaml.md): the whole content leaves
 * as one YAML file and comes back into an empty site the same, drafts and retired items, prices
 * and old addresses included; a file that does not check out is refused with its line and
 * field, and nothing changes.
 */

const IMPORT = '/yonetim/icerik/ice-aktar';
const KINDS = Object.keys(contentKinds) as ContentKind[];

type Answer = { data: { fieldErrors?: Record<string, string[]> }; init: { status: number } };

function upload(coach: SignedIn, text: string) {
  const form = new FormData();
  form.set('file', new File([text], 'icerik.yaml', { type: 'application/yaml' }));
  return coach.post(IMPORT, form);
}

/**
 * Every public page, the feeds and `extra` addresses as two sites answer them, each app started
 * on a data folder: status, where it leads, and the page as a visitor reads it.
 */
async function comparePages(dataDirs: [string, string], extra: string[]) {
  const apps: RunningApp[] = await Promise.all(
    dataDirs.map((dir) =>
      startApp({ DATA_DIR: dir, PUBLIC_URL: 'http://koc.test', LOG_LEVEL: 'error' }),
    ),
  );
  try {
    const sitemap = await (await fetch(new URL('/sitemap.xml', apps[0]!.url))).text();
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      ([, loc]) => new URL(loc!).pathname,
    );
    const addresses = [
      ...new Set([...PUBLIC_PAGES, ...listed, ...extra, '/sitemap.xml', '/blog/rss.xml']),
    ];
    const read = async (app: RunningApp) => {
      const pages: Record<string, string> = {};
      for (const address of addresses) {
        const answer = await fetch(new URL(address, app.url), { redirect: 'manual' });
        const text = normalisePage(await answer.text(), app.url);
        pages[address] = `${answer.status} ${answer.headers.get('Location') ?? ''}\n${text}`;
      }
      return pages;
    };
    return await Promise.all(apps.map(read));
  } finally {
    await Promise.all(apps.map((app) => app.close()));
  }
}

describe.each(dialects)('the content as YAML on %s', (dialect) => {
  const first = deskRuntime(dialect);
  const fresh = deskRuntime(dialect);
  const spare = deskRuntime(dialect);
  const racing = deskRuntime(dialect);

  /** Every item of every kind as the desk lists it, without the rows' own ids and times. */
  const allItems = async (db: ReturnType<typeof first.db>) =>
    (await Promise.all(KINDS.map((kind) => listItems(db, kind))))
      .flat()
      .map(({ kind, key, state, data, position }) => ({ kind, key, state, data, position }));

  test(
    'a changed site goes out as one file and comes back the same into an empty one, every page alike, which then takes no other',
    { timeout: 90_000 },
    async () => {
      const db = first.db();
      const owner = await signIn(first.runtime());
      // A renamed service, a draft question, a retired product.
      const service = (await listItems(db, 'service'))[0]!;
      const renamed = { ...(service.data as object), id: 'yeni-adres', title: 'Yeni Başlık' };
      const saved = await saveItem(
        db,
        service.id,
        service.version,
        { key: 'yeni-adres', state: 'published', data: renamed },
        owner.account.email,
      );
      expect(saved.ok).toBe(true);
      const faq = { question: 'Taslak bir soru?', answer: 'Henüz yayımlanmadı.' };
      expect(
        (await createItem(db, { kind: 'faq', key: 'taslak', state: 'draft', data: faq }, 'x')).ok,
      ).toBe(true);
      const product = (await listItems(db, 'product'))[0]!;
      await saveItem(
        db,
        product.id,
        product.version,
        { key: product.key, state: 'retired', data: product.data },
        owner.account.email,
      );
      await first.runtime().content.reload();

      const download = await downloadContentYaml(
        first.runtime(),
        owner.get('/yonetim/icerik.yaml'),
      );
      expect(download.headers.get('Content-Disposition')).toMatch(
        /^attachment; filename="icerik-\d{4}-\d{2}-\d{2}\.yaml"$/,
      );
      const text = await download.text();
      expect(text).toMatch(/^# Koç sitesinin tüm içeriği/);
      expect(text).toContain('surum: 1\n');
      expect(text).toContain('- /images/');

      const coach = await signIn(fresh.runtime());
      const imported = await contentImportAction(fresh.runtime(), upload(coach, text));
      expect(imported).toBeInstanceOf(Response);
      expect((imported as Response).headers.get('Location')).toBe('/yonetim/icerik');

      expect(fresh.runtime().content.current()).toEqual(first.runtime().content.current());
      expect(await allItems(fresh.db())).toEqual(await allItems(db));
      expect((await getItem(fresh.db(), 'faq', 'taslak'))?.state).toBe('draft');
      expect((await getItem(fresh.db(), 'product', product.key))?.state).toBe('retired');
      expect(await movedServiceAddress(fresh.db(), service.key)).toBe('/hizmetler/yeni-adres');
      // An app takes a data folder, not a PostgreSQL schema: the pages are compared on SQLite.
      if (dialect === 'sqlite') {
        const [was, now] = await comparePages(
          [first.runtime().dataDir, fresh.runtime().dataDir],
          [`/hizmetler/${service.key}`],
        );
        expect(now).toEqual(was);
        expect(now![`/hizmetler/${service.key}`]).toMatch(/^301 \/hizmetler\/yeni-adres\n/);
        expect(now!['/hizmetler/yeni-adres']).toContain('Yeni Başlık');
        expect(now!['/sss']).not.toContain('Taslak bir soru?');
        expect(Object.keys(now!).length).toBeGreaterThan(30);
      }

      const [entry] = await listLogEntries(fresh.db(), 1);
      expect(describeLogEntry(entry!)).toMatch(
        /^Sitenin tüm içeriği bir YAML dosyasından içe aktarıldı \(\d+ kayıt\)$/,
      );

      // Now the site holds her content: the page says so, and a second file is refused.
      expect(await loadContentImport(fresh.runtime(), coach.get(IMPORT))).toEqual({
        untouched: false,
      });
      const again = (await contentImportAction(fresh.runtime(), upload(coach, text))) as Answer;
      expect(again.init.status).toBe(400);
      expect(again.data.fieldErrors?.file).toEqual([contentYamlMessages.notEmpty]);
    },
  );

  test('a file that does not check out is refused with its line and field, and nothing changes', async () => {
    const runtime = spare.runtime();
    const owner = await signIn(runtime);
    const text = await (
      await downloadContentYaml(runtime, owner.get('/yonetim/icerik.yaml'))
    ).text();
    const before = await allItems(runtime.handle.db);
    expect(await loadContentImport(runtime, owner.get(IMPORT))).toEqual({ untouched: true });
    const refused = async (file: string) => {
      const answer = (await contentImportAction(runtime, upload(owner, file))) as Answer;
      expect(answer.init.status).toBe(400);
      expect(await allItems(runtime.handle.db)).toEqual(before);
      return answer.data.fieldErrors?.file ?? [];
    };

    // The first service's picture outside /images/, and the second's title gone.
    const lines = text.split('\n');
    const srcLine = lines.findIndex((line) => /^ {8}src: \/images\//.test(line));
    lines[srcLine] = lines[srcLine]!.replace('/images/', '/baska/');
    const titleLine = lines.findIndex(
      (line, index) => index > srcLine && /^ {6}title: /.test(line),
    );
    lines.splice(titleLine, 1);
    const messages = await refused(lines.join('\n'));
    expect(messages).toContain(
      `Satır ${srcLine + 1}, “icerik[0].data.image.src”: Görselin adresi /images/ ile başlamalı.`,
    );
    expect(messages).toContainEqual(
      expect.stringMatching(/^Satır \d+, “icerik\[1\]\.data\.title”: Bu alanı doldurun\.$/),
    );

    // A YAML syntax error names its line.
    const [syntax] = await refused('surum: 1\nicerik:\n  - kind: service\n    key: [kapanmayan\n');
    expect(syntax).toMatch(/^Satır [45]: YAML yazımı bozuk/);

    expect(await refused('- bir\n- iki\n')).toEqual([contentYamlMessages.notContentFile]);
    expect(await refused('surum: 2\nicerik: yok\n')).toEqual(
      expect.arrayContaining([
        'Satır 1, “surum”: Şunlardan biri olmalı: 1.',
        'Satır 2, “icerik”: Burada bir liste olmalı.',
        'Satır 1, “fiyat_listeleri”: Bu alan eksik.',
      ]),
    );
  });

  test('two files sent at the same moment: one is taken, the other refused as for a site not empty', async () => {
    const runtime = racing.runtime();
    const owner = await signIn(runtime);
    const text = await (
      await downloadContentYaml(runtime, owner.get('/yonetim/icerik.yaml'))
    ).text();
    const answers = await Promise.all(
      [0, 1].map(() => contentImportAction(runtime, upload(owner, text))),
    );
    expect(answers.filter((answer) => answer instanceof Response)).toHaveLength(1);
    const refused = answers.find((answer) => !(answer instanceof Response)) as Answer;
    expect(refused.init.status).toBe(400);
    expect(refused.data.fieldErrors?.file).toEqual([contentYamlMessages.notEmpty]);
  });

  test('an assistant can neither download nor import', async () => {
    const assistant = await signIn(fresh.runtime(), 'assistant');
    await expect(
      downloadContentYaml(fresh.runtime(), assistant.get('/yonetim/icerik.yaml')),
    ).rejects.toMatchObject({ init: { status: 403 } });
    await expect(
      contentImportAction(fresh.runtime(), upload(assistant, 'surum: 1\n')),
    ).rejects.toMatchObject({ init: { status: 403 } });
  });
});
