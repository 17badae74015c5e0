import { statSync } from 'node:fs';
import path from 'node:path';

import { migrationNames } from '#app/db/migrate.server.ts';
import {
  BackupError,
  backupSqlite,
  fileTimestamp,
  restoreSqlite,
} from '#app/db/sqlite-backup.server.ts';
import { getConfig, type Config } from '#app/server/config.server.ts';
import { databaseOptions } from '#app/server/runtime.server.ts';

/** What `npm run backup` and `npm run restore` print, and their exit code: 0 done, 1 refused, 2 wrong input. */
export type BackupCommandResult = { code: 0 | 1 | 2; message: string };

const backupUsage = `Kullanım:
  npm run backup                     DATA_DIR/backups/koc-<zaman>.sqlite dosyasına yedekler
  npm run backup -- <dosya|klasör>   verilen dosyaya ya da klasöre yedekler`;

const restoreUsage = `Kullanım:
  npm run restore -- <yedek dosyası>   önce sunucuyu durdurun`;

// The dump carries the photos too (they live in the database), so one file holds everything.
const postgresHelp = `PostgreSQL kullanılıyor (DATABASE_URL). Bu komut yalnızca gömülü SQLite veritabanı içindir;
PostgreSQL'i kendi araçlarıyla yedekleyin (fotoğraflar da veritabanında, tek dosya her şeyi içerir):
  yedek:       pg_dump --format=custom --file=koc.dump "$DATABASE_URL"
  geri yükleme (önce bütün sunucuları durdurun):
               pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" koc.dump`;

const sizeFormat = new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 1 });

/** "820 KB", "12,4 MB". */
function formatSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${sizeFormat.format(bytes / 1024)} KB`;
  if (bytes < 1024 ** 3) return `${sizeFormat.format(bytes / 1024 ** 2)} MB`;
  return `${sizeFormat.format(bytes / 1024 ** 3)} GB`;
}

function sqliteFile(config: Config): string | null {
  const options = databaseOptions(config);
  return options.kind === 'sqlite' ? options.file : null;
}

/** A refusal, or a file the operator named that cannot be written or read, as a message. */
async function refusals<T>(work: () => Promise<T>): Promise<T | BackupCommandResult> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof BackupError) return { code: 1, message: error.message };
    const { code, path: file } = error as NodeJS.ErrnoException;
    if (!code || !file) throw error;
    const hint =
      code === 'EACCES' || code === 'EPERM'
        ? ' İzin yok: komutu sitenin kullanıcısıyla çalıştırın (ör. sudo -u koc npm run …).'
        : code === 'ENOSPC'
          ? ' Diskte yer kalmadı.'
          : '';
    return { code: 1, message: `Dosya işlemi başarısız (${code}): ${file}.${hint}` };
  }
}

/** `npm run backup [-- <file or folder>]`. */
export async function runBackupCommand(
  args: string[],
  config: Config = getConfig(),
  now = new Date(),
): Promise<BackupCommandResult> {
  if (args.length > 1 || args.some((arg) => arg.startsWith('-'))) {
    return { code: 2, message: backupUsage };
  }
  const source = sqliteFile(config);
  if (!source) return { code: 1, message: postgresHelp };
  const name = `koc-${fileTimestamp(now)}.sqlite`;
  const given = args[0];
  const target = !given
    ? path.join(config.dataDir, 'backups', name)
    : isDirectory(given)
      ? path.join(given, name)
      : given;
  const result = await refusals(() => backupSqlite(source, target, migrationNames()));
  if ('code' in result) return result;
  return { code: 0, message: `Yedek alındı: ${target} (${formatSize(result.bytes)})` };
}

/** `npm run restore -- <file>`. */
export async function runRestoreCommand(
  args: string[],
  config: Config = getConfig(),
  now = new Date(),
): Promise<BackupCommandResult> {
  const [backup] = args;
  if (args.length !== 1 || !backup || backup.startsWith('-')) {
    return { code: 2, message: restoreUsage };
  }
  const dbFile = sqliteFile(config);
  if (!dbFile) return { code: 1, message: postgresHelp };
  const result = await refusals(() => restoreSqlite(dbFile, backup, migrationNames(), now));
  if ('code' in result) return result;
  return {
    code: 0,
    message: [
      `Geri yüklendi: ${backup} → ${dbFile}`,
      result.previous
        ? `Önceki veritabanı saklandı: ${result.previous}`
        : 'Önceden bir veritabanı yoktu.',
      'Sunucuyu şimdi başlatabilirsiniz; bekleyen geçişler açılışta uygulanır.',
    ].join('\n'),
  };
}

function isDirectory(file: string): boolean {
  try {
    return statSync(file).isDirectory();
  } catch {
    return false;
  }
}
