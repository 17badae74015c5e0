import {
  ABOUT_PATH,
  CONTACT_PATH,
  EBOOKS_PATH,
  FAQ_PATH,
  HOME_PATH,
  MEDIA_PATH,
  PROCESS_PATH,
  SERVICES_PATH,
  SHOP_PATH,
} from '#app/data/page-paths.ts';

// The content desk's forms (docs/decisions/0049): per kind, its names and the fields of its form.
// Without zod: the desk's page imports this; the server checks with the kind's schema.

export type FieldSpec =
  | {
      name: string;
      label: string;
      type: 'text' | 'long' | 'url' | 'email';
      hint?: string;
      /** Said when the value does not have the form the schema asks for. */
      format?: string;
    }
  /** A list of texts, one per line. */
  | { name: string; label: string; type: 'lines'; hint?: string }
  | { name: string; label: string; type: 'number' | 'price'; hint?: string }
  | { name: string; label: string; type: 'check'; hint?: string }
  | { name: string; label: string; type: 'choice'; options: readonly string[]; hint?: string }
  /** One of the published items of another kind, by key (a card's service). */
  | { name: string; label: string; type: 'item'; kind: 'service'; hint?: string }
  | { name: string; label: string; type: 'image'; hint?: string }
  /** Repeated rows of the same fields; `rows` fixed: exactly that many. */
  | {
      name: string;
      label: string;
      type: 'rows';
      fields: readonly FieldSpec[];
      rows: number | 'open';
      hint?: string;
    }
  | { name: string; label: string; type: 'group'; fields: readonly FieldSpec[]; hint?: string };

export type KindText = {
  /** The address segment under /yonetim/icerik. */
  segment: string;
  /** The list's heading. */
  plural: string;
  /** "Yeni {singular}". */
  singular: string;
  /** The field whose value names an item in the list, or a fixed name for a document. */
  titleField: string;
  /** Where a new item's key comes from (its id or address), made with the posts' slug rules. */
  keyFrom?: string;
  /** The item's key is also its `id` field. */
  idField?: boolean;
  /** New items may be added (pages are fixed; documents are one). */
  canAdd: boolean;
  /** Where visitors see it: the desk links there. */
  publicPath?: (key: string) => string;
  fields: readonly FieldSpec[];
};

export const CONTENT_INTENTS = {
  save: 'save',
  publish: 'publish',
  retire: 'retire',
  preview: 'preview',
  moveUp: 'move-up',
  moveDown: 'move-down',
  restore: 'restore',
} as const;

/** The file input of the YAML import page (docs/decisions/0050-content-yaml.md). */
export const CONTENT_FILE_FIELD = 'file';

const image = (name: string, label: string): FieldSpec => ({ name, label, type: 'image' });
const titled = [
  { name: 'title', label: 'Başlık', type: 'text' },
  { name: 'text', label: 'Metin', type: 'long' },
] as const satisfies readonly FieldSpec[];
const faqRow = [
  { name: 'question', label: 'Soru', type: 'text' },
  { name: 'answer', label: 'Yanıt', type: 'long' },
] as const satisfies readonly FieldSpec[];

export const serviceIcons = [
  'Brain',
  'Compass',
  'Sparkles',
  'Award',
  'Briefcase',
  'Users',
  'Heart',
  'TrendingUp',
  'GraduationCap',
  'PiggyBank',
] as const;
export const valueIcons = [
  'ShieldCheck',
  'Handshake',
  'Lightbulb',
  'Target',
  'Sprout',
  'Heart',
] as const;
export const deliveryOptions = ['MP4 indirme', 'E-posta', 'WhatsApp', 'PDF bağlantısı'] as const;

