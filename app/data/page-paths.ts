/** Written once; the browser bundle inlines each (vite.config.ts), so the menus cost no more than literals. */
export const HOME_PATH = '/';
export const ABOUT_PATH = '/hakkimda';
export const PROCESS_PATH = '/kocluk-sureci';
export const SERVICES_PATH = '/hizmetler';
export const EBOOKS_PATH = '/e-kitaplar';
export const SHOP_PATH = '/dukkan';
export const MEDIA_PATH = '/medya';
export const FAQ_PATH = '/sss';
export const BLOG_PATH = '/blog';
export const BOOKING_PATH = '/randevu-al';
/** A booked call's own page, the link in its mails (`/randevu/{token}`; `/iptal` after it cancels). */
export const BOOKING_MANAGE_PATH = '/randevu';
export const CONTACT_PATH = '/iletisim';
export const THANK_YOU_PATH = '/tesekkurler';
export const NEWSLETTER_PATH = '/bulten';
export const UNSUBSCRIBE_PATH = '/bulten/ayril';
export const UNSUBSCRIBED_PATH = '/bulten/ayrildi';
/** The confirmation mail's one-time link (`/bulten/onayla/{token}`) and the page after it. */
export const NEWSLETTER_CONFIRM_PATH = '/bulten/onayla';
export const NEWSLETTER_CONFIRMED_PATH = '/bulten/onaylandi';
export const PRIVACY_PATH = '/kvkk';
export const NOT_FOUND_PATH = '/404';

export const ADMIN_PATH = '/yonetim';
export const ADMIN_LOGIN_PATH = '/yonetim/giris';
/** The sign-in's second step: the authenticator app's code or a recovery code. */
export const ADMIN_SECOND_STEP_PATH = '/yonetim/giris/dogrulama';
export const ADMIN_LOGOUT_PATH = '/yonetim/cikis';
export const ADMIN_STORIES_PATH = '/yonetim/hikayeler';
export const ADMIN_COMMENTS_PATH = '/yonetim/yorumlar';
export const ADMIN_SUBSCRIBERS_PATH = '/yonetim/aboneler';
export const ADMIN_SUBSCRIBERS_CSV_PATH = '/yonetim/aboneler.csv';
export const ADMIN_SUBSCRIBERS_IYS_CSV_PATH = '/yonetim/aboneler-iys.csv';
export const ADMIN_PERSONAL_DATA_PATH = '/yonetim/kisisel-veri';
export const ADMIN_ACCOUNT_PATH = '/yonetim/hesap';
/** The account page's second-factor card posts here; the answer shows on the same page. */
export const ADMIN_SECOND_FACTOR_PATH = '/yonetim/hesap/iki-adim';
export const ADMIN_ACCOUNTS_PATH = '/yonetim/hesaplar';
/** An invitation's one-time link (`/yonetim/davet/{token}`): the new account sets its password. */
export const ADMIN_INVITATION_PATH = '/yonetim/davet';
/**
 * The pages whose next path segment is a link's secret, which the logs leave out
 * (log-masking.server.ts); routes with a token take their pattern from here (`tokenRoute`).
 */
export const TOKEN_PATHS = [
  ADMIN_INVITATION_PATH,
  BOOKING_MANAGE_PATH,
  NEWSLETTER_CONFIRM_PATH,
  UNSUBSCRIBE_PATH,
] as const;
export type TokenPath = (typeof TOKEN_PATHS)[number];
export const ADMIN_AUDIT_PATH = '/yonetim/kayitlar';
/** Passkeys (docs/product.md#passkeys): the scripts' JSON steps, and the removal form's action. */
export const ADMIN_PASSKEY_LOGIN_OPTIONS_PATH = '/yonetim/giris/gecis-anahtari/secenekler';
export const ADMIN_PASSKEY_LOGIN_VERIFY_PATH = '/yonetim/giris/gecis-anahtari/dogrula';
export const ADMIN_PASSKEY_REGISTER_OPTIONS_PATH = '/yonetim/hesap/gecis-anahtari/secenekler';
export const ADMIN_PASSKEY_REGISTER_VERIFY_PATH = '/yonetim/hesap/gecis-anahtari/dogrula';
export const ADMIN_PASSKEY_REMOVE_PATH = '/yonetim/hesap/gecis-anahtari/kaldir';
export const ADMIN_POSTS_PATH = '/yonetim/yazilar';
export const ADMIN_NEW_POST_PATH = '/yonetim/yazilar/yeni';
export const ADMIN_POST_IMAGES_PATH = '/yonetim/yazilar/gorsel';
/** A post's editor, its preview and its revisions: app/lib/admin/post-paths.ts. */
export const ADMIN_NEWSLETTERS_PATH = '/yonetim/bulten';
export const ADMIN_NEW_NEWSLETTER_PATH = '/yonetim/bulten/yeni';
export const ADMIN_BOOKINGS_PATH = '/yonetim/randevular';
export const ADMIN_CONTENT_PATH = '/yonetim/icerik';
/** The whole content as one YAML file, and the page that loads one into an empty site. */
export const ADMIN_CONTENT_YAML_PATH = '/yonetim/icerik.yaml';
export const ADMIN_CONTENT_IMPORT_PATH = '/yonetim/icerik/ice-aktar';
export const ADMIN_BOOKING_SETTINGS_PATH = '/yonetim/randevular/ayarlar';

export const LIVE_STORIES_PATH = '/canli/hikayeler';
export const LIVE_COMMENTS_PATH = '/canli/yorumlar/:slug';
