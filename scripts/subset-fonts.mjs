// Regenerates app/assets/fonts/*.woff2: Inter (variable weight) cut down to what Turkish pages
// use. Run `node scripts/subset-fonts.mjs` after changing the character sets; commit the output.
import { readFileSync, writeFileSync } from 'node:fs';

import subsetFont from 'subset-font';

const source = (name) =>
  readFileSync(`node_modules/@fontsource-variable/inter/files/inter-${name}-wght-normal.woff2`);

const range = (from, to) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join('');

// ASCII, Latin-1 (ç ö ü â î û and their capitals, «», ©), typographic punctuation and €.
const latin = `${range(0x20, 0x7e)}${range(0xa0, 0xff)}‘’‚“”„–—…•·′″‹›€™−`;
// The Turkish letters outside Latin-1, and the lira sign.
const turkish = 'ĞğİıŞş₺';

const outputs = [
  ['latin', latin, 'inter-latin-tr.woff2'],
  ['latin-ext', turkish, 'inter-turkish.woff2'],
];
for (const [file, text, out] of outputs) {
  const font = await subsetFont(source(file), text, {
    targetFormat: 'woff2',
    variationAxes: { wght: { min: 400, max: 800 } },
  });
  writeFileSync(`app/assets/fonts/${out}`, font);
  console.log(`${out}: ${font.length} bytes`);
}
