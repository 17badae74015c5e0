import { PHOTO_MAX_BYTES } from '#app/schemas/limits.ts';
import {
  isMultipart,
  MalformedUploadError,
  readMultipart,
  UploadTooLargeError,
  type UploadedFile,
} from '#app/server/multipart.server.ts';
import { readFormFields } from '#app/server/request-body.server.ts';

export { MalformedUploadError, UploadTooLargeError, type UploadedFile };

const FORM_OVERHEAD_BYTES = 256 * 1024;

export type StoryUpload = { fields: Record<string, string>; photo: UploadedFile | null };

export async function readStoryUpload(request: Request): Promise<StoryUpload> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > PHOTO_MAX_BYTES + FORM_OVERHEAD_BYTES) throw new UploadTooLargeError('photo');
  const contentType = request.headers.get('content-type') ?? '';
  if (!isMultipart(contentType)) {
    // No photo can come this way: the text fields alone, within the text forms' limit.
    const fields = await readFormFields(request);
    if (!fields) throw new MalformedUploadError('form gövdesi okunamadı');
    return { fields, photo: null };
  }
  const { fields, files } = await readMultipart(request, contentType, {
    fileFields: ['photo'],
    fileMaxBytes: PHOTO_MAX_BYTES,
    fieldMaxBytes: 64 * 1024,
    maxFields: 20,
    // A field cut to 64 KB is far past its schema's limit, which refuses it by name.
    refuseOverflow: false,
  });
  return { fields, photo: files.photo ?? null };
}
