import fontUrl from '#app/assets/fonts/inter-latin-tr.woff2?url';

/** The site's one font file (Inter, cut to Latin and Turkish), preloaded by every page. */
export const fontPreload = {
  rel: 'preload',
  href: fontUrl,
  as: 'font',
  type: 'font/woff2',
  crossOrigin: 'anonymous',
} as const;

/**
 * The same preload as a `Link` header. The browser starts on the font as soon as the page's
 * headers arrive, before it has parsed any HTML, so the font is usually ready for the first
 * layout: the text is laid out once, in Inter, instead of first in a fallback font, whose
 * lookups through the browser process slow that layout
 * (docs/decisions/0018-precompressed-files-and-font-link-header.md).
 * The <link> in <head> stays for whatever drops response headers (a saved page, a proxy).
 */
export const fontPreloadHeader = `<${fontUrl}>; rel=preload; as=font; type="font/woff2"; crossorigin`;
