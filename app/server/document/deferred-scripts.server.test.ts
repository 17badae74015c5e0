import { describe, expect, it } from 'vitest';

import { deferredBootLoader, deferScripts } from './deferred-scripts.server.ts';

// The shape of React Router's document: preloads hoisted into <head>, the context script, then
// the bootstrap module script.
const NONCE = 'bm9uY2U=';
const document = [
  '<!DOCTYPE html><html lang="tr"><head><meta charSet="utf-8"/>',
  `<link rel="modulepreload" href="/assets/entry.client-A.js" nonce="${NONCE}"/>`,
  `<link rel="modulepreload" href="/assets/framework-B.js" nonce="${NONCE}"/>`,
  '<title>Çağrı ve Şükrü İçin Özel Başlık</title></head><body><main><h1>Hayalindeki yaşama ilk adım</h1></main>',
  `<script nonce="${NONCE}">window.__reactRouterContext = {"a":1};</script>`,
  `<script nonce="${NONCE}" type="module" async="">import * as route0 from "/assets/root-C.js";\nimport("/assets/entry.client-A.js");</script>`,
  '<p>ığüşöç</p></body></html>',
].join('');

async function run(chunks: Buffer[]): Promise<string> {
  const transform = deferScripts();
  const out: Buffer[] = [];
  transform.on('data', (chunk: Buffer) => out.push(chunk));
  const done = new Promise((resolve) => transform.on('end', resolve));
  for (const chunk of chunks) transform.write(chunk);
  transform.end();
  await done;
  return Buffer.concat(out).toString('utf8');
}

describe('deferScripts', () => {
  it('takes the preloads out of <head>, makes the bootstrap inert and adds the loader', async () => {
    const html = await run([Buffer.from(document)]);
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toContain(
      `window.__reactRouterContext = {"a":1};${deferredBootLoader([
        '/assets/entry.client-A.js',
        '/assets/framework-B.js',
      ])}</script><script nonce="${NONCE}" type="text/plain" data-boot="">import * as route0`,
    );
    expect(html).not.toContain(`<script nonce="${NONCE}" type="module"`);
    // Everything the visitor reads is untouched.
    expect(html).toContain('<title>Çağrı ve Şükrü İçin Özel Başlık</title>');
    expect(html).toContain('<h1>Hayalindeki yaşama ilk adım</h1>');
    expect(html.endsWith('<p>ığüşöç</p></body></html>')).toBe(true);
  });

  it('gives the same document wherever the stream is cut, even inside a character', async () => {
    const whole = await run([Buffer.from(document)]);
    const bytes = Buffer.from(document);
    for (let cut = 1; cut < bytes.length; cut += 1) {
      const html = await run([bytes.subarray(0, cut), bytes.subarray(cut)]);
      expect(html, `cut at byte ${cut}`).toBe(whole);
    }
  });

  it('passes a document without React Router scripts through unchanged', async () => {
    const plain =
      '<!DOCTYPE html><html><body><p>Sayfa Bulunamadı</p><script>1<2</script></body></html>';
    expect(await run([Buffer.from(plain)])).toBe(plain);
  });

  it('keeps the preload list from closing the script element', () => {
    expect(deferredBootLoader(['/assets/</script><b>.js'])).not.toContain('</script>');
  });
});
