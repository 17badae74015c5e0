// `npm run backup [-- <file or folder>]`: an online copy of the SQLite database (safe while the
// server runs) to DATA_DIR/backups/koc-<time>.sqlite or the given path.
// `npm run restore -- <file>`: puts a backup back, with the server stopped; the current database
// is kept beside it. With DATABASE_URL both explain pg_dump / pg_restore and exit 1.
// Exit codes: 0 done, 1 refused, 2 wrong usage. See README "Backups".
import path from 'node:path';

import { ensureBuild } from './ensure-build.mjs';

const [first, ...rest] = process.argv.slice(2);
const restore = first === '--restore';
// npm runs scripts in the package folder; paths are meant from where the command was typed.
const cwd = process.env.INIT_CWD ?? process.cwd();
const args = (restore ? rest : [first, ...rest])
  .filter((arg) => arg !== undefined)
  .map((arg) => (arg.startsWith('-') ? arg : path.resolve(cwd, arg)));

ensureBuild();
process.env.NODE_ENV ??= 'production';
process.env.LOG_LEVEL ??= 'warn';
try {
  const app = await import('../build/server/index.js');
  const result = await (restore ? app.runRestoreCommand(args) : app.runBackupCommand(args));
  if (result.code === 0) console.log(result.message);
  else console.error(result.message);
  process.exit(result.code);
} catch (error) {
  console.error(error instanceof Error && error.name === 'ConfigError' ? error.message : error);
  process.exit(1);
}
