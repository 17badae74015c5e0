import { expect, test } from 'vitest';

import { mailtoHref, telHref, whatsappHref } from '#app/lib/contact-links.ts';

test('the chat link carries the greeting URL-encoded, Turkish letters included', () => {
  const href = whatsappHref('905550000000', 'Merhaba, randevu almak istiyorum & ğüşiöç');
  expect(href.startsWith('https://wa.me/905550000000?text=')).toBe(true);
  expect(new URL(href).searchParams.get('text')).toBe('Merhaba, randevu almak istiyorum & ğüşiöç');
});

test('tel and mailto links', () => {
  expect(telHref('+90 555 000 00 00')).toBe('tel:+905550000000');
  expect(mailtoHref('a@b.example', 'Randevu talebi')).toBe(
    'mailto:a@b.example?subject=Randevu%20talebi',
  );
});
