import type { Testimonial } from '#app/data/content-schema.ts';

const MAX_STARS = 5;

/** Stars and the quotation mark are characters: icon paths would not fit the home page's script. */

export function QuoteMark() {
  return (
    <span aria-hidden className="h-6 font-serif text-5xl leading-none text-primary">
      “
    </span>
  );
}

/** Star rating as one image with a spoken label, so a screen reader hears "5 üzerinden 5 yıldız". */
function StarRating({ stars }: { stars: number }) {
  return (
    <div role="img" aria-label={`${MAX_STARS} üzerinden ${stars} yıldız`} className="flex gap-0.5">
      {Array.from({ length: MAX_STARS }, (_, index) => (
        <span
          key={index}
          aria-hidden
          className={`text-base leading-none ${index < stars ? 'text-amber-700 dark:text-amber-300' : 'text-muted-foreground'}`}
        >
          ★
        </span>
      ))}
    </div>
  );
}

/**
 * One testimonial: avatar, name, role, rating (when the client gave one) and the quote. A made-up
 * one says so in plain text beside the stars, in the server's markup, so nothing moves. Fixed
 * class names, no class helper: the home page's script is at its 120 KB budget.
 */
export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const { name, role, stars, quote, image, demo } = testimonial;
  return (
    <figure className="flex h-full flex-col gap-4 rounded-xl border bg-card p-6 text-card-foreground shadow-sm">
      <div className="flex items-center justify-between gap-4">
        {stars && <StarRating stars={stars} />}
        {demo && <span className="text-sm text-muted-foreground">Örnek içerik</span>}
        <QuoteMark />
      </div>
      <blockquote className="flex-1 leading-relaxed text-pretty">
        <p>{quote}</p>
      </blockquote>
      <figcaption className="flex items-center gap-3 border-t pt-4">
        <img
          src={image.src}
          alt={image.alt}
          width={image.width}
          height={image.height}
          loading="lazy"
          decoding="async"
          className="size-12 shrink-0 rounded-full border bg-muted object-cover"
        />
        <span className="flex flex-col">
          <span className="font-semibold">{name}</span>{' '}
          <span className="text-sm text-muted-foreground">{role}</span>
        </span>
      </figcaption>
    </figure>
  );
}
