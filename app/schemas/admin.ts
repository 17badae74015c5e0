import { z } from 'zod';

import { limitsMessages } from '#app/data/messages/messages.ts';
import {
  loginFields,
  PASSWORD_MAX,
  PASSWORD_MIN,
  personalDataFields,
} from '#app/schemas/admin-fields.ts';
import { toCanonicalEmail } from '#app/schemas/email.server.ts';
import { EMAIL_MAX } from '#app/schemas/limits.ts';

/** Any failure is one generic message, so no answer tells whether an account exists. */
export const LoginFormSchema = z.object({
  email: z.string().trim().min(1).max(loginFields.email.maxLength),
  password: z.string().min(1).max(loginFields.password.maxLength),
  redirectTo: z.string().optional(),
});

export const AdminAccountSchema = z.object({
  email: z
    .string()
    .trim()
    .max(EMAIL_MAX, limitsMessages.email)
    .transform(toCanonicalEmail('Geçerli bir e-posta adresi girin.')),
  password: z
    .string()
    .min(PASSWORD_MIN, `Şifre en az ${PASSWORD_MIN} karakter olmalı.`)
    .max(PASSWORD_MAX, `Şifre en fazla ${PASSWORD_MAX} karakter olabilir.`),
});

export const PersonalDataFormSchema = z.object({
  intent: z.enum(['find', 'erase']),
  email: z
    .string({ error: 'Silinecek kişinin e-posta adresini girin.' })
    .trim()
    .min(1, 'Silinecek kişinin e-posta adresini girin.')
    .max(personalDataFields.email.maxLength, limitsMessages.email)
    .transform(toCanonicalEmail('Geçerli bir e-posta adresi girin.')),
  name: z
    .string()
    .trim()
    .max(personalDataFields.name.maxLength, limitsMessages.name)
    .optional()
    .default(''),
  commentIds: z.array(z.coerce.number().int().positive()).max(10_000).default([]),
});
