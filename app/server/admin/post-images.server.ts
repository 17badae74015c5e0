/*
 * A MINIMAL STAND-IN written by the editor's branch so the editor can be built and tested; the
 * images branch owns this module and its version replaces this one at merge (same signatures).
 */
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';

import busboy from 'busboy';

import { nowIso } from '#app/db/sql-values.ts';
import { PHOTO_MAX_BYTES } from '#app/schemas/limits.ts';
import { readFormFields } from '#app/server/request-body.server.ts';
import type { Runtime } from '#app/server/runtime.server.ts';
import { NotAnImageError, processPhoto } from '#app/server/submissions/photo-processing.server.ts';
import {
  MalformedUploadError,
  UploadTooLargeError,
  type UploadedFile,
} from '#app/server/submissions/story-upload.server.ts';

export { MalformedUploadError, UploadTooLargeError };

const FORM_OVERHEAD_BYTES = 512 * 1024;

/** Re-encodes an uploaded picture (as story photos are) and keeps it for posts. */
export async function storePostImage(
  runtime: Runtime,
  file: UploadedFile,
  uploadedBy: string,
): Promise<{ ok: true; url: string } | { ok: false; message: string }> {
  if (file.bytes.length > PHOTO_MAX_BYTES) {
    return { ok: false, message: 'Görsel en fazla 5 MB olabilir.' };
  }
  let photo;
  try {
    photo = await processPhoto(file.bytes);
  } catch (error) {
    if (error instanceof NotAnImageError) {
      return { ok: false, message: 'Bu dosya bir görsel değil. JPEG, PNG veya WebP seç.' };
    }
    throw error;
  }
  const url = await runtime.handle.db.transaction().execute(async (trx) => {
    const stored = await runtime.photos.put(trx, photo.bytes, photo.contentType);
    await trx
      .insertInto('blog_images')
      .values({ url: stored.url, uploaded_by: uploadedBy, created_at: nowIso() })
      .execute();
    return stored.url;
  });
  return { ok: true, url };
}

/** The editor's form: its text fields and its files (each at most 5 MB), multipart or not. */
export async function readPostForm(
  request: Request,
): Promise<{ fields: Record<string, string>; files: Record<string, UploadedFile> }> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > 2 * PHOTO_MAX_BYTES + FORM_OVERHEAD_BYTES) throw new UploadTooLargeError();
  const contentType = request.headers.get('content-type') ?? '';
  if (!contentType.toLowerCase().startsWith('multipart/form-data')) {
    const fields = await readFormFields(request, FORM_OVERHEAD_BYTES);
    if (!fields) throw new MalformedUploadError('form gövdesi okunamadı');
    return { fields, files: {} };
  }
  if (!request.body) throw new MalformedUploadError('boş istek');
  const body = Readable.fromWeb(request.body as unknown as NodeReadableStream<Uint8Array>);
  return new Promise((resolve, reject) => {
    const parser = busboy({
      headers: { 'content-type': contentType },
      limits: { fileSize: PHOTO_MAX_BYTES, files: 2, fields: 40, fieldSize: 256 * 1024 },
      defParamCharset: 'utf8',
    });
    const fields: Record<string, string> = {};
    const files: Record<string, UploadedFile> = {};
    let settled = false;
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
    parser.on('file', (name, file, { filename, mimeType }) => {
      if (!filename || name in files) {
        file.resume();
        return;
      }
      const chunks: Buffer[] = [];
      file.on('data', (chunk: Buffer) => chunks.push(chunk));
      file.on('limit', () => fail(new UploadTooLargeError()));
      file.on('end', () => {
        const bytes = Buffer.concat(chunks);
        if (bytes.length > 0 && !settled) files[name] = { bytes, filename, mimeType };
      });
    });
    parser.on('error', (error: Error) => fail(new MalformedUploadError(error.message)));
    parser.on('close', () => {
      if (settled) return;
      settled = true;
      resolve({ fields, files });
    });
    body.on('error', (error) => fail(new MalformedUploadError(error.message)));
    body.pipe(parser);
  });
}
