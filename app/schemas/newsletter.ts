import { z } from 'zod';

import { messages } from '#app/data/messages.ts';
import { newsletterHiddenFields } from '#app/data/newsletter-messages.ts';
import { newsletterFields } from '#app/schemas/limits.ts';
import { textField } from '#app/schemas/text.ts';

export const NewsletterFormSchema = z.object({
  email: textField(newsletterFields.email, {
    missing: messages.newsletter.invalidEmail,
    tooLong: messages.limits.email,
  }),
  // Checked against the site's pages by newsletterSource(); anything odd becomes /bulten.
  [newsletterHiddenFields.source]: z.string().max(300).optional().catch(undefined),
  // Checked against the known versions; anything else is the current one.
  [newsletterHiddenFields.consentVersion]: z.string().max(40).optional().catch(undefined),
});
