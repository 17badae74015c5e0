/** Passkeys' Turkish texts (docs/product.md#passkeys), shared by the pages and their scripts. */
export const passkeyMessages = {
  nameRequired: 'Geçiş anahtarına bir ad verin.',
  nameTooLong: (max: number) => `Ad en fazla ${max} karakter olabilir.`,
  added: (name: string) => `“${name}” geçiş anahtarı eklendi.`,
  addFailed:
    'Geçiş anahtarı eklenemedi. İşlem iptal edilmiş ya da süresi dolmuş olabilir; lütfen tekrar deneyin.',
  alreadyRegistered: 'Bu cihazda bu hesaba ait bir geçiş anahtarı zaten var.',
  wrongProof: 'Şifreniz ya da uygulamadaki kod doğru değil.',
  removed: (name: string) => `“${name}” geçiş anahtarı kaldırıldı.`,
  notFound: 'Bu geçiş anahtarı bulunamadı; başka bir oturumda kaldırılmış olabilir.',
  needsJavaScript:
    'Geçiş anahtarı eklemek için tarayıcınızda JavaScript açık olmalı. Var olan anahtarları JavaScript olmadan da kaldırabilirsiniz.',
  unsupported: 'Bu tarayıcı geçiş anahtarlarını desteklemiyor.',
  loginFailed: 'Geçiş anahtarıyla giriş yapılamadı. Lütfen tekrar deneyin ya da şifrenizle giriş yapın.',
  sessionExpired: 'Oturumunuz sona erdi. Lütfen sayfayı yenileyip yeniden giriş yapın.',
} as const;

export const PASSKEY_NAME_MAX = 60;
