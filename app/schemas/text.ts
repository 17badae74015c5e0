import { z } from 'zod';

import { toCanonicalEmail } from '#app/schemas/email.server.ts';
import type { TextFieldRule } from '#app/schemas/limits.ts';

// C0 control characters other than tab and newline, and DEL: invisible, and NUL breaks PostgreSQL.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

// C1 control characters: no text needs them, and some programs read them as commands.
const C1_CONTROLS = /[\u0080-\u009F]/g;
// They can show a name or a link in another order than stored (docs/product.md#form-handling).
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;
// Zero-width characters hide a difference between two texts that look the same.
const ZERO_WIDTH = /[\u200B\u200C\u2060\uFEFF]/g;
// A zero-width joiner joins emoji into one (👨‍👩‍👧); anywhere else it only hides a difference.
const LONE_JOINER =
  /(?<!\p{Extended_Pictographic}(?:\u{FE0F}|\p{Emoji_Modifier})?)\u200D|\u200D(?!\p{Extended_Pictographic})/gu;

export function cleanText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  return value
    .normalize('NFC')
    .replace(/\r\n?/g, '\n')
    .replace(CONTROL_CHARACTERS, '')
    .replace(C1_CONTROLS, '')
    .replace(BIDI_CONTROLS, '')
    .replace(ZERO_WIDTH, '')
    .replace(LONE_JOINER, '')
    .trim();
}

// Line ends of every kind and tabs, with their spaces: none belongs in a name, a phone or a mail header.
const LINE_BREAKS = / *[\t\n\v\f\r\u0085\u2028\u2029][\t\n\v\f\r\u0085\u2028\u2029 ]*/g;

/** So a visitor cannot add lines below their name. */
export function oneLine(text: string): string {
  return text.replace(LINE_BREAKS, ' ').trim();
}

/** The same rule the form's HTML attributes come from; an e-mail comes out canonical, `invalid` if not one. */
export function textField(
  rule: TextFieldRule,
  say: { missing: string; tooLong: string; invalid?: string },
  { multiline = false }: { multiline?: boolean } = {},
) {
  let text = z.string({ error: say.missing });
  if (rule.required) text = text.min(1, say.missing);
  text = text.max(rule.maxLength, say.tooLong);
  const checked =
    rule.type === 'email' ? text.transform(toCanonicalEmail(say.invalid ?? say.missing)) : text;
  return z.preprocess((value) => {
    const cleaned = cleanText(value ?? '');
    return multiline || typeof cleaned !== 'string' ? cleaned : oneLine(cleaned);
  }, checked);
}

/** A box the visitor must tick (a consent): a ticked box sends a value, an unticked one nothing. */
export function requiredBox(missing: string) {
  return z
    .preprocess((value) => cleanText(value ?? ''), z.string({ error: missing }).min(1, missing))
    .transform(() => true as const);
}
