/** SPEC section 8: the comment form's and blog post's texts (re-exported by messages.ts). */
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
