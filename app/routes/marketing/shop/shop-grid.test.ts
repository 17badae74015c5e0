import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { expect, test } from 'vitest';

import { products } from '#app/data/products.ts';
import { ShopGrid } from '#app/routes/marketing/shop/shop-grid.tsx';

const channel = 'https://www.youtube.com/@kanal/videos';

function render(list: typeof products): string {
  return renderToStaticMarkup(
    createElement(
      MemoryRouter,
      null,
      createElement(ShopGrid, { products: list, videoChannelUrl: channel }),
    ),
  );
}

test('four product cards with prices in Turkish format and the buying steps', () => {
  const html = render(products);
  expect(html.match(/1\.000,00 TL/g)).toHaveLength(4);
  expect(html.match(new RegExp(`href="${channel}"`, 'g'))).toHaveLength(4);
  expect(html).toContain('Nasıl satın alırım?');
  expect(html).not.toContain('Dükkanımız hazırlanıyor');
});

test('an empty product list shows the "being prepared" notice instead of the grid', () => {
  const html = render([]);
  expect(html).toContain('Dükkanımız hazırlanıyor');
  expect(html).not.toContain('Satın Al');
  expect(html).not.toContain('Nasıl satın alırım?');
});
