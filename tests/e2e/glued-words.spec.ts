import { type Element, Window } from 'happy-dom';

import { expect, test } from './fixtures.ts';
import { publicRoutes } from './routes.ts';

/*
 * Issue 38: a screen reader, reader mode or a copy of the page reads a block's text as its
 * elements' text one after the other (textContent), whatever the styles show: words in adjacent
 * inline elements with no space between them read as one ("İzmirDetaylı"), and so do a heading
 * and the inline text beside it in the same block ("Keşif GörüşmesiÜcretsiz"). Blocks that only
 * hold blocks (paragraphs, headings, list items, …) are read apart. Scripts, styles, code and
 * drawings are not read as text.
 */
const NOT_TEXT = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'CODE', 'PRE', 'svg']);
const BLOCKS = new Set(
  (
    'ADDRESS ARTICLE ASIDE BLOCKQUOTE BODY CAPTION DD DETAILS DIALOG DIV DL DT FIELDSET FIGCAPTION ' +
    'FIGURE FOOTER FORM H1 H2 H3 H4 H5 H6 HEADER HGROUP LEGEND LI MAIN MENU NAV NOSCRIPT OL OPTION ' +
    'P SECTION SUMMARY TABLE TD TH TR UL'
  ).split(' '),
);
/** Line breaks, controls and embedded content: what comes after them is read on its own. */
const BREAKS = new Set('BR HR IFRAME IMG INPUT SELECT TEXTAREA VIDEO'.split(' '));
/** The end of a word or sentence, then a capital: two words that a space should separate. */
const GLUED = /[a-zçğıöşüâîû.!?…:;,)][A-ZÇĞİÖŞÜ]/;

/** Each place in a page's blocks where one inline element's text runs into the next one's. */
function gluedWords(html: string): string[] {
  const window = new Window();
  try {
    // A parsed document is inert: nothing in it runs or loads.
    const document = new window.DOMParser().parseFromString(html, 'text/html');
    const glued: string[] = [];
    let previous: { text: string; block: Element } | null = null;
    let broken = false;
    const walker = document.createTreeWalker(
      document.body,
      window.NodeFilter.SHOW_ELEMENT | window.NodeFilter.SHOW_TEXT,
    );
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.nodeType === window.Node.ELEMENT_NODE) {
        broken ||= BREAKS.has((node as Element).tagName);
        continue;
      }
      const text = node.textContent ?? '';
      if (text === '' || node.parentElement?.closest([...NOT_TEXT].join(','))) continue;
      let block = node.parentElement!;
      while (!BLOCKS.has(block.tagName)) block = block.parentElement!;
      // The same block, or a block and the inline text beside it in their parent block.
      const joined =
        previous !== null &&
        !broken &&
        (previous.block === block ||
          block.contains(previous.block) ||
          previous.block.contains(node));
      if (joined && GLUED.test(`${previous!.text.slice(-1)}${text[0]}`)) {
        glued.push(`${previous!.text.trim().split(/\s/).at(-1)}${text.trim().split(/\s/)[0]}`);
      }
      previous = { text, block };
      broken = false;
    }
    return glued;
  } finally {
    void window.happyDOM.close();
  }
}

test('the text of every public page has a space between the words of adjacent elements', async ({
  request,
}) => {
  const found: Record<string, string[]> = {};
  for (const { path } of [...publicRoutes, { path: '/404' }]) {
    const glued = gluedWords(await (await request.get(path)).text());
    if (glued.length > 0) found[path] = glued;
  }
  expect(found).toEqual({});
});

test('the check finds words glued by adjacent elements in a block, and only those', () => {
  expect(
    gluedWords(
      '<body><p><span>İzmir</span><span>Detaylı</span></p><p><a href="/x">Görüşmesi<b>Ücretsiz</b></a></p>' +
        '<div><h3>Keşif Görüşmesi</h3><span>Bugün</span></div><div><span>Bilgi.</span><em>Yeni</em></div>' +
        '<h2>Adım</h2><p>Soyadım</p><ul><li>Bir</li><li>İki</li></ul><p>Satır<br>Yeni</p>' +
        '<p>WhatsApp <span>ile</span> <strong>Yaz</strong></p><p><code>fooBar</code><code>Baz</code></p>' +
        '<script>a</script><script>B</script></body>',
    ),
  ).toEqual(['İzmirDetaylı', 'GörüşmesiÜcretsiz', 'GörüşmesiBugün', 'Bilgi.Yeni']);
});
