import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/*
 * Blocks below the first screen are laid out only when they come near it (content-visibility in
 * app/app.css), with an estimated height until then. A visitor must not see that: the layout
 * shifts while the page loads, and while it is scrolled down and back up, stay under the bench's
 * CLS target of 0.01 (docs/benchmarks.md), and a link to an anchor lands on its target. The font
 * is left out, so that a shift can only come from the layout (the swap to Inter is Lighthouse's
 * to measure, in `npm run bench`).
 */

const LONG_PAGES = ['/', '/hizmetler', '/dukkan', '/blog', '/blog/yeniden-baslamak', '/hakkimda'];
const SCREENS = [
  { name: 'phone', width: 412, height: 823 },
  { name: 'desktop', width: 1280, height: 800 },
];

async function withoutFont(page: Page) {
  await page.route('**/*.woff2', (route) => route.abort());
}

/** A layout shift, with what moved: when the total is too high, the failure names the elements. */
type Shift = { value: number; at: number; moved: string[] };

async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: Shift[] = [];
    Object.assign(window, { layoutShifts: shifts });
    const describe = (node: Node | null) => {
      if (!(node instanceof Element)) return node?.textContent?.slice(0, 30) ?? '?';
      const classes = [...node.classList].slice(0, 3).join('.');
      return `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${classes ? `.${classes}` : ''}`;
    };
    const box = (rect: DOMRectReadOnly) =>
      `${Math.round(rect.x)},${Math.round(rect.y)} ${Math.round(rect.width)}×${Math.round(rect.height)}`;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: {
          node: Node | null;
          previousRect: DOMRectReadOnly;
          currentRect: DOMRectReadOnly;
        }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        shifts.push({
          value: entry.value,
          at: Math.round(entry.startTime),
          moved: (entry.sources ?? []).map(
            (source) =>
              `${describe(source.node)}: ${box(source.previousRect)} → ${box(source.currentRect)}`,
          ),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

async function expectStill(page: Page, when: string) {
  const shifts = await page.evaluate(
    () => (window as unknown as { layoutShifts: Shift[] }).layoutShifts,
  );
  const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
  expect(total, `${when}: ${JSON.stringify(shifts, null, 1)}`).toBeLessThan(0.01);
}

/** Wheel steps to one end of the page; the page may grow or shrink on the way. */
async function scrollToEnd(page: Page, direction: 1 | -1) {
  const atEnd = () =>
    page.evaluate((down) => {
      const { scrollHeight } = document.documentElement;
      return down ? window.scrollY + window.innerHeight >= scrollHeight - 2 : window.scrollY === 0;
    }, direction === 1);
  for (let step = 0; step < 200 && !(await atEnd()); step += 1) {
    await page.mouse.wheel(0, direction * 400);
    await page.waitForTimeout(25);
  }
  await page.waitForTimeout(300);
  expect(await atEnd(), direction === 1 ? 'sayfanın sonu' : 'sayfanın başı').toBe(true);
}

for (const screen of SCREENS) {
  test.describe(`on a ${screen.name} screen`, () => {
    test.use({ viewport: { width: screen.width, height: screen.height } });

    for (const path of LONG_PAGES) {
      test(`${path}: nothing moves while it loads or while it is scrolled down and back up`, async ({
        page,
      }) => {
        await withoutFont(page);
        await recordShifts(page);
        await page.goto(path);
        await page.waitForTimeout(500);
        await expectStill(page, 'yüklenirken');
        await page.mouse.move(screen.width / 2, screen.height / 2);
        await scrollToEnd(page, 1);
        await scrollToEnd(page, -1);
        await expectStill(page, 'kaydırırken');
      });
    }
  });
}

test.describe('links to an anchor below the first screen', () => {
  test.use({ viewport: { width: 412, height: 823 } });

  for (const [path, id] of [
    ['/hizmetler', 'fiyatlar'],
    ['/', 'hikayeni-paylas'],
    ['/sss', 'yasam'],
  ] as const) {
    test(`${path}#${id} lands on its section and stays there`, async ({ page }) => {
      await withoutFont(page);
      await page.goto(`${path}#${id}`);
      const top = () =>
        page.evaluate(
          (target) =>
            Math.round(document.getElementById(target)?.getBoundingClientRect().top ?? -1),
          id,
        );
      // html has scroll-padding-top: 6rem, the height of the sticky header.
      await expect.poll(top).toBe(96);
      await page.waitForTimeout(800);
      expect(await top()).toBe(96);
    });
  }
});

/*
 * Chrome paints a page it is still parsing whenever the rest has not arrived yet, as on a slow
 * connection. What is painted must not move when the rest comes (decision 0026): here the
 * document of /hakkimda arrives in three pieces, cut inside the header's menu and between the
 * opening's text and the portrait beside it.
 */
test.describe('a page that arrives in pieces', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('/hakkimda: nothing moves when the rest of its document arrives', async ({
    page,
    baseURL,
  }) => {
    const server = createServer((req, res) => {
      void (async () => {
        const answer = await fetch(`${baseURL}${req.url}`, {
          headers: { 'Accept-Encoding': 'identity' },
        });
        const body = Buffer.from(await answer.arrayBuffer());
        res.writeHead(
          answer.status,
          Object.fromEntries(
            [...answer.headers].filter(
              ([name]) => !['content-length', 'transfer-encoding', 'connection'].includes(name),
            ),
          ),
        );
        if (req.url !== '/hakkimda') return void res.end(body);
        const html = body.toString();
        const cuts = [
          html.indexOf('<li>', html.indexOf('Koçluk Süreci</a>')),
          html.indexOf('<svg role="img"', html.indexOf('<h1')),
        ];
        expect(cuts.every((cut) => cut > 0)).toBe(true);
        let from = 0;
        for (const cut of cuts) {
          res.write(html.slice(from, cut));
          from = cut;
          await new Promise((resolve) => setTimeout(resolve, 400));
        }
        res.end(html.slice(from));
      })();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      await withoutFont(page);
      await recordShifts(page);
      await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/hakkimda`);
      await page.waitForTimeout(500);
      await expectStill(page, 'parça parça yüklenirken');
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });
});