export const kindTexts = {
  service: {
    segment: 'hizmetler',
    plural: 'Hizmetler',
    singular: 'hizmet',
    titleField: 'title',
    keyFrom: 'title',
    idField: true,
    canAdd: true,
    publicPath: (key) => `${SERVICES_PATH}/${key}`,
    fields: [
      { name: 'title', label: 'Başlık', type: 'text' },
      { name: 'icon', label: 'Simge', type: 'choice', options: serviceIcons },
      { name: 'description', label: 'Tanıtım', type: 'long' },
      {
        name: 'details',
        label: 'Neler kazanırsın (8 satır)',
        type: 'lines',
        hint: 'Her satır bir madde; tam 8 satır.',
      },
      { name: 'who', label: 'Kimler için', type: 'long' },
      { name: 'format', label: 'Çalışma biçimi', type: 'long' },
      { name: 'location', label: 'Yer', type: 'text' },
      { name: 'duration', label: 'Seans süresi', type: 'text' },
      image('image', 'Görsel'),
      { name: 'faq', label: 'Sık sorulan sorular', type: 'rows', fields: faqRow, rows: 5 },
    ],
  },
  package: {
    segment: 'fiyat-paketleri',
    plural: 'Fiyat paketleri',
    singular: 'paket',
    titleField: 'title',
    keyFrom: 'title',
    idField: true,
    canAdd: true,
    publicPath: () => `${SERVICES_PATH}#fiyatlar`,
    fields: [
      { name: 'title', label: 'Paket adı', type: 'text' },
      { name: 'description', label: 'Açıklama', type: 'long' },
      { name: 'isPopular', label: 'Önerilen paket olarak göster', type: 'check' },
      {
        name: 'features',
        label: 'İçerik (3–4 satır)',
        type: 'lines',
        hint: 'Her satır bir madde.',
      },
    ],
  },
  'price-notes': {
    segment: 'fiyat-notlari',
    plural: 'Fiyat notları',
    singular: 'fiyat notları',
    titleField: 'Fiyat notları',
    canAdd: false,
    publicPath: () => `${SERVICES_PATH}#fiyatlar`,
    fields: [
      { name: 'scope', label: 'Fiyatların kapsamı', type: 'long' },
      { name: 'firstMeetingFree', label: 'İlk görüşme', type: 'long' },
      { name: 'paidSessions', label: 'Ücretli seanslar', type: 'long' },
      { name: 'customPrograms', label: 'Özel programlar', type: 'long' },
      { name: 'sessionLength', label: 'Seans süresi', type: 'text' },
      { name: 'location', label: 'Yer', type: 'long' },
      { name: 'frequency', label: 'Sıklık', type: 'long' },
      { name: 'vat', label: 'KDV', type: 'text' },
      { name: 'withdrawal', label: 'Cayma hakkı', type: 'long' },
      { name: 'rescheduling', label: 'Erteleme', type: 'long' },
    ],
  },
  faq: {
    segment: 'sss',
    plural: 'Genel sorular',
    singular: 'soru',
    titleField: 'question',
    keyFrom: 'question',
    canAdd: true,
    publicPath: () => FAQ_PATH,
    fields: faqRow,
  },
  product: {
    segment: 'urunler',
    plural: 'Dükkân ürünleri',
    singular: 'ürün',
    titleField: 'name',
    keyFrom: 'name',
    idField: true,
    canAdd: true,
    publicPath: () => SHOP_PATH,
    fields: [
      { name: 'name', label: 'Ürün adı', type: 'text' },
      { name: 'category', label: 'Tür', type: 'choice', options: ['Telkin Videosu'] },
      { name: 'subtitle', label: 'Alt başlık', type: 'text' },
      { name: 'description', label: 'Kısa açıklama', type: 'long' },
      { name: 'longDescription', label: 'Uzun açıklama', type: 'long' },
      { name: 'price', label: 'Fiyat (TL, KDV dâhil)', type: 'price' },
      { name: 'currency', label: 'Para birimi', type: 'choice', options: ['TRY'] },
      image('image', 'Görsel'),
      { name: 'purchaseUrl', label: 'Satın alma adresi (pazar yeri)', type: 'url' },
      { name: 'featuresTitle', label: 'Özellikler başlığı', type: 'text' },
      { name: 'features', label: 'Özellikler (4–6 satır)', type: 'lines' },
      { name: 'benefitsTitle', label: 'Kazanımlar başlığı', type: 'text' },
      { name: 'benefits', label: 'Kazanımlar (4–6 satır)', type: 'lines' },
      { name: 'callToAction', label: 'Düğme metni', type: 'text' },
      {
        name: 'deliveryOptions',
        label: 'Teslim biçimleri',
        type: 'lines',
        hint: `Her satıra biri: ${deliveryOptions.join(', ')}.`,
      },
    ],
  },
  ebook: {
    segment: 'e-kitaplar',
    plural: 'E-kitaplar',
    singular: 'e-kitap',
    titleField: 'title',
    keyFrom: 'title',
    idField: true,
    canAdd: true,
    publicPath: () => EBOOKS_PATH,
    fields: [
      { name: 'title', label: 'Kitap adı', type: 'text' },
      { name: 'description', label: 'Açıklama', type: 'long' },
      { name: 'category', label: 'Kategori', type: 'text' },
      { name: 'tags', label: 'Etiketler (2–4 satır)', type: 'lines' },
      { name: 'externalLink', label: 'Kitap sitesindeki adresi', type: 'url' },
      image('cover', 'Kapak'),
    ],
  },
  video: {
    segment: 'videolar',
    plural: 'Videolar',
    singular: 'video',
    titleField: 'title',
    keyFrom: 'title',
    idField: true,
    canAdd: true,
    publicPath: () => MEDIA_PATH,
    fields: [
      { name: 'title', label: 'Başlık', type: 'text' },
      { name: 'platform', label: 'Platform', type: 'choice', options: ['youtube'] },
      { name: 'description', label: 'Açıklama', type: 'long' },
      { name: 'sourceUrl', label: 'Video adresi', type: 'url' },
      image('poster', 'Kapak görseli'),
    ],
  },
  testimonial: {
    segment: 'referanslar',
    plural: 'Danışan yorumları',
    singular: 'yorum',
    titleField: 'name',
    keyFrom: 'name',
    idField: true,
    canAdd: true,
    publicPath: () => ABOUT_PATH,
    fields: [
      {
        name: 'name',
        label: 'Ad',
        type: 'text',
        hint: 'Danışanın izin verdiği biçimde, örneğin "Zeynep K.".',
      },
      { name: 'role', label: 'Meslek veya şehir', type: 'text' },
      {
        name: 'stars',
        label: 'Yıldız (1–5)',
        type: 'number',
        hint: 'Danışan puan vermediyse boş bırakın; kart yıldızsız görünür.',
      },
      {
        name: 'quote',
        label: 'Yorum',
        type: 'long',
        // The source and the demo mark are not fields: the server keeps them through a save.
        hint: 'Bir dönüşüm hikâyesinden eklenen yorumun kaynağı ve danışanın yayın izni kayıtla birlikte saklanır; buradan değiştirilemez. Hazır gelen örnek yorumlar, adı ya da yorumu değiştirilene kadar sitede "Örnek içerik" etiketiyle görünür.',
      },
      image('image', 'Görsel'),
    ],
  },
  diploma: {
    segment: 'sertifikalar',
    plural: 'Sertifikalar',
    singular: 'sertifika',
    titleField: 'title',
    keyFrom: 'title',
    idField: true,
    canAdd: true,
    publicPath: () => ABOUT_PATH,
    fields: [
      { name: 'title', label: 'Başlık', type: 'text' },
      { name: 'description', label: 'Açıklama', type: 'long' },
      image('image', 'Görsel'),
    ],
  },
  about: {
    segment: 'hakkimda',
    plural: 'Hakkımda metinleri',
    singular: 'hakkımda metinleri',
    titleField: 'Hakkımda metinleri',
    canAdd: false,
    publicPath: () => ABOUT_PATH,
    fields: [
      {
        name: 'hero',
        label: 'Giriş',
        type: 'group',
        fields: [
          { name: 'title', label: 'Başlık', type: 'text' },
          { name: 'subtitle', label: 'Alt başlık', type: 'long' },
        ],
      },
      image('portrait', 'Portre'),
      image('officePhoto', 'Ofis fotoğrafı'),
      {
        name: 'story',
        label: 'Hikâyem (3–4 paragraf)',
        type: 'lines',
        hint: 'Her satır bir paragraf.',
      },
      { name: 'pillars', label: 'Yaklaşımım', type: 'rows', fields: titled, rows: 'open' },
      {
        name: 'coreValues',
        label: 'Değerlerim',
        type: 'rows',
        fields: [...titled, { name: 'icon', label: 'Simge', type: 'choice', options: valueIcons }],
        rows: 'open',
      },
      { name: 'competences', label: 'Yetkinliklerim', type: 'rows', fields: titled, rows: 'open' },
    ],
  },
  process: {
    segment: 'kocluk-sureci',
    plural: 'Koçluk süreci metinleri',
    singular: 'koçluk süreci metinleri',
    titleField: 'Koçluk süreci metinleri',
    canAdd: false,
    publicPath: () => PROCESS_PATH,
    fields: [
      {
        name: 'steps',
        label: 'Adımlar (en çok 5)',
        type: 'rows',
        fields: [
          { name: 'step', label: 'Sıra', type: 'number' },
          ...titled,
          { name: 'badge', label: 'Rozet (isteğe bağlı)', type: 'text' },
        ],
        rows: 'open',
      },
      {
        name: 'sessionExpectations',
        label: 'Seanslarda seni neler bekliyor',
        type: 'rows',
        fields: titled,
        rows: 'open',
      },
      { name: 'whoIsItFor', label: 'Kimler için', type: 'lines', hint: 'Her satır bir madde.' },
    ],
  },
  'coaching-type': {
    segment: 'kocluk-turleri',
    plural: 'Ana sayfa koçluk kartları',
    singular: 'kart',
    titleField: 'service',
    keyFrom: 'service',
    canAdd: true,
    publicPath: () => `${HOME_PATH}#kocluk-turleri`,
    fields: [
      { name: 'service', label: 'Hizmet', type: 'item', kind: 'service' },
      { name: 'lead', label: 'Kartın cümlesi', type: 'long' },
    ],
  },
  page: {
    segment: 'sayfalar',
    plural: 'Sayfa başlıkları ve açıklamaları',
    singular: 'sayfa',
    titleField: 'title',
    canAdd: false,
    fields: [
      { name: 'title', label: 'Sekme ve arama sonucu başlığı', type: 'text' },
      { name: 'description', label: 'Arama sonucu açıklaması', type: 'long' },
      { name: 'heading', label: 'Sayfadaki ana başlık', type: 'text' },
    ],
  },
  identity: {
    segment: 'kimlik',
    plural: 'Site kimliği ve satıcı bilgileri',
    singular: 'site kimliği',
    titleField: 'Site kimliği ve satıcı bilgileri',
    canAdd: false,
    publicPath: () => CONTACT_PATH,
    fields: [
      { name: 'siteName', label: 'Site adı', type: 'text' },
      { name: 'coachName', label: 'Ad soyad', type: 'text' },
      { name: 'coachTitle', label: 'Unvan', type: 'text' },
      {
        name: 'phone',
        label: 'Telefon',
        type: 'text',
        hint: 'Örnek: +90 555 000 00 00',
        format: 'Bir telefon numarası yazın (ör. +90 555 000 00 00).',
      },
      {
        name: 'whatsappNumber',
        label: 'WhatsApp numarası',
        type: 'text',
        hint: 'Ülke koduyla, yalnızca rakam: 905550000000',
        format: 'Ülke koduyla yalnızca rakam yazın (ör. 905550000000).',
      },
      { name: 'whatsappGreeting', label: 'WhatsApp karşılama mesajı', type: 'long' },
      { name: 'whatsappAppointmentGreeting', label: 'WhatsApp randevu mesajı', type: 'long' },
      { name: 'email', label: 'E-posta', type: 'email' },
      {
        name: 'social',
        label: 'Sosyal medya',
        type: 'group',
        fields: [
          { name: 'instagram', label: 'Instagram', type: 'url' },
          { name: 'facebook', label: 'Facebook', type: 'url' },
          { name: 'linkedin', label: 'LinkedIn', type: 'url' },
          { name: 'x', label: 'X', type: 'url' },
          { name: 'youtube', label: 'YouTube', type: 'url' },
        ],
      },
      { name: 'videoChannelUrl', label: 'Video kanalı adresi', type: 'url' },
      {
        name: 'promoVideoId',
        label: 'Tanıtım videosunun kimliği',
        type: 'text',
        hint: 'YouTube adresindeki 11 karakter.',
        format: '11 karakterlik bir video kimliği yazın.',
      },
      { name: 'city', label: 'Şehir', type: 'text' },
      { name: 'district', label: 'İlçe', type: 'text' },
      {
        name: 'postalAddress',
        label: 'Posta adresi',
        type: 'long',
        hint: 'Bültenlerin altında yer alır (6563 sayılı Kanun).',
      },
      { name: 'bookSiteUrl', label: 'Kitap sitesi adresi', type: 'url' },
      {
        name: 'seller',
        label: 'Satıcı bilgileri',
        type: 'group',
        hint: 'Mesafeli satış için sitede gösterilmesi gereken bilgiler; doldurulduğunda alt bilgide ve İletişim sayfasında görünür.',
        fields: [
          { name: 'name', label: 'Ticari unvan veya ad soyad', type: 'text' },
          { name: 'taxOffice', label: 'Vergi dairesi', type: 'text' },
          {
            name: 'taxNumber',
            label: 'Vergi kimlik numarası veya TC kimlik numarası',
            type: 'text',
            format: 'Vergi kimlik numarası 10, TC kimlik numarası 11 rakamdır.',
          },
          {
            name: 'mersisNumber',
            label: 'MERSİS numarası',
            type: 'text',
            format: 'MERSİS numarası 16 rakamdır.',
          },
          { name: 'kepAddress', label: 'KEP adresi (varsa)', type: 'email' },
        ],
      },
    ],
  },
} as const satisfies Record<string, KindText>;

export type ContentKindName = keyof typeof kindTexts;

export function kindOfSegment(segment: string | undefined): ContentKindName | undefined {
  return (Object.keys(kindTexts) as ContentKindName[]).find(
    (kind) => kindTexts[kind].segment === segment,
  );
}
