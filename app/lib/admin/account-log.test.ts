import { expect, test } from 'vitest';

import { describeAccountLogEntry } from '#app/lib/admin/account-log.ts';

test('the accounts page’s audit entries read as Turkish sentences', () => {
  const entry = (action: string, detail: string | null = 'Asistan') =>
    describeAccountLogEntry({ action, targetId: 'elif@ornek.com', detail });
  expect(entry('invitation-sent')).toBe('elif@ornek.com davet edildi (Asistan)');
  expect(entry('invitation-resent', 'Site sahibi')).toBe(
    'elif@ornek.com yeniden davet edildi (Site sahibi)',
  );
  expect(entry('invitation-cancelled')).toBe(
    'elif@ornek.com adresine gönderilen davet geri alındı',
  );
  expect(entry('invitation-accepted')).toBe(
    'elif@ornek.com daveti kabul edip hesabını açtı (Asistan)',
  );
  expect(entry('role-changed', 'Site sahibi')).toBe(
    'elif@ornek.com hesabının rolü “Site sahibi” oldu',
  );
  expect(entry('account-removed')).toBe('elif@ornek.com hesabı silindi');
});
