import { Clapperboard } from 'lucide-react';

import { VideoEmbed } from '#app/components/sections/video-embed.tsx';
import type { MediaItem } from '#app/data/content-schema.ts';
import { extractVideoId } from '#app/lib/video/video.ts';

function MediaEmpty() {
  return (
    <div className="rounded-xl border bg-card p-8 text-center shadow-sm">
      <Clapperboard aria-hidden className="mx-auto size-8 text-primary" />
      <p className="mt-4 text-lg font-semibold">Henüz video eklenmedi.</p>
      <p className="mt-2 text-muted-foreground">
        Yeni videolar çok yakında burada olacak. Kaçırmamak için kanalımı takip edebilirsin.
      </p>
    </div>
  );
}

/** A video as the page shows it: the id is read from the link on the server. */
export type MediaVideo = Pick<MediaItem, 'id' | 'title' | 'description' | 'poster'> & {
  videoId: string | null;
};

/** For the page's loader, so the link parsing stays out of the browser's bundle. */
export function mediaVideos(items: MediaItem[]): MediaVideo[] {
  return items.map(({ id, title, description, poster, sourceUrl }) => ({
    id,
    title,
    description,
    poster,
    videoId: extractVideoId(sourceUrl),
  }));
}

/** The videos as click-to-play cards, or a notice when the list is empty. */
export function MediaGrid({ items }: { items: MediaVideo[] }) {
  return (
    <section aria-labelledby="videolar" className="mx-auto max-w-6xl px-4 py-12">
      <h2 id="videolar" className="text-2xl font-bold">
        Videolar
      </h2>
      {items.length === 0 ? (
        <div className="mt-8">
          <MediaEmpty />
        </div>
      ) : (
        <>
          <p className="mt-2 max-w-3xl text-muted-foreground">
            Oynat düğmesine bastığında video bu sayfada açılır; dilersen YouTube&rsquo;da da
            izleyebilirsin.
          </p>
          <ul className="mt-8 grid gap-8 md:grid-cols-2">
            {items.map((item) => (
              <li key={item.id}>
                <article className="flex h-full flex-col gap-4 rounded-xl border bg-card p-4 text-card-foreground shadow-sm">
                  <VideoEmbed videoId={item.videoId} title={item.title} poster={item.poster} />
                  <div className="px-2 pb-2">
                    <h3 className="text-lg leading-tight font-semibold">{item.title}</h3>
                    <p className="mt-2 text-sm text-muted-foreground">{item.description}</p>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
