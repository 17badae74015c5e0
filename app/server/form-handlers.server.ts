import type { z } from 'zod';

import { messages } from '#app/data/messages.ts';
import type { FormResult } from '#app/lib/form-result.ts';
import type { ToastInput } from '#app/lib/toast.ts';
import { CommentFormSchema } from '#app/schemas/comment.ts';
import { HONEYPOT_FIELD } from '#app/schemas/honeypot.ts';
import { NewsletterFormSchema } from '#app/schemas/newsletter.ts';
import { StoryFormSchema } from '#app/schemas/story.ts';
import { errorFields, logger } from '#app/server/logger.server.ts';
import { BodyTooLargeError, readFormFields } from '#app/server/request-body.server.ts';
import { NotAnImageError, processPhoto } from '#app/server/photo-processing.server.ts';
import type { Services } from '#app/server/services.server.ts';
import {
  MalformedUploadError,
  readStoryUpload,
  UploadTooLargeError,
} from '#app/server/story-upload.server.ts';
import { submitComment, submitStory, subscribe } from '#app/server/submissions.server.ts';

const destructive = (title: string, description: string): ToastInput => ({
  title,
  description,
  variant: 'destructive',
});

function rateLimited(services: Services, form: string, client: string): FormResult | null {
  if (services.submissionLimiter.take(`${form}:${client}`)) return null;
  return {
    ok: false,
    status: 429,
    toast: destructive(messages.abuse.rateLimitedTitle, messages.abuse.rateLimited),
  };
}

/** The form's text fields; null when the body is not a form, `tooLarge` past FORM_MAX_BYTES. */
async function readForm(request: Request): Promise<Record<string, string> | null | 'tooLarge'> {
  try {
    return await readFormFields(request);
  } catch (error) {
    if (error instanceof BodyTooLargeError) return 'tooLarge';
    throw error;
  }
}

const formTooLarge = (title: string): FormResult => ({
  ok: false,
  status: 413,
  toast: destructive(title, messages.limits.form),
});

function fieldErrorsOf(error: z.ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form');
    (errors[field] ??= []).push(issue.message);
  }
  return errors;
}

function firstError(error: z.ZodError): string {
  return error.issues[0]?.message ?? messages.newsletter.errorFallback;
}

const honeypotAnswer = (title: string): FormResult => ({
  ok: false,
  status: 400,
  toast: destructive(title, messages.abuse.honeypot),
});

/** Footer newsletter (SPEC calls 1-3, section 8). */
export async function handleNewsletter(
  request: Request,
  services: Services,
  client: string,
): Promise<FormResult> {
  const { errorTitle } = messages.newsletter;
  const limited = rateLimited(services, 'newsletter', client);
  if (limited) return limited;
  const fields = await readForm(request);
  if (fields === 'tooLarge') return formTooLarge(errorTitle);
  if (!fields) {
    return {
      ok: false,
      status: 400,
      toast: destructive(errorTitle, messages.newsletter.errorFallback),
    };
  }
  if (fields[HONEYPOT_FIELD]) return honeypotAnswer(errorTitle);
  const values = { email: fields.email ?? '' };
  const parsed = NewsletterFormSchema.safeParse(fields);
  if (!parsed.success) {
    return {
      ok: false,
      status: 400,
      toast: destructive(errorTitle, firstError(parsed.error)),
      fieldErrors: fieldErrorsOf(parsed.error),
      values,
    };
  }
  try {
    const subscriber = await subscribe(services, parsed.data.email);
    if (!subscriber) {
      return {
        ok: false,
        status: 409,
        toast: destructive(errorTitle, messages.newsletter.duplicate),
        fieldErrors: { email: [messages.newsletter.duplicate] },
        values,
      };
    }
  } catch (error) {
    logger.error('subscribe failed', errorFields(error));
    return {
      ok: false,
      status: 503,
      toast: destructive(errorTitle, messages.newsletter.errorFallback),
      values,
    };
  }
  return {
    ok: true,
    status: 200,
    toast: {
      title: messages.newsletter.successTitle,
      description: messages.newsletter.successText,
    },
  };
}

