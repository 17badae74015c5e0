import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

import type { EditableIdentity } from '#app/data/content-schema.ts';
import { demoIdentity, type ServiceLocation, type SiteIdentity } from '#app/data/identity.ts';

/** A start-up failure caused by a wrong environment variable; its message names the variable. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

const optionalText = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional();

const optionalUrl = optionalText.pipe(
  z.url({ protocol: /^https?$/, error: 'http(s):// ile başlayan bir adres olmalı' }).optional(),
);

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'postgres:// ile başlayan bir bağlantı adresi olmalı')
      .optional(),
  ),
  DATABASE_SSL: z.enum(['off', 'require', 'no-verify']).default('off'),
  PUBLIC_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  ALLOWED_HOSTS: optionalText.pipe(
    z
      .string()
      .regex(
        /^\s*[\w.:[\]-]+(\s*,\s*[\w.:[\]-]+)*\s*$/,
        'virgülle ayrılmış alan adları olmalı (ör. www.ornek.com,127.0.0.1)',
      )
      .optional(),
  ),
  SESSION_SECRET: optionalText.pipe(z.string().min(32, 'en az 32 karakter olmalı').optional()),
  ADMIN_EMAIL: optionalText.pipe(z.email('geçerli bir e-posta adresi olmalı').optional()),
  ADMIN_PASSWORD: optionalText.pipe(z.string().min(12, 'en az 12 karakter olmalı').optional()),
  SMTP_URL: optionalText.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, 'smtp:// veya smtps:// ile başlamalı')
      .optional(),
  ),
  MAIL_FROM: optionalText.pipe(z.string().optional()),
  NOTIFY_EMAIL: optionalText.pipe(z.email('geçerli bir e-posta adresi olmalı').optional()),
  SUBMISSION_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(5),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  SITE_NAME: optionalText,
  COACH_NAME: optionalText,
  COACH_TITLE: optionalText,
  CONTACT_PHONE: optionalText.pipe(
    z
      .string()
      .regex(/^\+?[\d ()-]{7,20}$/, 'bir telefon numarası olmalı (ör. +90 555 000 00 00)')
      .optional(),
  ),
  WHATSAPP_NUMBER: optionalText.pipe(
    z
      .string()
      .regex(/^\d{8,15}$/, 'ülke koduyla yalnızca rakam olmalı (ör. 905550000000)')
      .optional(),
  ),
  WHATSAPP_GREETING: optionalText,
  WHATSAPP_APPOINTMENT_GREETING: optionalText,
  CONTACT_EMAIL: optionalText.pipe(z.email('geçerli bir e-posta adresi olmalı').optional()),
  SOCIAL_INSTAGRAM: optionalUrl,
  SOCIAL_FACEBOOK: optionalUrl,
  SOCIAL_LINKEDIN: optionalUrl,
  SOCIAL_X: optionalUrl,
  SOCIAL_YOUTUBE: optionalUrl,
  VIDEO_CHANNEL_URL: optionalUrl,
  PROMO_VIDEO_ID: optionalText.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{11}$/, '11 karakterlik bir video kimliği olmalı')
      .optional(),
  ),
  CITY: optionalText,
  DISTRICT: optionalText,
  POSTAL_ADDRESS: optionalText,
  // Newsletter mails a minute for the whole site; 0 sends as fast as the SMTP server takes them.
  NEWSLETTER_RATE_PER_MINUTE: z.coerce
    .number({ error: 'bir tam sayı olmalı' })
    .int('bir tam sayı olmalı')
    .min(0, 'en az 0 olmalı')
    .max(100_000, 'en çok 100000 olmalı')
    .default(60),
  BOOK_SITE_URL: optionalUrl,
  // Named in the KVKK notice (docs/product.md#public-pages): the provider and the country of its servers.
  HOSTING_PROVIDER: optionalText,
  HOSTING_COUNTRY: optionalText,
  MAIL_PROVIDER: optionalText,
  MAIL_COUNTRY: optionalText,
  TRUSTED_PROXIES: z
    .string()
    .trim()
    .default('127.0.0.1,::1')
    .refine(
      (value) => value === 'none' || value.split(',').every((entry) => isProxyEntry(entry.trim())),
      'virgülle ayrılmış adresler, CIDR aralıkları (ör. 10.0.0.0/8), loopback, linklocal, uniquelocal ya da none olmalı',
    ),
  LIVE_STREAMS_PER_ADDRESS: count(20),
  LIVE_STREAMS_TOTAL: count(2000),
  BODIES_PER_ADDRESS: count(10),
  BODIES_TOTAL: count(500),
  CONNECTIONS_PER_ADDRESS: count(256),
  CONNECTIONS_TOTAL: count(12_000),
  HEADERS_TIMEOUT_SECONDS: seconds(10),
  BODY_IDLE_TIMEOUT_SECONDS: seconds(5),
  BODY_TIMEOUT_SECONDS: seconds(30),
  KEEP_ALIVE_TIMEOUT_SECONDS: seconds(5),
  SEND_TIMEOUT_SECONDS: seconds(60),
  SLOW_READERS_PER_ADDRESS: count(16),
  SLOW_READERS_TOTAL: count(256),
});

function count(fallback: number) {
  return z.coerce
    .number({ error: 'bir tam sayı olmalı' })
    .int('bir tam sayı olmalı')
    .min(1, 'en az 1 olmalı')
    .max(1_000_000, 'en çok 1000000 olmalı')
    .default(fallback);
}

function seconds(fallback: number) {
  return z.coerce
    .number({ error: 'saniye cinsinden bir sayı olmalı' })
    .min(1, 'en az 1 saniye olmalı')
    .max(3600, 'en çok 3600 saniye olmalı')
    .default(fallback);
}

/** One entry of TRUSTED_PROXIES: a name Express knows, an address, or an address/prefix. */
function isProxyEntry(entry: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/** This machine's names, which open the site when PUBLIC_URL is unset (the first `npm start`). */
export const LOOPBACK_HOSTS: readonly string[] = ['localhost', '127.0.0.1', '[::1]'];

/** Every environment variable the server reads; the README's configuration table lists them all. */
export const ENV_VARIABLES: readonly string[] = Object.keys(EnvSchema.shape);

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  databaseSsl: 'require' | 'no-verify' | undefined;
  publicUrl: string;
  /** Host names served besides PUBLIC_URL's (docs/product.md#page-cache). */
  allowedHosts: string[];
  sessionSecret: string;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** MAIL_FROM unset: mailFrom is the default made of the site's name and PUBLIC_URL's host. */
  mailFromIsDefault: boolean;
  notifyEmail: string;
  submissionLimit: number;
  /** Newsletter mails a minute for the whole site; 0: no limit. */
  newsletterRatePerMinute: number;
  logLevel: 'debug' | 'info' | 'warn' | 'error' | 'silent';
  identity: SiteIdentity;
  identityOverrides: IdentityOverrides;
  /** Express's `trust proxy`: the proxies whose X-Forwarded-For names the visitor; false: none. */
  trustedProxies: string[] | false;
  limits: ConnectionLimits;
};

