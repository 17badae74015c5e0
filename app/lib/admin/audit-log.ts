import type { LogEntry } from '#app/db/moderation-log.server.ts';
import {
  parseAuditEntry,
  type AuditAction,
  type AuditEvent,
  type AuditTarget,
  type BookingAction,
  type ContentAction,
  type ExportTarget,
  type InvitationAction,
  type ModerationAction,
  type ModerationTarget,
  type NewsletterAction,
  type PostAction,
  type ProofPurpose,
  type SecurityAction,
  type SignInFailure,
  type SignInMethod,
} from '#app/lib/admin/audit-events.ts';
import { formatDateTimeTr } from '#app/lib/format.ts';
import { describeErasure } from '#app/lib/admin/erasure.ts';
import { roleLabel } from '#app/schemas/account-fields.ts';
import { kindTexts, type ContentKindName } from '#app/schemas/content-fields.ts';

// The audit trail's wording (docs/product.md#audit-trail).

const moderationTargets = {
  story: 'Hikâye',
  comment: 'Yorum',
  subscriber: 'Abone',
} as const satisfies Record<ModerationTarget, string>;

const moderationActions = {
  approve: 'yayımlandı',
  unpublish: 'yayından kaldırıldı',
  delete: 'silindi',
} as const satisfies Record<ModerationAction, string>;

const postActions = {
  create: 'taslak olarak oluşturuldu',
  edit: 'düzenlendi',
  publish: 'yayımlandı',
  schedule: 'yayına zamanlandı',
  unpublish: 'yayından kaldırıldı',
  delete: 'silindi',
} as const satisfies Record<PostAction, string>;

const newsletterActions = {
  create: 'taslak olarak oluşturuldu',
  edit: 'düzenlendi',
  schedule: 'gönderime zamanlandı',
  unschedule: 'zamanlaması kaldırıldı',
  send: 'gönderilmeye başlandı',
  test: 'deneme olarak size gönderildi',
  pause: 'gönderimi duraklatıldı',
  resume: 'gönderimi sürdürüldü',
  delete: 'silindi',
} as const satisfies Record<NewsletterAction, string>;

const bookingActions = {
  cancel: 'koç tarafından iptal edildi; ziyaretçiye e-postayla bildirildi',
  done: 'yapıldı olarak işaretlendi',
} as const satisfies Record<BookingAction, string>;

const signInMethods = {
  password: 'şifreyle',
  totp: 'şifre ve doğrulama koduyla',
  'recovery-code': 'şifre ve bir kurtarma koduyla',
  passkey: 'geçiş anahtarıyla',
  invitation: 'davet bağlantısıyla',
} as const satisfies Record<SignInMethod, string>;

const failedSteps = {
  password: 'şifre yanlış',
  'second-factor': 'doğrulama kodu yanlış',
  passkey: 'geçiş anahtarı doğrulanamadı',
} as const satisfies Record<SignInFailure, string>;

const proofPurposes = {
  password: 'şifre değişikliği',
  'totp-on': 'iki adımlı doğrulamanın açılması',
  'totp-off': 'iki adımlı doğrulamanın kapatılması',
  'recovery-codes': 'yeni kurtarma kodları',
  passkey: 'geçiş anahtarı ekleme',
} as const satisfies Record<ProofPurpose, string>;

const invitationChanges = {
  'invitation-sent': (email, role) => `${email} davet edildi (${role})`,
  'invitation-resent': (email, role) => `${email} yeniden davet edildi (${role})`,
  'invitation-cancelled': (email) => `${email} adresine gönderilen davet geri alındı`,
  'invitation-accepted': (email, role) => `${email} daveti kabul edip hesabını açtı (${role})`,
  'role-changed': (email, role) => `${email} hesabının rolü “${role}” oldu`,
  'account-removed': (email) => `${email} hesabı silindi`,
} as const satisfies Record<InvitationAction, (email: string, role: string) => string>;

