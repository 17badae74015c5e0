import { spawn } from 'node:child_process';
import { existsSync, readdirSync, truncateSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import Database from 'better-sqlite3';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { listApprovedComments } from '#app/db/comments.server.ts';
import { photoNameFromUrl } from '#app/db/photos.server.ts';
import { listApprovedStories } from '#app/db/stories.server.ts';
import { listSubscribers } from '#app/db/subscribers.server.ts';
import {
  removeComment,
  removeStory,
  setCommentPublished,
  setStoryPublished,
} from '#app/server/admin/desks/moderation.server.ts';
import { parseConfig } from '#app/server/config.server.ts';
import { submitComment, submitStory, subscribe } from '#app/server/submissions/save.server.ts';
import { runBackupCommand, runRestoreCommand } from '#server/cli/backup.ts';

import { createTestRuntime } from '../setup/runtime.ts';
import { storyExists } from '#tests/setup/queries.ts';

const coach = { email: 'koc@koc.example' };
const at = new Date('2026-11-21T10:30:00Z');

function configFor(dataDir: string, extra: Record<string, string> = {}) {
  return parseConfig({
    DATA_DIR: dataDir,
    SESSION_SECRET: 'backup-test-session-secret-32-chars!',
    ...extra,
  });
}

const temporary: string[] = [];
afterAll(() => Promise.all(temporary.map((dir) => rm(dir, { recursive: true, force: true }))));

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'koc-backup-'));
  temporary.push(dir);
  return dir;
}

/**
 * Another process writing to the database, as the server does while a backup runs: it inserts
 * subscribers yedek-akis-1, -2, … one transaction each until its stdin closes.
 */
function startWriter(file: string) {
  const code = `
    const Database = require('better-sqlite3');
    const db = new Database(process.argv[1]);
    db.pragma('journal_mode = WAL');
    db.pragma('busy_timeout = 5000');
    const insert = db.prepare('insert into subscribers (email, unsubscribe_token) values (?, ?)');
    let n = 0, stop = false;
    process.stdin.on('end', () => (stop = true)).resume();
    (function next() {
      if (stop) { db.close(); console.log(n); return; }
      n += 1;
      insert.run('yedek-akis-' + n + '@ornek.com', 'akis-' + n);
      if (n === 20) console.log('writing');
      setImmediate(next);
    })();`;
  const child = spawn(process.execPath, ['-e', code, file], { stdio: ['pipe', 'pipe', 'inherit'] });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  return {
    writing: () =>
      new Promise<void>((resolve) => {
        child.stdout.on('data', () => {
          if (out.startsWith('writing\n')) resolve();
        });
      }),
    /** Stops it; resolves with how many rows it committed. */
    stop: () =>
      new Promise<number>((resolve) => {
        child.once('exit', () => resolve(Number(out.replace('writing\n', '').trim())));
        child.stdin.end();
      }),
  };
}

function streamRowsIn(file: string): number[] {
  const db = new Database(file, { readonly: true });
  const rows = db
    .prepare("select email from subscribers where email like 'yedek-akis-%'")
    .all() as { email: string }[];
  db.close();
  return rows.map((row) => Number(/(\d+)@/.exec(row.email)![1])).sort((a, b) => a - b);
}

