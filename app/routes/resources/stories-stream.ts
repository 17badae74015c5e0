import { eventStream } from '#app/server/live/sse.server.ts';
import { sendChange } from '#app/server/live/updates.server.ts';
import { clientIpContext } from '#app/server/request-context.server.ts';
import { getRuntime } from '#app/server/runtime.server.ts';

import type { Route } from './+types/stories-stream';

/** Live approved stories of the home page (docs/product.md#live-updates). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { live, stopping } = await getRuntime();
  return eventStream(request, stopping, context.get(clientIpContext), (send) =>
    live.onStory((change) => sendChange(send, change)),
  );
}
