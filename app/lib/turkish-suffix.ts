// Case suffixes by vowel harmony and assimilation, after the typographic ’: İzmir’de, Ankara’da, Tokat’ta.

const BACK_VOWELS = 'aıouâû';
const FRONT_VOWELS = 'eiöüî';
const VOICELESS = 'fstkçşhp';

/** Compound possessives take the pronominal n (TDK: Kocaeli’nde); spelling cannot tell them from Ağrı, so they are listed. */
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

function endsBack(word: string): boolean {
  for (const letter of Array.from(word).reverse()) {
    if (BACK_VOWELS.includes(letter)) return true;
    if (FRONT_VOWELS.includes(letter)) return false;
  }
  // No vowel (PTT, read "pe-te-te"): e.
  return false;
}

function isPossessiveCompound(word: string): boolean {
  return POSSESSIVE_ENDINGS.test(word) || POSSESSIVE_NAMES.has(word);
}

/** Uppercase letters are read the Turkish way (I is ı, İ is i). */
export function locative(name: string): string {
  const word = name.trim().normalize('NFC').toLocaleLowerCase('tr-TR');
  const vowel = endsBack(word) ? 'a' : 'e';
  const consonant = VOICELESS.includes(word.at(-1) ?? '') ? 't' : 'd';
  const suffix = isPossessiveCompound(word) ? `nd${vowel}` : `${consonant}${vowel}`;
  return `${name.trim()}’${suffix}`;
}
