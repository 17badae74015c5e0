import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

import type { Transporter } from 'nodemailer';

export type TransportOptions = {
  smtpUrl: string | undefined;
  outboxDir: string;
  extra?: Record<string, unknown>;
  pool?: boolean;
};

export type Envelope = {
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
  attachments?: Array<{ filename: string; contentType: string; content: string }>;
  /** The same on every attempt, so that a receiving server can drop a duplicate. */
  messageId: string;
  fileName: string;
};

/** smtp://user:pass@host:587 (STARTTLS when offered) or smtps://…:465 (TLS from the start). */
export function smtpOptions(url: string): {
  host: string;
  port: number;
  secure: boolean;
  auth?: { user: string; pass: string };
} {
  const parsed = new URL(url);
  const secure = parsed.protocol === 'smtps:';
  return {
    host: parsed.hostname,
    port: Number(parsed.port) || (secure ? 465 : 587),
    secure,
    auth: parsed.username
      ? { user: decodeURIComponent(parsed.username), pass: decodeURIComponent(parsed.password) }
      : undefined,
  };
}

/** The way out for mails: the SMTP server, or .eml files in the outbox directory in development. */
export class MailTransport {
  private transport: Promise<Transporter> | undefined;
  private readonly smtp: ReturnType<typeof smtpOptions> | undefined;

  constructor(private readonly options: TransportOptions) {
    // Read now, so that a malformed SMTP_URL stops the start rather than the first mail.
    this.smtp = options.smtpUrl ? smtpOptions(options.smtpUrl) : undefined;
  }

  get toFiles(): boolean {
    return this.smtp === undefined;
  }

  /** Loaded with the first mail: at start it added a tenth of a second to every cold start. */
  private transporter(): Promise<Transporter> {
    this.transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      this.smtp
        ? nodemailer.createTransport({
            ...this.smtp,
            ...(this.options.pool ? { pool: true, maxConnections: 1 } : {}),
            connectionTimeout: 10_000,
            greetingTimeout: 10_000,
            socketTimeout: 20_000,
            ...this.options.extra,
          })
        : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
    );
    return this.transport;
  }

  async send({ fileName, ...mail }: Envelope): Promise<void> {
    const info = await (await this.transporter()).sendMail(mail);
    if (this.smtp) return;
    await mkdir(this.options.outboxDir, { recursive: true });
    await writeFile(path.join(this.options.outboxDir, fileName), info.message as Buffer);
  }

  async close(): Promise<void> {
    (await this.transport?.catch(() => undefined))?.close();
  }
}

export function smtpReplyCode(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('responseCode' in error)) return undefined;
  const code = Number(error.responseCode);
  return Number.isInteger(code) ? code : undefined;
}

/** A failed send's codes only, never the message, which often holds the recipient's address. */
export function sendFailureFields(error: unknown): { smtpCode: number | null; reason: string } {
  const code =
    typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
  return {
    smtpCode: smtpReplyCode(error) ?? null,
    // Only an identifier of that shape: anything else could be text, and the address in it.
    reason: typeof code === 'string' && /^E[A-Z_]+$/.test(code) ? code : 'unknown',
  };
}
