// @vitest-environment happy-dom
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { expect, test } from 'vitest';

import { demoIdentity, type SiteIdentity } from '#app/data/identity.ts';
import { PrivacyNotice } from '#app/routes/marketing/privacy/notice.tsx';

/** The notice's section on transfers abroad, as text. */
function transfers(identity: SiteIdentity): string {
  const root = document.createElement('div');
  root.innerHTML = renderToStaticMarkup(
    <MemoryRouter>
      <PrivacyNotice identity={identity} publicUrl="https://koc.example" />
    </MemoryRouter>,
  );
  const heading = [...root.querySelectorAll('h3')].find((h) =>
    h.textContent?.startsWith('Yurt dışına aktarım'),
  );
  return (heading?.nextElementSibling?.nextElementSibling?.textContent ?? '').replace(/\s+/g, ' ');
}

test('the notice names where the site runs and who sends its mails, and whether that is a transfer abroad', () => {
  const text = transfers({
    ...demoIdentity,
    hosting: { provider: 'Örnek Bulut A.Ş.', country: 'Türkiye' },
    mailService: { provider: 'Posta Servisi GmbH', country: 'Almanya' },
  });
  expect(text).toContain(
    'Barındırma: Örnek Bulut A.Ş. (sunucuları: Türkiye); veriler yurt dışına aktarılmaz.',
  );
  expect(text).toContain(
    'E-posta sağlayıcısı: Posta Servisi GmbH (sunucuları: Almanya). Bu bir yurt dışına aktarımdır ve o ülke için bir yeterlilik kararı varsa ona (m. 9/1)',
  );
});

test('until the deployment names them, the notice says it will name them on request', () => {
  const text = transfers(demoIdentity);
  expect(text).toContain('Barındırma: sağlayıcıyı ben seçerim.');
  expect(text).toContain('E-posta sağlayıcısı: sağlayıcıyı ben seçerim.');
  expect(text).toContain('başvurunda sana bildiririm');
});
