import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import type net from 'node:net';
import path from 'node:path';

import Database from 'better-sqlite3';
import pg from 'pg';
import sharp from 'sharp';
import { SMTPServer } from 'smtp-server';

import { expect, test } from './fixtures.ts';
import { rawRequest, startServer, stopServer, type Started } from './server-processes.ts';

// Each test starts, kills and restarts its own production server processes.
test.describe.configure({ mode: 'serial' });

type Target = 'sqlite' | 'postgres';
const targets: Target[] = ['sqlite', 'postgres'];

/** PostgreSQL runs share the database in TEST_DATABASE_URL: rows are told apart by a run marker. */
function databaseEnv(target: Target): Record<string, string> {
  if (target === 'sqlite') return {};
  return {
    DATABASE_URL: process.env.TEST_DATABASE_URL!,
    SESSION_SECRET: 'durability-session-secret-of-32-characters',
  };
}

function skipWithoutPostgres(target: Target): void {
  test.skip(
    target === 'postgres' && !process.env.TEST_DATABASE_URL,
    'needs PostgreSQL: TEST_DATABASE_URL (npm test sets it)',
  );
}

type Row = Record<string, unknown>;
type Query = (text: string) => Promise<Row[]>;

/** Reads the database as it is on disk (SQLite, read-only) or on the server (PostgreSQL). */
async function withDatabase<T>(
  target: Target,
  dataDir: string,
  read: (query: Query) => Promise<T>,
): Promise<T> {
  if (target === 'sqlite') {
    const db = new Database(path.join(dataDir, 'koc.sqlite'), {
      readonly: true,
      fileMustExist: true,
    });
    try {
      return await read(async (text) => db.prepare(text).all() as Row[]);
    } finally {
      db.close();
    }
  }
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    return await read(async (text) => (await client.query(text)).rows as Row[]);
  } finally {
    await client.end();
  }
}

const timeOf = (value: unknown): number =>
  value instanceof Date ? value.getTime() : Date.parse(String(value));

type Kind = 'photo-story' | 'story' | 'comment' | 'newsletter';

type Fixture = { bytes: Buffer; type: string; file: string; width: number; height: number };

/** Real images, and the size the server must keep after its rule (at most 1600 px a side). */
async function photoFixtures(): Promise<Fixture[]> {
  const make = async (
    width: number,
    height: number,
    format: 'jpeg' | 'png',
    expected: [number, number],
  ): Promise<Fixture> => {
    // Gradients rather than a flat colour, so that the pixels survive as a picture.
    const pixels = Buffer.alloc(width * height * 3);
    for (let i = 0; i < width * height; i += 1) {
      const x = i % width;
      const y = Math.floor(i / width);
      pixels.set([x & 255, y & 255, (x + y) & 255], i * 3);
    }
    const image = sharp(pixels, { raw: { width, height, channels: 3 } });
    const bytes = await (format === 'jpeg' ? image.jpeg({ quality: 70 }) : image.png()).toBuffer();
    return {
      bytes,
      type: `image/${format}`,
      file: `foto.${format === 'jpeg' ? 'jpg' : 'png'}`,
      width: expected[0],
      height: expected[1],
    };
  };
  return Promise.all([
    make(1800, 900, 'jpeg', [1600, 800]),
    make(480, 360, 'png', [480, 360]),
    make(300, 600, 'jpeg', [300, 600]),
  ]);
}

type Submission = {
  kind: Kind;
  marker: string;
  photo?: Fixture;
  /** The HTTP status, or "cut" when the connection died before an answer. */
  outcome?: number | 'cut';
};

const COMMENT_POST = 'umut-ekmek';

