/** Versioned so a consent stays provable (docs/product.md#consent-record): add a dated version, never edit one. */
// One constant a version, so a page's script takes only the current one.
const consentText20261126 =
  'Abone Ol düğmesine basarak yeni İlham Notları, etkinlikler ve koçluk hizmetleri hakkındaki duyuruların e-posta adresinize gönderilmesini kabul edersiniz. Abone olduktan sonra e-posta adresinize bir onay bağlantısı gönderilir; bülten yalnızca onayladıktan sonra gelir. Her e-postadaki bağlantıyla dilediğiniz an ayrılabilirsiniz.';
// The visitor is addressed as "sen" on every page (docs/product.md#built-in-content): same promise, same scope.
const consentText20261127 =
  'Abone Ol düğmesine basarak yeni İlham Notları, etkinlikler ve koçluk hizmetleri hakkındaki duyuruların e-posta adresine gönderilmesini kabul edersin. Abone olduktan sonra e-posta adresine bir onay bağlantısı gönderilir; bülten yalnızca onayladıktan sonra gelir. Her e-postadaki bağlantıyla dilediğin an ayrılabilirsin.';

export const newsletterConsentTexts = {
  '2026-11-26': consentText20261126,
  '2026-11-27': consentText20261127,
} as const;

export type NewsletterConsentVersion = keyof typeof newsletterConsentTexts;

export const CURRENT_CONSENT_VERSION: NewsletterConsentVersion = '2026-11-27';

export const currentConsentText: string = consentText20261127;
