import { Camera, CirclePlay } from 'lucide-react';

import { Button } from '#app/components/ui/button.tsx';
import type { SiteIdentity } from '#app/data/identity.ts';

/** Follow buttons for the photo-sharing network and the video channel. */
export function FollowLinks({
  social,
}: {
  social: Pick<SiteIdentity['social'], 'instagram' | 'youtube'>;
}) {
  return (
    <section aria-labelledby="takip-et" className="mx-auto max-w-6xl px-4 pb-16">
      <div className="flex flex-col items-center gap-4 rounded-2xl border bg-secondary p-8 text-center text-secondary-foreground">
        <h2 id="takip-et" className="text-2xl font-bold">
          Yeni videoları kaçırma
        </h2>
        <p className="max-w-2xl text-pretty">
          Kısa ilham notları, nefes çalışmaları ve koçluk üzerine yeni videolar için beni sosyal
          medyada takip et.
        </p>
        <div className="flex flex-wrap justify-center gap-3">
          <Button asChild size="lg">
            <a href={social.youtube} target="_blank" rel="noopener noreferrer">
              <CirclePlay aria-hidden />
              YouTube’da Abone Ol
              <span className="sr-only"> (yeni sekmede açılır)</span>
            </a>
          </Button>{' '}
          <Button asChild size="lg" variant="outline">
            <a href={social.instagram} target="_blank" rel="noopener noreferrer">
              <Camera aria-hidden />
              Instagram’da Takip Et
              <span className="sr-only"> (yeni sekmede açılır)</span>
            </a>
          </Button>
        </div>
      </div>
    </section>
  );
}
