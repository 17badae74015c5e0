/*
 * Case suffixes joined to a configured name (the city in the footer, say), written by Turkish
 * vowel harmony and consonant assimilation instead of a fixed "’de": İzmir’de, Ankara’da,
 * Tokat’ta, Bitlis’te. A proper name takes its suffix after an apostrophe, the typographic ’
 * the whole site uses.
 */

const BACK_VOWELS = 'aıouâû';
const FRONT_VOWELS = 'eiöüî';
/** The voiceless consonants ("fıstıkçı şahap"): after them d becomes t. */
const VOICELESS = 'fstkçşhp';

/**
 * Names that end in the third-person possessive of a compound (Koca + eli, Bey + oğlu,
 * Kuş + adası): their case suffixes take the pronominal n, as TDK writes "Kocaeli'nde",
 * "Beyoğlu'nda". Spelling alone cannot tell them apart from Ağrı or Çankırı, so the endings
 * that are always possessive are matched, and the other such names are listed.
 */
const POSSESSIVE_ENDINGS = /(?:eli|oğlu)$/;
const POSSESSIVE_NAMES = new Set([
  'kuşadası',
  'gölbaşı',
  'zeytinburnu',
  'eminönü',
  'beylikdüzü',
  'rumelihisarı',
  'anadoluhisarı',
]);

/** Whether the last vowel of the name is a back vowel (a, ı, o, u): it picks "a" over "e". */
function endsBack(word: string): boolean {
  for (const letter of Array.from(word).reverse()) {
    if (BACK_VOWELS.includes(letter)) return true;
    if (FRONT_VOWELS.includes(letter)) return false;
  }
  // No vowel at all (an abbreviation such as PTT, read "pe-te-te"): e.
  return false;
}

function isPossessiveCompound(word: string): boolean {
  return POSSESSIVE_ENDINGS.test(word) || POSSESSIVE_NAMES.has(word);
}

/**
 * The locative ("in X") of a proper name: İzmir’de, Ankara’da, Tokat’ta, Kars’ta, Kocaeli’nde.
 * The name keeps its own spelling; uppercase letters are read the Turkish way (I is ı, İ is i).
 */
export function locative(name: string): string {
  const word = name.trim().normalize('NFC').toLocaleLowerCase('tr-TR');
  const vowel = endsBack(word) ? 'a' : 'e';
  const consonant = VOICELESS.includes(word.at(-1) ?? '') ? 't' : 'd';
  const suffix = isPossessiveCompound(word) ? `nd${vowel}` : `${consonant}${vowel}`;
  return `${name.trim()}’${suffix}`;
}
