import net from 'node:net';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { SESSION_IDLE_MS } from '#app/db/accounts/sessions.server.ts';

import { appPerBlock, signInOverHttp, type BlockApp } from '../setup/app-server.ts';
import { createTestRuntime, type TestRuntime } from '../setup/runtime.ts';

/*
 * The crash of issue 37 over real HTTP: trickled 2 MB multipart posts to the post editor, from
 * nobody and from a browser whose session has ended but which sends no stash proof. Each is
 * answered with the login at once, having been read no further than the proof's 64 KB, while
 * the rest of its body is still on its way; the server keeps answering and keeps nothing
 * (docs/decisions/0038-no-anonymous-stash.md).
 */

const ADMIN = { email: 'koc@koc.test', password: 'guvenli-bir-parola-2026' };
const NEW = '/yonetim/yazilar/yeni';
const DECLARED = 2 * 1024 * 1024;
const BOUNDARY = 'emanet-saldirisi';

type Trickle = {
  /** The answer's first line and headers, and how much of the body had been sent by then. */
  answered: Promise<{ head: string; sent: number }>;
  stop: () => void;
};

describe('the post editor over HTTP under trickled anonymous bodies', { timeout: 120_000 }, () => {
  const started = appPerBlock({
    PUBLIC_URL: undefined,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: 'error',
    // The defaults, named: five bodies from each of four addresses stay within them.
    BODIES_PER_ADDRESS: '10',
    BODY_IDLE_TIMEOUT_SECONDS: '5',
    BODY_TIMEOUT_SECONDS: '30',
  });
  let app: BlockApp;
  let side: TestRuntime;
  let endedCookie: string;

  beforeAll(async () => {
    app = started();
    endedCookie = (await signInOverHttp(app, ADMIN)).cookie;
    // Her session ends as 8 idle hours end it; its row stays for a stash with a proof.
    side = await createTestRuntime(
      'sqlite',
      {},
      { dataDir: app.dataDir, db: { kind: 'sqlite', file: path.join(app.dataDir, 'koc.sqlite') } },
    );
    await side.handle.db
      .updateTable('sessions')
      .set({ last_seen_at: new Date(Date.now() - SESSION_IDLE_MS - 60_000).toISOString() })
      .execute();
    // The editor's route compiled (development mode) before anything is measured.
    await fetch(`${app.url}${NEW}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { Origin: app.url },
      body: new URLSearchParams({ title: 'ısınma' }),
    });
  }, 180_000);
  afterAll(async () => {
    await side?.close();
  });

  /** A multipart post declaring 2 MB: 256 KB at once, then 2 KB every 50 ms until stopped. */
  function trickle(from: string, cookie?: string): Trickle {
    const socket = net.connect({ port: app.port, host: '127.0.0.1', localAddress: from });
    socket.on('error', () => {});
    socket.write(
      `POST ${NEW} HTTP/1.1\r\nHost: 127.0.0.1:${app.port}\r\nOrigin: ${app.url}\r\n` +
        `Content-Type: multipart/form-data; boundary=${BOUNDARY}\r\n` +
        `Content-Length: ${DECLARED}\r\n${cookie ? `Cookie: ${cookie}\r\n` : ''}\r\n`,
    );
    const part = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="body"\r\n\r\n`;
    let sent = 0;
    const send = (bytes: Buffer | string) => {
      sent += Buffer.byteLength(bytes);
      socket.write(bytes);
    };
    send(part);
    send(Buffer.alloc(256 * 1024, 'ş'));
    const timer = setInterval(() => {
      if (sent + 2048 < DECLARED) send(Buffer.alloc(2048, 'a'));
    }, 50);
    let received = '';
    const answered = new Promise<{ head: string; sent: number }>((resolve, reject) => {
      socket.on('data', (chunk: Buffer) => {
        received += chunk.toString('latin1');
        const end = received.indexOf('\r\n\r\n');
        if (end >= 0) resolve({ head: received.slice(0, end), sent });
      });
      socket.on('close', () => reject(new Error(`closed unanswered after ${sent} bytes`)));
    });
    return {
      answered,
      stop: () => {
        clearInterval(timer);
        socket.destroy();
      },
    };
  }

  test('20 trickled 2 MB posts without a proof are answered with the login at once, keep nothing, and the server stays up', async () => {
    const heapBefore = process.memoryUsage().heapUsed;
    const attacks = Array.from({ length: 20 }, (_, index) =>
      trickle(`127.0.0.${2 + (index % 4)}`, index % 2 === 0 ? undefined : endedCookie),
    );
    try {
      const answers = await Promise.all(attacks.map((attack) => attack.answered));
      const heapGrowth = process.memoryUsage().heapUsed - heapBefore;

      for (const { head, sent } of answers) {
        expect(head).toMatch(/^HTTP\/1\.1 302 /);
        expect(head).toMatch(
          new RegExp(
            `^location: /yonetim/giris\\?redirectTo=${encodeURIComponent(NEW)}\\r?$`,
            'im',
          ),
        );
        expect(head).not.toMatch(/yazi_emanet/i);
        // Answered while most of the body was still to come: it was never waited for.
        expect(sent).toBeLessThan(DECLARED / 4);
      }
      // Twenty bodies read whole would hold 40 MB; none is.
      expect(heapGrowth).toBeLessThan(32 * 1024 * 1024);

      // Meanwhile the server answers others.
      expect((await fetch(`${app.url}/healthz`)).status).toBe(200);
      expect((await fetch(`${app.url}/yonetim/giris`)).status).toBe(200);
    } finally {
      for (const attack of attacks) attack.stop();
    }
    const rows = await side.handle.db
      .selectFrom('editor_stash')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(rows.n)).toBe(0);
  });
});
