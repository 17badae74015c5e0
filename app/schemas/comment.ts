import { z } from 'zod';

import { messages } from '#app/data/messages/messages.ts';
import { PUBLISH_CONSENT_FIELD } from '#app/data/publish-consent.ts';
import { commentFields } from '#app/schemas/limits.ts';
import { requiredBox, textField } from '#app/schemas/text.ts';

const missing = messages.comment.missingText;

/** The consent box comes last, so a missing text decides the toast. */
export const CommentFormSchema = z.object({
  postSlug: z.string({ error: messages.comment.unknownPost }).min(1, messages.comment.unknownPost),
  authorName: textField(commentFields.authorName, { missing, tooLong: messages.limits.name }),
  content: textField(
    commentFields.content,
    { missing, tooLong: messages.limits.comment },
    { multiline: true },
  ),
  [PUBLISH_CONSENT_FIELD]: requiredBox(messages.comment.consentMissing),
});

export type CommentForm = z.infer<typeof CommentFormSchema>;
