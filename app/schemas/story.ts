import { z } from 'zod';

import { messages } from '#app/data/messages.ts';
import { storyFields } from '#app/schemas/limits.ts';
import { textField } from '#app/schemas/text.ts';

const missing = messages.story.missingText;

/** The text fields of the story form; the photo is checked as it streams in. */
export const StoryFormSchema = z.object({
  authorName: textField(storyFields.authorName, { missing, tooLong: messages.limits.name }),
  email: textField(storyFields.email, {
    missing,
    tooLong: messages.limits.email,
    invalid: messages.newsletter.invalidEmail,
  }),
  story: textField(storyFields.story, { missing, tooLong: messages.limits.story }),
});

export type StoryForm = z.infer<typeof StoryFormSchema>;
