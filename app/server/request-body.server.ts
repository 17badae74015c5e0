import type { NextFunction, Request as ExpressRequest, Response } from 'express';

import { data } from 'react-router';

import { limitsMessages } from '#app/data/messages.ts';
import { FORM_MAX_BYTES } from '#app/schemas/limits.ts';

/** How much of a refused body is read and dropped before the connection is cut. */
const UNREAD_BODY_MAX_BYTES = 64 * 1024 * 1024;

export class BodyTooLargeError extends Error {
  override name = 'BodyTooLargeError';
}

/** The first value of each text field; files are ignored. */
export function textFields(form: FormData | URLSearchParams): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of form) {
    if (typeof value === 'string' && !(name in fields)) fields[name] = value;
  }
  return fields;
}

/**
 * The body of at most `maxBytes`, read as it arrives. Past the limit (declared or counted while
 * reading) it throws BodyTooLargeError without reading further; drainUnreadBody deals with the
 * rest, so an oversized body is never held whole.
 */
async function readBody(request: Request, maxBytes: number) {
  if (Number(request.headers.get('content-length') ?? 0) > maxBytes) {
    throw new BodyTooLargeError();
  }
  const chunks: Uint8Array[] = [];
  if (request.body) {
    const reader = request.body.getReader();
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) throw new BodyTooLargeError();
      chunks.push(value);
    }
  }
  return Buffer.concat(chunks);
}

/**
 * A urlencoded or multipart form of at most `maxBytes`: its text fields, or null when the body
 * is not a form. Past the limit it throws BodyTooLargeError.
 */
export async function readFormFields(
  request: Request,
  maxBytes = FORM_MAX_BYTES,
): Promise<Record<string, string> | null> {
  const contentType = request.headers.get('content-type');
  try {
    const body = await readBody(request, maxBytes);
    // The form a browser sends without files: parsed directly, about fifteen times faster than
    // through a Response's formData(), which only multipart bodies need.
    if (contentType?.split(';')[0]?.trim().toLowerCase() === 'application/x-www-form-urlencoded') {
      return textFields(new URLSearchParams(body.toString('utf8')));
    }
    return textFields(await parseForm(body, contentType));
  } catch (error) {
    if (error instanceof BodyTooLargeError) throw error;
    return null;
  }
}

/**
 * A form of at most `maxBytes`, all its values (the moderation area's buttons and lists), or
 * null when the body is not a form. Past the limit it throws a 413 with the Turkish message, so
 * no action of the site reads an unbounded body through request.formData().
 */
export async function readForm(
  request: Request,
  maxBytes = FORM_MAX_BYTES,
): Promise<FormData | null> {
  try {
    return await parseForm(await readBody(request, maxBytes), request.headers.get('content-type'));
  } catch (error) {
    if (error instanceof BodyTooLargeError) {
      throw data(limitsMessages.form, { status: 413 });
    }
    return null;
  }
}

function parseForm(body: Buffer<ArrayBuffer>, contentType: string | null): Promise<FormData> {
  return new Response(body, {
    headers: contentType ? { 'Content-Type': contentType } : {},
  }).formData();
}

/**
 * A form refused before its body was read (too large, rate-limited, broken) is answered at
 * once. Node would leave the rest of the body unread and the client, still sending, would
 * never see the answer (or see the connection reset). So once the answer is sent, the rest is
 * read and dropped, up to a bound past which the connection is cut.
 */
export function drainUnreadBody(req: ExpressRequest, res: Response, next: NextFunction): void {
  res.on('finish', () => {
    if (req.complete || req.destroyed) return;
    // The request stream React Router made of the body would otherwise keep its chunks.
    req.removeAllListeners('data');
    // A client that gives up half-way is not an error of the server's.
    req.on('error', () => {});
    let seen = 0;
    req.on('data', (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > UNREAD_BODY_MAX_BYTES) req.destroy();
    });
    req.resume();
  });
  next();
}

/**
 * A JSON body of at most `maxBytes` (the moderation area's script calls): the parsed value, or
 * undefined when it is not JSON. Past the limit it throws BodyTooLargeError.
 */
export async function readJsonBody(request: Request, maxBytes: number): Promise<unknown> {
  const body = await readBody(request, maxBytes);
  try {
    return JSON.parse(body.toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
}
