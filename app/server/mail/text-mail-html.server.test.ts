import { expect, test } from 'vitest';

import { textMailHtml } from '#app/server/mail/text-mail-html.server.ts';

test('a text mail’s HTML part keeps its paragraphs and lines, links its addresses and escapes the rest', () => {
  const html = textMailHtml(
    'Keşif görüşmen',
    'Merhaba <b>Deniz</b>,\n\nBağlantı:\nhttps://koc.example/randevu/abc?x=1&y=2.\n\nSevgiyle,\nAyşe',
  );
  expect(html).toContain('<title>Keşif görüşmen</title>');
  expect(html).toContain('<p>Merhaba &#60;b&#62;Deniz&#60;/b&#62;,</p>');
  expect(html).toContain(
    '<p>Bağlantı:<br>\n<a href="https://koc.example/randevu/abc?x=1&#38;y=2" style="color:#0f766e">https://koc.example/randevu/abc?x=1&#38;y=2</a>.</p>',
  );
  expect(html).toContain('<p>Sevgiyle,<br>\nAyşe</p>');
});
