import { TestimonialCard } from '#app/components/sections/testimonial-card.tsx';
import type { Testimonial } from '#app/data/content-schema.ts';

export function AboutTestimonials({ testimonials }: { testimonials: Testimonial[] }) {
  return (
    <section aria-labelledby="danisan-yorumlari" className="bg-muted/50 py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-4">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="danisan-yorumlari" className="text-3xl font-bold tracking-tight">
            Danışanlarım Ne Diyor?
          </h2>
          <p className="mt-4 text-lg text-pretty text-muted-foreground">
            Birlikte yol yürüdüğüm insanların kendi sözleriyle deneyimleri.
          </p>
        </div>
        <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {testimonials.map((testimonial) => (
            <li key={testimonial.id}>
              <TestimonialCard testimonial={testimonial} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
