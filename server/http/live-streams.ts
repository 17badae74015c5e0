import { Router, type Request, type Response } from 'express';

import { LIVE_COMMENTS_PATH, LIVE_STORIES_PATH } from '#app/data/page-paths.ts';
import { getPost } from '#app/server/blog.server.ts';
import { holdEventStream } from '#app/server/live/sse.server.ts';
import { sendChange } from '#app/server/live/updates.server.ts';
import { getRuntime } from '#app/server/runtime.server.ts';

/**
 * The live updates of open pages (docs/product.md#live-updates), answered here rather than by
 * React Router: thousands of held streams would otherwise each keep a router request and a web
 * stream (docs/decisions/0027-live-streams-outside-the-router.md). Mounted after the refusals of
 * streams past their caps and the Host check, before compression.
 */
export function liveStreams(): Router {
  const router = Router();
  router.get(LIVE_STORIES_PATH, async (req: Request, res: Response) => {
    const { live, stopping } = await getRuntime();
    holdEventStream(res, stopping, req.ip ?? 'unknown', (send) =>
      live.onStory((change) => sendChange(send, change)),
    );
  });
  router.get(LIVE_COMMENTS_PATH, async (req: Request<{ slug: string }>, res: Response) => {
    const { slug } = req.params;
    const { live, stopping, handle } = await getRuntime();
    if (!(await getPost(handle.db, slug))) {
      res.status(404).type('text/plain; charset=utf-8').send('Yazı bulunamadı');
      return;
    }
    holdEventStream(res, stopping, req.ip ?? 'unknown', (send) =>
      live.onComment(slug, (change) => sendChange(send, change)),
    );
  });
  return router;
}
