import { z } from 'zod';

import {
  NEWSLETTER_BODY_MAX,
  NEWSLETTER_SUBJECT_MAX,
  type NewsletterFormValues,
} from '#app/schemas/newsletter-desk-fields.ts';

export * from '#app/schemas/newsletter-desk-fields.ts';

const NewsletterContentSchema = z.object({
  subject: z
    .string()
    .trim()
    .min(1, 'Konu gerekli.')
    .max(NEWSLETTER_SUBJECT_MAX, `Konu en fazla ${NEWSLETTER_SUBJECT_MAX} karakter olabilir.`),
  body: z
    .string()
    .trim()
    .min(1, 'Bültenin içeriği gerekli.')
    .max(
      NEWSLETTER_BODY_MAX,
      `İçerik en fazla ${NEWSLETTER_BODY_MAX.toLocaleString('tr-TR')} karakter olabilir.`,
    ),
});

export type NewsletterFormCheck =
  | { ok: true; content: z.output<typeof NewsletterContentSchema> }
  | { ok: false; fieldErrors: Record<string, string[]> };

export function checkNewsletterForm(values: NewsletterFormValues): NewsletterFormCheck {
  const result = NewsletterContentSchema.safeParse({
    subject: values.subject ?? '',
    body: values.body ?? '',
  });
  if (result.success) return { ok: true, content: result.data };
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    (fieldErrors[String(issue.path[0] ?? 'form')] ??= []).push(issue.message);
  }
  return { ok: false, fieldErrors };
}
