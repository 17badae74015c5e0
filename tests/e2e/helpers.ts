import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

import AxeBuilder from '@axe-core/playwright';
import type { Browser, Locator, Page } from '@playwright/test';
import sharp from 'sharp';

import { E2E_ADMIN, E2E_SERVER_ENV } from '../../playwright.config.ts';
import { expect, test } from './fixtures.ts';

/**
 * A client address of its own for each test (documentation range 2001:db8::/32), sent as
 * X-Forwarded-For, which the server trusts from loopback: rate limits then count per test.
 */
export function uniqueClient(): Record<string, string> {
  return {
    // A /64 of its own: the login slow-down counts an IPv6 /64 as one address.
    'X-Forwarded-For': `2001:db8:${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}::1`,
  };
}

/** Gives each test of the file, or of the block it is called in, a client address of its own. */
export function eachTestItsOwnClient(): void {
  test.beforeEach(async ({ page }) => {
    await page.setExtraHTTPHeaders(uniqueClient());
  });
}

/**
 * A visitor with JavaScript (also inside the no-JavaScript tests) and a client address of their
 * own, so the submission limit counts per test.
 */
export async function visitorPage(browser: Browser): Promise<Page> {
  const page = await browser.newPage({ javaScriptEnabled: true });
  await page.setExtraHTTPHeaders(uniqueClient());
  return page;
}

/** The home page's story form sent as a visitor sends it, with a PNG photo when one is asked for. */
export async function sendStory(
  page: Page,
  story: {
    name: string;
    email: string;
    text: string;
    photo?: { width: number; height: number; fileName: string };
  },
) {
  await page.goto('/');
  const form = page.locator('#hikayeni-paylas form');
  await form.getByLabel('Adın Soyadın').fill(story.name);
  await form.getByLabel('E-posta adresin').fill(story.email);
  await form.getByLabel('Dönüşüm hikâyen').fill(story.text);
  await form.getByRole('checkbox', { name: /sitede yayımlanmasına izin veriyorum/ }).check();
  if (story.photo) {
    const { width, height, fileName } = story.photo;
    const png = await sharp({ create: { width, height, channels: 3, background: '#0f766e' } })
      .png()
      .toBuffer();
    await form
      .getByLabel(/Fotoğrafın/)
      .setInputFiles({ name: fileName, mimeType: 'image/png', buffer: png });
  }
  await form.getByRole('button', { name: 'Hikâyemi Gönder' }).click();
  await expect(toast(page)).toContainText('Başarıyla Gönderildi! 🎉');
}

/** The comment form under the post at `post` sent as a visitor sends it. */
export async function sendComment(page: Page, post: string, name: string, text: string) {
  await page.goto(post);
  const form = page.locator('#yorumlar form');
  await form.getByLabel('Adın').fill(name);
  await form.getByLabel('Yorumun').fill(text);
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Yorumu Gönder' }).click();
  await expect(toast(page)).toContainText('Yorumunuz Alındı');
}

/** `npm run admin -- …` against the test server's database: its exit code and output. */
export function adminCli(...args: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    execFile(
      'node',
      ['scripts/admin.mjs', ...args],
      { env: { ...process.env, ...E2E_SERVER_ENV } },
      (error, stdout, stderr) => {
        resolve({
          code: error ? (typeof error.code === 'number' ? error.code : null) : 0,
          output: `${stdout}${stderr}`,
        });
      },
    );
  });
}

export function uniqueName(prefix: string): string {
  return `${prefix} ${randomBytes(3).toString('hex')}`;
}

/** The ten services in the service list's order: /hizmetler/{id} (docs/product.md#public-pages). */
export const SERVICE_IDS = [
  'nlp',
  'yasam',
  'quantum',
  'myk',
  'kariyer',
  'takim',
  'iliski',
  'performans',
  'ogrenci',
  'yatirim',
];

/** The link named `name` (as getByRole matches it) inside `scope` leads to `href`. */
export async function expectLink(scope: Locator | Page, name: string, href: string) {
  await expect(scope.getByRole('link', { name })).toHaveAttribute('href', href);
}

