import { readFileSync } from 'node:fs';

import { expect, it } from 'vitest';

import { BRAND_MARK_SVG, FAVICON_HREF } from '#app/lib/brand-mark.ts';

it('is the drawing of public/favicon.svg, and the tab icon decodes back to it', () => {
  expect(BRAND_MARK_SVG).toBe(readFileSync('public/favicon.svg', 'utf8').trim());
  expect(decodeURIComponent(FAVICON_HREF.replace(/^data:image\/svg\+xml,/, ''))).toBe(
    BRAND_MARK_SVG,
  );
});
