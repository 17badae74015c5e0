import { data } from 'react-router';

import type { DeskAnswer, FieldErrors } from '#app/lib/admin/desk-form.ts';
import { fromIstanbulDateTimeLocal } from '#app/lib/format.ts';
import { BodyTooLargeError, readFormFields } from '#app/server/request-body.server.ts';

// The desk-form kit's server half (docs/decisions/0046-desk-form-kit.md).

export function invalidRequest(): never {
  throw data('Geçersiz istek.', { status: 400 });
}

/** An answer's status, with its headers when it has some (a slowed proof's Retry-After). */
type AnswerInit = number | { status: number; headers: Record<string, string> };

/** The answer that brings the form back, stamped so the page remounts it with its values. */
export function answer<
  Values extends Partial<Record<string, string>>,
  Kind extends string,
  Preview = never,
>(body: Omit<DeskAnswer<Values, Kind, Preview>, 'answeredAt'>, init: AnswerInit) {
  return data<DeskAnswer<Values, Kind, Preview>>(
    { ...body, answeredAt: Date.now() },
    typeof init === 'number' ? { status: init } : init,
  );
}

export function refuse<Values extends Partial<Record<string, string>>, Kind extends string>(
  values: Values,
  kind: Kind,
  message: string,
  init: AnswerInit,
  fieldErrors?: FieldErrors,
) {
  return answer<Values, Kind>(
    { values, ...(fieldErrors ? { fieldErrors } : {}), formError: { kind, message } },
    init,
  );
}

/** She is told once and decides: what she typed stays, now at the current version. */
export function conflictAnswer<Values extends { version?: string }>(
  values: Values,
  current: { version: number },
  message: string,
) {
  return refuse({ ...values, version: String(current.version) }, 'conflict' as const, message, 409);
}

/** A form's version field as the database's: a missing or forged one matches no row (a conflict). */
export function versionOf(values: { version?: string }): number {
  const version = Number(values.version);
  return Number.isSafeInteger(version) ? version : 0;
}

/** 'too-large' past `maxBytes` (the desk answers with the form); a 400 when not a form. */
export async function readDeskFields(
  request: Request,
  maxBytes: number,
): Promise<Record<string, string> | 'too-large'> {
  try {
    return (await readFormFields(request, maxBytes)) ?? invalidRequest();
  } catch (error) {
    if (error instanceof BodyTooLargeError) return 'too-large';
    throw error;
  }
}

export function intentOf<Intents extends Record<string, string>>(
  intents: Intents,
  value: string | null | undefined | FormDataEntryValue,
): Intents[keyof Intents] {
  const known: readonly string[] = Object.values(intents);
  if (typeof value === 'string' && known.includes(value)) return value as Intents[keyof Intents];
  return invalidRequest();
}

/** A "datetime-local" field read as Türkiye time; `past` when not ahead of now. */
export function futureTurkiyeTime(
  value: string | undefined,
  messages: { missing: string; past: string },
  now = Date.now(),
): { ok: true; at: Date } | { ok: false; message: string } {
  const at = fromIstanbulDateTimeLocal(value?.trim() ?? '');
  if (!at) return { ok: false, message: messages.missing };
  if (at.getTime() <= now) return { ok: false, message: messages.past };
  return { ok: true, at };
}
