import { expect, test } from 'vitest';

import { locative } from '#app/lib/turkish-suffix.ts';

/** The 81 provinces in plate order, each with its locative as TDK's spelling guide writes it. */
const PROVINCES: Array<[string, string]> = [
  ['Adana', 'Adana’da'],
  ['Adıyaman', 'Adıyaman’da'],
  ['Afyonkarahisar', 'Afyonkarahisar’da'],
  ['Ağrı', 'Ağrı’da'],
  ['Amasya', 'Amasya’da'],
  ['Ankara', 'Ankara’da'],
  ['Antalya', 'Antalya’da'],
  ['Artvin', 'Artvin’de'],
  ['Aydın', 'Aydın’da'],
  ['Balıkesir', 'Balıkesir’de'],
  ['Bilecik', 'Bilecik’te'],
  ['Bingöl', 'Bingöl’de'],
  ['Bitlis', 'Bitlis’te'],
  ['Bolu', 'Bolu’da'],
  ['Burdur', 'Burdur’da'],
  ['Bursa', 'Bursa’da'],
  ['Çanakkale', 'Çanakkale’de'],
  ['Çankırı', 'Çankırı’da'],
  ['Çorum', 'Çorum’da'],
  ['Denizli', 'Denizli’de'],
  ['Diyarbakır', 'Diyarbakır’da'],
  ['Edirne', 'Edirne’de'],
  ['Elazığ', 'Elazığ’da'],
  ['Erzincan', 'Erzincan’da'],
  ['Erzurum', 'Erzurum’da'],
  ['Eskişehir', 'Eskişehir’de'],
  ['Gaziantep', 'Gaziantep’te'],
  ['Giresun', 'Giresun’da'],
  ['Gümüşhane', 'Gümüşhane’de'],
  ['Hakkâri', 'Hakkâri’de'],
  ['Hatay', 'Hatay’da'],
  ['Isparta', 'Isparta’da'],
  ['Mersin', 'Mersin’de'],
  ['İstanbul', 'İstanbul’da'],
  ['İzmir', 'İzmir’de'],
  ['Kars', 'Kars’ta'],
  ['Kastamonu', 'Kastamonu’da'],
  ['Kayseri', 'Kayseri’de'],
  ['Kırklareli', 'Kırklareli’nde'],
  ['Kırşehir', 'Kırşehir’de'],
  ['Kocaeli', 'Kocaeli’nde'],
  ['Konya', 'Konya’da'],
  ['Kütahya', 'Kütahya’da'],
  ['Malatya', 'Malatya’da'],
  ['Manisa', 'Manisa’da'],
  ['Kahramanmaraş', 'Kahramanmaraş’ta'],
  ['Mardin', 'Mardin’de'],
  ['Muğla', 'Muğla’da'],
  ['Muş', 'Muş’ta'],
  ['Nevşehir', 'Nevşehir’de'],
  ['Niğde', 'Niğde’de'],
  ['Ordu', 'Ordu’da'],
  ['Rize', 'Rize’de'],
  ['Sakarya', 'Sakarya’da'],
  ['Samsun', 'Samsun’da'],
  ['Siirt', 'Siirt’te'],
  ['Sinop', 'Sinop’ta'],
  ['Sivas', 'Sivas’ta'],
  ['Tekirdağ', 'Tekirdağ’da'],
  ['Tokat', 'Tokat’ta'],
  ['Trabzon', 'Trabzon’da'],
  ['Tunceli', 'Tunceli’nde'],
  ['Şanlıurfa', 'Şanlıurfa’da'],
  ['Uşak', 'Uşak’ta'],
  ['Van', 'Van’da'],
  ['Yozgat', 'Yozgat’ta'],
  ['Zonguldak', 'Zonguldak’ta'],
  ['Aksaray', 'Aksaray’da'],
  ['Bayburt', 'Bayburt’ta'],
  ['Karaman', 'Karaman’da'],
  ['Kırıkkale', 'Kırıkkale’de'],
  ['Batman', 'Batman’da'],
  ['Şırnak', 'Şırnak’ta'],
  ['Bartın', 'Bartın’da'],
  ['Ardahan', 'Ardahan’da'],
  ['Iğdır', 'Iğdır’da'],
  ['Yalova', 'Yalova’da'],
  ['Karabük', 'Karabük’te'],
  ['Kilis', 'Kilis’te'],
  ['Osmaniye', 'Osmaniye’de'],
  ['Düzce', 'Düzce’de'],
];

test('the table holds the 81 provinces once each', () => {
  expect(PROVINCES).toHaveLength(81);
  expect(new Set(PROVINCES.map(([name]) => name)).size).toBe(81);
});

test.each(PROVINCES)('%s → %s', (name, expected) => {
  expect(locative(name)).toBe(expected);
});

test.each([
  // Districts and towns: the same rules, a one-syllable name, a final f, a final p.
  ['Karşıyaka', 'Karşıyaka’da'],
  ['Kadıköy', 'Kadıköy’de'],
  ['Beşiktaş', 'Beşiktaş’ta'],
  ['Of', 'Of’ta'],
  ['Ürgüp', 'Ürgüp’te'],
  ['Çeşme', 'Çeşme’de'],
  ['Bodrum', 'Bodrum’da'],
  ['Kaş', 'Kaş’ta'],
  ['Ayvalık', 'Ayvalık’ta'],
  ['Selçuk', 'Selçuk’ta'],
  ['Bağcılar', 'Bağcılar’da'],
  // Compounds ending in a possessive take the pronominal n.
  ['Beyoğlu', 'Beyoğlu’nda'],
  ['Kuşadası', 'Kuşadası’nda'],
  ['Gölbaşı', 'Gölbaşı’nda'],
  ['Zeytinburnu', 'Zeytinburnu’nda'],
  ['Eminönü', 'Eminönü’nde'],
  ['Beylikdüzü', 'Beylikdüzü’nde'],
  ['Çameli', 'Çameli’nde'],
])('district %s → %s', (name, expected) => {
  expect(locative(name)).toBe(expected);
});

test('capitals are read the Turkish way, and the name keeps its spelling', () => {
  // Lower-cased without the Turkish rules, I would be i and give "IĞDIR’de".
  expect(locative('IĞDIR')).toBe('IĞDIR’da');
  expect(locative('ISPARTA')).toBe('ISPARTA’da');
  expect(locative('İZMİR')).toBe('İZMİR’de');
  expect(locative('BİTLİS')).toBe('BİTLİS’te');
  expect(locative('ÇANKIRI')).toBe('ÇANKIRI’da');
  expect(locative('MUŞ')).toBe('MUŞ’ta');
});

test('surrounding spaces are dropped, a decomposed İ (I and a dot) is read as i', () => {
  expect(locative('  Van ')).toBe('Van’da');
  expect(locative('I\u0307zmir')).toBe('I\u0307zmir’de');
});
