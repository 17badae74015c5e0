import { setMaxListeners } from 'node:events';
import path from 'node:path';

import { demoIdentity, type SiteIdentity } from '#app/data/identity.ts';
import { privacyFacts } from '#app/data/privacy.ts';
import { openDatabase, type DbHandle, type DbOptions } from '#app/db/client.server.ts';
import { migrateToLatest } from '#app/db/migrate.server.ts';
import { databasePhotoStore, type PhotoStore } from '#app/db/photos.server.ts';
import { RateCounters } from '#app/db/rate-counters.server.ts';
import { ensureAdminAccount } from '#app/server/admin/sign-in/auth.server.ts';
import { LoginThrottle } from '#app/server/admin/sign-in/login-throttle.server.ts';
import {
  defaultSenderWarning,
  getConfig,
  type Config,
  type IdentityOverrides,
} from '#app/server/config.server.ts';
import { importSeedArticles, updateSeedArticles } from '#app/server/blog.server.ts';
import { importContentOnce } from '#app/db/content.server.ts';
import { ContentStore } from '#app/server/content/content-store.server.ts';
import { demoContentWarning } from '#app/server/content/demo-warning.server.ts';
import type { SiteContent } from '#app/server/content/site-content.server.ts';
import { seedItems, seedPrices } from '#app/server/content/seed.server.ts';
import { ChangeFeed } from '#app/server/live/change-feed.server.ts';
import { LiveUpdates } from '#app/server/live/updates.server.ts';
import { logger } from '#app/server/logger.server.ts';
import { PostScheduler } from '#app/server/post-scheduler.server.ts';
import { NewsletterSender } from '#app/server/mail/newsletter-sender.server.ts';
import { MailWorker, type MailWorkerOptions } from '#app/server/mail/worker.server.ts';
import { RateLimiter } from '#app/server/submissions/rate-limit.server.ts';

/** Everything the server holds open: database, change feed, live updates, scheduled posts, mail, newsletters, limits. */
export type Runtime = {
  handle: DbHandle;
  feed: ChangeFeed;
  live: LiveUpdates;
  scheduler: PostScheduler;
  /** The published content, read from memory (docs/decisions/0049). */
  content: ContentStore;
  photos: PhotoStore;
  mail: MailWorker;
  newsletters: NewsletterSender;
  submissionLimiter: RateLimiter;
  loginThrottle: LoginThrottle;
  counters: RateCounters;
  publicUrl: string;
  notifyEmail: string;
  /** Who the site's mails to visitors come from (the welcome mail names the coach): the content's. */
  readonly identity: SiteIdentity;
  /** Aborted when the server stops, so open event streams end and let it exit. */
  stopping: AbortSignal;
  stopStreams: () => void;
  close: () => Promise<void>;
};

export type RuntimeOptions = {
  /** Hashes the rate counters' keys (the site's SESSION_SECRET). */
  secret: string;
  db: DbOptions;
  dataDir: string;
  publicUrl: string;
  notifyEmail: string;
  /** The first values of the identity, imported once; the demo identity when not given. */
  identity?: SiteIdentity;
  /** What the environment sets: in force over what the coach saves. */
  identityOverrides?: IdentityOverrides;
  smtpUrl: string | undefined;
  mailFrom: string;
  mailTransportOptions?: MailWorkerOptions['transportOptions'];
  mailBaseBackoffMs?: number;
  newsletterRatePerMinute?: number;
  newsletterBackoffMs?: number;
  newsletterPollMs?: number;
  /** Submissions per client address and form in `submissionWindowMs`. */
  submissionLimit?: number;
  submissionWindowMs?: number;
  startMailWorker?: boolean;
};

/** The name of the one-time import of app/data (docs/decisions/0049). */
export const CONTENT_SEED = 'app/data';

