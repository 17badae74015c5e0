import { eventStream } from '#app/server/live/sse.server.ts';
import { getRuntime } from '#app/server/runtime.server.ts';

import type { Route } from './+types/stories-stream';

/** Live approved stories for the home page (SPEC call 7): "upsert" and "remove" events. */
export async function loader({ request }: Route.LoaderArgs) {
  const { live, stopping } = await getRuntime();
  return eventStream(request, stopping, (send) =>
    live.onStory((change) =>
      change.type === 'upsert' ? send('upsert', change.item) : send('remove', { id: change.id }),
    ),
  );
}