/** A card as its content gives it: the title as an h3, its text, and its illustration. */
export async function expectCard(
  scope: Locator,
  card: {
    title: string;
    text: string;
    image: { src: string; alt: string; width: number; height: number };
  },
) {
  await expect(
    scope.getByRole('heading', { level: 3, name: card.title, exact: true }),
  ).toBeVisible();
  await expect(scope.getByText(card.text, { exact: true })).toBeVisible();
  await expectIllustration(
    scope.getByRole('img', { name: card.image.alt, exact: true }),
    card.image,
  );
}

/** Opens a page and checks its single h1; the page's main region, to look inside. */
export async function openPage(page: Page, path: string, heading: string): Promise<Locator> {
  await page.goto(path);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(heading);
  return main;
}

/** The test server the browser tests share (playwright.config.ts `use.baseURL`). */
const E2E_SITE = `http://127.0.0.1:${E2E_SERVER_ENV.PORT}`;

/** The coach's session cookie per site, signed in once per worker process and kept. */
const coachSessions = new Map<string, Promise<string>>();

async function signInCoach(site: string): Promise<string> {
  const response = await fetch(`${site}/yonetim/giris`, {
    method: 'POST',
    headers: { Origin: site },
    body: new URLSearchParams({ email: E2E_ADMIN.email, password: E2E_ADMIN.password }),
    redirect: 'manual',
  });
  const cookie = response.headers
    .getSetCookie()
    .find((value) => value.startsWith('yonetim_oturum='));
  if (!cookie) throw new Error(`coach sign-in at ${site}: ${response.status}`);
  return cookie.split(';')[0]!;
}

function coachCookie(site: string): Promise<string> {
  let session = coachSessions.get(site);
  if (!session) {
    session = signInCoach(site);
    coachSessions.set(site, session);
  }
  return session;
}

const MODERATION_LISTS = { story: '/yonetim/hikayeler', comment: '/yonetim/yorumlar' } as const;

/** Text as React writes it into HTML. */
function htmlText(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#x27;');
}

/**
 * The id of the newest item by that author, as the coach finds it: on the pending or the
 * published list of the admin, page after page.
 */
async function findOnModerationList(
  site: string,
  cookie: string,
  type: 'story' | 'comment',
  authorName: string,
  states: Array<'bekleyen' | 'yayinda'>,
): Promise<number> {
  const escaped = htmlText(authorName).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const heading = new RegExp(`<h2 id="kayit-(\\d+)-baslik"[^>]*>${escaped}</h2>`);
  for (const state of states) {
    for (let page = 1; ; page += 1) {
      const response = await fetch(
        `${site}${MODERATION_LISTS[type]}?durum=${state}&sayfa=${page}`,
        { headers: { Cookie: cookie }, redirect: 'manual' },
      );
      // Past the last page the list redirects to it.
      if (response.status !== 200) break;
      const found = heading.exec(await response.text());
      if (found) return Number(found[1]);
    }
  }
  throw new Error(`${type} by ${authorName} is not on the ${states.join('/')} list`);
}

/**
 * The coach's decision through the admin: signed in as the coach, the item is found
 * on its list and the list's own button is posted (Onayla, Yayından Kaldır, Evet, Sil), with
 * the Origin header a browser sends.
 */
export async function moderate(
  type: 'story' | 'comment',
  authorName: string,
  action: 'approve' | 'unpublish' | 'delete',
  site = E2E_SITE,
): Promise<void> {
  const cookie = await coachCookie(site);
  const states = {
    approve: ['bekleyen'],
    unpublish: ['yayinda'],
    delete: ['bekleyen', 'yayinda'],
  } as const satisfies Record<typeof action, Array<'bekleyen' | 'yayinda'>>;
  const id = await findOnModerationList(site, cookie, type, authorName, [...states[action]]);
  const response = await fetch(`${site}${MODERATION_LISTS[type]}`, {
    method: 'POST',
    headers: { Cookie: cookie, Origin: site },
    body: new URLSearchParams({ intent: action, id: String(id) }),
    redirect: 'manual',
  });
  if (response.status !== 303) {
    throw new Error(`moderate ${action} ${authorName}: ${response.status}`);
  }
}

/** The visitors' story cards of the home page (the testimonials beside them carry no date line). */
export function storyCards(page: Page): Locator {
  return page
    .getByRole('list', { name: 'Danışan yorumları ve dönüşüm hikâyeleri' })
    .getByRole('listitem')
    .filter({ hasText: /Dönüşüm hikâyesi ·/ });
}

