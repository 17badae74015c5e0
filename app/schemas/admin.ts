import { z } from 'zod';

import { EMAIL_MAX, EMAIL_PATTERN, NAME_MAX } from '#app/schemas/limits.ts';

/** The same rule as ADMIN_PASSWORD in the configuration. */
export const PASSWORD_MIN = 12;
/** A long password is fine; a megabyte posted to the login form is not. */
export const PASSWORD_MAX = 256;
export const ADMIN_EMAIL_MAX = 254;

/**
 * The login form. It never says which field was wrong: any failure is the one generic message,
 * so the answer does not reveal whether an address has an account.
 */
export const LoginFormSchema = z.object({
  email: z.string().trim().min(1).max(ADMIN_EMAIL_MAX),
  password: z.string().min(1).max(PASSWORD_MAX),
  redirectTo: z.string().optional(),
});

/** A new moderator account or password, from the environment or the command line. */
export const AdminAccountSchema = z.object({
  email: z
    .string()
    .trim()
    .max(ADMIN_EMAIL_MAX, 'E-posta adresi en fazla 254 karakter olabilir.')
    .regex(EMAIL_PATTERN, 'Geçerli bir e-posta adresi girin.'),
  password: z
    .string()
    .min(PASSWORD_MIN, `Şifre en az ${PASSWORD_MIN} karakter olmalı.`)
    .max(PASSWORD_MAX, `Şifre en fazla ${PASSWORD_MAX} karakter olabilir.`),
});

/** The erase page (/yonetim/kisisel-veri): whose data, and which of the proposed comments. */
export const PersonalDataFormSchema = z.object({
  intent: z.enum(['find', 'erase']),
  email: z
    .string({ error: 'Silinecek kişinin e-posta adresini girin.' })
    .trim()
    .min(1, 'Silinecek kişinin e-posta adresini girin.')
    .max(EMAIL_MAX, 'E-posta adresi en fazla 254 karakter olabilir.')
    .regex(EMAIL_PATTERN, 'Geçerli bir e-posta adresi girin.'),
  name: z
    .string()
    .trim()
    .max(NAME_MAX, 'Ad en fazla 100 karakter olabilir.')
    .optional()
    .default(''),
  commentIds: z.array(z.coerce.number().int().positive()).max(10_000).default([]),
});
