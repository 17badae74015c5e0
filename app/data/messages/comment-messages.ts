/** Said in the browser; the other texts come back in the server's answers, so a post's script does not carry them. */
export const commentPageMessages = {
  missingTitle: 'Eksik Bilgi',
  missingText: 'Lütfen adınızı ve yorumunuzu girin.',
  empty: 'Henüz yorum yapılmamış. İlk yorumu sen yap!',
  anonymous: 'Anonim',
  invalidContent: 'Geçersiz yorum içeriği',
} as const;

export const commentMessages = {
  ...commentPageMessages,
  failedTitle: 'Yorum Gönderilemedi',
  failedText: 'Bir hata oluştu, lütfen tekrar deneyin.',
  successTitle: 'Yorumunuz Alındı',
  successText: 'Yorumunuz onaylandıktan sonra yayınlanacaktır.',
  unknownPost: 'Yorum yapmak istediğin yazı bulunamadı.',
  /** Not in the original specification: the publishing consent box left unticked (under the box and as a toast). */
  consentMissing:
    'Yorumunu gönderebilmek için yayımlanmasına izin verdiğini belirten kutuyu işaretlemelisin.',
} as const;
export const blogMessages = {
  missingContent: 'İçerik yükleniyor veya bulunamadı...',
} as const;
