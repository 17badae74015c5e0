// Builds the production bundle once when none exists (npm start, db:migrate).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export function ensureBuild() {
  if (existsSync('build/server/index.js') && existsSync('build/main/main.js')) return;
  console.log('Üretim derlemesi bulunamadı, derleniyor (npm run build)...');
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