export async function createRuntime(options: RuntimeOptions): Promise<Runtime> {
  const handle = openDatabase(options.db);
  await migrateToLatest(handle);
  const imported = await importSeedArticles(handle.db);
  if (imported > 0) logger.info('blog articles imported from content/blog', { count: imported });
  const copyUpdate = await updateSeedArticles(handle.db);
  if (copyUpdate) {
    if (copyUpdate.updated.length > 0) {
      logger.info('blog articles given their edited text', { count: copyUpdate.updated.length });
    }
    // Only the address of the post: its text and who saved it stay in the database.
    for (const slug of copyUpdate.edited) {
      logger.info('blog article kept as the coach saved it, not given the edited text', { slug });
    }
  }
  const identity = options.identity ?? demoIdentity;
  const items = await importContentOnce(handle.db, CONTENT_SEED, seedItems(identity), seedPrices());
  if (items > 0) logger.info('site content imported from app/data', { count: items });
  const feed = new ChangeFeed(handle);
  await feed.start();
  const content = new ContentStore(handle.db, {
    identity,
    overrides: options.identityOverrides ?? { social: {} },
  });
  await content.start(feed);
  const live = new LiveUpdates(handle.db, feed);
  const scheduler = new PostScheduler(handle.db, feed);
  scheduler.start();
  const mail = new MailWorker({
    handle,
    smtpUrl: options.smtpUrl,
    from: options.mailFrom,
    outboxDir: path.join(options.dataDir, 'outbox'),
    transportOptions: options.mailTransportOptions,
    baseBackoffMs: options.mailBaseBackoffMs,
  });
  const newsletters = new NewsletterSender({
    handle,
    smtpUrl: options.smtpUrl,
    from: options.mailFrom,
    outboxDir: path.join(options.dataDir, 'outbox'),
    transportOptions: options.mailTransportOptions,
    ratePerMinute: options.newsletterRatePerMinute ?? 60,
    publicUrl: options.publicUrl,
    identity: () => content.current().identity,
    baseBackoffMs: options.newsletterBackoffMs,
    pollMs: options.newsletterPollMs,
  });
  if (options.startMailWorker !== false) {
    mail.start();
    newsletters.start();
  }
  const counters = new RateCounters(options.secret);
  const stopping = new AbortController();
  // Every open event stream listens for it, up to LIVE_STREAMS_TOTAL: no leak for node to warn of.
  setMaxListeners(0, stopping.signal);
  return {
    handle,
    feed,
    live,
    scheduler,
    content,
    photos: databasePhotoStore,
    mail,
    newsletters,
    submissionLimiter: new RateLimiter(
      handle.db,
      counters,
      options.submissionLimit ?? 5,
      options.submissionWindowMs ?? privacyFacts.formRateLimitMinutes * 60_000,
    ),
    loginThrottle: new LoginThrottle(handle.db, counters),
    counters,
    publicUrl: options.publicUrl,
    notifyEmail: options.notifyEmail,
    get identity() {
      return content.current().identity;
    },
    stopping: stopping.signal,
    stopStreams: () => stopping.abort(),
    async close() {
      stopping.abort();
      await Promise.all([mail.stop(), newsletters.stop()]);
      scheduler.stop();
      content.stop();
      live.close();
      await feed.stop();
      await handle.close();
    },
  };
}

/** The configured database: PostgreSQL with DATABASE_URL, else the SQLite file in DATA_DIR. */
export function databaseOptions(config: Config): DbOptions {
  return config.databaseUrl
    ? { kind: 'postgres', connectionString: config.databaseUrl, ssl: config.databaseSsl }
    : { kind: 'sqlite', file: path.join(config.dataDir, 'koc.sqlite') };
}

let started: Promise<Runtime> | undefined;

/** The server's runtime, opened once from the configuration (migrations run on first use). */
export function getRuntime(): Promise<Runtime> {
  started ??= (async () => {
    const config = getConfig();
    const runtime = await createRuntime({
      db: databaseOptions(config),
      secret: config.sessionSecret,
      dataDir: config.dataDir,
      publicUrl: config.publicUrl,
      notifyEmail: config.notifyEmail,
      identity: config.identity,
      identityOverrides: config.identityOverrides,
      smtpUrl: config.smtpUrl,
      mailFrom: config.mailFrom,
      submissionLimit: config.submissionLimit,
      newsletterRatePerMinute: config.newsletterRatePerMinute,
    });
    logger.info('database ready', { dialect: runtime.handle.dialect });
    const senderWarning = defaultSenderWarning(config);
    if (senderWarning) logger.warn(senderWarning);
    const demoWarning = demoContentWarning(runtime.content.current());
    if (demoWarning) logger.warn(demoWarning);
    if (config.adminEmail && config.adminPassword) {
      await ensureAdminAccount(runtime.handle.db, config.adminEmail, config.adminPassword);
    }
    return runtime;
  })();
  return started;
}

/** A route's loader or action made of a server function that takes the runtime first. */
export function withRuntime<Args, Result>(
  handler: (runtime: Runtime, args: Args) => Promise<Result>,
) {
  return async (args: Args) => handler(await getRuntime(), args);
}

/** A route's loader or action that reads the published content, from memory (docs/decisions/0049). */
export function withContent<Args, Result>(handler: (content: SiteContent, args: Args) => Result) {
  return async (args: Args) => handler((await getRuntime()).content.current(), args);
}

export async function closeRuntime(): Promise<void> {
  if (started) await (await started).close();
}

/** Ends open event streams at once, so that a stopping server is not held by them. */
export async function endStreams(): Promise<void> {
  if (started) (await started).stopStreams();
}