const securityChanges = {
  'password-changed': (email) =>
    `${email} hesabının şifresi değiştirildi; diğer oturumları sonlandırıldı`,
  'totp-enabled': (email) => `${email} hesabında iki adımlı doğrulama açıldı`,
  'totp-disabled': (email) => `${email} hesabında iki adımlı doğrulama kapatıldı`,
  'recovery-codes-renewed': (email) => `${email} hesabı için yeni kurtarma kodları oluşturuldu`,
  'second-factor-reset': (email) => `${email} hesabının ikinci adımı komut satırından kaldırıldı`,
} as const satisfies Record<SecurityAction, (email: string) => string>;

const contentActions = {
  create: 'eklendi',
  save: 'kaydedildi',
  publish: 'yayımlandı',
  retire: 'yayından kaldırıldı',
  move: 'sırası değiştirildi',
  restore: 'önceki bir sürüme döndürüldü',
} as const satisfies Record<ContentAction, string>;

const exportTargets = {
  subscriber: 'Abone listesi',
  consent: 'İYS onay kayıtları',
  content: 'Sitenin tüm içeriği (YAML)',
} as const satisfies Record<ExportTarget, string>;

const quoted = (text: string) => (text ? ` “${text}”` : '');

/** Exhaustive over `AuditEvent`, so an event added without its wording does not compile. */
export function describeAuditEvent(event: AuditEvent): string {
  switch (event.type) {
    case 'sign-in':
      return `Giriş yaptı (${signInMethods[event.method]})`;
    case 'sign-in-refused':
      return `Giriş reddedildi (${failedSteps[event.step]})`;
    case 'invitation':
      return invitationChanges[event.action](event.email, roleLabel(event.role));
    case 'account-security':
      return securityChanges[event.action](event.email);
    case 'passkey':
      return event.action === 'passkey-added'
        ? `${event.email} hesabına${quoted(event.name)} geçiş anahtarı eklendi`
        : `${event.email} hesabından${quoted(event.name)} geçiş anahtarı kaldırıldı`;
    case 'proof': {
      const purpose = proofPurposes[event.purpose];
      return event.passed
        ? `${event.email} hesabında ${purpose} için şifre ya da kod doğrulandı`
        : `${event.email} hesabında ${purpose} için girilen şifre ya da kod yanlıştı`;
    }
    case 'session-ended':
      return `${event.email} hesabının 1 oturumu sonlandırıldı`;
    case 'sessions-ended':
      return `${event.email} hesabının ${event.count} oturumu sonlandırıldı`;
    case 'second-factor-required':
      return event.required
        ? 'Tüm hesaplar için iki adımlı doğrulamayı zorunlu kıldı'
        : 'İki adımlı doğrulama zorunluluğunu kaldırdı';
    case 'post':
      return `Yazı #${event.postId}${quoted(event.title)} ${postActions[event.action]}`;
    case 'post-restored':
      return `Yazı #${event.postId} önceki bir sürüme döndürüldü (${event.version}. sürüm)`;
    case 'newsletter':
      return `Bülten #${event.newsletterId}${quoted(event.subject)} ${newsletterActions[event.action]}`;
    case 'moderation':
      return `${moderationTargets[event.target]} #${event.id} ${moderationActions[event.action]}`;
    case 'export':
      return `${exportTargets[event.target]} dışa aktarıldı (${event.count} kayıt)`;
    case 'erasure':
      return `Bir kişinin verileri silindi (${describeErasure(event.counts)})`;
    case 'booking':
      return `Randevu #${event.bookingId} (${event.callTime}, Türkiye saati) ${bookingActions[event.action]}`;
    case 'booking-settings':
      return 'Randevu ayarları değiştirildi';
    case 'content': {
      const kind = Object.hasOwn(kindTexts, event.kind)
        ? kindTexts[event.kind as ContentKindName].plural
        : event.kind;
      return `İçerik (${kind})${quoted(event.key)} ${contentActions[event.action]}`;
    }
    case 'price-list':
      return event.action === 'create'
        ? `Fiyat listesi kaydedildi (${formatDateTimeTr(event.effectiveAt)} itibarıyla, Türkiye saati)`
        : `Zamanlanan fiyat listesi iptal edildi (${formatDateTimeTr(event.effectiveAt)}, Türkiye saati)`;
    case 'content-import':
      return `Sitenin tüm içeriği bir YAML dosyasından içe aktarıldı (${event.items} kayıt)`;
    default: {
      const unworded: never = event;
      return unworded;
    }
  }
}

