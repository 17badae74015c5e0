import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

import * as pagePaths from './app/data/page-paths.ts';

const FRAMEWORK = /node_modules\/(react|react-dom|react-router|scheduler)\//;
/**
 * What the root and the public layout import. The lazy Radix toaster stays out of it, and so do
 * the social links, which only the contact page renders in the browser.
 */
const SITE_SHELL =
  /\/app\/(components\/layout\/(?!radix-toaster|social-links)|components\/ui\/(button|input|label)|components\/sections\/(json-ld|page-hero)\.tsx|lib\/(cn|lucide-icon|nonce|theme|toast|root-data|seo|json-ld|inline-styles|video-player)|components\/server-section\.tsx|data\/(identity|navigation|site-pages|newsletter-messages)|schemas\/(limits|honeypot))|node_modules\/clsx\//;

/**
 * In the browser bundle, lucide-react's icon factory is replaced by
 * app/lib/lucide-icon.ts, which renders the same markup without the library's option machinery.
 * The server keeps the library's own factory, so both render the same SVG.
 */
const lucideIconFactory: Plugin = {
  name: 'lucide-icon-factory',
  enforce: 'pre',
  applyToEnvironment: (environment) => environment.name === 'client',
  resolveId(source, importer) {
    if (
      importer?.includes('/node_modules/lucide-react/') &&
      source.endsWith('/createLucideIcon.mjs')
    ) {
      return fileURLToPath(new URL('./app/lib/lucide-icon.ts', import.meta.url));
    }
    return null;
  },
  // The factory renders the nodes as separate children, so their React keys are not needed.
  transform(code, id) {
    if (!id.includes('/node_modules/lucide-react/dist/esm/icons/')) return null;
    return { code: code.replace(/, key: "[^"]*"/g, ''), map: null };
  },
};

const PAGE_PATHS_IMPORT = /import\s*\{([^}]*)\}\s*from\s*['"]#app\/data\/page-paths\.ts['"];?/;

/**
 * The page paths are written once, in app/data/page-paths.ts. In the browser bundle each import
 * of them is replaced by the path itself, so that the menus cost the bytes of the strings alone,
 * as when they wrote them inline, rather than a variable for each path in the site shell.
 */
const inlinePagePaths: Plugin = {
  name: 'inline-page-paths',
  enforce: 'post',
  applyToEnvironment: (environment) => environment.name === 'client',
  transform(code) {
    const match = PAGE_PATHS_IMPORT.exec(code);
    if (!match?.[1]) return null;
    let rest = code.slice(0, match.index) + code.slice(match.index + match[0].length);
    for (const name of match[1]
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)) {
      const value: unknown = (pagePaths as Record<string, unknown>)[name];
      if (typeof value !== 'string') throw new Error(`page-paths.ts has no path ${name}`);
      rest = rest.replace(new RegExp(`\\b${name}\\b`, 'g'), JSON.stringify(value));
    }
    return { code: rest, map: null };
  },
};

export default defineConfig({
  build: { assetsInlineLimit: 0 },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            // Nearly every function of React, React DOM and React Router runs while the page
            // hydrates; Chrome's compile hint has them compiled with the download, off the main
            // thread (docs/decisions/0016-hydration-without-cold-code.md). Added after
            // minification, which would drop a comment.
            postBanner: (chunk) =>
              chunk.name === 'framework' ? '//# allFunctionsCalledOnLoad' : '',
            // Left alone, the bundler cuts the shell that every page shares (header, footer, UI
            // parts, icons) into dozens of tiny files, each a request with its own import lines and
            // gzip overhead. Two shared files instead, the framework and the site shell.
            codeSplitting: {
              groups: [
                { name: 'framework', test: FRAMEWORK, priority: 20 },
                { name: 'shell', test: SITE_SHELL, priority: 10 },
              ],
            },
          },
        },
      },
    },
    // The Express app in server/app.ts is the server bundle's entry, so that it can import
    // app modules (config, logger) through the same build as the routes.
    ssr: {
      build: { rollupOptions: { input: './server/app.ts' } },
      // Imported from node_modules, the icon library loads every one of its icons, some 2 400
      // modules, when the server starts; bundled, the server holds the few dozen the site uses.
      resolve: { noExternal: ['lucide-react', 'kysely', 'zod'] },
    },
  },
  plugins: [lucideIconFactory, inlinePagePaths, tailwindcss(), reactRouter()],
});
