import type { ProcessedPhoto } from '#app/server/submissions/save.server.ts';

const MAX_SIDE = 1600;
// A decompression bomb (a small file of huge dimensions) is refused before it is decoded.
const MAX_INPUT_PIXELS = 50_000_000;

export class NotAnImageError extends Error {
  override name = 'NotAnImageError';
}

/**
 * Decodes whatever was uploaded (the declared type is not trusted), turns it upright by its EXIF
 * orientation, shrinks it to at most 1600 px, and re-encodes it as WebP. sharp writes no
 * metadata unless asked, so EXIF, GPS and camera details are gone.
 */
export async function processPhoto(input: Buffer): Promise<ProcessedPhoto> {
  // Loaded with the first photo rather than at start: libvips adds a fifth of a second to the
  // server's cold start, and memory that a server nobody sends a photo to never needs.
  const { default: sharp } = await import('sharp');
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
