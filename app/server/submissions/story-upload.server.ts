import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';

import busboy from 'busboy';

import { PHOTO_MAX_BYTES } from '#app/schemas/limits.ts';
import { readFormFields } from '#app/server/request-body.server.ts';

const FORM_OVERHEAD_BYTES = 256 * 1024;

export type UploadedFile = { bytes: Buffer; filename: string; mimeType: string };
export type StoryUpload = { fields: Record<string, string>; photo: UploadedFile | null };

export class UploadTooLargeError extends Error {
  override name = 'UploadTooLargeError';
}

export class MalformedUploadError extends Error {
  override name = 'MalformedUploadError';
}

/**
 * Reads the story form as a stream. The photo may be at most 5 MB: past that the reading stops,
 * so nothing is buffered beyond the limit and nothing is stored.
 * Repeated fields keep their first value; an empty file input means no photo.
 */
export async function readStoryUpload(request: Request): Promise<StoryUpload> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > PHOTO_MAX_BYTES + FORM_OVERHEAD_BYTES) throw new UploadTooLargeError();
  const contentType = request.headers.get('content-type') ?? '';
  if (!contentType.toLowerCase().startsWith('multipart/form-data')) {
    // No photo can come this way: the text fields alone, within the text forms' limit.
    const fields = await readFormFields(request);
    if (!fields) throw new MalformedUploadError('form gövdesi okunamadı');
    return { fields, photo: null };
  }
  if (!request.body) throw new MalformedUploadError('boş istek');

  return new Promise<StoryUpload>((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: { 'content-type': contentType },
        limits: {
          fileSize: PHOTO_MAX_BYTES,
          files: 1,
          fields: 20,
          fieldSize: 64 * 1024,
          parts: 30,
        },
        defParamCharset: 'utf8',
      });
    } catch (error) {
      reject(new MalformedUploadError(error instanceof Error ? error.message : String(error)));
      return;
    }
    const body = Readable.fromWeb(request.body as unknown as NodeReadableStream<Uint8Array>);
    const fields: Record<string, string> = {};
    let photo: UploadedFile | null = null;
    let settled = false;
    // The rest of a refused body is left unread, not destroyed: destroying it would reset the
    // connection before the answer is sent (drainUnreadBody reads it after the answer).
    const fail = (error: Error) => {
      if (settled) return;
      settled = true;
      body.unpipe(parser);
      body.pause();
      reject(error);
    };

    parser.on('field', (name, value) => {
      if (!(name in fields)) fields[name] = value;
    });
    parser.on('file', (name, file, info) => {
      const { filename, mimeType } = info;
      if (name !== 'photo' || !filename || photo) {
        file.resume();
        return;
      }
      const chunks: Buffer[] = [];
      file.on('data', (chunk: Buffer) => chunks.push(chunk));
      file.on('limit', () => fail(new UploadTooLargeError()));
      file.on('end', () => {
        const bytes = Buffer.concat(chunks);
        if (bytes.length > 0 && !settled) {
          photo = { bytes, filename, mimeType };
        }
      });
    });
    parser.on('error', (error: Error) => fail(new MalformedUploadError(error.message)));
    parser.on('close', () => {
      if (settled) return;
      settled = true;
      resolve({ fields, photo });
    });
    body.on('error', (error) => fail(new MalformedUploadError(error.message)));
    body.pipe(parser);
  });
}
