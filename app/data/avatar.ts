import type { Image } from '#app/data/content-schema.ts';

/** Its own module: the story card needs it in the browser, the testimonials stay on the server. */
export const defaultAvatar: Image = {
  src: '/images/avatar-default.svg',
  alt: 'Varsayılan profil görseli',
  width: 96,
  height: 96,
};
