import { expect, test } from 'vitest';

import {
  auditRow,
  parseAuditEntry,
  type AuditEvent,
  type AuditRow,
} from '#app/lib/admin/audit-events.ts';
import { describeAuditEvent, describeLogEntry } from '#app/lib/admin/audit-log.ts';

type Sample<E extends AuditEvent> = { event: E; row: Omit<AuditRow, 'address'>; text: string };

const counts = {
  subscribers: 1,
  consents: 2,
  stories: 1,
  photos: 1,
  comments: 3,
  bookings: 0,
  mails: 4,
};
const address = '203.0.113.9';

/*
 * One entry of each kind (the mapped type fails to compile when a kind has none): the row it is
 * stored as, as the modules wrote it before the events, and the sentence the trail shows.
 */
const samples: { [K in AuditEvent['type']]: Sample<Extract<AuditEvent, { type: K }>>[] } = {
  'sign-in': [
    {
      event: { type: 'sign-in', accountId: 3, method: 'recovery-code', address },
      row: { targetType: 'sign-in', action: 'success', targetId: '3', detail: 'recovery-code' },
      text: 'Giriş yaptı (şifre ve bir kurtarma koduyla)',
    },
  ],
  'sign-in-refused': [
    {
      event: { type: 'sign-in-refused', accountId: 3, step: 'passkey', address },
      row: { targetType: 'sign-in', action: 'failure', targetId: '3', detail: 'passkey' },
      text: 'Giriş reddedildi (geçiş anahtarı doğrulanamadı)',
    },
    {
      event: { type: 'sign-in-refused', accountId: null, step: 'password', address },
      row: { targetType: 'sign-in', action: 'failure', targetId: '-', detail: 'password' },
      text: 'Giriş reddedildi (şifre yanlış)',
    },
  ],
  invitation: [
    {
      event: {
        type: 'invitation',
        action: 'invitation-sent',
        email: 'elif@ornek.com',
        role: 'assistant',
      },
      row: {
        targetType: 'account',
        action: 'invitation-sent',
        targetId: 'elif@ornek.com',
        detail: 'Asistan',
      },
      text: 'elif@ornek.com davet edildi (Asistan)',
    },
    {
      event: { type: 'invitation', action: 'role-changed', email: 'elif@ornek.com', role: 'owner' },
      row: {
        targetType: 'account',
        action: 'role-changed',
        targetId: 'elif@ornek.com',
        detail: 'Site sahibi',
      },
      text: 'elif@ornek.com hesabının rolü “Site sahibi” oldu',
    },
  ],
  'account-security': [
    {
      event: { type: 'account-security', action: 'totp-disabled', email: 'koc@ornek.com' },
      row: {
        targetType: 'account',
        action: 'totp-disabled',
        targetId: 'koc@ornek.com',
        detail: null,
      },
      text: 'koc@ornek.com hesabında iki adımlı doğrulama kapatıldı',
    },
  ],
  passkey: [
    {
      event: {
        type: 'passkey',
        action: 'passkey-removed',
        email: 'koc@ornek.com',
        name: 'Telefon',
      },
      row: {
        targetType: 'account',
        action: 'passkey-removed',
        targetId: 'koc@ornek.com',
        detail: 'Telefon',
      },
      text: 'koc@ornek.com hesabından “Telefon” geçiş anahtarı kaldırıldı',
    },
  ],
  proof: [
    {
      event: { type: 'proof', email: 'koc@ornek.com', purpose: 'totp-off', passed: false, address },
      row: {
        targetType: 'account',
        action: 'proof-failed',
        targetId: 'koc@ornek.com',
        detail: 'totp-off',
      },
      text: 'koc@ornek.com hesabında iki adımlı doğrulamanın kapatılması için girilen şifre ya da kod yanlıştı',
    },
  ],
  'session-ended': [
    {
      event: { type: 'session-ended', email: 'koc@ornek.com' },
      row: {
        targetType: 'account',
        action: 'sessions-ended',
        targetId: 'koc@ornek.com',
        detail: null,
      },
      text: 'koc@ornek.com hesabının 1 oturumu sonlandırıldı',
    },
  ],
  'sessions-ended': [
    {
      event: { type: 'sessions-ended', email: 'koc@ornek.com', count: 2 },
      row: {
        targetType: 'account',
        action: 'sessions-ended',
        targetId: 'koc@ornek.com',
        detail: '2',
      },
      text: 'koc@ornek.com hesabının 2 oturumu sonlandırıldı',
    },
  ],
  'second-factor-required': [
    {
      event: { type: 'second-factor-required', required: true },
      row: { targetType: 'security', action: 'require-second-factor', targetId: '-', detail: 'on' },
      text: 'Tüm hesaplar için iki adımlı doğrulamayı zorunlu kıldı',
    },
    {
      event: { type: 'second-factor-required', required: false },
      row: {
        targetType: 'security',
        action: 'require-second-factor',
        targetId: '-',
        detail: 'off',
      },
      text: 'İki adımlı doğrulama zorunluluğunu kaldırdı',
    },
  ],
  post: [
    {
      event: { type: 'post', action: 'schedule', postId: 7, title: 'Başlık' },
      row: { targetType: 'post', action: 'schedule', targetId: '7', detail: 'Başlık' },
      text: 'Yazı #7 “Başlık” yayına zamanlandı',
    },
  ],
  'post-restored': [
    {
      event: { type: 'post-restored', postId: 7, version: 2 },
      row: { targetType: 'post', action: 'restore', targetId: '7', detail: '2. sürüm' },
      text: 'Yazı #7 önceki bir sürüme döndürüldü (2. sürüm)',
    },
  ],
  newsletter: [
    {
      event: { type: 'newsletter', action: 'pause', newsletterId: 4, subject: 'Mart' },
      row: { targetType: 'newsletter', action: 'pause', targetId: '4', detail: 'Mart' },
      text: 'Bülten #4 “Mart” gönderimi duraklatıldı',
    },
  ],
  moderation: [
    {
      event: { type: 'moderation', target: 'story', action: 'approve', id: 12 },
      row: { targetType: 'story', action: 'approve', targetId: '12', detail: null },
      text: 'Hikâye #12 yayımlandı',
    },
    {
      event: { type: 'moderation', target: 'subscriber', action: 'delete', id: 5 },
      row: { targetType: 'subscriber', action: 'delete', targetId: '5', detail: null },
      text: 'Abone #5 silindi',
    },
  ],
  export: [
    {
      event: { type: 'export', target: 'subscriber', count: 1000 },
      row: { targetType: 'subscriber', action: 'export', targetId: '*', detail: '1000 kayıt' },
      text: 'Abone listesi dışa aktarıldı (1000 kayıt)',
    },
    {
      event: { type: 'export', target: 'consent', count: 3 },
      row: { targetType: 'consent', action: 'export', targetId: '*', detail: '3 kayıt' },
      text: 'İYS onay kayıtları dışa aktarıldı (3 kayıt)',
    },
    {
      event: { type: 'export', target: 'content', count: 140 },
      row: { targetType: 'content', action: 'export', targetId: '*', detail: '140 kayıt' },
      text: 'Sitenin tüm içeriği (YAML) dışa aktarıldı (140 kayıt)',
    },
  ],
  erasure: [
    {
      event: { type: 'erasure', counts },
      row: {
        targetType: 'person',
        action: 'erase',
        targetId: '-',
        detail:
          '1 abonelik, 2 onay kaydı, 1 hikâye, 1 fotoğraf, 3 yorum, 0 randevu, 4 e-posta kaydı',
      },
      text: 'Bir kişinin verileri silindi (1 abonelik, 2 onay kaydı, 1 hikâye, 1 fotoğraf, 3 yorum, 0 randevu, 4 e-posta kaydı)',
    },
  ],
  booking: [
    {
      event: {
        type: 'booking',
        action: 'cancel',
        bookingId: 9,
        callTime: '5 Mart 2026 Perşembe 14:00',
      },
      row: {
        targetType: 'booking',
        action: 'cancel',
        targetId: '9',
        detail: '5 Mart 2026 Perşembe 14:00, Türkiye saati',
      },
      text: 'Randevu #9 (5 Mart 2026 Perşembe 14:00, Türkiye saati) koç tarafından iptal edildi; ziyaretçiye e-postayla bildirildi',
    },
  ],
  'booking-settings': [
    {
      event: { type: 'booking-settings' },
      row: { targetType: 'booking-settings', action: 'edit', targetId: '-', detail: null },
      text: 'Randevu ayarları değiştirildi',
    },
  ],
  content: [
    {
      event: { type: 'content', action: 'publish', kind: 'service', key: 'nefes-kocluğu' },
      row: {
        targetType: 'content',
        action: 'publish',
        targetId: 'service/nefes-kocluğu',
        detail: null,
      },
      text: 'İçerik (Hizmetler) “nefes-kocluğu” yayımlandı',
    },
    {
      event: { type: 'content', action: 'move', kind: 'faq', key: 'kocluk-nedir' },
      row: { targetType: 'content', action: 'move', targetId: 'faq/kocluk-nedir', detail: null },
      text: 'İçerik (Genel sorular) “kocluk-nedir” sırası değiştirildi',
    },
  ],
  'price-list': [
    {
      event: { type: 'price-list', action: 'create', effectiveAt: '2026-12-31T21:00:00.000Z' },
      row: {
        targetType: 'price-list',
        action: 'create',
        targetId: '-',
        detail: '2026-12-31T21:00:00.000Z',
      },
      text: 'Fiyat listesi kaydedildi (1 Ocak 2027 00:00 itibarıyla, Türkiye saati)',
    },
  ],
  'content-import': [
    {
      event: { type: 'content-import', items: 140 },
      row: { targetType: 'content', action: 'import', targetId: '*', detail: '140 kayıt' },
      text: 'Sitenin tüm içeriği bir YAML dosyasından içe aktarıldı (140 kayıt)',
    },
  ],
};

const all = Object.values(samples).flat();

test.each(all.map((sample) => [sample.text, sample] as const))(
  'an event is stored as before and reads back as “%s”',
  (_, { event, row, text }) => {
    const stored = auditRow(event);
    expect(stored).toEqual({ ...row, address: 'address' in event ? event.address : null });
    expect(parseAuditEntry(stored)).toEqual(event);
    expect(describeAuditEvent(event)).toBe(text);
    expect(describeLogEntry(stored)).toBe(text);
  },
);

test('an entry no event reads still says what it was about, in the words it was stored with', () => {
  const entry = (targetType: string, action: string, targetId: string, detail: string | null) =>
    describeLogEntry({ targetType, action, targetId, detail });
  expect(entry('post', 'archive', '7', 'Başlık')).toBe('Yazı #7: archive (Başlık)');
  expect(entry('account', 'renamed', 'elif@ornek.com', null)).toBe('Hesap elif@ornek.com: renamed');
  expect(entry('sign-in', 'success', '3', 'sms')).toBe('Giriş #3: success (sms)');
  expect(entry('invoice', 'send', '*', null)).toBe('invoice: send');
  expect(entry('constructor', 'x', '-', null)).toBe('constructor: x');
});
