import type { Image } from '#app/data/content-schema.ts';

/** A content image at its own size, lazy unless `eager` (the first screen's must not wait). */
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
