import { Router, type Request, type Response } from 'express';

import { LIVE_COMMENTS_PATH, LIVE_STORIES_PATH } from '#app/data/page-paths.ts';
import { getPost } from '#app/server/blog.server.ts';
import {
  holdEventStream,
  STREAM_RETRY_AFTER_SECONDS,
  STREAMS_PER_ADDRESS_MESSAGE,
  STREAMS_TOTAL_MESSAGE,
  takeStreamSlot,
} from './sse.ts';
import { sendChange } from '#app/server/live/updates.server.ts';
import { getRuntime } from '#app/server/runtime.server.ts';

import { answerRefusal, type Refusals } from './refusals.ts';

export function liveStreams(refusals: Refusals): Router {
  const router = Router();
  const slotFor = (req: Request, res: Response): (() => void) | null => {
    const slot = takeStreamSlot(req.ip ?? 'unknown');
    if (typeof slot === 'function') return slot;
    refusals.note(slot === 429 ? 'streams-per-address' : 'streams-total', req.socket.remoteAddress);
    answerRefusal(
      res,
      slot,
      slot === 429 ? STREAMS_PER_ADDRESS_MESSAGE : STREAMS_TOTAL_MESSAGE,
      STREAM_RETRY_AFTER_SECONDS,
    );
    return null;
  };
  router.get(LIVE_STORIES_PATH, async (req: Request, res: Response) => {
    const release = slotFor(req, res);
    if (!release) return;
    const { live, stopping } = await getRuntime();
    holdEventStream(res, stopping, release, (send) =>
      live.onStory((change) => sendChange(send, change)),
    );
  });
  router.get(LIVE_COMMENTS_PATH, async (req: Request<{ slug: string }>, res: Response) => {
    const release = slotFor(req, res);
    if (!release) return;
    const { slug } = req.params;
    const { live, stopping, handle } = await getRuntime();
    if (!(await getPost(handle.db, slug))) {
      release();
      res.status(404).type('text/plain; charset=utf-8').send('Yazı bulunamadı');
      return;
    }
    holdEventStream(res, stopping, release, (send) =>
      live.onComment(slug, (change) => sendChange(send, change)),
    );
  });
  return router;
}
