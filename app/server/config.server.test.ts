import { describe, expect, test } from 'vitest';

import { demoIdentity } from '#app/data/identity.ts';
import {
  ConfigError,
  defaultSenderWarning,
  parseConfig,
  unnamedProviders,
} from '#app/server/config.server.ts';

const secret = 'x'.repeat(32);

describe('parseConfig', () => {
  test('defaults: port 3000, ./data, the demo identity, PUBLIC_URL from the port', () => {
    const config = parseConfig({ SESSION_SECRET: secret });
    expect(config.port).toBe(3000);
    expect(config.dataDir).toMatch(/\/data$/);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.identity).toEqual(demoIdentity);
  });

  test('without PUBLIC_URL every loopback name is served; with it only its host and ALLOWED_HOSTS', () => {
    expect(parseConfig({ SESSION_SECRET: secret }).allowedHosts).toEqual([
      'localhost',
      '127.0.0.1',
      '[::1]',
    ]);
    expect(parseConfig({ SESSION_SECRET: secret, ALLOWED_HOSTS: 'koc.lan' }).allowedHosts).toEqual([
      'localhost',
      '127.0.0.1',
      '[::1]',
      'koc.lan',
    ]);
    expect(
      parseConfig({
        SESSION_SECRET: secret,
        PUBLIC_URL: 'https://koc.example',
        ALLOWED_HOSTS: 'www.koc.example',
      }).allowedHosts,
    ).toEqual(['www.koc.example']);
  });

  test('a trailing slash is dropped from PUBLIC_URL', () => {
    expect(
      parseConfig({ SESSION_SECRET: secret, PUBLIC_URL: 'https://koc.example/' }).publicUrl,
    ).toBe('https://koc.example');
  });

  test.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['PUBLIC_URL', 'not a url'],
    ['SESSION_SECRET', 'short'],
    ['SMTP_URL', 'http://mail'],
    ['NOTIFY_EMAIL', 'nobody'],
    ['WHATSAPP_NUMBER', '+90 555'],
    ['PROMO_VIDEO_ID', 'too-short'],
    ['SOCIAL_INSTAGRAM', 'instagram'],
    ['LOG_LEVEL', 'loud'],
    ['TRUSTED_PROXIES', 'nginx'],
    ['TRUSTED_PROXIES', '10.0.0.0/33'],
    ['TRUSTED_PROXIES', 'loopback,10.0.0.300'],
    ['TRUSTED_PROXIES', 'loopback,,10.0.0.1'],
    ['LIVE_STREAMS_PER_ADDRESS', '0'],
    ['LIVE_STREAMS_TOTAL', 'many'],
    ['CONNECTIONS_TOTAL', '1.5'],
    ['BODY_IDLE_TIMEOUT_SECONDS', '0'],
    ['HEADERS_TIMEOUT_SECONDS', '99999'],
  ])('a wrong %s stops the start with a message naming it', (variable, value) => {
    const parse = () => parseConfig({ SESSION_SECRET: secret, [variable]: value });
    expect(parse).toThrow(ConfigError);
    expect(parse).toThrow(new RegExp(`^Geçersiz yapılandırma: ${variable} `));
  });

  test('TRUSTED_PROXIES: the proxy on this machine by default, a list of addresses and ranges, or none', () => {
    // Not every loopback address: a visitor from 127.1.0.1 is no proxy (issue 37).
    expect(parseConfig({ SESSION_SECRET: secret }).trustedProxies).toEqual(['127.0.0.1', '::1']);
    expect(
      parseConfig({ SESSION_SECRET: secret, TRUSTED_PROXIES: 'loopback, 10.0.0.0/24,fd00::1' })
        .trustedProxies,
    ).toEqual(['loopback', '10.0.0.0/24', 'fd00::1']);
    expect(parseConfig({ SESSION_SECRET: secret, TRUSTED_PROXIES: 'none' }).trustedProxies).toBe(
      false,
    );
  });

  test('connection limits and deadlines have their defaults, in milliseconds where timed', () => {
    expect(parseConfig({ SESSION_SECRET: secret }).limits).toEqual({
      liveStreamsPerAddress: 20,
      liveStreamsTotal: 2000,
      bodiesPerAddress: 10,
      bodiesTotal: 500,
      connectionsPerAddress: 256,
      connectionsTotal: 12_000,
      headersTimeoutMs: 10_000,
      bodyIdleTimeoutMs: 5_000,
      bodyTimeoutMs: 30_000,
      keepAliveTimeoutMs: 5_000,
      sendTimeoutMs: 60_000,
      slowReadersPerAddress: 16,
      slowReadersTotal: 256,
    });
  });

  test('DATABASE_URL without SESSION_SECRET is refused: instances must share the secret', () => {
    expect(() => parseConfig({ DATABASE_URL: 'postgres://localhost/koc' })).toThrow(
      /SESSION_SECRET/,
    );
  });

  test('ADMIN_EMAIL and ADMIN_PASSWORD go together', () => {
    expect(() => parseConfig({ SESSION_SECRET: secret, ADMIN_EMAIL: 'a@b.co' })).toThrow(
      /ADMIN_PASSWORD eksik/,
    );
  });

  test('identity variables override the demo identity', () => {
    const { identity } = parseConfig({
      SESSION_SECRET: secret,
      COACH_NAME: 'Deniz Kaya',
      WHATSAPP_NUMBER: '905321112233',
      SOCIAL_YOUTUBE: 'https://www.youtube.com/@denizkaya',
      PROMO_VIDEO_ID: 'abcdefghijk',
    });
    expect(identity.coachName).toBe('Deniz Kaya');
    expect(identity.whatsappNumber).toBe('905321112233');
    expect(identity.social.youtube).toBe('https://www.youtube.com/@denizkaya');
    expect(identity.social.instagram).toBe(demoIdentity.social.instagram);
    expect(identity.promoVideoId).toBe('abcdefghijk');
  });

  test('the hosting and mail providers are named with their countries, both or neither', () => {
    const named = parseConfig({
      SESSION_SECRET: secret,
      HOSTING_PROVIDER: 'Örnek Bulut A.Ş.',
      HOSTING_COUNTRY: 'Türkiye',
      MAIL_PROVIDER: 'Posta Servisi GmbH',
      MAIL_COUNTRY: 'Almanya',
    });
    expect(named.identity.hosting).toEqual({ provider: 'Örnek Bulut A.Ş.', country: 'Türkiye' });
    expect(named.identity.mailService).toEqual({
      provider: 'Posta Servisi GmbH',
      country: 'Almanya',
    });
    expect(() => parseConfig({ SESSION_SECRET: secret, HOSTING_PROVIDER: 'Örnek Bulut' })).toThrow(
      /HOSTING_COUNTRY eksik/,
    );
    expect(() => parseConfig({ SESSION_SECRET: secret, MAIL_COUNTRY: 'İrlanda' })).toThrow(
      /MAIL_PROVIDER eksik/,
    );
  });

  test('in production the server is told which providers the notice cannot name', () => {
    const production = { SESSION_SECRET: secret, NODE_ENV: 'production' };
    expect(unnamedProviders(parseConfig(production))).toEqual([
      'HOSTING_PROVIDER ve HOSTING_COUNTRY',
    ]);
    expect(
      unnamedProviders(parseConfig({ ...production, SMTP_URL: 'smtp://posta.example:587' })),
    ).toEqual(['HOSTING_PROVIDER ve HOSTING_COUNTRY', 'MAIL_PROVIDER ve MAIL_COUNTRY']);
    expect(
      unnamedProviders(
        parseConfig({ ...production, HOSTING_PROVIDER: 'Örnek Bulut', HOSTING_COUNTRY: 'TR' }),
      ),
    ).toEqual([]);
    expect(unnamedProviders(parseConfig({ ...production, NODE_ENV: 'test' }))).toEqual([]);
  });

  test('the default sender is the site’s name at PUBLIC_URL’s host; SMTP without MAIL_FROM warns once', () => {
    const site = parseConfig({
      SESSION_SECRET: secret,
      PUBLIC_URL: 'https://www.koc.example/',
      SITE_NAME: 'Deniz "Koç" Kaya',
      SMTP_URL: 'smtp://mail.example:587',
    });
    expect(site.mailFrom).toBe('"Deniz \\"Koç\\" Kaya" <bildirim@www.koc.example>');
    expect(defaultSenderWarning(site)).toBe(
      'MAIL_FROM is not set: mails are sent as "Deniz \\"Koç\\" Kaya" <bildirim@www.koc.example>; set MAIL_FROM to an address of a domain your SMTP provider sends for',
    );
    const local = parseConfig({ SESSION_SECRET: secret });
    expect(local.mailFrom).toBe(`"${demoIdentity.siteName}" <bildirim@localhost>`);
    // Mails written to files need no sender a provider accepts; a set MAIL_FROM is hers.
    expect(defaultSenderWarning(local)).toBeNull();
    const own = parseConfig({
      SESSION_SECRET: secret,
      SMTP_URL: 'smtp://mail.example:587',
      MAIL_FROM: 'Deniz Kaya <merhaba@koc.example>',
    });
    expect(own.mailFrom).toBe('Deniz Kaya <merhaba@koc.example>');
    expect(defaultSenderWarning(own)).toBeNull();
  });
});
