import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** Illustrations drawn in place: each SVG file would cost a round trip (docs/decisions/0015). */
export const INLINE_IMAGE_LIMIT_BYTES = 4096;

type Drawing = { viewBox: string; body: string };
const drawings = new Map<string, Drawing | null>();

function readDrawing(imagesDir: string, src: string): Drawing | null {
  // The callers' patterns admit letters, digits, '-' and '/' only: no way out of the folder.
  const file = path.join(imagesDir, src.slice('/images/'.length));
  const cached = drawings.get(file);
  if (cached !== undefined) return cached;
  let drawing: Drawing | null = null;
  try {
    if (statSync(file).size <= INLINE_IMAGE_LIMIT_BYTES) {
      const svg = /^<svg\b([^>]*)>([\s\S]*)<\/svg>$/.exec(readFileSync(file, 'utf8').trim());
      const viewBox = /\bviewBox="([^"]+)"/.exec(svg?.[1] ?? '')?.[1];
      if (svg?.[2] && viewBox) drawing = { viewBox, body: svg[2] };
    }
  } catch {
    drawing = null;
  }
  drawings.set(file, drawing);
  return drawing;
}

// What only an <img> understands; the rest of its attributes (class, id, data-…) carry over.
const IMAGE_ONLY = new Set([
  'src',
  'alt',
  'width',
  'height',
  'loading',
  'decoding',
  'fetchpriority',
  'srcset',
  'sizes',
  'crossorigin',
  'referrerpolicy',
]);

/** How the drawing fills its box, as the image's object-fit did (an <img> stretches by default). */
function aspectFor(className: string): string {
  if (/(^| )object-cover( |$)/.test(className)) return 'xMidYMid slice';
  if (/(^| )object-contain( |$)/.test(className)) return 'xMidYMid meet';
  return 'none';
}

/** Replaces each `<img src="/images/….svg">` with the drawing, its ids prefixed to stay unique. */
export function inlineSvgImages(
  html: string,
  idPrefix: string,
  imagesDir = path.resolve('public/images'),
): string {
  let count = 0;
  return html
    .replace(
      /<link rel="preload" as="image" href="(\/images\/[\w/-]+\.svg)"[^>]*>/g,
      (link, src: string) => (readDrawing(imagesDir, src) ? '' : link),
    )
    .replace(/<img ([^>]*?)\/?>/g, (image, attributeText: string) => {
      const attributes = new Map(
        Array.from(attributeText.matchAll(/([\w-]+)="([^"]*)"/g), ([, name = '', value = '']) => [
          name,
          value,
        ]),
      );
      const src = attributes.get('src') ?? '';
      const alt = attributes.get('alt');
      const drawing = /^\/images\/[\w/-]+\.svg$/.test(src) ? readDrawing(imagesDir, src) : null;
      if (!drawing || alt === undefined) return image;
      count += 1;
      const prefix = `${idPrefix}-${count}-`;
      const kept = Array.from(attributes)
        .filter(([name]) => !IMAGE_ONLY.has(name.toLowerCase()))
        .map(([name, value]) => ` ${name}="${value}"`)
        .join('');
      const naming = alt ? ` role="img" aria-label="${alt}"` : ' aria-hidden="true"';
      const body = drawing.body
        .replace(/\bid="([^"]+)"/g, `id="${prefix}$1"`)
        .replace(/url\(#([^)]+)\)/g, `url(#${prefix}$1)`);
      return `<svg${naming}${kept} viewBox="${drawing.viewBox}" preserveAspectRatio="${aspectFor(attributes.get('class') ?? '')}">${body}</svg>`;
    });
}
