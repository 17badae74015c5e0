import { domainToASCII, domainToUnicode } from 'node:url';

import addressparser from 'nodemailer/lib/addressparser';
import { z } from 'zod';

import { EMAIL_MAX } from '#app/schemas/limits.ts';

// A dot-atom (RFC 5321, RFC 6531 Latin letters): nothing nodemailer could read as another recipient.
const ATOM = "[\\p{Script=Latin}\\p{M}\\p{Nd}!#$%&'*+/=?^_\\u0060{|}~-]+";
const LOCAL_PART = new RegExp(`^${ATOM}(?:\\.${ATOM})*$`, 'u');
// RFC 5321's limit is in octets (UTF-8 here).
const LOCAL_MAX_BYTES = 64;
const DOMAIN =
  /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

function mailsTo(text: string): boolean {
  const parsed = addressparser(text);
  const only = parsed[0];
  return (
    parsed.length === 1 && only?.group === undefined && only?.name === '' && only.address === text
  );
}

/** NFKC, lower case, punycode, one recipient for nodemailer (docs/product.md#e-mail-addresses). */
export function canonicalEmail(input: string): string | null {
  const text = input.normalize('NFKC').trim();
  if (!mailsTo(text)) return null;
  const at = text.lastIndexOf('@');
  const local = text.slice(0, at);
  if (at < 1 || Buffer.byteLength(local) > LOCAL_MAX_BYTES || !LOCAL_PART.test(local)) return null;
  const domain = domainToASCII(text.slice(at + 1));
  if (!DOMAIN.test(domain)) return null;
  const address = `${local.toLowerCase().normalize('NFC')}@${domain}`;
  return address.length <= EMAIL_MAX && mailsTo(address) ? address : null;
}

/** For the coach's eyes only; mails and exports keep the stored spelling. */
export function readableEmail(address: string): string {
  const at = address.lastIndexOf('@');
  const domain = at < 0 ? '' : domainToUnicode(address.slice(at + 1));
  return domain ? `${address.slice(0, at)}@${domain}` : address;
}

/** So "örnek" finds addresses at örnek.com.tr (stored as xn--rnek-4qa.com.tr). */
export function storedSpellingOfTerm(term: string): string | null {
  if ([...term].every((character) => character.charCodeAt(0) < 128)) return null;
  const at = term.lastIndexOf('@');
  const domain = domainToASCII(term.slice(at + 1));
  return domain ? `${term.slice(0, at + 1)}${domain}` : null;
}

/** The server is the judge; the browser's EMAIL_PATTERN is a hint. */
export function toCanonicalEmail(message: string) {
  return (value: string, ctx: z.RefinementCtx): string => {
    const address = canonicalEmail(value);
    if (address === null) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return address;
  };
}
