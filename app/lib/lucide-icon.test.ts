import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import createLucideIcon from './lucide-icon.ts';

// The browser bundle draws icons with app/lib/lucide-icon.ts, the server with lucide-react
// (vite.config.ts): hydration needs the same markup from both, for every way the site uses them.
const iconsDir = path.join(
  path.dirname(createRequire(import.meta.url).resolve('lucide-react/package.json')),
  'dist/esm/icons',
);

type IconModule = {
  default: ComponentType<Record<string, unknown>>;
  __iconData: Parameters<typeof createLucideIcon>[0];
};

const ICONS = ['camera', 'x', 'sun', 'moon', 'arrow-up-right', 'circle-play', 'trash'];
const PROPS: Array<Record<string, unknown>> = [
  {},
  { 'aria-hidden': true },
  { 'aria-hidden': true, className: 'size-4 shrink-0' },
  { className: 'mt-0.5 size-5 text-primary' },
  { 'aria-label': 'Kapat', role: 'img' },
  { className: 'hidden dark:block', 'aria-hidden': 'true' },
];

describe('the browser icon factory', () => {
  it.each(ICONS)('draws %s exactly as lucide-react does', async (name) => {
    const icon = (await import(
      pathToFileURL(path.join(iconsDir, `${name}.mjs`)).href
    )) as IconModule;
    const StandIn = createLucideIcon(icon.__iconData);
    for (const props of PROPS) {
      expect(renderToStaticMarkup(createElement(StandIn, props)), JSON.stringify(props)).toBe(
        renderToStaticMarkup(createElement(icon.default, props)),
      );
    }
  });
});
