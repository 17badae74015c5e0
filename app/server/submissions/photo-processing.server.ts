import pLimit from 'p-limit';
import type Sharp from 'sharp';

import type { ProcessedPhoto } from '#app/server/submissions/save.server.ts';

const MAX_SIDE = 1600;
// A decompression bomb (a small file of huge dimensions) is refused before it is decoded.
const MAX_INPUT_PIXELS = 50_000_000;

/** Photos decoded at once; the others wait their turn (docs/decisions/0030). */
export const DECODES_AT_ONCE = 2;
const decoding = pLimit(DECODES_AT_ONCE);

export class NotAnImageError extends Error {
  override name = 'NotAnImageError';
  get tooManyPixels(): boolean {
    return /pixel limit/i.test(this.message);
  }
}

export type ImageType = 'jpeg' | 'png' | 'webp';
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The type a file's first bytes say it is, whatever its name or declared type. */
export function imageTypeOf(bytes: Buffer): ImageType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return 'jpeg';
  }
  if (bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  if (
    bytes.length >= 12 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP'
  ) {
    return 'webp';
  }
  return null;
}

export function processPhoto(input: Buffer): Promise<ProcessedPhoto> {
  return decoding(() => decode(input));
}

export function withSharp<T>(work: (sharp: typeof Sharp) => Promise<T>): Promise<T> {
  return decoding(async () => work(await loadSharp()));
}

let loaded: Promise<typeof Sharp> | undefined;

/** Loaded with the first photo: libvips adds a fifth of a second to the cold start. */
function loadSharp(): Promise<typeof Sharp> {
  loaded ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    sharp.concurrency(1);
    return sharp;
  });
  return loaded;
}

async function decode(input: Buffer): Promise<ProcessedPhoto> {
  const sharp = await loadSharp();
  try {
    const bytes = await sharp(input, {
      failOn: 'error',
      limitInputPixels: MAX_INPUT_PIXELS,
      animated: false,
    })
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
    return { bytes, contentType: 'image/webp' };
  } catch (error) {
    throw new NotAnImageError(error instanceof Error ? error.message : String(error));
  }
}
