// `npm start`: builds once when no production build exists, then runs the production server.
import { ensureBuild } from './ensure-build.mjs';

ensureBuild();
process.env.NODE_ENV ??= 'production';
await import('../build/main/main.js');
