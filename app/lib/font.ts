import fontUrl from '#app/assets/fonts/inter-latin-tr.woff2?url';

export const fontPreload = {
  rel: 'preload',
  href: fontUrl,
  as: 'font',
  type: 'font/woff2',
  crossOrigin: 'anonymous',
} as const;

/** As a `Link` header, so the first layout is already in Inter (docs/decisions/0018-precompressed-files-and-font-link-header.md). */
export const fontPreloadHeader = `<${fontUrl}>; rel=preload; as=font; type="font/woff2"; crossorigin`;