const targetNouns = {
  'sign-in': 'Giriş',
  account: 'Hesap',
  security: 'Güvenlik ayarı',
  post: 'Yazı',
  newsletter: 'Bülten',
  story: 'Hikâye',
  comment: 'Yorum',
  subscriber: 'Abone',
  consent: 'İYS onay kaydı',
  person: 'Kişisel veri',
  booking: 'Randevu',
  'booking-settings': 'Randevu ayarları',
  content: 'İçerik',
  'price-list': 'Fiyat listesi',
} as const satisfies Record<AuditTarget, string>;

/** Rows written by an older version or by hand: the coach still sees what they were about. */
export function describeUnknownEntry(
  entry: Pick<LogEntry, 'action' | 'targetType' | 'targetId' | 'detail'>,
): string {
  const noun = Object.hasOwn(targetNouns, entry.targetType)
    ? targetNouns[entry.targetType as AuditTarget]
    : entry.targetType;
  const { targetId } = entry;
  const target =
    targetId === '-' || targetId === '*'
      ? ''
      : /^\d+$/.test(targetId)
        ? ` #${targetId}`
        : ` ${targetId}`;
  const detail = entry.detail ? ` (${entry.detail})` : '';
  return `${noun}${target}: ${entry.action}${detail}`;
}

export function describeLogEntry(
  entry: Pick<LogEntry, 'action' | 'targetType' | 'targetId' | 'detail'>,
): string {
  const event = parseAuditEntry(entry);
  return event ? describeAuditEvent(event) : describeUnknownEntry(entry);
}

export const auditKinds = [
  { key: 'giris', label: 'Girişler', targetTypes: ['sign-in'] },
  { key: 'hesap', label: 'Hesap değişiklikleri', targetTypes: ['account', 'security'] },
  { key: 'disa-aktarma', label: 'Dışa aktarmalar', actions: ['export'] },
  { key: 'bulten', label: 'Bülten gönderimleri', targetTypes: ['newsletter'] },
  { key: 'yazi', label: 'Yazılar', targetTypes: ['post'] },
  { key: 'moderasyon', label: 'Hikâyeler ve yorumlar', targetTypes: ['story', 'comment'] },
  { key: 'abone', label: 'Aboneler', targetTypes: ['subscriber'], exceptActions: ['export'] },
  { key: 'silme', label: 'Kişisel veri silme', actions: ['erase'] },
  { key: 'randevu', label: 'Randevular', targetTypes: ['booking', 'booking-settings'] },
  { key: 'icerik', label: 'İçerik ve fiyatlar', targetTypes: ['content', 'price-list'] },
] as const satisfies ReadonlyArray<{
  key: string;
  label: string;
  targetTypes?: readonly AuditTarget[];
  actions?: readonly AuditAction[];
  exceptActions?: readonly AuditAction[];
}>;

export type AuditKind = (typeof auditKinds)[number];

/** The kinds an assistant's dashboard shows: her own work and the content she edits (with its
 * export and import, which name no person), not the owner's subscriber exports or sends. */
export const ASSISTANT_LOG_TARGETS = [
  'story',
  'comment',
  'post',
  'content',
] as const satisfies readonly AuditTarget[];
