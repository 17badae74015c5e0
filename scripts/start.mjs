// `npm start`: builds once when no production build exists, then runs the production server.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

if (!existsSync('build/server/index.js') || !existsSync('build/main/main.js')) {
  console.log('Üretim derlemesi bulunamadı, derleniyor (npm run build)...');
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
process.env.NODE_ENV ??= 'production';
await import('../build/main/main.js');
