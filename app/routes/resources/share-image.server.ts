import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

import { photoNameFromUrl } from '#app/db/photos.server.ts';
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH } from '#app/lib/seo/seo.ts';
import { getRuntime } from '#app/server/runtime.server.ts';
import { withSharp } from '#app/server/submissions/photo-processing.server.ts';

export type ShareImage = { bytes: Buffer; etag: string };

/** Covers drawn per process, oldest out first, so covers replaced over the years do not add up. */
const KEPT = 200;
const rendered = new Map<string, Promise<ShareImage | null>>();

const PUBLIC_DIR = path.resolve('public');

/** A post's cover as a 1200×630 PNG, which social networks show (an SVG they ignore). */
export function shareImageOf(cover: string): Promise<ShareImage | null> {
  let image = rendered.get(cover);
  if (!image) {
    image = render(cover);
    // A failure is not kept: the next request tries again.
    image.then(
      (drawn) => {
        if (!drawn) rendered.delete(cover);
      },
      () => rendered.delete(cover),
    );
    rendered.set(cover, image);
    for (const oldest of rendered.keys()) {
      if (rendered.size <= KEPT) break;
      rendered.delete(oldest);
    }
  }
  return image;
}

async function coverBytes(cover: string): Promise<Buffer | null> {
  const name = photoNameFromUrl(cover);
  if (name) {
    const { handle, photos } = await getRuntime();
    return (await photos.get(handle.db, name))?.bytes ?? null;
  }
  const file = path.resolve(PUBLIC_DIR, cover.replace(/^\/+/, ''));
  // Only files of public/: a cover is whatever the coach typed, and "../" is no cover.
  if (!file.startsWith(`${PUBLIC_DIR}${path.sep}`)) return null;
  try {
    return await readFile(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'EISDIR' || code === 'ENOTDIR') return null;
    throw error;
  }
}

async function render(cover: string): Promise<ShareImage | null> {
  const source = await coverBytes(cover);
  if (!source) return null;
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