/** Home-page story form with an optional photo (SPEC calls 4-5, sections 5 and 8). */
export async function handleStory(
  request: Request,
  services: Services,
  client: string,
): Promise<FormResult> {
  const { errorTitle } = messages.story;
  const limited = rateLimited(services, 'story', client);
  if (limited) return limited;
  let upload;
  try {
    upload = await readStoryUpload(request);
  } catch (error) {
    if (error instanceof UploadTooLargeError) {
      return {
        ok: false,
        status: 413,
        toast: destructive(messages.story.tooLargeTitle, messages.story.tooLargeText),
        fieldErrors: { photo: [messages.story.tooLargeText] },
      };
    }
    if (error instanceof BodyTooLargeError) return formTooLarge(errorTitle);
    if (!(error instanceof MalformedUploadError)) logger.error('upload failed', errorFields(error));
    return {
      ok: false,
      status: 400,
      toast: destructive(errorTitle, messages.story.uploadFailed()),
    };
  }
  const { fields } = upload;
  if (fields[HONEYPOT_FIELD]) return honeypotAnswer(errorTitle);
  const values = {
    authorName: fields.authorName ?? '',
    email: fields.email ?? '',
    story: fields.story ?? '',
  };
  const parsed = StoryFormSchema.safeParse(fields);
  if (!parsed.success) {
    const missing = parsed.error.issues.some(
      (issue) => issue.message === messages.story.missingText,
    );
    return {
      ok: false,
      status: 400,
      toast: missing
        ? destructive(messages.story.missingTitle, messages.story.missingText)
        : destructive(errorTitle, firstError(parsed.error)),
      fieldErrors: fieldErrorsOf(parsed.error),
      values,
    };
  }
  let photo = null;
  if (upload.photo) {
    try {
      photo = await processPhoto(upload.photo.bytes);
    } catch (error) {
      const detail = error instanceof NotAnImageError ? messages.story.notAnImage : undefined;
      return {
        ok: false,
        status: 400,
        toast: destructive(errorTitle, messages.story.uploadFailed(detail)),
        fieldErrors: { photo: [messages.story.uploadFailed(detail)] },
        values,
      };
    }
  }
  try {
    await submitStory(services, parsed.data, photo);
  } catch (error) {
    logger.error('story insert failed', errorFields(error));
    return {
      ok: false,
      status: 503,
      toast: destructive(errorTitle, messages.story.insertFailed()),
      values,
    };
  }
  return {
    ok: true,
    status: 200,
    toast: { title: messages.story.successTitle, description: messages.story.successText },
  };
}

/** Comment form on a blog post (SPEC call 9, sections 5 and 8). */
export async function handleComment(
  request: Request,
  services: Services,
  client: string,
  postTitleOf: (slug: string) => string | undefined,
): Promise<FormResult> {
  const { failedTitle, failedText } = messages.comment;
  const limited = rateLimited(services, 'comment', client);
  if (limited) return limited;
  const fields = await readForm(request);
  if (fields === 'tooLarge') return formTooLarge(failedTitle);
  if (!fields) return { ok: false, status: 400, toast: destructive(failedTitle, failedText) };
  if (fields[HONEYPOT_FIELD]) return honeypotAnswer(failedTitle);
  const values = { authorName: fields.authorName ?? '', content: fields.content ?? '' };
  const parsed = CommentFormSchema.safeParse(fields);
  if (!parsed.success) {
    const missing = parsed.error.issues.some(
      (issue) => issue.message === messages.comment.missingText,
    );
    return {
      ok: false,
      status: 400,
      toast: missing
        ? destructive(messages.comment.missingTitle, messages.comment.missingText)
        : destructive(failedTitle, firstError(parsed.error)),
      fieldErrors: fieldErrorsOf(parsed.error),
      values,
    };
  }
  const postTitle = postTitleOf(parsed.data.postSlug);
  if (!postTitle) {
    return {
      ok: false,
      status: 404,
      toast: destructive(failedTitle, messages.comment.unknownPost),
      values,
    };
  }
  try {
    await submitComment(services, parsed.data, postTitle);
  } catch (error) {
    logger.error('comment insert failed', errorFields(error));
    return { ok: false, status: 503, toast: destructive(failedTitle, failedText), values };
  }
  return {
    ok: true,
    status: 200,
    toast: { title: messages.comment.successTitle, description: messages.comment.successText },
  };
}
