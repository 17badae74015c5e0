import { data } from 'react-router';
import { z } from 'zod';

import { adminMessages } from '#app/data/messages/admin-messages.ts';
import { listHref } from '#app/lib/admin/paging.ts';
import type { ToastInput } from '#app/lib/toast.ts';
import {
  addStoryAsTestimonial,
  removeComment,
  removeStory,
  removeSubscriber,
  setCommentPublished,
  setStoryPublished,
  type StoryTestimonialResult,
} from '#app/server/admin/desks/moderation.server.ts';
import { requireAdmin, requireOwner } from '#app/server/admin/sign-in/session.server.ts';
import type { Runtime } from '#app/server/runtime.server.ts';
import { redirectWithToast } from '#app/server/toast.server.ts';
import { readForm } from '#app/server/request-body.server.ts';

type Kind = 'story' | 'comment' | 'subscriber';
type Intent = 'approve' | 'unpublish' | 'delete' | 'testimonial';
type Actor = { email: string };

const intents = {
  story: ['approve', 'unpublish', 'delete', 'testimonial'],
  comment: ['approve', 'unpublish', 'delete'],
  subscriber: ['delete'],
} as const satisfies Record<Kind, Intent[]>;

function run(
  runtime: Runtime,
  actor: Actor,
  kind: Kind,
  intent: Exclude<Intent, 'testimonial'>,
  id: number,
) {
  switch (kind) {
    case 'story':
      return intent === 'delete'
        ? removeStory(runtime, actor, id)
        : setStoryPublished(runtime, actor, id, intent === 'approve');
    case 'comment':
      return intent === 'delete'
        ? removeComment(runtime, actor, id)
        : setCommentPublished(runtime, actor, id, intent === 'approve');
    case 'subscriber':
      return removeSubscriber(runtime, actor, id);
  }
}

function doneMessage(kind: Kind, intent: Intent): string {
  const messages: Partial<Record<Intent, string>> = adminMessages.done[kind];
  return messages[intent] ?? 'İşlem tamamlandı.';
}

function storyTestimonialToast(result: StoryTestimonialResult): ToastInput {
  const texts = adminMessages.storyTestimonial;
  if (result.ok) return { description: texts.added };
  const refusals: Record<typeof result.reason, string> = {
    missing: adminMessages.notFound,
    unpublished: texts.unpublished,
    'no-consent': texts.noConsent,
    added: texts.already,
    retry: texts.retry,
  };
  return { description: refusals[result.reason], variant: 'destructive' };
}

/** A redirect back with a toast, so it works without JavaScript (docs/product.md#roles). */
export const moderationAction =
  (kind: Kind) =>
  async (runtime: Runtime, args: { request: Request; url: URL }): Promise<Response> => {
    const { request, url } = args;
    const admin =
      kind === 'subscriber' ? await requireOwner(runtime, args) : await requireAdmin(runtime, args);
    const form = await readForm(request);
    const parsed = z
      .object({ intent: z.enum(intents[kind]), id: z.coerce.number().int().positive() })
      .safeParse({ intent: form?.get('intent'), id: form?.get('id') });
    if (!parsed.success) throw data('Geçersiz istek.', { status: 400 });
    const { intent, id } = parsed.data;
    const back = listHref(url.pathname, url.search, { sil: null });
    const actor = { email: admin.email };
    if (intent === 'testimonial') {
      const result = await addStoryAsTestimonial(runtime, actor, id);
      return redirectWithToast(back, storyTestimonialToast(result), { status: 303 });
    }
    const done = await run(runtime, actor, kind, intent, id);
    return redirectWithToast(
      back,
      done
        ? { description: doneMessage(kind, intent) }
        : { description: adminMessages.notFound, variant: 'destructive' },
      { status: 303 },
    );
  };
