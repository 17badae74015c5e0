import type { Image } from '#app/data/content-schema.ts';

/**
 * A content image at its own size, so the page does not shift while it loads. Lazy unless
 * `eager`: an image in the first screen must not wait for the browser's lazy-load decision.
 * For sections rendered on the server: in a component that ships in a page's script, this
 * module would become a chunk of its own, so those write their <img> themselves.
 */
export function ContentImage({
  image,
  className,
  eager = false,
}: {
  image: Image;
  className: string;
  eager?: boolean;
}) {
  return (
    <img
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={eager ? undefined : 'lazy'}
      decoding={eager ? undefined : 'async'}
      className={className}
    />
  );
}