/** A visitor without JavaScript posting a form: success is a 303 to the page (post/redirect/get). */
async function send(server: Started, submission: Submission, client: string): Promise<number> {
  const { kind, marker } = submission;
  const form = new FormData();
  let url = server.url;
  if (kind === 'newsletter') {
    url += '/bulten';
    form.set('email', `${marker}@ornek.com`);
  } else if (kind === 'comment') {
    url += `/blog/${COMMENT_POST}`;
    form.set('postSlug', COMMENT_POST);
    form.set('authorName', `Yorumcu Ağaoğlu ${marker}`);
    form.set('content', `Çok faydalı bir yazı, teşekkürler. ${marker}`);
    form.set('publishConsent', 'evet');
  } else {
    url += '/?index';
    form.set('authorName', `Şule Işıkçı ${marker}`);
    form.set('email', `${marker}@ornek.com`);
    form.set('story', `Koçluk sürecinde hayatım değişti. ${marker}`);
    form.set('publishConsent', 'evet');
    if (submission.photo) {
      const { bytes, type, file } = submission.photo;
      form.set('photo', new Blob([new Uint8Array(bytes)], { type }), file);
    }
  }
  // URLSearchParams for the text-only forms, as a browser sends them; multipart for a story.
  const body = kind === 'story' || kind === 'photo-story' ? form : new URLSearchParams();
  if (body instanceof URLSearchParams) {
    for (const [name, value] of form) body.set(name, String(value));
  }
  const response = await fetch(url, {
    method: 'POST',
    body,
    redirect: 'manual',
    headers: { Accept: 'text/html', 'X-Forwarded-For': client },
  });
  await response.arrayBuffer().catch(() => undefined);
  return response.status;
}

/** The rows of one run, found by its marker, and the whole-database photo invariants. */
async function snapshot(query: Query, run: string) {
  const like = `'%${run}%'`;
  const count = async (text: string) => Number((await query(text))[0]?.n);
  return {
    stories: await query(
      `select author_name, image_url from transformation_stories where author_name like ${like}`,
    ),
    comments: await query(`select author_name from blog_comments where author_name like ${like}`),
    subscribers: await query(`select email from subscribers where email like ${like}`),
    mails: await query(
      `select text_body, status, locked_until from mail_outbox where text_body like ${like}`,
    ),
    orphanPhotos: await count(
      `select count(*) as n from photos p where not exists
        (select 1 from transformation_stories s where s.image_url = '/fotograflar/' || p.name)`,
    ),
    missingPhotos: await count(
      `select count(*) as n from transformation_stories s where s.image_url is not null and not exists
        (select 1 from photos p where '/fotograflar/' || p.name = s.image_url)`,
    ),
  };
}

/** In how many of the given texts each marker occurs. */
function occurrences(texts: unknown[], run: string): Map<string, number> {
  const counts = new Map<string, number>();
  const pattern = new RegExp(`${run}x\\d+`, 'g');
  for (const text of texts) {
    for (const marker of new Set(String(text).match(pattern))) {
      counts.set(marker, (counts.get(marker) ?? 0) + 1);
    }
  }
  return counts;
}

