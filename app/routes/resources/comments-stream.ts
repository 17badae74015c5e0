import { data } from 'react-router';

import { getPost } from '#app/server/blog.server.ts';
import { eventStream } from '#app/server/live/sse.server.ts';
import { sendChange } from '#app/server/live/updates.server.ts';
import { clientIpContext } from '#app/server/request-context.server.ts';
import { getRuntime } from '#app/server/runtime.server.ts';

import type { Route } from './+types/comments-stream';

/** Live approved comments of one post (docs/product.md#live-updates). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  if (!getPost(params.slug)) throw data('Yazı bulunamadı', { status: 404 });
  const { live, stopping } = await getRuntime();
  return eventStream(request, stopping, context.get(clientIpContext), (send) =>
    live.onComment(params.slug, (change) => sendChange(send, change)),
  );
}