describe('backup and restore of the embedded database', () => {
  test('a backup taken while another process writes, restored after changes, brings every row and photo back', async () => {
    let runtime = await createTestRuntime('sqlite');
    const { dataDir, dbOptions } = runtime;
    const dbFile = path.join(dataDir, 'koc.sqlite');
    const config = configFor(dataDir);
    try {
      await subscribe(runtime, 'ayse.yedek@ornek.com');
      const photo = await sharp({
        create: { width: 8, height: 6, channels: 3, background: '#0f766e' },
      })
        .webp()
        .toBuffer();
      const story = await submitStory(
        runtime,
        { authorName: 'Yedekli Hikâye', email: 'hikaye@ornek.com', story: 'Değişim yolculuğum.' },
        { bytes: photo, contentType: 'image/webp' },
      );
      await setStoryPublished(runtime, coach, story.id, true);
      const comment = await submitComment(
        runtime,
        { postSlug: 'ic-sesinle-tanismak', authorName: 'Yorumcu Şule', content: 'Çok güzel.' },
        'İç Sesinle Tanışmak',
      );
      await setCommentPublished(runtime, coach, comment.id, true);

      const writer = startWriter(dbFile);
      await writer.writing();
      const backup = await runBackupCommand([], config, at);
      const written = await writer.stop();

      const backupFile = path.join(dataDir, 'backups', 'koc-2026-11-21T10-30-00Z.sqlite');
      expect(backup).toEqual({
        code: 0,
        message: expect.stringMatching(
          new RegExp(`^Yedek alındı: ${backupFile} \\(\\d+(,\\d)? KB\\)$`),
        ),
      });
      // One consistent moment: the writer's first rows, without a gap, and not all of them.
      const copied = streamRowsIn(backupFile);
      expect(copied.length).toBeGreaterThan(0);
      expect(copied.length).toBeLessThan(written);
      expect(copied).toEqual(Array.from({ length: copied.length }, (_, i) => i + 1));
      // Self-contained: no WAL beside it.
      expect(readdirSync(path.dirname(backupFile))).toEqual([path.basename(backupFile)]);

      // The coach changes things after the backup.
      await removeStory(runtime, coach, story.id);
      await removeComment(runtime, coach, comment.id);
      await subscribe(runtime, 'sonradan@ornek.com');

      const whileRunning = await runRestoreCommand([backupFile], config, at);
      expect(whileRunning.code).toBe(1);
      expect(whileRunning.message).toContain('Veritabanı şu anda kullanılıyor');
      expect(whileRunning.message).toContain('önce sunucuyu durdurun');
      expect(await storyExists(runtime.handle.db, story.id)).toBe(false);

      await runtime.close();
      const restored = await runRestoreCommand([backupFile], config, at);
      const previous = `${dbFile}.before-restore-2026-11-21T10-30-00Z`;
      expect(restored).toEqual({
        code: 0,
        message: `Geri yüklendi: ${backupFile} → ${dbFile}\nÖnceki veritabanı saklandı: ${previous}\nSunucuyu şimdi başlatabilirsiniz; bekleyen geçişler açılışta uygulanır.`,
      });
      expect(
        readdirSync(dataDir)
          .filter((name) => name.startsWith('koc.sqlite'))
          .sort(),
      ).toEqual(['koc.sqlite', 'koc.sqlite.before-restore-2026-11-21T10-30-00Z']);

      runtime = await createTestRuntime('sqlite', {}, { dataDir, db: dbOptions });
      const db = runtime.handle.db;
      const [published] = await listApprovedStories(db);
      expect(published).toMatchObject({ id: story.id, authorName: 'Yedekli Hikâye' });
      const stored = await runtime.photos.get(db, photoNameFromUrl(published!.imageUrl!)!);
      expect(stored?.bytes.equals(photo)).toBe(true);
      expect(await listApprovedComments(db, 'ic-sesinle-tanismak')).toEqual([
        expect.objectContaining({ authorName: 'Yorumcu Şule', content: 'Çok güzel.' }),
      ]);
      const emails = (await listSubscribers(db, { search: 'ornek.com', limit: 10_000 })).items.map(
        (item) => item.email,
      );
      expect(emails).toContain('ayse.yedek@ornek.com');
      expect(emails).not.toContain('sonradan@ornek.com');

      // The replaced database is kept whole, with what happened after the backup.
      const kept = new Database(previous, { readonly: true });
      expect(
        kept
          .prepare("select count(*) as n from subscribers where email = 'sonradan@ornek.com'")
          .get(),
      ).toEqual({ n: 1 });
      kept.close();
    } finally {
      await runtime.dispose();
    }
  });

  test('a backup refuses a missing database, an existing target and an impossible path; takes a folder', async () => {
    const empty = await tempDir();
    expect(await runBackupCommand([], configFor(empty), at)).toEqual({
      code: 1,
      message: `Yedeklenecek veritabanı yok: ${path.join(empty, 'koc.sqlite')}. DATA_DIR doğru mu, sunucu en az bir kez başlatıldı mı?`,
    });

    const runtime = await createTestRuntime('sqlite');
    try {
      const config = configFor(runtime.dataDir);
      const folder = await tempDir();
      const first = await runBackupCommand([folder], config, at);
      expect(first.code).toBe(0);
      expect(existsSync(path.join(folder, 'koc-2026-11-21T10-30-00Z.sqlite'))).toBe(true);
      expect(await runBackupCommand([folder], config, at)).toEqual({
        code: 1,
        message: `Bu dosya zaten var, üzerine yazılmaz: ${path.join(folder, 'koc-2026-11-21T10-30-00Z.sqlite')}`,
      });
      expect((await runBackupCommand([folder, folder], config, at)).code).toBe(2);
      // A mistyped target: a path under an existing file.
      const underFile = path.join(folder, 'koc-2026-11-21T10-30-00Z.sqlite', 'yedek.sqlite');
      expect(await runBackupCommand([underFile], config, at)).toEqual({
        code: 1,
        message: expect.stringMatching(/^Dosya işlemi başarısız \((ENOTDIR|EEXIST)\): /),
      });
    } finally {
      await runtime.dispose();
    }
  });

  describe('a restore refuses what is not a sound backup of this site, and changes nothing', () => {
    let dataDir: string;
    let dbFile: string;
    let goodBackup: string;
    const config = () => configFor(dataDir);

    beforeAll(async () => {
      const runtime = await createTestRuntime('sqlite');
      await subscribe(runtime, 'korunan@ornek.com');
      await runtime.close();
      dataDir = runtime.dataDir;
      temporary.push(dataDir);
      dbFile = path.join(dataDir, 'koc.sqlite');
      goodBackup = path.join(await tempDir(), 'iyi.sqlite');
      expect((await runBackupCommand([goodBackup], config(), at)).code).toBe(0);
    });

    async function expectRefused(file: string): Promise<string> {
      const result = await runRestoreCommand([file], config(), at);
      expect(result.code).toBe(1);
      // The database in place is untouched and nothing is left behind.
      expect(readdirSync(dataDir).filter((name) => name.startsWith('koc.sqlite'))).toEqual([
        'koc.sqlite',
      ]);
      const db = new Database(dbFile, { fileMustExist: true });
      expect(db.prepare('select email from subscribers').all()).toEqual([
        { email: 'korunan@ornek.com' },
      ]);
      db.close();
      return result.message;
    }

    async function copyOfGoodBackup(name: string): Promise<string> {
      const file = path.join(await tempDir(), name);
      const source = new Database(goodBackup, { readonly: true });
      await source.backup(file);
      source.close();
      return file;
    }

    test('no file, or no argument', async () => {
      const missing = path.join(dataDir, 'yok.sqlite');
      expect(await expectRefused(missing)).toBe(`Yedek dosyası bulunamadı: ${missing}`);
      const usage = await runRestoreCommand([], config(), at);
      expect(usage.code).toBe(2);
      expect(usage.message).toContain('npm run restore -- <yedek dosyası>');
    });

    test('a text file and an image are not databases', async () => {
      const dir = await tempDir();
      const text = path.join(dir, 'notlar.txt');
      writeFileSync(text, 'Bu bir veritabanı değil, sadece notlar. '.repeat(200));
      expect(await expectRefused(text)).toBe(`Yedek dosyası bir SQLite veritabanı değil: ${text}`);
      const image = path.join(dir, 'foto.webp');
      writeFileSync(
        image,
        await sharp({ create: { width: 64, height: 64, channels: 3, background: '#fff' } })
          .webp()
          .toBuffer(),
      );
      expect(await expectRefused(image)).toBe(
        `Yedek dosyası bir SQLite veritabanı değil: ${image}`,
      );
    });

    test("another program's SQLite database", async () => {
      const other = path.join(await tempDir(), 'baska.sqlite');
      const db = new Database(other);
      db.exec('create table notes (id integer primary key, body text)');
      db.close();
      expect(await expectRefused(other)).toBe(
        `Yedek dosyası bu sitenin veritabanı değil: ${other} (eksik tablolar: admin_users, blog_comments, mail_outbox, moderation_log, photos, sessions, subscribers, transformation_stories, kysely_migration)`,
      );
    });

    test('a damaged backup', async () => {
      const damaged = await copyOfGoodBackup('yarim.sqlite');
      truncateSync(damaged, 4096 * 3);
      expect(await expectRefused(damaged)).toMatch(
        new RegExp(`^Yedek dosyası bozuk: ${damaged.replace(/[.]/g, '\\.')}`),
      );
    });

    test('a backup from a newer version of the site', async () => {
      const newer = await copyOfGoodBackup('yeni.sqlite');
      const db = new Database(newer);
      db.prepare('insert into kysely_migration (name, timestamp) values (?, ?)').run(
        '2099-01-01-gelecek',
        at.toISOString(),
      );
      db.close();
      expect(await expectRefused(newer)).toBe(
        `Yedek dosyası sitenin daha yeni bir sürümünden: ${newer} (bu sürümün bilmediği geçişler: 2099-01-01-gelecek). Önce siteyi güncelleyin.`,
      );
    });
  });

  test('with DATABASE_URL both commands explain pg_dump and pg_restore instead of pretending', async () => {
    const config = configFor(await tempDir(), { DATABASE_URL: 'postgres://koc@db.example/koc' });
    for (const result of [
      await runBackupCommand([], config, at),
      await runRestoreCommand(['/tmp/koc.dump'], config, at),
    ]) {
      expect(result.code).toBe(1);
      expect(result.message).toContain('PostgreSQL kullanılıyor (DATABASE_URL)');
      expect(result.message).toContain('pg_dump --format=custom --file=koc.dump "$DATABASE_URL"');
      expect(result.message).toContain('pg_restore --clean --if-exists');
    }
  });
});
