import { z } from 'zod';

import { messages } from '#app/data/messages.ts';
import { EMAIL_MAX, EMAIL_PATTERN, NAME_MAX, STORY_MAX } from '#app/schemas/limits.ts';
import { cleanText, requiredText } from '#app/schemas/text.ts';

/** The text fields of the story form; the photo is checked as it streams in. */
export const StoryFormSchema = z.object({
  authorName: requiredText(NAME_MAX, messages.story.missingText, messages.limits.name),
  email: z.preprocess(
    (value) => cleanText(value ?? ''),
    z
      .string({ error: messages.story.missingText })
      .min(1, messages.story.missingText)
      .max(EMAIL_MAX, messages.limits.email)
      .regex(EMAIL_PATTERN, messages.newsletter.invalidEmail),
  ),
  story: requiredText(STORY_MAX, messages.story.missingText, messages.limits.story),
});

export type StoryForm = z.infer<typeof StoryFormSchema>;
