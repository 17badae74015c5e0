import { z } from 'zod';

import { messages } from '#app/data/messages/messages.ts';
import { newsletterFields } from '#app/schemas/limits.ts';
import { textField } from '#app/schemas/text.ts';

export const NewsletterFormSchema = z.object({
  email: textField(newsletterFields.email, {
    missing: messages.newsletter.invalidEmail,
    tooLong: messages.limits.email,
  }),
  // The form's hidden field: the page it was on (the consent record's source). Checked against
  // the site's pages by newsletterSource(); anything odd becomes /bulten.
  kaynak: z.string().max(300).optional().catch(undefined),
});
