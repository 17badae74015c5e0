import { useId } from 'react';

import { VideoEmbed } from '#app/components/sections/video-embed.tsx';

/** The coach's promo video; nothing is requested from the video site until the visitor plays it. */
export function PromoVideo({ videoId, coachName }: { videoId: string; coachName: string }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-4xl px-4 py-16 sm:py-20">
      <div className="text-center">
        <h2 id={headingId} className="text-3xl font-bold tracking-tight">
          Tanıtım Videosu
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-pretty text-muted-foreground">
          Koçluğun nasıl işlediğini ve seanslarda birlikte neler yaptığımızı birkaç dakikada
          anlatıyorum.
        </p>
      </div>
      <div className="mt-8">
        <VideoEmbed videoId={videoId} title={`${coachName} ile koçluğa ilk bakış`} />
      </div>
    </section>
  );
}
