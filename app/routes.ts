import { type RouteConfig, index, layout, prefix, route } from '@react-router/dev/routes';

import {
  ABOUT_PATH,
  ADMIN_ACCOUNT_PATH,
  ADMIN_AUDIT_PATH,
  ADMIN_ACCOUNTS_PATH,
  ADMIN_BOOKING_SETTINGS_PATH,
  ADMIN_BOOKINGS_PATH,
  ADMIN_COMMENTS_PATH,
  ADMIN_CONTENT_PATH,
  ADMIN_CONTENT_YAML_PATH,
  ADMIN_INVITATION_PATH,
  ADMIN_LOGIN_PATH,
  ADMIN_SECOND_FACTOR_PATH,
  ADMIN_SECOND_STEP_PATH,
  ADMIN_LOGOUT_PATH,
  ADMIN_NEW_NEWSLETTER_PATH,
  ADMIN_NEW_POST_PATH,
  ADMIN_NEWSLETTERS_PATH,
  ADMIN_PASSKEY_LOGIN_OPTIONS_PATH,
  ADMIN_PASSKEY_LOGIN_VERIFY_PATH,
  ADMIN_PASSKEY_REGISTER_OPTIONS_PATH,
  ADMIN_PASSKEY_REGISTER_VERIFY_PATH,
  ADMIN_PASSKEY_REMOVE_PATH,
  ADMIN_PATH,
  ADMIN_PERSONAL_DATA_PATH,
  ADMIN_POST_IMAGES_PATH,
  ADMIN_POSTS_PATH,
  ADMIN_STORIES_PATH,
  ADMIN_SUBSCRIBERS_CSV_PATH,
  ADMIN_SUBSCRIBERS_IYS_CSV_PATH,
  ADMIN_SUBSCRIBERS_PATH,
  BLOG_PATH,
  BOOKING_MANAGE_PATH,
  BOOKING_PATH,
  CONTACT_PATH,
  EBOOKS_PATH,
  FAQ_PATH,
  MEDIA_PATH,
  NEWSLETTER_CONFIRM_PATH,
  NEWSLETTER_CONFIRMED_PATH,
  NEWSLETTER_PATH,
  NOT_FOUND_PATH,
  PRIVACY_PATH,
  PROCESS_PATH,
  SERVICES_PATH,
  SHOP_PATH,
  THANK_YOU_PATH,
  type TokenPath,
  UNSUBSCRIBED_PATH,
  UNSUBSCRIBE_PATH,
} from '#app/data/page-paths.ts';
import { adminNewsletterPath } from '#app/lib/admin/newsletter-paths.ts';
import {
  adminPostPath,
  adminPostPreviewPath,
  adminPostRevisionsPath,
} from '#app/lib/admin/post-paths.ts';
import { shareImagePath } from '#app/lib/seo/seo.ts';

const at = (path: string) => path.slice(1);
const inAdmin = (path: string) => path.slice(ADMIN_PATH.length + 1);
/** A page behind a link's token: only TOKEN_PATHS have one, so that the logs leave it out. */
const tokenRoute = (path: TokenPath, rest = '') => `${path}/:token${rest}`;

