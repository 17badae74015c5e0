/** The moderation area's Turkish texts; the public forms' messages are in messages.ts. */
export const adminMessages = {
  login: {
    invalid: 'E-posta adresi veya şifre hatalı.',
    locked:
      'Çok fazla başarısız giriş denemesi yapıldı. Güvenliğiniz için giriş geçici olarak kapatıldı; lütfen 15 dakika sonra tekrar deneyin.',
    loggedOut: 'Oturumunuz kapatıldı.',
  },
  foreignOrigin: 'Bu istek başka bir siteden geldiği için reddedildi.',
  notFound: 'Kayıt bulunamadı; başka bir oturumda değiştirilmiş ya da silinmiş olabilir.',
  confirmDelete: 'Bu kaydı silmek istediğinize emin misiniz?',
  done: {
    story: {
      approve: 'Hikaye yayınlandı.',
      unpublish: 'Hikaye yayından kaldırıldı.',
      delete: 'Hikaye silindi.',
    },
    comment: {
      approve: 'Yorum yayınlandı.',
      unpublish: 'Yorum yayından kaldırıldı.',
      delete: 'Yorum silindi.',
    },
    subscriber: { delete: 'Abone silindi.' },
  },
  personalData: {
    erased: (summary: string) => `Kişisel veriler silindi: ${summary}.`,
    nothingToErase: 'Silinecek kayıt bulunamadı; başka bir oturumda silinmiş olabilir.',
  },
} as const;
