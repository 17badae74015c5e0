const waitText = (seconds: number) =>
  seconds < 60 ? `${seconds} saniye` : `${Math.ceil(seconds / 60)} dakika`;

/** The admin's Turkish texts; the public forms' messages are in messages.ts. */
export const adminMessages = {
  login: {
    invalid: 'E-posta adresi veya şifre hatalı.',
    slowedDown: (seconds: number) =>
      `Çok fazla başarısız giriş denemesi yapıldı. Güvenliğiniz için lütfen ${waitText(seconds)} bekleyip tekrar deneyin.`,
    loggedOut: 'Oturumunuz kapatıldı.',
  },
  proof: {
    slowedDown: (seconds: number) =>
      `Çok fazla yanlış deneme yapıldı. Güvenliğiniz için lütfen ${waitText(seconds)} bekleyip tekrar deneyin.`,
  },
  /** A moderation form over the body limit (the public forms' own text says "sen"). */
  formTooLarge: 'Gönderilen form çok büyük. Lütfen metni kısaltıp tekrar deneyin.',
  foreignOrigin: 'Bu istek başka bir siteden geldiği için reddedildi.',
  notFound: 'Kayıt bulunamadı; başka bir oturumda değiştirilmiş ya da silinmiş olabilir.',
  confirmDelete: 'Bu kaydı silmek istediğinize emin misiniz?',
  done: {
    story: {
      approve: 'Hikâye yayımlandı.',
      unpublish: 'Hikâye yayından kaldırıldı.',
      delete: 'Hikâye silindi.',
    },
    comment: {
      approve: 'Yorum yayımlandı.',
      unpublish: 'Yorum yayından kaldırıldı.',
      delete: 'Yorum silindi.',
    },
    subscriber: { delete: 'Abone silindi.' },
  },
  storyTestimonial: {
    added: 'Hikâye danışan yorumu olarak eklendi.',
    already: 'Bu hikâye zaten danışan yorumu olarak eklenmiş; bağlantısı hikâyenin altında.',
    noConsent:
      'Bu hikâye için kayıtlı yayın izni yok (eski gönderi), bu yüzden danışan yorumu olarak eklenemez. Danışandan izin aldıysanız yorumu İçerik bölümünden kendiniz ekleyebilirsiniz.',
    unpublished: 'Yalnızca yayındaki bir hikâye danışan yorumu olarak eklenebilir.',
    retry: 'Aynı adla bir yorum az önce eklendi; lütfen tekrar deneyin.',
  },
  personalData: {
    erased: (summary: string) => `Kişisel veriler silindi: ${summary}.`,
    nothingToErase: 'Silinecek kayıt bulunamadı; başka bir oturumda silinmiş olabilir.',
  },
} as const;
