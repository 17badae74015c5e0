import { describe, expect, test } from 'vitest';

import { TOKEN_PATHS } from '#app/data/page-paths.ts';

import routes from '../routes.ts';
import { loggedPath, maskTokens } from './log-masking.server.ts';

const TOKEN = 'Zk3q_9vX-aB7cD1eF2gH3iJ4kL5mN6oP7qR8sT9uV0w';

type Entry = { path?: string; children?: Entry[] };

/** Every route pattern of app/routes.ts, with its parents' prefixes. */
function patterns(entries: Entry[], parent = ''): string[] {
  return entries.flatMap((entry) => {
    const here = entry.path ? `${parent}/${entry.path}` : parent;
    return [...(entry.path ? [here] : []), ...patterns(entry.children ?? [], here)];
  });
}

describe('link tokens in the logs', () => {
  test('every route with a token in its path is one of TOKEN_PATHS, so the logs mask it', () => {
    const withToken = patterns(routes as Entry[]).filter((pattern) => /:\w*token/i.test(pattern));
    expect(withToken.length).toBeGreaterThanOrEqual(5);
    for (const pattern of withToken) {
      expect(TOKEN_PATHS.some((prefix) => pattern.startsWith(`${prefix}/:`))).toBe(true);
    }
  });

  test.each([
    [`/randevu/${TOKEN}`, '/randevu/…'],
    [`/randevu/${TOKEN}/iptal`, '/randevu/…'],
    [`/randevu/${TOKEN}/iptal.data?_routes=x`, '/randevu/…'],
    [`/bulten/onayla/${TOKEN}`, '/bulten/onayla/…'],
    [`/bulten/ayril/${TOKEN}?kaynak=posta`, '/bulten/ayril/…'],
    [`/yonetim/davet/${TOKEN}`, '/yonetim/davet/…'],
    [`/x/../randevu/${TOKEN}`, '/randevu/…'],
    [`/%2e/bulten/./onayla/${TOKEN}`, '/bulten/onayla/…'],
    [`//RANDEVU//${TOKEN}`, '/randevu/…'],
    [`/r%61ndevu/${TOKEN}`, '/randevu/…'],
    [`/randevu%2F${TOKEN}`, '/randevu/…'],
    [`/randevu%5C${TOKEN}`, '/randevu/…'],
    [`/bulten\\ayril\\${TOKEN}`, '/bulten/ayril/…'],
    [`http://127.0.0.1:3000/bulten/ayril/${TOKEN}`, '/bulten/ayril/…'],
  ])('%s is logged as %s', (target, logged) => {
    expect(loggedPath(target)).toBe(logged);
  });

  test.each(['/randevu-al', '/bulten', '/bulten/onaylandi', '/blog/kendinle-tanismak'])(
    'a page without a token keeps its path: %s',
    (target) => {
      expect(loggedPath(target)).toBe(target);
    },
  );

  test.each([
    ['/yonetim/aboneler?ara=someone@example.com', '/yonetim/aboneler'],
    ['/yonetim/aboneler.data?ara=someone%40example.com&_routes=x', '/yonetim/aboneler.data'],
    ['/randevu-al?type=online', '/randevu-al'],
    ['http://127.0.0.1:3000/yonetim/aboneler.csv?ara=a@b.co#x', '/yonetim/aboneler.csv'],
    ['/blog/kendinle-tanismak#yorumlar', '/blog/kendinle-tanismak'],
  ])('the query string is never logged: %s as %s', (target, logged) => {
    expect(loggedPath(target)).toBe(logged);
  });

  test('a token inside any text (an error message, a stack, another page’s path) is masked', () => {
    expect(maskTokens(`No booking for /randevu/${TOKEN} at\n    at loader (x.ts:1)`)).toBe(
      'No booking for /randevu/… at\n    at loader (x.ts:1)',
    );
    expect(maskTokens(`"path":"/eski/bulten/onayla/${TOKEN}"`)).toBe(
      '"path":"/eski/bulten/onayla/…"',
    );
    expect(maskTokens(`https://koc.example/yonetim/davet/${TOKEN}.`)).not.toContain(TOKEN);
    expect(maskTokens('/randevu-al ve /bulten/onaylandi')).toBe('/randevu-al ve /bulten/onaylandi');
  });
});
