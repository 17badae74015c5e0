import type { LogEntry } from '#app/db/moderation-log.server.ts';

/*
 * The audit trail's words (docs/product.md#audit-trail): what each entry says and the kinds the
 * owner filters it by. Entries hold who, what and when; never a password, a code or a visitor's
 * message.
 */

const targets: Record<string, string> = { story: 'Hikâye', comment: 'Yorum', subscriber: 'Abone' };
const actions: Record<string, string> = {
  approve: 'yayımlandı',
  unpublish: 'yayından kaldırıldı',
  delete: 'silindi',
};
/** What the post editor records (docs/product.md#publishing-desk); the detail is the title. */
const postActions: Record<string, string> = {
  create: 'taslak olarak oluşturuldu',
  edit: 'düzenlendi',
  publish: 'yayımlandı',
  schedule: 'yayına zamanlandı',
  unpublish: 'yayından kaldırıldı',
  delete: 'silindi',
  restore: 'önceki bir sürüme döndürüldü',
};

/** What the newsletter desk records (docs/product.md#newsletter-desk); the detail is the subject. */
const newsletterActions: Record<string, string> = {
  create: 'taslak olarak oluşturuldu',
  edit: 'düzenlendi',
  schedule: 'gönderime zamanlandı',
  unschedule: 'zamanlaması kaldırıldı',
  send: 'gönderilmeye başlandı',
  test: 'deneme olarak size gönderildi',
  pause: 'gönderimi duraklatıldı',
  resume: 'gönderimi sürdürüldü',
  delete: 'silindi',
};

/**
 * What the booking pages record (docs/product.md#booking-desk); the detail is the call's time,
 * never the visitor's address, name or note.
 */
const bookingActions: Record<string, string> = {
  cancel: 'koç tarafından iptal edildi; ziyaretçiye e-postayla bildirildi',
  done: 'yapıldı olarak işaretlendi',
};

/** How a sign-in went through (`detail` of a `sign-in` entry). */
const signInMethods: Record<string, string> = {
  password: 'şifreyle',
  totp: 'şifre ve doğrulama koduyla',
  'recovery-code': 'şifre ve bir kurtarma koduyla',
  passkey: 'geçiş anahtarıyla',
  invitation: 'davet bağlantısıyla',
};

/** Which step refused a sign-in (`detail` of a `sign-in-failed` entry). */
const failedSteps: Record<string, string> = {
  password: 'şifre yanlış',
  'second-factor': 'doğrulama kodu yanlış',
  passkey: 'geçiş anahtarı doğrulanamadı',
};

/** What a proof on the account page was for (`detail` of a `proof-…` entry). */
const proofPurposes: Record<string, string> = {
  password: 'şifre değişikliği',
  'totp-on': 'iki adımlı doğrulamanın açılması',
  'totp-off': 'iki adımlı doğrulamanın kapatılması',
  'recovery-codes': 'yeni kurtarma kodları',
  passkey: 'geçiş anahtarı ekleme',
};

/**
 * An account change (`account` entries): the target is the account's address, the detail its
 * role or what changed.
 */
function describeAccountChange(action: string, email: string, detail: string | null): string {
  const asRole = detail ? ` (${detail})` : '';
  switch (action) {
    case 'invitation-sent':
      return `${email} davet edildi${asRole}`;
    case 'invitation-resent':
      return `${email} yeniden davet edildi${asRole}`;
    case 'invitation-cancelled':
      return `${email} adresine gönderilen davet geri alındı`;
    case 'invitation-accepted':
      return `${email} daveti kabul edip hesabını açtı${asRole}`;
    case 'role-changed':
      return detail
        ? `${email} hesabının rolü “${detail}” oldu`
        : `${email} hesabının rolü değişti`;
    case 'account-removed':
      return `${email} hesabı silindi`;
    case 'password-changed':
      return `${email} hesabının şifresi değiştirildi; diğer oturumları sonlandırıldı`;
    case 'totp-enabled':
      return `${email} hesabında iki adımlı doğrulama açıldı`;
    case 'totp-disabled':
      return `${email} hesabında iki adımlı doğrulama kapatıldı`;
    case 'recovery-codes-renewed':
      return `${email} hesabı için yeni kurtarma kodları oluşturuldu`;
    case 'second-factor-reset':
      return `${email} hesabının ikinci adımı komut satırından kaldırıldı`;
    case 'passkey-added':
      return `${email} hesabına${detail ? ` “${detail}”` : ''} geçiş anahtarı eklendi`;
    case 'passkey-removed':
      return `${email} hesabından${detail ? ` “${detail}”` : ''} geçiş anahtarı kaldırıldı`;
    case 'proof-passed':
      return `${email} hesabında ${proofPurposes[detail ?? ''] ?? 'bir değişiklik'} için şifre ya da kod doğrulandı`;
    case 'proof-failed':
      return `${email} hesabında ${proofPurposes[detail ?? ''] ?? 'bir değişiklik'} için girilen şifre ya da kod yanlıştı`;
    case 'sessions-ended':
      return `${email} hesabının ${detail ?? '1'} oturumu sonlandırıldı`;
    default:
      return `Hesap ${email}: ${action}`;
  }
}

