import { test as base, type Browser, type BrowserContext, type Page } from '@playwright/test';

export { expect } from '@playwright/test';

/*
 * The site paints before it loads its scripts (app/server/document/deferred-scripts.server.ts), so the
 * load event that page.goto waits for can come before React has hydrated. Tests act like a
 * visitor who waits until the page responds: after every navigation by goto or reload, wait for
 * the hydration mark, unless JavaScript is off (the head script then never adds the `js` class)
 * or the test asked to go on as soon as the response arrives (waitUntil: 'commit').
 */
async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      !document.documentElement.classList.contains('js') ||
      document.documentElement.dataset.hydrated === 'true',
  );
}

const watched = new WeakSet<Page>();

function hydrationAware(page: Page): Page {
  if (watched.has(page)) return page;
  watched.add(page);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    if (args[1]?.waitUntil !== 'commit') await waitForHydration(page);
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    if (args[0]?.waitUntil !== 'commit') await waitForHydration(page);
    return response;
  };
  return page;
}

function watchContext(context: BrowserContext): BrowserContext {
  context.on('page', hydrationAware);
  context.pages().forEach(hydrationAware);
  return context;
}

/*
 * What the browser reported while a test ran: printed when the test fails, because a failure on
 * another machine leaves only its log behind (a click that did nothing on a CI machine once,
 * without a trace to say why).
 */
function recordBrowserReports(context: BrowserContext, reports: string[]): void {
  const since = Date.now();
  const watch = (page: Page) => {
    const note = (line: string) => reports.push(`${Date.now() - since} ms ${line}`);
    page.on('pageerror', (error) => note(`${page.url()} pageerror: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') {
        note(`${page.url()} console.${message.type()}: ${message.text()}`);
      }
    });
    page.on('load', () => note(`${page.url()} loaded`));
  };
  context.on('page', watch);
  context.pages().forEach(watch);
}

export const test = base.extend<object, { browser: Browser }>({
  browser: [
    async ({ browser }, provide) => {
      const newContext = browser.newContext.bind(browser);
      const newPage = browser.newPage.bind(browser);
      browser.newContext = async (...args) => watchContext(await newContext(...args));
      browser.newPage = async (...args) => hydrationAware(await newPage(...args));
      await provide(browser);
    },
    { scope: 'worker' },
  ],
  // Recorded where the test's context is made, so a test that only sends requests opens none.
  context: async ({ context }, provide, testInfo) => {
    const reports: string[] = [];
    recordBrowserReports(context, reports);
    await provide(watchContext(context));
    if (testInfo.status !== testInfo.expectedStatus && reports.length > 0) {
      console.log(`What the browser reported during "${testInfo.title}":\n${reports.join('\n')}`);
    }
  },
});
