import { Router, type Response } from 'express';
import { sql } from 'kysely';

import type { Db } from '#app/db/client.server.ts';
import { errorFields, logger } from '#app/server/logger.server.ts';

/** Probed every few seconds by a load balancer or systemd: the request log keeps them at debug. */
export const HEALTH_PATHS: ReadonlySet<string> = new Set(['/healthz', '/readyz']);

export type HealthOptions = {
  database: () => Promise<Db>;
  /** True from SIGTERM on, so that a load balancer stops sending new requests during the drain. */
  draining: () => boolean;
  timeoutMs?: number;
};

export const READINESS_REASONS = {
  draining: 'Sunucu kapanıyor.',
  database: 'Veritabanına ulaşılamıyor.',
} as const;

function answer(res: Response, status: number, body: Record<string, string>): void {
  res.status(status).set('Cache-Control', 'no-store').json(body);
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export function healthRouter({ database, draining, timeoutMs = 2000 }: HealthOptions): Router {
  const router = Router();
  // Logged when the answer changes, not at every probe, so an outage is one line and not a flood.
  let wasReady = true;

  router.get('/healthz', (_req, res) => answer(res, 200, { status: 'ok' }));

  router.get('/readyz', async (_req, res) => {
    if (draining()) {
      answer(res, 503, { status: 'unavailable', reason: READINESS_REASONS.draining });
      return;
    }
    try {
      await withTimeout(
        database().then((db) => sql`select 1`.execute(db)),
        timeoutMs,
      );
    } catch (error) {
      if (wasReady) logger.warn('not ready: database unreachable', errorFields(error));
      wasReady = false;
      answer(res, 503, { status: 'unavailable', reason: READINESS_REASONS.database });
      return;
    }
    if (!wasReady) logger.info('ready again: database answers');
    wasReady = true;
    answer(res, 200, { status: 'ok' });
  });

  return router;
}
