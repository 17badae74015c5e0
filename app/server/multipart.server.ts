import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';

import busboy from 'busboy';

export type UploadedFile = { bytes: Buffer; filename: string; mimeType: string };
export type MultipartForm = {
  fields: Record<string, string>;
  files: Record<string, UploadedFile>;
};

/** A file (or, where refused, a text field) past its limit. */
export class UploadTooLargeError extends Error {
  override name = 'UploadTooLargeError';
  constructor(
    readonly field?: string,
    readonly fields: Readonly<Record<string, string>> = {},
  ) {
    super(field ? `${field} sınırı aştı` : 'gövde sınırı aştı');
  }
}

export class MalformedUploadError extends Error {
  override name = 'MalformedUploadError';
}

export type MultipartLimits = {
  /** The file inputs read; a file under any other name is skipped unread. */
  fileFields: readonly string[];
  fileMaxBytes: number;
  fieldMaxBytes: number;
  maxFields: number;
  /** A text field past fieldMaxBytes: cut (the schema refuses it) or refused by name (the post editor). */
  refuseOverflow: boolean;
};

/** A multipart form read as it streams in; a file past fileMaxBytes stops the reading at once. */
export function readMultipart(
  request: Request,
  contentType: string,
  limits: MultipartLimits,
): Promise<MultipartForm> {
  if (!request.body) return Promise.reject(new MalformedUploadError('boş istek'));
  const requestBody = request.body;

  return new Promise<MultipartForm>((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: { 'content-type': contentType },
        limits: {
          fileSize: limits.fileMaxBytes,
          files: limits.fileFields.length,
          fields: limits.maxFields,
          fieldSize: limits.fieldMaxBytes,
          parts: limits.maxFields + limits.fileFields.length + 10,
        },
        defParamCharset: 'utf8',
      });
    } catch (error) {
      reject(new MalformedUploadError(error instanceof Error ? error.message : String(error)));
      return;
    }
    const body = Readable.fromWeb(requestBody as unknown as NodeReadableStream<Uint8Array>);
    const fields: Record<string, string> = {};
    const files: Record<string, UploadedFile> = {};
    let settled = false;
    // Left unread, not destroyed, which would reset the connection before the answer is sent.
    const fail = (error: Error) => {
      if (settled) return;
      settled = true;
      body.unpipe(parser);
      body.pause();
      reject(error);
    };

    parser.on('field', (name, value, info) => {
      if (info.valueTruncated && limits.refuseOverflow) {
        fail(new UploadTooLargeError(name, { ...fields }));
        return;
      }
      if (!(name in fields)) fields[name] = value;
    });
    parser.on('file', (name, file, info) => {
      const { filename, mimeType } = info;
      if (!limits.fileFields.includes(name) || !filename || name in files) {
        file.resume();
        return;
      }
      const chunks: Buffer[] = [];
      file.on('data', (chunk: Buffer) => chunks.push(chunk));
      file.on('limit', () => fail(new UploadTooLargeError(name, { ...fields })));
      file.on('end', () => {
        const bytes = Buffer.concat(chunks);
        if (bytes.length > 0 && !settled && !(name in files)) {
          files[name] = { bytes, filename, mimeType };
        }
      });
    });
    if (limits.refuseOverflow) {
      const tooMany = () => fail(new MalformedUploadError('çok fazla alan'));
      parser.on('fieldsLimit', tooMany);
      parser.on('partsLimit', tooMany);
    }
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

/** Whether the request's body is multipart/form-data (a form with a file input). */
export function isMultipart(contentType: string): boolean {
  return contentType.toLowerCase().startsWith('multipart/form-data');
}
