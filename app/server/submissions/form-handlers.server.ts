import { messages } from '#app/data/messages/messages.ts';
import {
  commentConsentText,
  PUBLISH_CONSENT_FIELD,
  storyConsentText,
} from '#app/data/publish-consent.ts';
import type { FormResult } from '#app/lib/form-result.ts';
import { CommentFormSchema } from '#app/schemas/comment.ts';
import { NewsletterFormSchema } from '#app/schemas/newsletter.ts';
import { StoryFormSchema, type StoryForm } from '#app/schemas/story.ts';
import { errorFields, logger } from '#app/server/logger.server.ts';
import { BodyTooLargeError } from '#app/server/request-body.server.ts';
import type { Runtime } from '#app/server/runtime.server.ts';
import {
  runPublicForm,
  textForm,
  type FormBody,
  type FormClient,
  type PublicForm,
  type Refuse,
} from '#app/server/submissions/form-pipeline.server.ts';
import { NotAnImageError, processPhoto } from '#app/server/submissions/photo-processing.server.ts';
import { newsletterSource } from '#app/server/submissions/newsletter-source.server.ts';
import { submitComment, submitStory, subscribe } from '#app/server/submissions/save.server.ts';
import {
  MalformedUploadError,
  readStoryUpload,
  UploadTooLargeError,
  type UploadedFile,
} from '#app/server/submissions/story-upload.server.ts';

export function handleNewsletter(
  request: Request,
  runtime: Runtime,
  client: FormClient,
): Promise<FormResult> {
  const { newsletter } = messages;
  return runPublicForm(
    {
      name: 'newsletter',
      errorTitle: newsletter.errorTitle,
      read: textForm(newsletter.errorFallback),
      schema: NewsletterFormSchema,
      echoed: ['email'],
      // A known address is answered as a new one: the answer must not tell who is on the list.
      async write(runtime, { email, kaynak }) {
        await subscribe(runtime, email, {
          source: newsletterSource(runtime.content.current(), kaynak),
        });
        return undefined;
      },
      writeFailed: newsletter.errorFallback,
      success: { title: newsletter.successTitle, description: newsletter.successText },
    },
    request,
    runtime,
    client,
  );
}

/** The story form as it streams in: its text fields and at most one photo of up to 5 MB. */
async function readStory(
  request: Request,
  refuse: Refuse,
): Promise<FormBody<UploadedFile | null> | FormResult> {
  try {
    const { fields, photo } = await readStoryUpload(request);
    return { fields, upload: photo };
  } catch (error) {
    if (error instanceof UploadTooLargeError) {
      const { tooLargeTitle, tooLargeText } = messages.story;
      return {
        ok: false,
        status: 413,
        toast: { title: tooLargeTitle, description: tooLargeText, variant: 'destructive' },
        fieldErrors: { photo: [tooLargeText] },
      };
    }
    if (error instanceof BodyTooLargeError) return refuse(413, messages.limits.form);
    if (!(error instanceof MalformedUploadError)) logger.error('upload failed', errorFields(error));
    return refuse(400, messages.story.uploadFailed());
  }
}

export function handleStory(
  request: Request,
  runtime: Runtime,
  client: FormClient,
): Promise<FormResult> {
  const { story } = messages;
  const form: PublicForm<StoryForm, UploadedFile | null> = {
    name: 'story',
    errorTitle: story.errorTitle,
    read: readStory,
    schema: StoryFormSchema,
    echoed: ['authorName', 'email', 'story', PUBLISH_CONSENT_FIELD],
    missing: { title: story.missingTitle, text: story.missingText },
    async write(runtime, data, upload, refuse) {
      let photo = null;
      if (upload) {
        try {
          photo = await processPhoto(upload.bytes);
        } catch (error) {
          const failed = story.uploadFailed(
            error instanceof NotAnImageError ? story.notAnImage : undefined,
          );
          return refuse(400, failed, { photo: [failed] });
        }
      }
      // The schema passes a story only with the box ticked: the text beside it is stored with it.
      const { authorName, email, story: text } = data;
      await submitStory(
        runtime,
        { authorName, email, story: text, publishConsentText: storyConsentText },
        photo,
      );
    },
    writeFailed: story.insertFailed(),
    success: { title: story.successTitle, description: story.successText },
  };
  return runPublicForm(form, request, runtime, client);
}

export function handleComment(
  request: Request,
  runtime: Runtime,
  client: FormClient,
  postTitleOf: (slug: string) => Promise<string | undefined>,
): Promise<FormResult> {
  const { comment } = messages;
  return runPublicForm(
    {
      name: 'comment',
      errorTitle: comment.failedTitle,
      read: textForm(comment.failedText),
      schema: CommentFormSchema,
      echoed: ['authorName', 'content', PUBLISH_CONSENT_FIELD],
      missing: { title: comment.missingTitle, text: comment.missingText },
      async write(runtime, data, _upload, refuse) {
        const { postSlug, authorName, content } = data;
        const postTitle = await postTitleOf(postSlug);
        if (!postTitle) return refuse(404, comment.unknownPost);
        // The schema passes a comment only with the box ticked: the text beside it is stored too.
        const publishConsentText = commentConsentText;
        await submitComment(
          runtime,
          { postSlug, authorName, content, publishConsentText },
          postTitle,
        );
      },
      writeFailed: comment.failedText,
      success: { title: comment.successTitle, description: comment.successText },
    },
    request,
    runtime,
    client,
  );
}
