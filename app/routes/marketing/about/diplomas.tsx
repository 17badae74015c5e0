import { TintedSection } from '#app/components/sections/section-intro.tsx';
import { ContentImage } from '#app/components/ui/content-image.tsx';
import type { Diploma } from '#app/data/content-schema.ts';
import { sectionIntros } from '#app/data/section-intros.ts';

export function Diplomas({ diplomas }: { diplomas: Diploma[] }) {
  return (
    <TintedSection {...sectionIntros.diplomas}>
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {diplomas.map(({ id, image, title, description }) => (
          <li key={id} className="overflow-hidden rounded-xl border bg-card shadow-sm">
            <ContentImage image={image} className="h-auto w-full border-b bg-muted" />
            <div className="p-6">
              <h3 className="text-lg font-semibold">{title}</h3>
              <p className="mt-2 text-muted-foreground">{description}</p>
            </div>
          </li>
        ))}
      </ul>
    </TintedSection>
  );
}
