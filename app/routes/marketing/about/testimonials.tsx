import { TintedSection } from '#app/components/sections/section-intro.tsx';
import { TestimonialCard } from '#app/components/sections/testimonial-card.tsx';
import type { Testimonial } from '#app/data/content-schema.ts';
import { sectionIntros } from '#app/data/section-intros.ts';

export function AboutTestimonials({ testimonials }: { testimonials: Testimonial[] }) {
  return (
    <TintedSection {...sectionIntros.testimonials}>
      <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {testimonials.map((testimonial) => (
          <li key={testimonial.id}>
            <TestimonialCard testimonial={testimonial} />
          </li>
        ))}
      </ul>
    </TintedSection>
  );
}
