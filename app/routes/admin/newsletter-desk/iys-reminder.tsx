import { ADMIN_SUBSCRIBERS_IYS_CSV_PATH } from '#app/data/page-paths.ts';
import { formatDateTr } from '#app/lib/format.ts';

export type IysPending = {
  /** When the last file for İYS was downloaded, or null before the first. */
  lastExportAt: string | null;
  confirmations: number;
  withdrawals: number;
};

/** Where the file of only the changes since the last one is downloaded. */
export const IYS_CHANGES_HREF = `${ADMIN_SUBSCRIBERS_IYS_CSV_PATH}?degisenler=1`;

/**
 * Before a send: the confirmations and withdrawals İYS does not have yet, if every file she
 * downloaded was uploaded (docs/product.md#newsletter). Nothing while there are none.
 */
export function IysReminder({ lastExportAt, confirmations, withdrawals }: IysPending) {
  if (confirmations + withdrawals === 0) return null;
  const since = lastExportAt
    ? `Son İYS dosyanızı ${formatDateTr(lastExportAt)} tarihinde indirdiniz; o günden beri`
    : 'İYS için henüz dosya indirmediniz; şimdiye kadar';
  const changes = [
    confirmations > 0 ? `${confirmations.toLocaleString('tr-TR')} onay` : null,
    withdrawals > 0 ? `${withdrawals.toLocaleString('tr-TR')} ret` : null,
  ]
    .filter(Boolean)
    .join(' ve ');
  return (
    <div id="iys-hatirlatma" className="rounded-md border border-primary p-3 text-sm">
      <p>
        {since} {changes} geldi. Göndermeden önce bunları İYS’ye yükleyin: onaylar ve retler en geç
        üç iş günü içinde İYS’ye bildirilmelidir.
      </p>
      <p className="mt-2">
        <a href={IYS_CHANGES_HREF} download className="font-medium underline underline-offset-4">
          Değişenleri İYS için indir (CSV)
        </a>
      </p>
    </div>
  );
}
