/*
 * SPEC section 8, character for character (emoji included), plus the limits issue 3 adds.
 * One export per group, so a browser form takes only its own group (issue 8); the server
 * uses the whole table, `messages`.
 */
export const newsletterMessages = {
  successTitle: 'Başarıyla Abone Oldunuz! 🎉',
  successText: 'E-posta listemize kaydınız alındı. Hoş geldiniz!',
  invalidEmail: 'Lütfen geçerli bir e-posta adresi girin.',
  duplicate: 'Bu e-posta adresi zaten kayıtlı.',
  errorTitle: 'Hata',
  errorFallback: 'Bir hata oluştu, lütfen tekrar deneyin.',
} as const;
export const storyMessages = {
  missingTitle: 'Eksik Bilgi',
  missingText: 'Lütfen tüm zorunlu alanları doldurun.',
  tooLargeTitle: 'Dosya Boyutu Çok Büyük',
  tooLargeText: "Lütfen 5MB'den küçük bir fotoğraf yükleyin.",
  uploadFailed: (detail?: string) =>
    `Fotoğraf yüklenirken bir hata oluştu: ${detail || 'Bilinmeyen yükleme hatası'}`,
  photoUrlMissing: "Yüklenen fotoğrafın URL'si alınamadı.",
  insertFailed: (detail?: string) =>
    `Hikaye kaydedilirken bir hata oluştu: ${detail || 'Bilinmeyen veritabanı hatası'}`,
  errorTitle: 'Bir Hata Oluştu',
  errorFallback: 'Lütfen daha sonra tekrar deneyin.',
  successTitle: 'Başarıyla Gönderildi! 🎉',
  successText: 'Dönüşüm hikayen incelendikten sonra yayınlanacak.',
  loading: 'Hikayeler yükleniyor, lütfen bekleyin...',
  empty: 'Henüz paylaşılmış bir dönüşüm hikayesi bulunmuyor. İlk hikayeyi sen paylaş!',
  notAnImage: 'Seçilen dosya bir fotoğraf olarak okunamadı',
} as const;
export const commentMessages = {
  missingTitle: 'Eksik Bilgi',
  missingText: 'Lütfen adınızı ve yorumunuzu girin.',
  failedTitle: 'Yorum Gönderilemedi',
  failedText: 'Bir hata oluştu, lütfen tekrar deneyin.',
  successTitle: 'Yorumunuz Alındı',
  successText: 'Yorumunuz onaylandıktan sonra yayınlanacaktır.',
  empty: 'Henüz yorum yapılmamış. İlk yorumu sen yap!',
  anonymous: 'Anonim',
  invalidContent: 'Geçersiz yorum içeriği',
  unknownPost: 'Yorum yapmak istediğiniz yazı bulunamadı.',
} as const;
export const blogMessages = {
  missingContent: 'İçerik yükleniyor veya bulunamadı...',
} as const;
export const limitsMessages = {
  name: 'Ad en fazla 100 karakter olabilir.',
  email: 'E-posta adresi en fazla 254 karakter olabilir.',
  story: 'Hikaye en fazla 5.000 karakter olabilir.',
  comment: 'Yorum en fazla 2.000 karakter olabilir.',
} as const;
export const abuseMessages = {
  rateLimitedTitle: 'Çok Fazla Deneme',
  rateLimited: 'Kısa sürede çok fazla gönderim yaptınız. Lütfen birkaç dakika sonra tekrar deneyin.',
  honeypot: 'Form gönderilemedi. Lütfen sayfayı yenileyip tekrar deneyin.',
} as const;

export const messages = {
  newsletter: newsletterMessages,
  story: storyMessages,
  comment: commentMessages,
  blog: blogMessages,
  limits: limitsMessages,
  abuse: abuseMessages,
} as const;
