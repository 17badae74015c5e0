/** The moderation area's Turkish texts; the public forms' messages are in messages.ts. */
export const adminMessages = {
  login: {
    invalid: 'E-posta adresi veya şifre hatalı.',
    /** The wait in whole seconds; from a minute on it is said in minutes, rounded up. */
    slowedDown: (seconds: number) =>
      `Çok fazla başarısız giriş denemesi yapıldı. Güvenliğiniz için lütfen ${
        seconds < 60 ? `${seconds} saniye` : `${Math.ceil(seconds / 60)} dakika`
      } bekleyip tekrar deneyin.`,
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
