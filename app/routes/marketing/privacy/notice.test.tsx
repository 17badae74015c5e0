// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { expect, test } from 'vitest';

import { demoIdentity, type SiteIdentity } from '#app/data/identity.ts';
import {
  ENDED_SESSION_KEPT_MS,
  SESSION_IDLE_MS,
  SESSION_MAX_MS,
} from '#app/db/accounts/sessions.server.ts';
import { PrivacyNotice } from '#app/routes/marketing/privacy/notice.tsx';

/** The notice for this identity, rendered into a detached element. */
function renderNotice(identity: SiteIdentity): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = renderToStaticMarkup(
    <MemoryRouter>
      <PrivacyNotice identity={identity} publicUrl="https://koc.example" />
    </MemoryRouter>,
  );
  return root;
}

/** The notice's section on transfers abroad, as text. */
function transfers(identity: SiteIdentity): string {
  const root = renderNotice(identity);
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

/** The notice's section, from its heading to the next one, as text. */
function section(title: string): string {
  const root = renderNotice(demoIdentity);
  const heading = [...root.querySelectorAll('h2')].find((h) => h.textContent === title);
  return (heading?.parentElement?.textContent ?? '').replace(/\s+/g, ' ');
}

test('the notice names every cookie and browser store the site uses (docs/product.md#browser-storage)', () => {
  const doc = readFileSync(path.resolve('docs/product.md'), 'utf8');
  const table = /### Browser storage\n\n((?:\|.*\n)+)/.exec(doc)?.[1] ?? '';
  const names = [...table.matchAll(/^\| `([^`]+)`/gm)].map(([, name]) => name ?? '');
  expect(names).toContain('yonetim_cihaz');
  const text = section('3. Çerezler ve tarayıcı depolaması');
  for (const name of names) expect(text, name).toContain(name.replace('{slug}', '…'));
});

test('the notice gives how long admin sessions are kept, from the figures the code uses', () => {
  const text = section('5. Saklama süreleri');
  expect(text).toContain(
    'Yönetim paneli oturumları (tarayıcı ve IP adresi): oturum 8 saat kullanılmadığında, en geç 30 gün sonra sona erer ve sona erişinden 12 saat sonra silinir.',
  );
  expect(SESSION_IDLE_MS).toBe(8 * 60 * 60_000);
  expect(SESSION_MAX_MS).toBe(30 * 24 * 60 * 60_000);
  expect(ENDED_SESSION_KEPT_MS).toBe(12 * 60 * 60_000);
});
