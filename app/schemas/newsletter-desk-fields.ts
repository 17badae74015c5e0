import { postedFields } from '#app/schemas/posted-fields.ts';

/** Without zod: the compose form's browser script imports these. */
export const NEWSLETTER_SUBJECT_MAX = 150;
export const NEWSLETTER_BODY_MAX = 50_000;
/** Up to nine bytes a character URL-encoded. */
export const NEWSLETTER_FORM_MAX_BYTES = 600 * 1024;

export const NEWSLETTER_INTENTS = {
  preview: 'preview',
  save: 'save',
  test: 'test',
  schedule: 'schedule',
  unschedule: 'unschedule',
  askSend: 'ask-send',
  send: 'send',
  pause: 'pause',
  resume: 'resume',
  delete: 'delete',
} as const;

export const newsletterFieldNames = ['subject', 'body', 'sendAt', 'version'] as const;
export type NewsletterFieldName = (typeof newsletterFieldNames)[number];
export type NewsletterFormValues = Partial<Record<NewsletterFieldName, string>>;

export function newsletterFormValues(fields: Record<string, string>): NewsletterFormValues {
  return postedFields(fields, newsletterFieldNames, NEWSLETTER_BODY_MAX + 1000);
}
