import { createHash, randomInt } from 'node:crypto';

import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

/** Codes one 30-second step early or late still pass: a phone's clock drifts a little. */
const DRIFT_STEPS = 1;

function totp(secret: string, label = '', issuer = ''): TOTP {
  // RFC 6238's defaults, the only ones every authenticator app reads: SHA-1, 6 digits, 30 s.
  return new TOTP({
    issuer,
    label,
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
  });
}

/** A new secret: 20 random bytes (160 bits, RFC 4226's recommendation), in base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export function groupSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

export function totpUri(secret: string, email: string, issuer: string): string {
  return totp(secret, email, issuer).toString();
}

/** The QR code as an inline SVG, drawn on the server: the page needs no script for it. */
export function qrCodeSvg(uri: string): Promise<string> {
  return QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}

export function normaliseTotpCode(input: string): string | null {
  const digits = input.replace(/[\s-]/g, '');
  return /^\d{6}$/.test(digits) ? digits : null;
}

export function totpStepOf(secret: string, code: string, now = Date.now()): number | null {
  const generator = totp(secret);
  const delta = generator.validate({ token: code, timestamp: now, window: DRIFT_STEPS });
  if (delta === null) return null;
  return generator.counter({ timestamp: now }) + delta;
}

/** Crockford's base32 alphabet: no i, l, o or u, so nothing reads as another character. */
const RECOVERY_ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';
export const RECOVERY_CODE_COUNT = 10;

/** A recovery code: 16 random characters (80 bits) in groups of four, e.g. `k3m9-…`. */
export function newRecoveryCode(): string {
  let code = '';
  for (let i = 0; i < 16; i += 1) code += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
  return code.replace(/(.{4})(?=.)/g, '$1-');
}

export function normaliseRecoveryCode(input: string): string | null {
  const code = input.toLowerCase().replace(/[\s-]/g, '').replace(/[il]/g, '1').replace(/o/g, '0');
  return code.length === 16 && [...code].every((c) => RECOVERY_ALPHABET.includes(c)) ? code : null;
}

/** Plain SHA-256 is enough: 80 random bits cannot be guessed from a copy of the database. */
export function hashRecoveryCode(normalised: string): string {
  return createHash('sha256').update(normalised).digest('hex');
}