for (const target of targets) {
  test(`SIGKILL during a stream of submissions loses nothing that was answered (${target})`, async () => {
    skipWithoutPostgres(target);
    test.setTimeout(90_000);
    const env = { ...databaseEnv(target), LOG_LEVEL: 'warn' };
    const fixtures = await photoFixtures();
    const run = `dur${randomBytes(4).toString('hex')}`;
    const kinds: Kind[] = ['photo-story', 'story', 'comment', 'newsletter'];
    const submissions: Submission[] = [];
    const CONCURRENCY = 12;
    const KILL_AFTER_ANSWERS = 200;

    const server = await startServer(env);
    let answered = 0;
    let killed: Promise<number | null> | undefined;
    const worker = async () => {
      while (!killed) {
        const n = submissions.length;
        const submission: Submission = { kind: kinds[n % kinds.length]!, marker: `${run}x${n}` };
        if (submission.kind === 'photo-story') {
          submission.photo = fixtures[Math.floor(n / kinds.length) % fixtures.length];
        }
        submissions.push(submission);
        // Each submission from its own address (documentation range), so no rate limit applies.
        const client = `2001:db8::${(n >> 16).toString(16)}:${(n & 0xffff).toString(16)}`;
        try {
          submission.outcome = await send(server, submission, client);
          answered += 1;
        } catch {
          submission.outcome = 'cut';
        }
        if (answered >= KILL_AFTER_ANSWERS && !killed) killed = stopServer(server, 'SIGKILL');
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    expect(await killed).toBeNull();

    const succeeded = submissions.filter((s) => s.outcome === 303);
    const cut = submissions.filter((s) => s.outcome === 'cut');
    console.log(
      `${target}: ${submissions.length} sent, ${succeeded.length} answered 303, ${cut.length} cut by SIGKILL`,
    );
    // Every answer before the kill was a success, and the kill did cut requests in flight.
    expect(
      submissions.filter((s) => s.outcome !== 303 && s.outcome !== 'cut'),
      'answers other than success',
    ).toEqual([]);
    expect(succeeded.length).toBeGreaterThanOrEqual(KILL_AFTER_ANSWERS);
    expect(cut.length).toBeGreaterThan(0);

    const restarted = await startServer(env, { dataDir: server.dataDir });
    try {
      const rows = await withDatabase(target, server.dataDir, (query) => snapshot(query, run));
      const storyRows = new Map<string, Row>();
      for (const row of rows.stories)
        storyRows.set(String(row.author_name).split(' ').at(-1)!, row);
      const storiesStored = occurrences(
        rows.stories.map((row) => row.author_name),
        run,
      );
      const stored: Record<Kind, Map<string, number>> = {
        'photo-story': storiesStored,
        story: storiesStored,
        comment: occurrences(
          rows.comments.map((row) => row.author_name),
          run,
        ),
        newsletter: occurrences(
          rows.subscribers.map((row) => row.email),
          run,
        ),
      };
      const mailed = occurrences(
        rows.mails.map((row) => row.text_body),
        run,
      );

      for (const submission of succeeded) {
        const { kind, marker } = submission;
        expect(stored[kind].get(marker), `${kind} ${marker} stored once`).toBe(1);
        expect(mailed.get(marker), `${kind} ${marker} has its notification`).toBe(1);
      }
      for (const submission of cut) {
        // Cut before an answer: stored whole or not at all, never twice.
        expect(stored[submission.kind].get(submission.marker) ?? 0).toBeLessThanOrEqual(1);
        expect(mailed.get(submission.marker) ?? 0).toBe(
          stored[submission.kind].get(submission.marker) ?? 0,
        );
      }

      // A story sent with a photo has it, at the size of the resize rule; one without has none.
      for (const submission of [...succeeded, ...cut]) {
        if (submission.kind !== 'photo-story' && submission.kind !== 'story') continue;
        const row = storyRows.get(submission.marker);
        if (!row) continue;
        if (!submission.photo) {
          expect(row.image_url).toBeNull();
          continue;
        }
        expect(row.image_url, `${submission.marker} kept its photo`).toMatch(/^\/fotograflar\//);
        const response = await fetch(`${restarted.url}${String(row.image_url)}`);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe('image/webp');
        const { width, height } = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
        expect({ width, height }).toEqual({
          width: submission.photo.width,
          height: submission.photo.height,
        });
      }
      expect(rows.orphanPhotos, 'photos without their story').toBe(0);
      expect(rows.missingPhotos, 'stories pointing at a missing photo').toBe(0);

      // The notifications are still to be delivered (or were): none was dropped or failed.
      const restartedAt = Date.now();
      for (const mail of rows.mails) expect(['pending', 'sent']).toContain(mail.status);
      // Mails the killed worker had leased wait for their lease; every other one goes out now.
      const unleased = rows.mails.filter(
        (mail) => mail.locked_until === null || timeOf(mail.locked_until) <= restartedAt,
      ).length;
      await expect
        .poll(
          () =>
            withDatabase(target, server.dataDir, async (query) =>
              (await snapshot(query, run)).mails.filter((mail) => mail.status === 'sent'),
            ).then((sent) => sent.length),
          { timeout: 30_000 },
        )
        .toBeGreaterThanOrEqual(unleased);

      // And the restarted server takes submissions as before.
      const after: Submission = {
        kind: 'photo-story',
        marker: `${run}x999999`,
        photo: fixtures[0],
      };
      expect(await send(restarted, after, '2001:db8::ffff:ffff')).toBe(303);
      const again = await withDatabase(target, server.dataDir, (query) => snapshot(query, run));
      expect(
        occurrences(
          again.stories.map((row) => row.author_name),
          run,
        ).get(after.marker),
      ).toBe(1);
    } finally {
      expect(await stopServer(restarted)).toBe(0);
    }
    // Kept after a failure, to look into.
    await rm(server.dataDir, { recursive: true, force: true });
  });
}

/** The message with quoted-printable soft breaks and escapes undone, so Turkish text reads plainly. */
function decoded(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '');
  return Buffer.from(
    joined.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
}

type SlowSmtp = {
  port: number;
  /** Decoded messages to the run's addresses, in arrival order. */
  received: string[];
  /** Resolves when the first message to that address starts arriving. */
  firstStarted: Promise<void>;
  /** When the server accepted the first message (0 until then). */
  firstAcceptedAt: () => number;
  close: () => Promise<void>;
};

/**
 * An SMTP server that takes ~2 s to accept the first message to an address containing `to`,
 * like a slow relay.
 */
async function startSlowSmtp(to: string): Promise<SlowSmtp> {
  const received: string[] = [];
  let started!: () => void;
  const firstStarted = new Promise<void>((resolve) => (started = resolve));
  let acceptedAt = 0;
  let first = true;
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      const ours = session.envelope.rcptTo.some((rcpt) => rcpt.address.includes(to));
      const slow = ours && first;
      if (slow) {
        first = false;
        started();
      }
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        const accept = () => {
          if (ours) received.push(decoded(raw));
          if (slow) acceptedAt = Date.now();
          callback();
        };
        if (slow) setTimeout(accept, 2000);
        else accept();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.server.address() as net.AddressInfo).port,
    received,
    firstStarted,
    firstAcceptedAt: () => acceptedAt,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

for (const target of targets) {
  test(`SIGTERM lets the mail worker finish its message and a posted form commit (${target})`, async () => {
    skipWithoutPostgres(target);
    const run = `term${randomBytes(4).toString('hex')}`;
    const notify = `koc.${run}@ornek.com`;
    // A sign-up's mail is its confirmation mail, to the address signed up (double opt-in).
    const smtp = await startSlowSmtp(run);
    const env = {
      ...databaseEnv(target),
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      NOTIFY_EMAIL: notify,
      LOG_LEVEL: 'warn',
    };
    try {
      const server = await startServer(env);
      const signUp = async (email: string) => {
        const response = await fetch(`${server.url}/bulten`, {
          method: 'POST',
          body: new URLSearchParams({ email }),
          redirect: 'manual',
          headers: { Accept: 'text/html', 'X-Forwarded-For': '2001:db8::5' },
        });
        await response.arrayBuffer();
        return response.status;
      };
      const first = `ilk.${run}@ornek.com`;
      expect(await signUp(first)).toBe(303);
      await smtp.firstStarted;

      // A second sign-up is in flight when the signal arrives: the server has read its headers
      // (it answered "100 Continue") and waits for the body.
      const second = `ikinci.${run}@ornek.com`;
      const body = new URLSearchParams({ email: second }).toString();
      const request = await rawRequest(
        server,
        [
          'POST /bulten HTTP/1.1',
          'Host: 127.0.0.1',
          'Accept: text/html',
          'X-Forwarded-For: 2001:db8::6',
          'Content-Type: application/x-www-form-urlencoded',
          `Content-Length: ${body.length}`,
          'Expect: 100-continue',
          'Connection: close',
          '',
          '',
        ].join('\r\n'),
      );
      await expect.poll(request.answer).toContain('100 Continue');
      let exitedAt = 0;
      const exited = stopServer(server).then((code) => {
        exitedAt = Date.now();
        return code;
      });
      await expect.poll(server.output).toContain('"message":"stopping"');
      request.write(body);
      expect(await request.closed).toMatch(/\r\n\r\nHTTP\/1\.1 303 /);

      expect(await exited).toBe(0);
      expect(smtp.firstAcceptedAt(), 'the SMTP server accepted the message').toBeGreaterThan(0);
      expect(exitedAt).toBeGreaterThanOrEqual(smtp.firstAcceptedAt());
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]).toContain(`bu e-posta adresi (${first}) yazıldı`);

      const statusOf = (dataDir: string) =>
        withDatabase(target, dataDir, async (query) =>
          Object.fromEntries(
            (
              await query(
                `select text_body, status from mail_outbox where text_body like '%${run}%'`,
              )
            ).map((row) => [String(row.text_body).includes(first) ? first : second, row.status]),
          ),
        );
      // Marked sent before the database closed; the sign-up during shutdown waits its turn.
      expect(await statusOf(server.dataDir)).toEqual({ [first]: 'sent', [second]: 'pending' });

      // After a restart the waiting mail goes out, and the sent one is not sent again.
      const restarted = await startServer(env, { dataDir: server.dataDir });
      try {
        await expect.poll(() => smtp.received.length, { timeout: 15_000 }).toBe(2);
        expect(smtp.received[1]).toContain(`bu e-posta adresi (${second}) yazıldı`);
        await expect
          .poll(() => statusOf(server.dataDir))
          .toEqual({
            [first]: 'sent',
            [second]: 'sent',
          });
        expect(smtp.received).toHaveLength(2);
      } finally {
        expect(await stopServer(restarted)).toBe(0);
      }
      expect(smtp.received).toHaveLength(2);
      await rm(server.dataDir, { recursive: true, force: true });
    } finally {
      await smtp.close();
    }
  });
}
