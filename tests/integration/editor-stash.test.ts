import { sql } from 'kysely';
import { beforeAll, describe, expect, test } from 'vitest';

import { createPost } from '#app/db/blog-posts.server.ts';
import { STASH_LIMITS } from '#app/db/editor-stash.server.ts';
import { ENDED_SESSION_KEPT_MS, SESSION_IDLE_MS } from '#app/db/accounts/sessions.server.ts';
import { issueStashProof } from '#app/server/admin/desks/editor-stash.server.ts';
import {
  editorAction,
  loadEditor,
  postDeskMessages,
} from '#app/server/admin/desks/post-desk.server.ts';
import { endSession } from '#app/server/admin/sign-in/session.server.ts';

import {
  deskClient,
  deskRuntime,
  newAccount,
  sessionOf,
  type Account,
  type DeskClient,
} from '../setup/desk.ts';
import { dialects } from '../setup/runtime.ts';

/*
 * The editor stash takes no anonymous writes (issue 37, docs/decisions/0038-no-anonymous-stash.md,
 * docs/product.md#publishing-desk): a desk's text is kept only when the session it came with has
 * just ended by itself and the form carries the proof its page gave that session for that page,
 * within each account's caps, and given back only to her. Everything else is sent to the login
 * with nothing kept. The same over HTTP, against trickled bodies: editor-stash-http.test.ts.
 */

const NEW = '/yonetim/yazilar/yeni';
const LOGIN = `/yonetim/giris?redirectTo=${encodeURIComponent(NEW)}`;

/** An article as the editor sends it, `proof` first when given (as the form has it). */
function article(title: string, proof?: string, extra: Record<string, string> = {}) {
  return {
    ...(proof === undefined ? {} : { stashProof: proof }),
    title,
    excerpt: 'Bu özet kırk karakterden uzun, listede ve paylaşımlarda görünür.',
    body: '## Giriş\n\nBugün **sınırlar** üzerine konuşalım.',
    intent: 'save',
    ...extra,
  };
}