export type ConnectionLimits = {
  liveStreamsPerAddress: number;
  liveStreamsTotal: number;
  bodiesPerAddress: number;
  bodiesTotal: number;
  connectionsPerAddress: number;
  connectionsTotal: number;
  headersTimeoutMs: number;
  bodyIdleTimeoutMs: number;
  bodyTimeoutMs: number;
  keepAliveTimeoutMs: number;
  sendTimeoutMs: number;
  slowReadersPerAddress: number;
  slowReadersTotal: number;
};

/** Reads and validates the environment; a ConfigError names the first wrong variable. */
export function parseConfig(env: Record<string, string | undefined>): Config {
  const result = EnvSchema.safeParse(env);
  if (!result.success) {
    const issue = result.error.issues[0];
    const variable = String(issue?.path[0] ?? 'ortam');
    throw new ConfigError(
      `Geçersiz yapılandırma: ${variable} ${issue?.message ?? 'hatalı'} (değer: ${JSON.stringify(env[variable] ?? '')})`,
    );
  }
  const value = result.data;
  if (value.DATABASE_URL && !value.SESSION_SECRET) {
    // Several instances on one database must sign cookies with the same secret.
    throw new ConfigError(
      'Geçersiz yapılandırma: SESSION_SECRET, DATABASE_URL ile birlikte zorunludur',
    );
  }
  if (Boolean(value.ADMIN_EMAIL) !== Boolean(value.ADMIN_PASSWORD)) {
    throw new ConfigError(
      `Geçersiz yapılandırma: ${value.ADMIN_EMAIL ? 'ADMIN_PASSWORD' : 'ADMIN_EMAIL'} eksik (ADMIN_EMAIL ve ADMIN_PASSWORD birlikte verilmeli)`,
    );
  }
  for (const [provider, country] of [
    ['HOSTING_PROVIDER', 'HOSTING_COUNTRY'],
    ['MAIL_PROVIDER', 'MAIL_COUNTRY'],
  ] as const) {
    if (Boolean(value[provider]) !== Boolean(value[country])) {
      // The notice names both or neither: a provider without its country says nothing of a transfer.
      throw new ConfigError(
        `Geçersiz yapılandırma: ${value[provider] ? country : provider} eksik (${provider} ve ${country} birlikte verilmeli)`,
      );
    }
  }
  const dataDir = path.resolve(value.DATA_DIR);
  const publicUrl = (value.PUBLIC_URL ?? `http://localhost:${value.PORT}`).replace(/\/+$/, '');
  const overrides = identityOverrides(value);
  const siteName = overrides.siteName ?? demoIdentity.siteName;
  return {
    env: value.NODE_ENV,
    port: value.PORT,
    host: value.HOST,
    dataDir,
    databaseUrl: value.DATABASE_URL,
    databaseSsl: value.DATABASE_SSL === 'off' ? undefined : value.DATABASE_SSL,
    publicUrl,
    allowedHosts: [
      ...(value.PUBLIC_URL ? [] : LOOPBACK_HOSTS),
      ...(value.ALLOWED_HOSTS ?? '')
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean),
    ],
    sessionSecret: value.SESSION_SECRET ?? persistedSecret(dataDir),
    adminEmail: value.ADMIN_EMAIL,
    adminPassword: value.ADMIN_PASSWORD,
    smtpUrl: value.SMTP_URL,
    mailFrom: value.MAIL_FROM ?? defaultMailFrom(siteName, publicUrl),
    mailFromIsDefault: !value.MAIL_FROM,
    notifyEmail: value.NOTIFY_EMAIL ?? value.CONTACT_EMAIL ?? demoIdentity.email,
    submissionLimit: value.SUBMISSION_RATE_LIMIT,
    newsletterRatePerMinute: value.NEWSLETTER_RATE_PER_MINUTE,
    logLevel: value.LOG_LEVEL,
    trustedProxies:
      value.TRUSTED_PROXIES === 'none'
        ? false
        : value.TRUSTED_PROXIES.split(',').map((entry) => entry.trim()),
    limits: {
      liveStreamsPerAddress: value.LIVE_STREAMS_PER_ADDRESS,
      liveStreamsTotal: value.LIVE_STREAMS_TOTAL,
      bodiesPerAddress: value.BODIES_PER_ADDRESS,
      bodiesTotal: value.BODIES_TOTAL,
      connectionsPerAddress: value.CONNECTIONS_PER_ADDRESS,
      connectionsTotal: value.CONNECTIONS_TOTAL,
      headersTimeoutMs: value.HEADERS_TIMEOUT_SECONDS * 1000,
      bodyIdleTimeoutMs: value.BODY_IDLE_TIMEOUT_SECONDS * 1000,
      bodyTimeoutMs: value.BODY_TIMEOUT_SECONDS * 1000,
      keepAliveTimeoutMs: value.KEEP_ALIVE_TIMEOUT_SECONDS * 1000,
      sendTimeoutMs: value.SEND_TIMEOUT_SECONDS * 1000,
      slowReadersPerAddress: value.SLOW_READERS_PER_ADDRESS,
      slowReadersTotal: value.SLOW_READERS_TOTAL,
    },
    identity: {
      ...demoIdentity,
      ...overrides,
      social: { ...demoIdentity.social, ...overrides.social },
      hosting: serviceLocation(value.HOSTING_PROVIDER, value.HOSTING_COUNTRY),
      mailService: serviceLocation(value.MAIL_PROVIDER, value.MAIL_COUNTRY),
    },
    identityOverrides: overrides,
  };
}

