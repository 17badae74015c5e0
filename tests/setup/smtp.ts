import type { AddressInfo } from 'node:net';

import { SMTPServer } from 'smtp-server';
import { afterEach } from 'vitest';

export type Received = { from: string; to: string[]; raw: string };

export type Smtp = { port: number; received: Received[]; close: () => Promise<void> };

/** The message with quoted-printable soft breaks and escapes undone, so Turkish text reads plainly. */
export function decoded(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '');
  return Buffer.from(
    joined.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
}

export type SmtpBehaviour = {
  /** Recipients refused for good: RCPT TO answers 550. */
  refuse?: (address: string) => boolean;
};

/** A real SMTP server in this process (smtp-server). STARTTLS is off: its bundled certificate has expired. */
export async function startSmtp(port = 0, behaviour: SmtpBehaviour = {}): Promise<Smtp> {
  const received: Received[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    // A sender's pooled connection stays open: closing does not wait for it.
    closeTimeout: 100,
    onRcptTo(address, _session, callback) {
      if (!behaviour.refuse?.(address.address)) return callback();
      // Named in the text, as real servers do: what a log must not repeat.
      const refusal = Object.assign(
        new Error(`5.1.1 <${address.address}>: Böyle bir posta kutusu yok`),
        {
          responseCode: 550,
        },
      );
      callback(refusal);
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address() as AddressInfo;
  return {
    port: address.port,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The runtime's options that send every mail to the catcher on this port. */
export function throughSmtp(port: number) {
  return { smtpUrl: `smtp://127.0.0.1:${port}`, mailTransportOptions: { ignoreTLS: true } };
}

/** For tests that each need a mail server: the returned function starts one, closed after its test. */
export function smtpPerTest() {
  let started: Smtp[] = [];
  afterEach(async () => {
    await Promise.all(started.map((smtp) => smtp.close()));
    started = [];
  });
  return async (port = 0, behaviour: SmtpBehaviour = {}): Promise<Smtp> => {
    const smtp = await startSmtp(port, behaviour);
    started.push(smtp);
    return smtp;
  };
}

/** A mail catcher from `startSmtp` and a runtime from `start` that sends it every mail. */
export async function runtimeWithSmtp<R>(
  start: (options: ReturnType<typeof throughSmtp>) => Promise<R>,
  startSmtp: () => Promise<Smtp>,
): Promise<{ smtp: Smtp; runtime: R }> {
  const smtp = await startSmtp();
  return { smtp, runtime: await start(throughSmtp(smtp.port)) };
}