// Turkish URLs (docs/product.md#pages) mapped to English file names.
export default [
  route('robots.txt', 'routes/resources/robots.ts'),
  route('sitemap.xml', 'routes/resources/sitemap.ts'),
  route('blog/rss.xml', 'routes/resources/rss.ts'),
  route(shareImagePath(':slug').slice(1), 'routes/resources/share-image.ts'),
  route('fotograflar/:name', 'routes/resources/photo.ts'),
  // The admin (docs/product.md#the-admin): its own layout, outside the public one.
  route(at(ADMIN_LOGOUT_PATH), 'routes/admin/logout.ts'),
  route(at(ADMIN_SUBSCRIBERS_CSV_PATH), 'routes/admin/subscribers-csv.ts'),
  route(at(ADMIN_SUBSCRIBERS_IYS_CSV_PATH), 'routes/admin/subscribers-iys-csv.ts'),
  route(at(ADMIN_CONTENT_YAML_PATH), 'routes/admin/content-yaml.ts'),
  route(at(ADMIN_POST_IMAGES_PATH), 'routes/admin/post-images.ts'),
  // Passkeys' steps (docs/product.md#passkeys): JSON for the pages' scripts, and one form.
  route(at(ADMIN_PASSKEY_LOGIN_OPTIONS_PATH), 'routes/admin/passkeys/login-options.ts'),
  route(at(ADMIN_PASSKEY_LOGIN_VERIFY_PATH), 'routes/admin/passkeys/login-verify.ts'),
  route(at(ADMIN_PASSKEY_REGISTER_OPTIONS_PATH), 'routes/admin/passkeys/register-options.ts'),
  route(at(ADMIN_PASSKEY_REGISTER_VERIFY_PATH), 'routes/admin/passkeys/register-verify.ts'),
  route(at(ADMIN_PASSKEY_REMOVE_PATH), 'routes/admin/passkeys/remove.ts'),
  layout('routes/admin/layout.tsx', [
    ...prefix(at(ADMIN_PATH), [
      index('routes/admin/dashboard.tsx'),
      route(inAdmin(ADMIN_LOGIN_PATH), 'routes/admin/login.tsx'),
      route(inAdmin(ADMIN_SECOND_STEP_PATH), 'routes/admin/second-step.tsx'),
      route(inAdmin(ADMIN_POSTS_PATH), 'routes/admin/posts.tsx'),
      route(inAdmin(ADMIN_STORIES_PATH), 'routes/admin/stories.tsx'),
      route(inAdmin(ADMIN_COMMENTS_PATH), 'routes/admin/comments.tsx'),
      route(inAdmin(ADMIN_SUBSCRIBERS_PATH), 'routes/admin/subscribers.tsx'),
      route(inAdmin(ADMIN_PERSONAL_DATA_PATH), 'routes/admin/personal-data.tsx'),
      route(inAdmin(ADMIN_ACCOUNT_PATH), 'routes/admin/account.tsx'),
      route(inAdmin(ADMIN_SECOND_FACTOR_PATH), 'routes/admin/account/second-factor.tsx'),
      route(inAdmin(ADMIN_ACCOUNTS_PATH), 'routes/admin/accounts.tsx'),
      // Public: the invited person has no account yet (docs/product.md#accounts).
      route(inAdmin(tokenRoute(ADMIN_INVITATION_PATH)), 'routes/admin/invitation.tsx'),
      route(inAdmin(ADMIN_AUDIT_PATH), 'routes/admin/audit.tsx'),
      route(inAdmin(ADMIN_NEWSLETTERS_PATH), 'routes/admin/newsletters.tsx'),
      route(inAdmin(ADMIN_BOOKINGS_PATH), 'routes/admin/bookings.tsx'),
      route(inAdmin(ADMIN_BOOKING_SETTINGS_PATH), 'routes/admin/booking-settings.tsx'),
      // The content desk's pages share one module: its address says which page.
      route(`${inAdmin(ADMIN_CONTENT_PATH)}/*`, 'routes/admin/content-desk.tsx'),
      // A newsletter's pages share one module, as a post's do.
      route(inAdmin(ADMIN_NEW_NEWSLETTER_PATH), 'routes/admin/newsletter-desk.tsx', {
        id: 'newsletter-new',
      }),
      route(inAdmin(adminNewsletterPath(':id')), 'routes/admin/newsletter-desk.tsx', {
        id: 'newsletter-edit',
      }),
      // A post's pages share one module: the route list every page loads names its parts once.
      route(inAdmin(ADMIN_NEW_POST_PATH), 'routes/admin/post-desk.tsx', { id: 'post-new' }),
      route(inAdmin(adminPostPath(':id')), 'routes/admin/post-desk.tsx', { id: 'post-edit' }),
      route(inAdmin(adminPostPreviewPath(':id')), 'routes/admin/post-desk.tsx', {
        id: 'post-preview',
      }),
      route(inAdmin(adminPostRevisionsPath(':id')), 'routes/admin/post-desk.tsx', {
        id: 'post-revisions',
      }),
    ]),
  ]),
  layout('routes/marketing/layout.tsx', [
    index('routes/marketing/home.tsx'),
    route(at(ABOUT_PATH), 'routes/marketing/about.tsx'),
    route(at(PROCESS_PATH), 'routes/marketing/process.tsx'),
    ...prefix(at(SERVICES_PATH), [
      index('routes/marketing/services.tsx'),
      route(':slug', 'routes/marketing/service-detail.tsx'),
    ]),
    route(at(EBOOKS_PATH), 'routes/marketing/ebooks.tsx'),
    route(at(SHOP_PATH), 'routes/marketing/shop.tsx'),
    route(at(MEDIA_PATH), 'routes/marketing/media.tsx'),
    route(at(FAQ_PATH), 'routes/marketing/faq.tsx'),
    ...prefix(at(BLOG_PATH), [
      index('routes/blog/index.tsx'),
      route(':slug', 'routes/blog/post.tsx'),
    ]),
    route(at(BOOKING_PATH), 'routes/booking/booking.tsx'),
    route(at(tokenRoute(BOOKING_MANAGE_PATH)), 'routes/booking/booking-manage.tsx'),
    route(at(tokenRoute(BOOKING_MANAGE_PATH, '/iptal')), 'routes/booking/booking-cancel.tsx'),
    route(at(CONTACT_PATH), 'routes/marketing/contact.tsx'),
    route(at(THANK_YOU_PATH), 'routes/marketing/thank-you.tsx'),
    route(at(NEWSLETTER_PATH), 'routes/newsletter/newsletter.tsx'),
    route(at(tokenRoute(UNSUBSCRIBE_PATH)), 'routes/newsletter/unsubscribe.tsx'),
    route(at(UNSUBSCRIBED_PATH), 'routes/newsletter/unsubscribed.tsx'),
    route(at(tokenRoute(NEWSLETTER_CONFIRM_PATH)), 'routes/newsletter/newsletter-confirm.tsx'),
    route(at(NEWSLETTER_CONFIRMED_PATH), 'routes/newsletter/newsletter-confirmed.tsx'),
    route(at(PRIVACY_PATH), 'routes/marketing/privacy.tsx'),
    route(at(NOT_FOUND_PATH), 'routes/marketing/not-found.tsx', { id: 'not-found' }),
    route('*', 'routes/marketing/not-found.tsx', { id: 'catch-all' }),
  ]),
] satisfies RouteConfig;
