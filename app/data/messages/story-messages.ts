/** Said in the browser; the other texts come back in the server's answers, so the home page's script does not carry them. */
export const storyPageMessages = {
  missingTitle: 'Eksik Bilgi',
  missingText: 'Lütfen tüm zorunlu alanları doldurun.',
  tooLargeTitle: 'Dosya Boyutu Çok Büyük',
  tooLargeText: "Lütfen 5MB'den küçük bir fotoğraf yükleyin.",
  uploadFailed: (detail?: string) =>
    `Fotoğraf yüklenirken bir hata oluştu: ${detail || 'Bilinmeyen yükleme hatası'}`,
  errorTitle: 'Bir Hata Oluştu',
  loading: 'Hikayeler yükleniyor, lütfen bekleyin...',
  empty: 'Henüz paylaşılmış bir dönüşüm hikayesi bulunmuyor. İlk hikayeyi sen paylaş!',
  notAnImage: 'Seçilen dosya bir fotoğraf olarak okunamadı',
} as const;

/** Only the server's; messages.ts joins them to the page's. A spread here would stay in the page's script. */
export const storyServerMessages = {
  insertFailed: (detail?: string) =>
    `Hikaye kaydedilirken bir hata oluştu: ${detail || 'Bilinmeyen veritabanı hatası'}`,
  successTitle: 'Başarıyla Gönderildi! 🎉',
  successText: 'Dönüşüm hikayen incelendikten sonra yayınlanacak.',
  /** Not in the original specification: the publishing consent box left unticked (under the box and as a toast). */
  consentMissing: 'Hikâyeni gönderebilmek için yayımlanmasına izin verdiğini belirten kutuyu işaretlemelisin.',
} as const;
