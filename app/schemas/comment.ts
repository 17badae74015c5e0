import { z } from 'zod';

import { messages } from '#app/data/messages.ts';
import { commentFields } from '#app/schemas/limits.ts';
import { textField } from '#app/schemas/text.ts';

const missing = messages.comment.missingText;

export const CommentFormSchema = z.object({
  postSlug: z.string({ error: messages.comment.unknownPost }).min(1, messages.comment.unknownPost),
  authorName: textField(commentFields.authorName, { missing, tooLong: messages.limits.name }),
  content: textField(
    commentFields.content,
    { missing, tooLong: messages.limits.comment },
    { multiline: true },
  ),
});

export type CommentForm = z.infer<typeof CommentFormSchema>;