/** The approved comments under a blog post. */
export function commentItems(page: Page): Locator {
  return page.getByRole('list', { name: 'Onaylanmış yorumlar' }).getByRole('listitem');
}

/** The visible toast of the "Notifications (F8)" region. */
export function toast(page: Page) {
  return page.getByRole('region', { name: 'Notifications (F8)' }).locator('li');
}

/** The phone Lighthouse's mobile preset emulates (its accessibility score is judged there). */
export const PHONE_SCREEN = { width: 412, height: 823 };

/** The WCAG 2.0–2.2 A and AA rules, target size (2.5.8) included, and axe's best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * WCAG 2.2 AA and axe's best practices on the page as it is now; each violation names its nodes.
 * `exclude`: parts axe cannot enter, such as a frame sandboxed without scripts (a mail's
 * preview), where injecting axe never returns.
 */
export async function expectNoAxeViolations(
  page: Page,
  { exclude = [] }: { exclude?: string[] } = {},
): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags(AXE_TAGS);
  for (const selector of exclude) builder = builder.exclude(selector);
  const results = await builder.analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`),
  ).toEqual([]);
}

/**
 * An illustration (public/images/….svg) as the page shows it: drawn in place as the file's own
 * `<svg>` (app/server/document/inline-images.server.ts), no request, in the proportions of the image.
 */
export async function expectIllustration(
  drawing: Locator,
  image: { src: string; width: number; height: number },
): Promise<void> {
  await expect(drawing).toBeVisible();
  const file = readFileSync(path.join('public', image.src), 'utf8');
  const body = /<svg\b[^>]*>([\s\S]*)<\/svg>/.exec(file)?.[1] ?? '';
  const drawn = await drawing.evaluate((node) => ({
    tag: node.tagName,
    viewBox: node.getAttribute('viewBox'),
    shapes: Array.from(node.querySelectorAll('*'), (shape) => shape.tagName),
  }));
  expect(drawn, image.src).toEqual({
    tag: 'svg',
    viewBox: /\bviewBox="([^"]+)"/.exec(file)?.[1],
    shapes: Array.from(body.matchAll(/<([a-zA-Z]+)/g), (match) => match[1]),
  });
  const box = await drawing.boundingBox();
  expect((box?.width ?? 0) / (box?.height ?? 1), image.src).toBeCloseTo(
    image.width / image.height,
    1,
  );
}

/** The image files a page requests from now on. */
export function imageRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'image') urls.push(new URL(request.url()).pathname);
  });
  return urls;
}

/** Scrolls down the page a screen at a time, as a reader would, so that lazy images load. */
export async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
  });
}

/**
 * Waits until every image of the page has loaded or failed, for lazy images that a scroll has
 * just asked for. Waiting for "networkidle" does not: once a page has been idle for 500 ms that
 * state counts as reached, and on a busy CI machine the wait returned at once while six 0.7 KB
 * images asked for during a scroll were still in flight (1.1 s each).
 */
export async function expectImagesSettled(page: Page, context = page.url()): Promise<void> {
  await expect
    .poll(
      () =>
        page
          .locator('img')
          .evaluateAll((images) =>
            (images as HTMLImageElement[])
              .filter((img) => !img.complete)
              .map((img) => img.getAttribute('src')),
          ),
      { message: `${context}: images still loading`, timeout: 15_000 },
    )
    .toEqual([]);
}

/** `path` loaded and scrolled through until its images settle, having asked no other host for anything. */
export async function expectOwnHostOnly(page: Page, baseURL: string | undefined, path: string) {
  const hosts = new Set<string>();
  page.on('request', (request) => hosts.add(new URL(request.url()).host));
  await page.goto(path, { waitUntil: 'networkidle' });
  await scrollThrough(page);
  await expectImagesSettled(page);
  expect([...hosts]).toEqual([new URL(baseURL!).host]);
}

/** Without JavaScript: `button` posts its form, which answers 400 with `message` in the first alert. */
export async function expectRefusedInline(page: Page, button: Locator, message: string) {
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === 'POST'),
    button.click(),
  ]);
  expect(response.status()).toBe(400);
  await expect(page.getByRole('alert').first()).toContainText(message);
}
