import { z } from 'zod';

import { EMAIL_PATTERN, type TextFieldRule } from '#app/schemas/limits.ts';

// C0 control characters other than tab and newline, and DEL: invisible, and NUL breaks PostgreSQL.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

/** Visitor text as stored: line breaks kept and unified, control characters and edges trimmed. */
export function cleanText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  return value.replace(/\r\n?/g, '\n').replace(CONTROL_CHARACTERS, '').trim();
}

/**
 * A visitor's text field checked by its rule (the one its form's HTML attributes come from):
 * blank or absent gives `missing`, too long `tooLong`, an e-mail off the pattern `invalid`.
 */
export function textField(
  rule: TextFieldRule,
  say: { missing: string; tooLong: string; invalid?: string },
) {
  let text = z.string({ error: say.missing });
  if (rule.required) text = text.min(1, say.missing);
  text = text.max(rule.maxLength, say.tooLong);
  if (rule.type === 'email') text = text.regex(EMAIL_PATTERN, say.invalid ?? say.missing);
  return z.preprocess((value) => cleanText(value ?? ''), text);
}
