import { z } from 'zod';

import { messages } from '#app/data/messages.ts';
import { COMMENT_MAX, NAME_MAX } from '#app/schemas/limits.ts';
import { requiredText } from '#app/schemas/text.ts';

export const CommentFormSchema = z.object({
  postSlug: z.string({ error: messages.comment.unknownPost }).min(1, messages.comment.unknownPost),
  authorName: requiredText(NAME_MAX, messages.comment.missingText, messages.limits.name),
  content: requiredText(COMMENT_MAX, messages.comment.missingText, messages.limits.comment),
});

export type CommentForm = z.infer<typeof CommentFormSchema>;
