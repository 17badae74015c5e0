import { z } from 'zod';

import { messages } from '#app/data/messages/messages.ts';
import { newsletterFields } from '#app/schemas/limits.ts';
import { textField } from '#app/schemas/text.ts';

export const NewsletterFormSchema = z.object({
  email: textField(newsletterFields.email, {
    missing: messages.newsletter.invalidEmail,
    tooLong: messages.limits.email,
  }),
  // The consent record's source; newsletterSource() turns anything odd into /bulten.
  kaynak: z.string().max(300).optional().catch(undefined),
});