/** The identity the environment sets: the first values, then in force over what the desk saves. */
export type IdentityOverrides = Partial<Omit<EditableIdentity, 'social' | 'seller'>> & {
  social: Partial<EditableIdentity['social']>;
};

function identityOverrides(value: z.infer<typeof EnvSchema>): IdentityOverrides {
  const set = <T extends object>(fields: T) =>
    Object.fromEntries(Object.entries(fields).filter(([, field]) => field !== undefined)) as {
      [K in keyof T]?: Exclude<T[K], undefined>;
    };
  return {
    ...set({
      siteName: value.SITE_NAME,
      coachName: value.COACH_NAME,
      coachTitle: value.COACH_TITLE,
      phone: value.CONTACT_PHONE,
      whatsappNumber: value.WHATSAPP_NUMBER,
      whatsappGreeting: value.WHATSAPP_GREETING,
      whatsappAppointmentGreeting: value.WHATSAPP_APPOINTMENT_GREETING,
      email: value.CONTACT_EMAIL,
      videoChannelUrl: value.VIDEO_CHANNEL_URL,
      promoVideoId: value.PROMO_VIDEO_ID,
      city: value.CITY,
      district: value.DISTRICT,
      postalAddress: value.POSTAL_ADDRESS,
      bookSiteUrl: value.BOOK_SITE_URL,
    }),
    social: set({
      instagram: value.SOCIAL_INSTAGRAM,
      facebook: value.SOCIAL_FACEBOOK,
      linkedin: value.SOCIAL_LINKEDIN,
      x: value.SOCIAL_X,
      youtube: value.SOCIAL_YOUTUBE,
    }),
  };
}

