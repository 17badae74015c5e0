import { z } from 'zod';

import { messages } from '#app/data/messages.ts';
import { EMAIL_MAX, EMAIL_PATTERN } from '#app/schemas/limits.ts';
import { cleanText } from '#app/schemas/text.ts';

export const NewsletterFormSchema = z.object({
  email: z.preprocess(
    (value) => cleanText(value ?? ''),
    z
      .string({ error: messages.newsletter.invalidEmail })
      .min(1, messages.newsletter.invalidEmail)
      .max(EMAIL_MAX, messages.limits.email)
      .regex(EMAIL_PATTERN, messages.newsletter.invalidEmail),
  ),
});
