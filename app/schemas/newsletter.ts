import { z } from 'zod';

import { messages } from '#app/data/messages.ts';
import { NEWSLETTER_SOURCE_FIELD } from '#app/data/newsletter-consent.ts';
import { newsletterFields } from '#app/schemas/limits.ts';
import { textField } from '#app/schemas/text.ts';

export const NewsletterFormSchema = z.object({
  email: textField(newsletterFields.email, {
    missing: messages.newsletter.invalidEmail,
    tooLong: messages.limits.email,
  }),
  // Checked against the site's pages by newsletterSource(); anything odd becomes /bulten.
  [NEWSLETTER_SOURCE_FIELD]: z.string().max(300).optional().catch(undefined),
});
