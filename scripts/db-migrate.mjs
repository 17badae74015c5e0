// `npm run db:migrate`: applies pending migrations to the configured database, then exits.
import { ensureBuild } from './ensure-build.mjs';

ensureBuild();
process.env.NODE_ENV ??= 'production';
process.env.LOG_LEVEL ??= 'warn';
try {
  const app = await import('../build/server/index.js');
  await app.start();
  await app.shutdown();
  console.log('Veritabanı güncel: bekleyen geçiş kalmadı.');
} catch (error) {
  console.error(error instanceof Error && error.name === 'ConfigError' ? error.message : error);
  process.exit(1);
}
