import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH } from '#app/lib/seo.ts';
import { withSharp } from '#app/server/submissions/photo-processing.server.ts';

export type ShareImage = { bytes: Buffer; etag: string };

// Each cover is drawn once per process: fourteen images of a few dozen kilobytes.
const rendered = new Map<string, Promise<ShareImage>>();

/**
 * A post's share image: its cover (an SVG illustration, or a picture) drawn as a 1200×630 PNG,
 * the size and a format that social networks and messaging apps show; an SVG they ignore.
 * Covers are files under public/images/, read at run time as the inline drawings are.
 */
export function shareImageOf(cover: string): Promise<ShareImage> {
  let image = rendered.get(cover);
  if (!image) {
    image = render(cover);
    // A failure is not kept: the next request tries again.
    image.catch(() => rendered.delete(cover));
    rendered.set(cover, image);
  }
  return image;
}

async function render(cover: string): Promise<ShareImage> {
  const source = await readFile(path.resolve('public', cover.replace(/^\/+/, '')));
  const bytes = await withSharp((sharp) =>
    sharp(source, { density: 72 })
      .resize(SHARE_IMAGE_WIDTH, SHARE_IMAGE_HEIGHT, { fit: 'cover' })
      .flatten({ background: '#ffffff' })
      .png({ compressionLevel: 9, palette: true })
      .toBuffer(),
  );
  const etag = `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;
  return { bytes, etag };
}
