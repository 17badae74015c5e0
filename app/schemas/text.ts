import { z } from 'zod';

// C0 control characters other than tab and newline, and DEL: invisible, and NUL breaks PostgreSQL.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

/** Visitor text as stored: line breaks kept and unified, control characters and edges trimmed. */
export function cleanText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  return value.replace(/\r\n?/g, '\n').replace(CONTROL_CHARACTERS, '').trim();
}

/** A required text field: blank or absent gives `missing`, too long gives `tooLong`. */
export function requiredText(max: number, missing: string, tooLong: string) {
  return z.preprocess(
    (value) => cleanText(value ?? ''),
    z.string({ error: missing }).min(1, missing).max(max, tooLong),
  );
}