/**
 * "Hikâye #12 yayımlandı"; an export of the subscriber list or of the consent record for İYS
 * says so with its size, and an erasure with its counts.
 */
export function describeLogEntry(
  entry: Pick<LogEntry, 'action' | 'targetType' | 'targetId' | 'detail'>,
): string {
  if (entry.action === 'export') {
    const what = entry.targetType === 'consent' ? 'İYS onay kayıtları' : 'Abone listesi';
    return `${what} dışa aktarıldı${entry.detail ? ` (${entry.detail})` : ''}`;
  }
  // Counts only: the log keeps neither the address nor the name of the person erased.
  if (entry.action === 'erase') {
    return `Bir kişinin verileri silindi${entry.detail ? ` (${entry.detail})` : ''}`;
  }
  if (entry.targetType === 'post') {
    const title = entry.detail && entry.action !== 'restore' ? ` “${entry.detail}”` : '';
    const version = entry.action === 'restore' && entry.detail ? ` (${entry.detail})` : '';
    return `Yazı #${entry.targetId}${title} ${postActions[entry.action] ?? entry.action}${version}`;
  }
  if (entry.targetType === 'newsletter') {
    const subject = entry.detail ? ` “${entry.detail}”` : '';
    return `Bülten #${entry.targetId}${subject} ${newsletterActions[entry.action] ?? entry.action}`;
  }
  if (entry.targetType === 'booking') {
    const time = entry.detail ? ` (${entry.detail})` : '';
    return `Randevu #${entry.targetId}${time} ${bookingActions[entry.action] ?? entry.action}`;
  }
  if (entry.targetType === 'booking-settings') return 'Randevu ayarları değiştirildi';
  if (entry.targetType === 'sign-in') {
    if (entry.action === 'failure') {
      return `Giriş reddedildi (${failedSteps[entry.detail ?? ''] ?? entry.detail ?? ''})`;
    }
    const method = signInMethods[entry.detail ?? ''];
    return method ? `Giriş yaptı (${method})` : 'Giriş yaptı';
  }
  if (entry.targetType === 'account') {
    return describeAccountChange(entry.action, entry.targetId, entry.detail);
  }
  if (entry.targetType === 'security') {
    return entry.detail === 'on'
      ? 'Tüm hesaplar için iki adımlı doğrulamayı zorunlu kıldı'
      : 'İki adımlı doğrulama zorunluluğunu kaldırdı';
  }
  const target = targets[entry.targetType] ?? entry.targetType;
  return `${target} #${entry.targetId} ${actions[entry.action] ?? entry.action}`;
}

/** What the owner filters the trail by (`?tur=`): each kind is a set of entries. */
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
] as const satisfies ReadonlyArray<{
  key: string;
  label: string;
  targetTypes?: readonly string[];
  actions?: readonly string[];
  exceptActions?: readonly string[];
}>;

export type AuditKind = (typeof auditKinds)[number];

/** The kinds an assistant's dashboard shows: her own work, not the owner's exports or sends. */
export const ASSISTANT_LOG_TARGETS = ['story', 'comment', 'post'] as const;
