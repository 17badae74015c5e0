import { postImageMessages } from '#app/data/messages/post-image-messages.ts';
import { insertBlogImage } from '#app/db/blog-images.server.ts';
import {
  POST_FIELD_MAX_BYTES,
  POST_FORM_MAX_BYTES,
  POST_IMAGE_MAX_BYTES,
} from '#app/schemas/post-limits.ts';
import { errorFields, logger } from '#app/server/logger.server.ts';
import {
  isMultipart,
  MalformedUploadError,
  readMultipart,
  UploadTooLargeError,
  type UploadedFile,
} from '#app/server/multipart.server.ts';
import { BodyTooLargeError, readFormFields } from '#app/server/request-body.server.ts';
import type { Runtime } from '#app/server/runtime.server.ts';
import {
  imageTypeOf,
  NotAnImageError,
  processPhoto,
} from '#app/server/submissions/photo-processing.server.ts';

export { MalformedUploadError, UploadTooLargeError, type UploadedFile };

export const POST_FILE_FIELDS = ['coverFile', 'bodyImageFile'] as const;
/** The editor's text fields at most; past that the form is refused, not cut. */
const POST_MAX_FIELDS = 40;
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

export type StoredPostImage = { ok: true; url: string } | { ok: false; message: string };

/** Stored with its blog_images row in one transaction: public at once, never removed with a story. */
export async function storePostImage(
  runtime: Runtime,
  file: UploadedFile,
  uploadedBy: string,
): Promise<{ ok: true; url: string } | { ok: false; message: string }> {
  if (file.bytes.length > POST_IMAGE_MAX_BYTES) {
    return { ok: false, message: postImageMessages.tooLarge };
  }
  if (!imageTypeOf(file.bytes)) return { ok: false, message: postImageMessages.notAnImage };
  let photo;
  try {
    photo = await processPhoto(file.bytes);
  } catch (error) {
    if (error instanceof NotAnImageError) {
      const { tooManyPixels, unreadable } = postImageMessages;
      return { ok: false, message: error.tooManyPixels ? tooManyPixels : unreadable };
    }
    logger.error('post image not processed', errorFields(error));
    return { ok: false, message: postImageMessages.storeFailed };
  }
  try {
    const url = await runtime.handle.db.transaction().execute(async (trx) => {
      const { url } = await runtime.photos.put(trx, photo.bytes, photo.contentType);
      await insertBlogImage(trx, { url, uploadedBy });
      return url;
    });
    return { ok: true, url };
  } catch (error) {
    logger.error('post image not stored', errorFields(error));
    return { ok: false, message: postImageMessages.storeFailed };
  }
}

/** Past any limit (docs/product.md#uploads) it throws, so a cut article is never saved. */
export async function readPostForm(
  request: Request,
): Promise<{ fields: Record<string, string>; files: Record<string, UploadedFile> }> {
  const contentType = request.headers.get('content-type') ?? '';
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (!isMultipart(contentType)) {
    let fields;
    try {
      fields = await readFormFields(request, POST_FORM_MAX_BYTES);
    } catch (error) {
      if (error instanceof BodyTooLargeError) throw new UploadTooLargeError();
      throw error;
    }
    if (!fields) throw new MalformedUploadError('form gövdesi okunamadı');
    for (const [name, value] of Object.entries(fields)) {
      if (Buffer.byteLength(value) > POST_FIELD_MAX_BYTES) throw new UploadTooLargeError(name);
    }
    return { fields: withLineFeeds(fields), files: {} };
  }
  const most =
    POST_FILE_FIELDS.length * POST_IMAGE_MAX_BYTES + POST_FORM_MAX_BYTES + MULTIPART_OVERHEAD_BYTES;
  if (declared > most) throw new UploadTooLargeError();
  const { fields, files } = await readMultipart(request, contentType, {
    fileFields: POST_FILE_FIELDS,
    fileMaxBytes: POST_IMAGE_MAX_BYTES,
    fieldMaxBytes: POST_FIELD_MAX_BYTES,
    maxFields: POST_MAX_FIELDS,
    refuseOverflow: true,
  });
  return { fields: withLineFeeds(fields), files };
}

function withLineFeeds(fields: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields).map(([name, value]) => [name, value.replace(/\r\n?/g, '\n')]),
  );
}

export type UploadAnswer = { status: number; body: { url: string } | { error: string } };

/** The editor writes `alt` into the Markdown; nothing here keeps it. */
export async function uploadPostImage(
  runtime: Runtime,
  request: Request,
  uploadedBy: string,
): Promise<UploadAnswer> {
  const refuse = (status: number, error: string): UploadAnswer => ({ status, body: { error } });
  const contentType = request.headers.get('content-type') ?? '';
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > POST_IMAGE_MAX_BYTES + MULTIPART_OVERHEAD_BYTES) {
    return refuse(413, postImageMessages.tooLarge);
  }
  if (!isMultipart(contentType)) return refuse(400, postImageMessages.missingFile);
  let file: UploadedFile | undefined;
  try {
    ({
      files: { file },
    } = await readMultipart(request, contentType, {
      fileFields: ['file'],
      fileMaxBytes: POST_IMAGE_MAX_BYTES,
      fieldMaxBytes: 4 * 1024,
      maxFields: 4,
      refuseOverflow: true,
    }));
  } catch (error) {
    if (error instanceof UploadTooLargeError && error.field === 'file') {
      return refuse(413, postImageMessages.tooLarge);
    }
    if (!(error instanceof MalformedUploadError || error instanceof UploadTooLargeError)) {
      logger.error('post image upload failed', errorFields(error));
    }
    return refuse(400, postImageMessages.malformed);
  }
  if (!file) return refuse(400, postImageMessages.missingFile);
  const stored = await storePostImage(runtime, file, uploadedBy);
  if (stored.ok) return { status: 200, body: { url: stored.url } };
  return refuse(stored.message === postImageMessages.storeFailed ? 500 : 400, stored.message);
}
