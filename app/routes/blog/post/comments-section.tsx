import { MessageSquare } from 'lucide-react';
import { useRef } from 'react';
import { useFetcher } from 'react-router';

import { ConsentBox } from '#app/components/forms/consent-box.tsx';
import { Field, ruledFields } from '#app/components/forms/field.tsx';
import { InlineToast } from '#app/components/layout/toaster.tsx';
import {
  checkFields,
  HiddenFormFields,
  refuseSubmit,
  useResultToast,
} from '#app/components/forms/form-plumbing.tsx';
import { PrivacyNote } from '#app/components/forms/privacy-note.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { Input, Textarea } from '#app/components/ui/input.tsx';
import { commentPageMessages } from '#app/data/messages/comment-messages.ts';
import { LIVE_COMMENTS_PATH } from '#app/data/page-paths.ts';
import type { PublicComment } from '#app/db/comments.server.ts';
import type { FormResult } from '#app/lib/form-result.ts';
import { formatDateTr } from '#app/lib/format.ts';
import { createToast } from '#app/lib/toast.ts';
import { useLiveList } from '#app/lib/use-live-list.ts';
import { commentFields } from '#app/schemas/limits.ts';

/** Live events are checked for shape only; the display rules of CommentItem handle odd values. */
function isCommentEvent(value: unknown): value is PublicComment {
  const comment = value as Partial<PublicComment> | null;
  return (
    typeof comment === 'object' &&
    comment !== null &&
    typeof comment.id === 'number' &&
    typeof comment.createdAt === 'string'
  );
}

/** An author that is not text shows "Anonim". */
function CommentItem({ comment }: { comment: PublicComment }) {
  const author =
    typeof comment.authorName === 'string' && comment.authorName.trim()
      ? comment.authorName
      : commentPageMessages.anonymous;
  const content =
    typeof comment.content === 'string' ? comment.content : commentPageMessages.invalidContent;
  return (
    <li className="rounded-xl border bg-card p-5">
      <p className="font-semibold">{author}</p>
      <p className="text-sm text-muted-foreground">
        <time dateTime={comment.createdAt}>{formatDateTr(comment.createdAt)}</time>
      </p>
      <p className="mt-3 leading-relaxed whitespace-pre-line">{content}</p>
    </li>
  );
}

function CommentForm({
  postSlug,
  initial,
  consentText,
}: {
  postSlug: string;
  initial?: FormResult;
  consentText: string;
}) {
  const fetcher = useFetcher<FormResult>({ key: `comment-${postSlug}` });
  const form = useRef<HTMLFormElement>(null);
  const result = fetcher.data ?? initial;
  const busy = fetcher.state !== 'idle';
  useResultToast(fetcher.data, () => form.current?.reset());
  const failed = result && !result.ok ? result : undefined;
  const field = ruledFields('yorum', commentFields, failed);

  return (
    <fetcher.Form
      ref={form}
      method="post"
      noValidate
      className="relative mt-6 grid gap-4"
      onSubmit={(event) => {
        if (checkFields(event.currentTarget, commentFields)) {
          refuseSubmit(event, commentPageMessages.missingTitle, commentPageMessages.missingText);
        }
      }}
    >
      <HiddenFormFields />
      {initial ? <InlineToast toast={createToast(initial.toast)} /> : null}
      <input type="hidden" name="postSlug" value={postSlug} />
      <Field label="Adın" {...field('authorName')}>
        {(control) => <Input {...control} autoComplete="name" placeholder="Adın Soyadın" />}
      </Field>
      <Field label="Yorumun" {...field('content')}>
        {(control) => <Textarea {...control} rows={4} />}
      </Field>
      <ConsentBox id="yorum-izin" text={consentText} failed={failed} />{' '}
      <Button type="submit" disabled={busy} className="justify-self-start">
        {busy ? 'Gönderiliyor...' : 'Yorumu Gönder'}
      </Button>{' '}
      <PrivacyNote />
    </fetcher.Form>
  );
}

/** Count, live list (newest first) and form of a post's comments (docs/product.md#comment). */
export function CommentsSection({
  postSlug,
  comments: initial,
  formResult,
  consentText,
}: {
  postSlug: string;
  comments: PublicComment[];
  formResult?: FormResult;
  /** The form's publishing consent box (app/data/publish-consent.ts). */
  consentText: string;
}) {
  const comments = useLiveList(
    LIVE_COMMENTS_PATH.replace(':slug', postSlug),
    initial,
    isCommentEvent,
  );
  return (
    <section aria-labelledby="yorumlar-baslik" id="yorumlar" className="mt-16 border-t pt-10">
      <h2 id="yorumlar-baslik" className="flex items-center gap-2 text-2xl font-bold">
        <MessageSquare aria-hidden className="size-6 text-primary" />
        Yorumlar <span className="text-muted-foreground">({comments.length})</span>
      </h2>
      {comments.length === 0 ? (
        <p className="mt-4 text-muted-foreground">{commentPageMessages.empty}</p>
      ) : (
        <ul className="mt-6 grid gap-4 wrap-anywhere" aria-label="Onaylanmış yorumlar">
          {comments.map((comment) => (
            <CommentItem key={comment.id} comment={comment} />
          ))}
        </ul>
      )}
      <h3 className="mt-10 text-xl font-semibold">Yorum yap</h3>
      <p className="mt-1 text-sm text-muted-foreground">Yorumun onaylandıktan sonra yayımlanır.</p>
      <CommentForm postSlug={postSlug} initial={formResult} consentText={consentText} />
    </section>
  );
}
