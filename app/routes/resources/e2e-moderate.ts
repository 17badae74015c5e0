import { data } from 'react-router';
import { z } from 'zod';

import {
  removeComment,
  removeStory,
  setCommentPublished,
  setStoryPublished,
} from '#app/server/moderation.server.ts';
import { requireTestRoutes } from '#app/server/e2e-routes.server.ts';
import { getServices } from '#app/server/services.server.ts';

import type { Route } from './+types/e2e-moderate';

const Request = z.object({
  type: z.enum(['story', 'comment']),
  authorName: z.string().min(1),
  action: z.enum(['approve', 'unpublish', 'delete']),
});

/**
 * Browser-test endpoint: the moderation step through the same domain operations the coach's
 * area uses, found by author name. 404 unless E2E_TEST_ROUTES=1 (docs/decisions/0005).
 */
export async function action({ request }: Route.ActionArgs) {
  requireTestRoutes();
  const input = Request.parse(await request.json());
  const services = await getServices();
  const actor = { email: 'e2e@koc.test' };
  const table = input.type === 'story' ? 'transformation_stories' : 'blog_comments';
  const row = await services.handle.db
    .selectFrom(table)
    .select('id')
    .where('author_name', '=', input.authorName)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!row) throw data('bulunamadı', { status: 404 });
  const done =
    input.type === 'story'
      ? input.action === 'delete'
        ? await removeStory(services, actor, row.id)
        : await setStoryPublished(services, actor, row.id, input.action === 'approve')
      : input.action === 'delete'
        ? await removeComment(services, actor, row.id)
        : await setCommentPublished(services, actor, row.id, input.action === 'approve');
  return { id: row.id, done };
}
