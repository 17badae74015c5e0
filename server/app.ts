import path from 'node:path';

import { createRequestHandler } from '@react-router/express';
import compression from 'compression';
import express, { type NextFunction, type Request, type Response } from 'express';
import { RouterContextProvider } from 'react-router';

import { listAccounts } from '#app/db/accounts/admin-accounts.server.ts';
import { getConfig, unnamedProviders } from '#app/server/config.server.ts';
import { loggedPath } from '#app/server/log-masking.server.ts';
import { errorFields, logger } from '#app/server/logger.server.ts';
import { drainUnreadBody } from '#app/server/request-body.server.ts';
import {
  clientIpContext,
  cspNonceContext,
  dataRequestContext,
  wholeDocumentContext,
} from '#app/server/request-context.server.ts';
import { closeRuntime, endStreams, getRuntime } from '#app/server/runtime.server.ts';

import { bodyLimits } from './http/body-limits.ts';
import { canonicalQuery } from './http/canonical-query.ts';
import { FairAdmission } from './http/fair-admission.ts';
import { HEALTH_PATHS, healthRouter } from './http/health.ts';
import { hostCheck } from './http/host-check.ts';
import type { TrustProxy } from './http/http-server.ts';
import { htmlEtag } from './http/html-etag.ts';
import { liveStreams } from './http/live-streams.ts';
import { adminOriginGuard, isAdminPath } from './http/origin-check.ts';
import { PageCache, pageCacheMiddleware, storedPageMiddleware } from './http/page-cache.ts';
import { Refusals, wasRefused } from './http/refusals.ts';
import { securityHeaders } from './http/security-headers.ts';
import { staticFiles } from './http/static-files.ts';

const config = getConfig();

export const app = express();
app.disable('x-powered-by');
app.set('trust proxy', config.trustedProxies);

let draining = false;
const pageCache = new PageCache();
export const refusals = new Refusals(app.get('trust proxy fn') as TrustProxy);
const REFUSAL_SUMMARY_MS = 60_000;
export const admission = new FairAdmission(
  { perTurn: 8, waitingPerAddress: 64, waitingTotal: 1_000 },
  refusals,
);

app.use((req: Request, res: Response, next: NextFunction) => {
  const started = process.hrtime.bigint();
  const log = HEALTH_PATHS.has(req.path) ? logger.debug : logger.info;
  res.on('finish', () => {
    if (wasRefused(res)) return;
    if (res.statusCode === 429) {
      refusals.note('rate-limited', req.socket.remoteAddress);
      return;
    }
    log('request', {
      method: req.method,
      path: loggedPath(req.originalUrl),
      status: res.statusCode,
      ms: Number(process.hrtime.bigint() - started) / 1e6,
    });
  });
  next();
});
// First of all: a body past its caps is refused before anything else is done for it.
app.use(
  bodyLimits(
    {
      perAddress: config.limits.bodiesPerAddress,
      total: config.limits.bodiesTotal,
      idleMs: config.limits.bodyIdleTimeoutMs,
      totalMs: config.limits.bodyTimeoutMs,
    },
    refusals,
  ),
);
app.use(securityHeaders(config.publicUrl));
app.use(drainUnreadBody);
// Before anything is rendered or stored: only the site's own names, one address per page.
app.use(hostCheck(config.publicUrl, config.allowedHosts));
app.use(canonicalQuery());
app.use(liveStreams(refusals));
// A stored page is answered before the middleware below, which never applies to it (decision 0021).
if (config.env !== 'development') app.use(storedPageMiddleware(pageCache));
app.use(
  healthRouter({
    database: async () => (await getRuntime()).handle.db,
    draining: () => draining,
  }),
);
// The admin stays out of search results and caches; its mutations come from this site.
app.use((req: Request, res: Response, next: NextFunction) => {
  if (isAdminPath(req.path)) {
    res.setHeader('X-Robots-Tag', 'noindex, nofollow');
    res.setHeader('Cache-Control', 'no-store');
  }
  next();
});
app.use(adminOriginGuard(config.publicUrl));

