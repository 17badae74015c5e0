import { z } from 'zod';

import { messages } from '#app/data/messages/messages.ts';
import { PUBLISH_CONSENT_FIELD } from '#app/data/publish-consent.ts';
import { storyFields } from '#app/schemas/limits.ts';
import { requiredBox, textField } from '#app/schemas/text.ts';

const missing = messages.story.missingText;
const consentMissing = messages.story.consentMissing;

/** The photo is checked as it streams in; the box comes last so a text field decides the toast. */
export const StoryFormSchema = z.object({
  authorName: textField(storyFields.authorName, { missing, tooLong: messages.limits.name }),
  email: textField(storyFields.email, {
    missing,
    tooLong: messages.limits.email,
    invalid: messages.newsletter.invalidEmail,
  }),
  story: textField(
    storyFields.story,
    { missing, tooLong: messages.limits.story },
    { multiline: true },
  ),
  [PUBLISH_CONSENT_FIELD]: requiredBox(consentMissing),
});

export type StoryForm = z.infer<typeof StoryFormSchema>;
