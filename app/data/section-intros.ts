/** The heading and lead sentence that open a section of the home, about and process pages. */
export type SectionIntroText = {
  id: string;
  title: string;
  lead: string;
  balance?: boolean;
};

/** One table for every section intro; the id is the heading's, which the section is labelled by. */
export const sectionIntros = {
  coachingModes: {
    id: 'gorusme-bicimi',
    title: 'Sana Uygun Görüşme Biçimini Seç',
    lead: 'Ekranda da aynı masada da aynı yapıda çalışırız. Hayatına en kolay uyan yolu seç, gerisini birlikte planlayalım.',
    balance: true,
  },
  coachingTypes: {
    id: 'kocluk-alanlari',
    title: 'Dönüşüm Alanları',
    lead: 'Kariyerden ilişkilere, sınav döneminden finansal kararlara kadar hayatının hangi alanında ilerlemek istiyorsan ona uygun bir koçluk türüyle başlayabilirsin.',
    balance: true,
  },
  coreValues: {
    id: 'degerlerim',
    title: 'Temel Değerlerim',
    lead: 'Her seansta bana yol gösteren ve birlikte çalışırken sana verdiğim sözler.',
  },
  competences: {
    id: 'yetkinliklerim',
    title: 'Yetkinliklerim',
    lead: 'Eğitimlerim ve yüzlerce saatlik uygulama deneyimimle seanslara taşıdığım beceriler.',
  },
  diplomas: {
    id: 'sertifikalar',
    title: 'Diplomalar ve Sertifikalar',
    lead: 'Koçluk yolculuğumu şekillendiren ve mesleki yeterliliğimi belgeleyen eğitimler.',
  },
  testimonials: {
    id: 'danisan-yorumlari',
    title: 'Danışanlarım Ne Diyor?',
    lead: 'Birlikte yol yürüdüğüm insanların kendi sözleriyle deneyimleri.',
  },
  sessionExpectations: {
    id: 'seanslarda',
    title: 'Seanslarda Seni Neler Bekliyor?',
    lead: 'Her buluşma, senin gündeminle başlar ve atacağın somut bir adımla biter.',
  },
} satisfies Record<string, SectionIntroText>;
