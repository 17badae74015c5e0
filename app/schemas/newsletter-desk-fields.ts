/**
 * The newsletter desk's fields and limits, without zod: the compose form's browser script
 * imports these, and the schema of newsletter-desk.ts checks the same on the server.
 */
export const NEWSLETTER_SUBJECT_MAX = 150;
export const NEWSLETTER_BODY_MAX = 50_000;
/**
 * A posted compose form at most: the body's 50 000 characters sent URL-encoded take up to nine
 * bytes each (a Turkish letter is two UTF-8 bytes, six once encoded; some signs three, nine).
 */
export const NEWSLETTER_FORM_MAX_BYTES = 600 * 1024;

/** The newsletter desk's buttons: the compose form, the view and the action name them here. */
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

/** The compose form's text fields, as it posts them and as they come back after a refusal. */
export const newsletterFieldNames = ['subject', 'body', 'sendAt', 'version'] as const;
export type NewsletterFieldName = (typeof newsletterFieldNames)[number];
export type NewsletterFormValues = Partial<Record<NewsletterFieldName, string>>;

/** Only the compose form's own fields of a posted form, each at most about its size. */
export function newsletterFormValues(fields: Record<string, string>): NewsletterFormValues {
  const values: NewsletterFormValues = {};
  for (const name of newsletterFieldNames) {
    const value = fields[name];
    // A browser sends a textarea's line breaks as CRLF; the Markdown keeps LF.
    if (typeof value === 'string')
      values[name] = value.replace(/\r\n?/g, '\n').slice(0, NEWSLETTER_BODY_MAX + 1000);
  }
  return values;
}
