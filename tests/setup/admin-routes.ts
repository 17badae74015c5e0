/** The admin routes open to anyone: they check their own token or session step. */
export const PUBLIC_ADMIN_ROUTES = new Set([
  '/yonetim/giris',
  '/yonetim/giris/dogrulama',
  '/yonetim/giris/gecis-anahtari/secenekler',
  '/yonetim/giris/gecis-anahtari/dogrula',
  '/yonetim/davet/:token',
]);