/** `"{site name}" <bildirim@{host of PUBLIC_URL}>`: the sender when MAIL_FROM is not set. */
export function defaultMailFrom(siteName: string, publicUrl: string): string {
  const name = siteName.replace(/["\\]/g, '\\$&');
  return `"${name}" <bildirim@${new URL(publicUrl).hostname}>`;
}

/** The start's one warning about mail: a default sender, which providers may refuse or call spam. */
export function defaultSenderWarning(config: Config): string | null {
  if (!config.smtpUrl || !config.mailFromIsDefault) return null;
  return `MAIL_FROM is not set: mails are sent as ${config.mailFrom}; set MAIL_FROM to an address of a domain your SMTP provider sends for`;
}

/** The providers the KVKK notice cannot name yet: a server abroad is a transfer it must state. */
export function unnamedProviders(config: Config): string[] {
  if (config.env !== 'production') return [];
  const unnamed: string[] = [];
  if (!config.identity.hosting) unnamed.push('HOSTING_PROVIDER ve HOSTING_COUNTRY');
  if (config.smtpUrl && !config.identity.mailService) unnamed.push('MAIL_PROVIDER ve MAIL_COUNTRY');
  return unnamed;
}

function serviceLocation(
  provider: string | undefined,
  country: string | undefined,
): ServiceLocation | null {
  return provider && country ? { provider, country } : null;
}

function persistedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  mkdirSync(dataDir, { recursive: true });
  try {
    writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    // Already there (a previous start, or another process that won the race): keep it.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return readFileSync(file, 'utf8').trim();
}

let cached: Config | undefined;

export function getConfig(): Config {
  cached ??= parseConfig(process.env);
  return cached;
}
