// Regenerates app/assets/fonts/inter-latin-tr.woff2: Inter (variable weight) cut down to what
// Turkish pages use, in one file so that a first visit waits for one small download
// (docs/decisions/0011-one-font-file-and-inline-mark.md). Run `node scripts/subset-fonts.mjs`
// after changing the character set, then copy the printed unicode-range into app/app.css;
// app/assets/fonts/inter-subset.test.ts checks that the two agree and that every character of
// the site's text is in the file.
import { readFileSync, writeFileSync } from 'node:fs';

import subsetFont from 'subset-font';

import { FONT_CHARACTERS } from './font-characters.mjs';

// inter-ui holds the whole font (the per-script files of other packages split the Turkish
// letters from Latin). Optical size is pinned to text size; the site uses weights 400 to 700.
const source = readFileSync('node_modules/inter-ui/variable/InterVariable.woff2');
const font = await subsetFont(source, FONT_CHARACTERS, {
  targetFormat: 'woff2',
  variationAxes: { opsz: 14, wght: { min: 400, max: 700 } },
  // Alternates reached only through OpenType features (stylistic sets, contextual forms) would
  // add 60 % to the file; kerning and accents stay.
  noLayoutClosure: true,
});
writeFileSync('app/assets/fonts/inter-latin-tr.woff2', font);

const codePoints = [...new Set([...FONT_CHARACTERS].map((c) => c.codePointAt(0)))].sort(
  (a, b) => a - b,
);
const ranges = [];
for (const cp of codePoints) {
  const last = ranges.at(-1);
  if (last && last[1] === cp - 1) last[1] = cp;
  else ranges.push([cp, cp]);
}
const hex = (cp) => cp.toString(16).toUpperCase().padStart(4, '0');
console.log(`inter-latin-tr.woff2: ${font.length} bytes`);
console.log(
  `unicode-range: ${ranges.map(([a, b]) => (a === b ? `U+${hex(a)}` : `U+${hex(a)}-${hex(b)}`)).join(', ')};`,
);
