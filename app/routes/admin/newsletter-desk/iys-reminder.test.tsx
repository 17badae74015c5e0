// @vitest-environment happy-dom
import { renderToStaticMarkup } from 'react-dom/server';
import { expect, test } from 'vitest';

import { IysReminder } from '#app/routes/admin/newsletter-desk/iys-reminder.tsx';

function text(props: Parameters<typeof IysReminder>[0]) {
  const root = document.createElement('div');
  root.innerHTML = renderToStaticMarkup(<IysReminder {...props} />);
  return {
    // Paragraph by paragraph, as a screen reader reads them.
    text: [...root.querySelectorAll('p')]
      .map((p) => (p.textContent ?? '').replace(/\s+/g, ' ').trim())
      .join(' '),
    link: root.querySelector('a')?.getAttribute('href'),
  };
}

test('before a send, the desk asks her to upload to İYS what came after her last file', () => {
  const shown = text({
    lastExportAt: '2026-03-05T09:00:00.000Z',
    confirmations: 3,
    withdrawals: 1,
  });
  expect(shown.text).toBe(
    'Son İYS dosyanızı 5 Mart 2026 tarihinde indirdiniz; o günden beri 3 onay ve 1 ret geldi. Göndermeden önce bunları İYS’ye yükleyin: onaylar ve retler en geç üç iş günü içinde İYS’ye bildirilmelidir. Değişenleri İYS için indir (CSV)',
  );
  expect(shown.link).toBe('/yonetim/aboneler-iys.csv?degisenler=1');
});

test('before her first file it counts everything, names only what is not zero, and says nothing when nothing is new', () => {
  expect(text({ lastExportAt: null, confirmations: 0, withdrawals: 2 }).text).toMatch(
    /^İYS için henüz dosya indirmediniz; şimdiye kadar 2 ret geldi\./,
  );
  expect(text({ lastExportAt: null, confirmations: 0, withdrawals: 0 }).text).toBe('');
});
