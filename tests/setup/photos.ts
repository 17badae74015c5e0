import sharp from 'sharp';
import { expect } from 'vitest';

import type { ProcessedPhoto } from '#app/server/submissions/save.server.ts';

/** A square one-colour WebP, as a stored photo is after the upload processed it. */
export async function webpPhoto(size: number, colour: string): Promise<ProcessedPhoto> {
  const bytes = await sharp({
    create: { width: size, height: size, channels: 3, background: colour },
  })
    .webp()
    .toBuffer();
  return { bytes, contentType: 'image/webp' };
}

/**
 * A camera JPEG with EXIF orientation 6 (rotate 90°), a camera name (TestCam) and a GPS position,
 * checked to carry the first two, so that a test which finds them gone knows they were there.
 */
export async function jpegWithGps(
  width: number,
  height: number,
  gps: { latitude: string; longitude: string },
): Promise<Buffer> {
  const bytes = await sharp({ create: { width, height, channels: 3, background: '#0f766e' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: 'TestCam' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: gps.latitude,
        GPSLongitudeRef: 'E',
        GPSLongitude: gps.longitude,
      },
    })
    .toBuffer();
  const meta = await sharp(bytes).metadata();
  expect(meta.orientation).toBe(6);
  expect(meta.exif?.includes(Buffer.from('TestCam'))).toBe(true);
  return bytes;
}
