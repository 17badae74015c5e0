import {
  chownSync,
  closeSync,
  constants,
  copyFileSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import path from 'node:path';

import Database from 'better-sqlite3';

export class BackupError extends Error {
  override name = 'BackupError';
}

/** The tables of the first migration: a database without them belongs to something else. */
const BASE_TABLES = [
  'admin_users',
  'blog_comments',
  'mail_outbox',
  'moderation_log',
  'photos',
  'sessions',
  'subscribers',
  'transformation_stories',
];

/** Sortable, and valid in a file name on every system. */
export function fileTimestamp(date: Date): string {
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/:/g, '-');
}

function sqliteCode(error: unknown): string | undefined {
  return error instanceof Database.SqliteError ? error.code : undefined;
}

function syncFile(file: string): void {
  const fd = openSync(file, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

function sealAndCheck(
  file: string,
  subject: string,
  shown: string,
  knownMigrations: readonly string[],
): void {
  let db: Database.Database | undefined;
  try {
    db = new Database(file, { fileMustExist: true });
    db.pragma('journal_mode = DELETE');
    const problems = (db.pragma('integrity_check') as { integrity_check: string }[]).map(
      (row) => row.integrity_check,
    );
    if (problems.join() !== 'ok') {
      throw new BackupError(
        `${subject} bozuk: ${shown} (bütünlük denetimi: ${problems.slice(0, 3).join('; ')})`,
      );
    }
    const rows = db.prepare("select name from sqlite_master where type = 'table'").all();
    const tables = new Set(rows.map((row) => (row as { name: string }).name));
    const missing = [...BASE_TABLES, 'kysely_migration'].filter((table) => !tables.has(table));
    if (missing.length > 0) {
      throw new BackupError(
        `${subject} bu sitenin veritabanı değil: ${shown} (eksik tablolar: ${missing.join(', ')})`,
      );
    }
    const applied = db.prepare('select name from kysely_migration').all();
    const unknown = applied
      .map((row) => (row as { name: string }).name)
      .filter((name) => !knownMigrations.includes(name));
    if (unknown.length > 0) {
      throw new BackupError(
        `${subject} sitenin daha yeni bir sürümünden: ${shown} (bu sürümün bilmediği geçişler: ${unknown.join(', ')}). Önce siteyi güncelleyin.`,
      );
    }
  } catch (error) {
    if (error instanceof BackupError) throw error;
    const code = sqliteCode(error);
    if (code === 'SQLITE_NOTADB') {
      throw new BackupError(`${subject} bir SQLite veritabanı değil: ${shown}`);
    }
    if (code === 'SQLITE_CORRUPT') throw new BackupError(`${subject} bozuk: ${shown}`);
    throw error;
  } finally {
    db?.close();
  }
}

/** SQLite's backup API copies one snapshot while the site writes; written beside and renamed, so no half file. */
export async function backupSqlite(
  source: string,
  target: string,
  knownMigrations: readonly string[],
): Promise<{ bytes: number }> {
  if (!existsSync(source)) {
    throw new BackupError(
      `Yedeklenecek veritabanı yok: ${source}. DATA_DIR doğru mu, sunucu en az bir kez başlatıldı mı?`,
    );
  }
  if (existsSync(target)) throw new BackupError(`Bu dosya zaten var, üzerine yazılmaz: ${target}`);
  mkdirSync(path.dirname(target), { recursive: true });
  const partial = `${target}.partial`;
  rmSync(partial, { force: true });
  // Read-write: the last connection to close removes the WAL, leaving no -wal or -shm behind.
  const db = new Database(source, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    // In one step: a writer between small steps would restart the copy.
    await db.backup(partial, { progress: () => 0x7fffffff });
    sealAndCheck(partial, 'Alınan yedek', target, knownMigrations);
    syncFile(partial);
    renameSync(partial, target);
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  } finally {
    db.close();
  }
  return { bytes: statSync(target).size };
}

/** The current database is kept beside it as `<file>.before-restore-<time>` and returned. */
export async function restoreSqlite(
  dbFile: string,
  backup: string,
  knownMigrations: readonly string[],
  now = new Date(),
): Promise<{ previous: string | null }> {
  if (!existsSync(backup)) throw new BackupError(`Yedek dosyası bulunamadı: ${backup}`);
  if (!statSync(backup).isFile()) throw new BackupError(`Bu bir dosya değil: ${backup}`);
  const stamp = fileTimestamp(now);
  mkdirSync(path.dirname(dbFile), { recursive: true });
  // Staged beside the database (rename is atomic), never in place: the operator's backup stays as it was.
  const staging = `${dbFile}.restoring-${stamp}`;
  copyFileSync(backup, staging, constants.COPYFILE_EXCL);
  try {
    sealAndCheck(staging, 'Yedek dosyası', backup, knownMigrations);
    const owner = statSync(existsSync(dbFile) ? dbFile : path.dirname(dbFile));
    // Run as root, the new file would be root's and the site's own user could not write to it.
    if (process.getuid?.() === 0) chownSync(staging, owner.uid, owner.gid);
    syncFile(staging);
    const previous = existsSync(dbFile)
      ? setAside(dbFile, `${dbFile}.before-restore-${stamp}`)
      : null;
    // A stale -shm or -wal beside the new file would be read as its own and corrupt it.
    for (const suffix of ['-wal', '-shm', '-journal'])
      rmSync(`${dbFile}${suffix}`, { force: true });
    renameSync(staging, dbFile);
    return { previous };
  } catch (error) {
    rmSync(staging, { force: true });
    throw error;
  }
}

/** Refused while a server holds SQLite's shared lock (docs/decisions/0008-health-probes-and-backups.md). */
function setAside(dbFile: string, previous: string): string {
  const db = new Database(dbFile, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 0');
    db.pragma('locking_mode = EXCLUSIVE');
    db.exec('BEGIN EXCLUSIVE');
    db.exec('COMMIT');
  } catch (error) {
    db.close();
    const code = sqliteCode(error);
    // A file whose header is not a database's cannot be served either: set it aside as it is.
    if (code === 'SQLITE_NOTADB' || code === 'SQLITE_CORRUPT') return moveAside(dbFile, previous);
    if (code === 'SQLITE_BUSY') {
      throw new BackupError(
        `Veritabanı şu anda kullanılıyor: ${dbFile}. Sunucu (ya da bir yedekleme) çalışıyor görünüyor; önce sunucuyu durdurun (ör. sudo systemctl stop koc), sonra tekrar deneyin.`,
      );
    }
    throw error;
  }
  db.close();
  return moveAside(dbFile, previous);
}

function moveAside(dbFile: string, previous: string): string {
  renameSync(dbFile, previous);
  // Kept with the file it belongs to, if the checkpoint at close could not fold it in.
  for (const suffix of ['-wal', '-journal']) {
    if (existsSync(`${dbFile}${suffix}`)) renameSync(`${dbFile}${suffix}`, `${previous}${suffix}`);
  }
  return previous;
}