describe.each(dialects)('the editor stash on %s', (dialect) => {
  const { runtime, db } = deskRuntime(dialect);
  let coach: Account;
  let other: Account;

  beforeAll(async () => {
    coach = await newAccount(db(), 'owner', { email: 'koc@ornek.com' });
    other = await newAccount(db(), 'owner', { email: 'ikinci@ornek.com' });
  });

  /** The proof the editor at `path` gives the session of `browser`, as its page does. */
  async function proofOf(browser: DeskClient, path = NEW): Promise<string> {
    const page = await loadEditor(runtime(), browser.get(path), path === NEW ? null : idOf(path));
    return page.data.stashProof;
  }
  const idOf = (path: string) => Number(path.split('/').pop());

  /** The editor's form sent to `path` (multipart, as the page sends it): the answer it throws. */
  async function send(path: string, fields: Record<string, string>, from = deskClient()) {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    const id = path === NEW ? null : idOf(path);
    const thrown = await editorAction(runtime(), from.post(path, form), id).then(
      () => null,
      (error: unknown) => error,
    );
    expect(thrown).toBeInstanceOf(Response);
    return thrown as Response;
  }
  const stashCookieOf = (answer: Response) =>
    /yazi_emanet=[^;]+/.exec(answer.headers.get('Set-Cookie') ?? '')?.[0];

  async function stashed(adminId?: number): Promise<{ rows: number; bytes: number }> {
    let query = db()
      .selectFrom('editor_stash')
      .select((eb) => [
        eb.fn.countAll<number | string>().as('rows'),
        eb.fn.coalesce(eb.fn.sum<number | string>('bytes'), sql<number>`0`).as('bytes'),
      ]);
    if (adminId !== undefined) query = query.where('admin_id', '=', adminId);
    const row = await query.executeTakeFirstOrThrow();
    return { rows: Number(row.rows), bytes: Number(row.bytes) };
  }

  /** The database's size on disk: SQLite's pages, PostgreSQL's stash table with its indexes. */
  async function databaseSize(): Promise<number> {
    if (dialect === 'sqlite') {
      const { rows } = await sql<{ page_count: number }>`pragma page_count`.execute(db());
      return Number(rows[0]!.page_count);
    }
    const { rows } = await sql<{
      size: string;
    }>`select pg_total_relation_size('editor_stash') as size`.execute(db());
    return Number(rows[0]!.size);
  }

  test('200 posts of 1 MB without a session, with a forged cookie or a signed-out session’s stash nothing and grow nothing', async () => {
    const signedOut = await sessionOf(runtime(), coach);
    const proof = await proofOf(signedOut);
    await endSession(runtime(), signedOut.get(NEW).request);
    const before = await databaseSize();
    const text = 'ş'.repeat(100_000);
    const browsers = [
      deskClient(),
      deskClient('yonetim_oturum=c2FodGU%3D.c2FodGUgaW16YQ'),
      signedOut,
    ];
    for (let round = 0; round < 10; round += 1) {
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          send(
            NEW,
            article(`Saldırı ${round}-${index}`, proof, {
              body: text,
              excerpt: text,
              seoDescription: text,
              bodyImageAlt: text,
              coverAlt: text,
            }),
            browsers[index % browsers.length],
          ),
        ),
      );
      for (const answer of answers) {
        expect(answer.status).toBe(302);
        expect(answer.headers.get('Location')).toBe(LOGIN);
        expect(stashCookieOf(answer)).toBeUndefined();
      }
    }
    expect(await stashed()).toEqual({ rows: 0, bytes: 0 });
    expect(await databaseSize()).toBe(before);
  });

  test('a proof for another page, another account, tampered, expired or after the text, or a session ended long ago: nothing is kept', async () => {
    const created = await createPost(
      db(),
      {
        slug: 'emanet-denemesi',
        title: 'Emanet denemesi',
        excerpt: 'Bu özet kırk karakterden uzun, listede ve paylaşımlarda görünür.',
        category: 'Yaşam Koçluğu',
        author: 'Ayşe Örnek',
        coverImage: '/images/blog/iletisim-becerileri.svg',
        coverAlt: 'Deniz kıyısı',
        body: 'Metin',
        seoTitle: null,
        seoDescription: null,
      },
      { status: 'draft' },
      'koc@ornek.com',
    );
    if (!created.ok) throw new Error(created.reason);
    const editPath = `/yonetim/yazilar/${created.post.id}`;
    const mine = await sessionOf(runtime(), coach);
    const forNew = await proofOf(mine);
    const forEdit = await proofOf(mine, editPath);
    const theirs = await proofOf(await sessionOf(runtime(), other));
    const longAgo = await sessionOf(runtime(), coach);
    const longAgoProof = await proofOf(longAgo);
    await mine.end();
    await longAgo.end(ENDED_SESSION_KEPT_MS + 60_000);

    const [account, expiry, mac] = forNew.split('.') as [string, string, string];
    const flipped = `${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`;
    const stale = Date.now() - SESSION_IDLE_MS - ENDED_SESSION_KEPT_MS - 1000;
    const refused: Array<[string, Record<string, string>, DeskClient]> = [
      ['another page’s proof', article('Başka sayfa', forEdit), mine],
      ['another account’s proof', article('Başka hesap', theirs), mine],
      ['a tampered signature', article('Bozuk imza', `${account}.${expiry}.${flipped}`), mine],
      ['a tampered expiry', article('Uzatılmış', `${account}.${Number(expiry) + 1}.${mac}`), mine],
      [
        'an expired proof',
        article(
          'Eski kanıt',
          issueStashProof({ id: coach.id, sessionId: mine.sessionId }, NEW, stale),
        ),
        mine,
      ],
      [
        'the proof after the text',
        { ...article('Sonda kanıt', undefined, { body: 'x'.repeat(70_000) }), stashProof: forNew },
        mine,
      ],
      ['no proof', article('Kanıtsız'), mine],
      ['a session ended 12 hours ago', article('Çok eski oturum', longAgoProof), longAgo],
    ];
    for (const [what, fields, browser] of refused) {
      const answer = await send(NEW, fields, browser);
      expect(answer.headers.get('Location'), what).toBe(LOGIN);
      expect(stashCookieOf(answer), what).toBeUndefined();
    }
    expect(await stashed()).toEqual({ rows: 0, bytes: 0 });

    // The same session with its own page's proof: kept, and given back to her account alone.
    const kept = stashCookieOf(await send(NEW, article('Oturum bitmişti', forNew), mine));
    expect(kept).toBeDefined();
    expect((await stashed(coach.id)).rows).toBe(1);
    const open = async (browser: DeskClient) =>
      (await loadEditor(runtime(), browser.get(NEW, { headers: { Cookie: kept! } }), null)).data;
    const stranger = await open(await sessionOf(runtime(), other));
    expect(stranger.restoredMessage).toBeNull();
    expect(stranger.values.title).toBeUndefined();
    const back = await open(await sessionOf(runtime(), coach));
    expect(back.restoredMessage).toBe(postDeskMessages.restored);
    expect(back.values.title).toBe('Oturum bitmişti');
    expect(await stashed()).toEqual({ rows: 0, bytes: 0 });
  });

  test('an account keeps at most 5 stashes and 2 MB, the newest, under bursts of 50 at once', async () => {
    const theirs = await sessionOf(runtime(), other);
    const theirProof = await proofOf(theirs);
    await theirs.end();
    const theirStash = await send(NEW, article('Diğer hesap', theirProof), theirs);
    expect(stashCookieOf(theirStash)).toBeDefined();

    const mine = await sessionOf(runtime(), coach);
    const proof = await proofOf(mine);
    await mine.end();
    const burst = (extra: Record<string, string> = {}) =>
      Promise.all(
        Array.from({ length: 50 }, (_, index) =>
          send(NEW, article(`Aynı anda ${index}`, proof, extra), mine),
        ),
      );
    for (const answer of await burst()) expect(stashCookieOf(answer)).toBeDefined();
    expect((await stashed(coach.id)).rows).toBe(STASH_LIMITS.rows);

    // About 570 KB each (three fields of 190 KB): no more than 2 MB together.
    const long = 'ç'.repeat(95_000);
    await burst({ body: long, excerpt: long, seoDescription: long });
    const big = await stashed(coach.id);
    expect(big.rows).toBe(3);
    expect(big.bytes).toBeLessThanOrEqual(STASH_LIMITS.bytes);

    // The newest always stays; the other account's stash is untouched by hers.
    await send(NEW, article('En yenisi', proof), mine);
    const titles = await db()
      .selectFrom('editor_stash')
      .select('fields')
      .where('admin_id', '=', coach.id)
      .execute();
    expect(titles.some((row) => row.fields.includes('En yenisi'))).toBe(true);
    expect((await stashed(other.id)).rows).toBe(1);
  });

  test('stashes older than a day are erased by the mail worker’s hourly pass', async () => {
    expect((await stashed()).rows).toBeGreaterThan(0);
    await db()
      .updateTable('editor_stash')
      .set({ created_at: new Date(Date.now() - 25 * 60 * 60_000).toISOString() })
      .execute();
    await runtime().mail.runOnce();
    expect(await stashed()).toEqual({ rows: 0, bytes: 0 });
  });
});
