import { expect, test } from 'vitest';

import { describeLogEntry } from '#app/lib/admin/audit-log.ts';

test('the accounts page’s audit entries read as Turkish sentences', () => {
  const entry = (action: string, detail: string | null = 'Asistan') =>
    describeLogEntry({ action, targetType: 'account', targetId: 'elif@ornek.com', detail });
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
  expect(entry('sessions-ended', '2')).toBe('elif@ornek.com hesabının 2 oturumu sonlandırıldı');
});

test('sign-ins say how, and a refusal which step failed', () => {
  const entry = (action: string, detail: string) =>
    describeLogEntry({ action, targetType: 'sign-in', targetId: '1', detail });
  expect(entry('success', 'password')).toBe('Giriş yaptı (şifreyle)');
  expect(entry('success', 'passkey')).toBe('Giriş yaptı (geçiş anahtarıyla)');
  expect(entry('failure', 'second-factor')).toBe('Giriş reddedildi (doğrulama kodu yanlış)');
});
