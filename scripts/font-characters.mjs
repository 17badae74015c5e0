// The characters the self-hosted font holds (scripts/subset-fonts.mjs): printable ASCII, the
// Turkish letters (with â î û and their capitals), and the punctuation and signs Turkish
// typography uses. Anything else, such as Latin-1 letters of foreign names, is drawn by the
// system's sans-serif font.
const range = (from, to) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join('');

export const FONT_CHARACTERS = [
  range(0x20, 0x7e),
  'ÇçĞğİıÖöŞşÜüÂâÎîÛû',
  '\u00a0«»‹›‘’‚“”„–—…•·′″',
  '©®°§×−→★€₺™',
].join('');
