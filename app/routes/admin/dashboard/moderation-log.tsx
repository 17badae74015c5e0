import type { LogEntry } from '#app/db/moderation-log.server.ts';
import { formatDateTimeTr } from '#app/lib/format.ts';

const targets: Record<string, string> = { story: 'Hikaye', comment: 'Yorum', subscriber: 'Abone' };
const actions: Record<string, string> = {
  approve: 'yayınlandı',
  unpublish: 'yayından kaldırıldı',
  delete: 'silindi',
};
/** What the post editor records (docs/product.md#publishing-desk); the detail is the title. */
const postActions: Record<string, string> = {
  create: 'taslak olarak oluşturuldu',
  edit: 'düzenlendi',
  publish: 'yayınlandı',
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

/** What passkeys record (docs/product.md#passkeys); the detail is the passkey's name. */
function describePasskeyEntry(entry: Pick<LogEntry, 'action' | 'detail'>): string {
  const name = entry.detail ? ` “${entry.detail}”` : '';
  if (entry.action === 'passkey-login') return `Geçiş anahtarıyla${name} giriş yapıldı`;
  if (entry.action === 'passkey-remove') return `Geçiş anahtarı${name} kaldırıldı`;
  return `Geçiş anahtarı${name} eklendi`;
}

/**
 * "Hikaye #12 yayınlandı"; an export of the subscriber list or of the consent record for İYS
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
  if (entry.targetType === 'passkey') return describePasskeyEntry(entry);
  if (entry.targetType === 'booking-settings') return 'Randevu ayarları değiştirildi';
  const target = targets[entry.targetType] ?? entry.targetType;
  return `${target} #${entry.targetId} ${actions[entry.action] ?? entry.action}`;
}

/** Who did what, when: the latest moderation decisions, newest first. */
export function ModerationLog({ entries }: { entries: LogEntry[] }) {
  if (entries.length === 0) {
    return <p className="mt-4 text-muted-foreground">Henüz bir moderasyon işlemi yapılmadı.</p>;
  }
  return (
    <ol className="mt-4 divide-y rounded-xl border bg-card text-card-foreground">
      {entries.map((entry) => (
        <li key={entry.id} className="px-4 py-3 text-sm break-words">
          <span className="font-medium">{entry.adminEmail}</span>
          <span aria-hidden> · </span>
          <span className="sr-only">, </span>
          {describeLogEntry(entry)}
          <span aria-hidden> · </span>
          <span className="sr-only">, </span>
          <time dateTime={entry.createdAt} className="text-muted-foreground">
            {formatDateTimeTr(entry.createdAt)}
          </time>
        </li>
      ))}
    </ol>
  );
}
