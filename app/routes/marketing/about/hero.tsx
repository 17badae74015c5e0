import { ArrowRight, Mail } from 'lucide-react';
import { Link } from 'react-router';

import { Button } from '#app/components/ui/button.tsx';
import { ContentImage } from '#app/components/ui/content-image.tsx';
import type { AboutHero as AboutHeroContent, Image } from '#app/data/content-schema.ts';
import { CONTACT_PATH, SERVICES_PATH } from '#app/data/page-paths.ts';

/** The opening of /hakkimda: the page's single <h1>, a greeting, the portrait and two links. */
export function AboutHero({
  heading,
  hero,
  portrait,
}: {
  heading: string;
  hero: AboutHeroContent;
  portrait: Image;
}) {
  return (
    <section className="border-b bg-gradient-to-b from-secondary to-background">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-16 sm:py-20 md:grid-cols-[3fr_2fr]">
        <div className="text-center md:text-left">
          <h1 className="text-4xl font-bold tracking-tight text-balance sm:text-5xl">{heading}</h1>
          <p className="mt-6 text-2xl font-semibold text-balance text-primary">{hero.title}</p>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-pretty text-muted-foreground md:mx-0">
            {hero.subtitle}
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-3 md:justify-start">
            <Button asChild size="lg">
              <Link to={SERVICES_PATH}>
                Hizmetlerimi İncele
                <ArrowRight aria-hidden />
              </Link>
            </Button>{' '}
            <Button asChild size="lg" variant="outline">
              <Link to={CONTACT_PATH}>
                <Mail aria-hidden />
                Bana Ulaş
              </Link>
            </Button>
          </div>
        </div>
        <ContentImage
          image={portrait}
          eager
          className="mx-auto h-auto w-full max-w-xs rounded-2xl border bg-muted shadow-md md:max-w-sm"
        />
      </div>
    </section>
  );
}