if (config.env !== 'development') {
  app.use(compression());
  const clientDir = path.resolve('build/client');
  // Hashed file names change with their content, so the browser may keep them for a year.
  app.use(
    '/assets',
    staticFiles(path.join(clientDir, 'assets'), { immutable: true, maxAge: '1y' }),
  );
  const publicFiles = staticFiles(clientDir, { maxAge: '1h' });
  app.use((req: Request, res: Response, next: NextFunction) =>
    path.extname(req.path) && !req.path.endsWith('.data') ? publicFiles(req, res, next) : next(),
  );
  app.use(htmlEtag);
  app.use(pageCacheMiddleware(pageCache));
}

app.use(admission.middleware);
app.use(
  createRequestHandler({
    build: await import('virtual:react-router/server-build'),
    getLoadContext: (req, res) => {
      const context = new RouterContextProvider();
      context.set(cspNonceContext, res.locals.cspNonce);
      context.set(clientIpContext, req.ip ?? 'unknown');
      context.set(wholeDocumentContext, res.locals.wholeDocument ?? false);
      context.set(dataRequestContext, req.path.endsWith('.data'));
      return context;
    },
  }),
);

app.use((error: unknown, req: Request, res: Response, next: NextFunction) => {
  if (res.headersSent) return next(error);
  const invalidUrl = (error as { code?: unknown } | null)?.code === 'ERR_INVALID_URL';
  if (!invalidUrl)
    logger.error('request failed', { path: loggedPath(req.originalUrl), ...errorFields(error) });
  res
    .status(invalidUrl ? 400 : 500)
    .type('text/plain; charset=utf-8')
    .send(
      invalidUrl
        ? 'Geçersiz istek.'
        : 'Beklenmeyen bir hata oluştu. Lütfen daha sonra tekrar deneyin.',
    );
});

export async function start(): Promise<void> {
  const runtime = await getRuntime();
  const unnamed = unnamedProviders(config);
  if (unnamed.length > 0) {
    logger.warn('KVKK notice names no provider', { set: unnamed.join('; ') });
  }
  // This instance drops the old page at once, before PostgreSQL's notification comes back to it.
  runtime.feed.subscribe(pageCache.onChange, { ownCommitsAtOnce: true });
  // Once more when the content is read again or a price list takes effect: a page rendered
  // between the notice and the new copy must not stay (docs/decisions/0049).
  runtime.content.onChange(() => pageCache.clear());
  setInterval(() => {
    const counts = refusals.takeCounts();
    if (Object.keys(counts).length > 0) {
      logger.warn('refused', { seconds: REFUSAL_SUMMARY_MS / 1000, ...counts });
    }
  }, REFUSAL_SUMMARY_MS).unref();
}

/** The line server/main.ts prints for the person at the terminal (README, "First account"). */
export async function startupNote(): Promise<string> {
  const accounts = await listAccounts((await getRuntime()).handle.db);
  const open = `Site çalışıyor: ${config.publicUrl} adresini tarayıcıda açın.`;
  if (accounts.some((account) => account.role === 'owner')) return open;
  return `${open} Henüz koçun yönetim hesabı yok; oluşturmak için başka bir terminalde: npm run admin -- create --email koc@ornek.com`;
}

export async function beginShutdown(): Promise<void> {
  // Set before anything is awaited: /readyz answers 503 for every request from now on.
  draining = true;
  await endStreams();
}

export async function shutdown(): Promise<void> {
  await closeRuntime();
  logger.info('shutdown complete');
}

export { config };

// `npm run admin`, `backup` and `restore` run through this bundle, with the server's configuration.
export { runAdminCommand } from './cli/admin.ts';
export { runBackupCommand, runRestoreCommand } from './cli/backup.ts';
