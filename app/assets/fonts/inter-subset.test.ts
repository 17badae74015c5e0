import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

import * as hb from 'harfbuzzjs';
import { describe, expect, it } from 'vitest';
import { decompress } from 'wawoff2';

import { FONT_CHARACTERS } from '../../../scripts/font-characters.mjs';

const fontFile = readFileSync('app/assets/fonts/inter-latin-tr.woff2');

async function codePointsInFont(): Promise<Set<number>> {
  const face = new hb.Face(new hb.Blob(await decompress(fontFile)));
  return new Set(face.collectUnicodes());
}

function parseUnicodeRange(css: string): Set<number> {
  const declaration = /unicode-range:([^;]+);/.exec(css)?.[1];
  if (declaration === undefined) throw new Error('app.css: no unicode-range');
  const codePoints = new Set<number>();
  for (const part of declaration.split(',')) {
    const [from = '', to = from] = part.trim().replace(/^U\+/, '').split('-');
    for (let cp = parseInt(from, 16); cp <= parseInt(to, 16); cp += 1) codePoints.add(cp);
  }
  return codePoints;
}

/** Every character a visitor reads in the site's own text: components, data and articles. */
function siteCharacters(): Set<string> {
  const characters = new Set<string>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) walk(file);
      else if (/\.(tsx?|md)$/.test(name) && !name.includes('.test.')) {
        for (const character of readFileSync(file, 'utf8')) characters.add(character);
      }
    }
  };
  walk('app');
  walk('content');
  return characters;
}

describe('the self-hosted font', () => {
  it('holds exactly the characters its @font-face unicode-range announces', async () => {
    const inFont = await codePointsInFont();
    const announced = parseUnicodeRange(readFileSync('app/app.css', 'utf8'));
    const wanted = new Set([...FONT_CHARACTERS].map((c) => c.codePointAt(0)!));
    expect([...inFont].sort((a, b) => a - b)).toEqual([...wanted].sort((a, b) => a - b));
    expect([...announced].sort((a, b) => a - b)).toEqual([...wanted].sort((a, b) => a - b));
  });

  it('draws every Turkish letter and every letter and sign of the site’s own text', async () => {
    const inFont = await codePointsInFont();
    for (const letter of 'ÇçĞğİıÖöŞşÜüÂâÎîÛû₺')
      expect(inFont.has(letter.codePointAt(0)!)).toBe(true);
    const missing = [...siteCharacters()].filter(
      (c) =>
        !inFont.has(c.codePointAt(0)!) &&
        // Emoji come from the system's colour font; control characters are never drawn.
        !/\p{Extended_Pictographic}|\p{Cc}|\u200d|\ufe0f/u.test(c),
    );
    expect(missing).toEqual([]);
  });

  it('stays one small file with weights 400 to 700', () => {
    expect(fontFile.length).toBeLessThan(20 * 1024);
    expect(readFileSync('app/app.css', 'utf8')).toMatch(/font-weight: 400 700;/);
  });
});
