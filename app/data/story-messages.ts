/** SPEC section 8: the story form's and list's texts (re-exported by messages.ts). */
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
