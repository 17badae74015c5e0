import { ExternalLink, Play, VideoOff } from 'lucide-react';

import { ContentImage } from '#app/components/ui/content-image.tsx';
import type { Image } from '#app/data/content-schema.ts';
import { embedUrl, watchUrl } from '#app/lib/video/video.ts';

/** A click-to-load video: the page sends nothing to the video host until the visitor asks. */
export function VideoEmbed({
  videoId,
  title,
  poster,
}: {
  videoId: string | null;
  title: string;
  poster?: Image;
}) {
  if (videoId === null) {
    return (
      <div className="flex aspect-video w-full flex-col items-center justify-center gap-2 rounded-xl border bg-muted p-4 text-center text-muted-foreground">
        <VideoOff aria-hidden className="size-8" />
        <p className="font-medium">Video yüklenemedi.</p>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-2">
      <div className="relative aspect-video w-full overflow-hidden rounded-xl border bg-muted">
        {poster ? (
          <ContentImage image={poster} className="absolute inset-0 size-full object-cover" />
        ) : (
          <div
            aria-hidden
            className="absolute inset-0 bg-gradient-to-br from-primary via-secondary to-accent"
          />
        )}
        <button
          type="button"
          data-video-src={embedUrl(videoId)}
          data-video-title={title}
          className="group absolute inset-0 flex cursor-pointer items-center justify-center focus-visible:outline-3 focus-visible:-outline-offset-4 focus-visible:outline-ring"
        >
          <span className="flex size-16 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg ring-4 ring-background/70 transition-transform group-hover:scale-110">
            <Play aria-hidden className="size-7 translate-x-0.5 fill-current" />
          </span>
          <span className="sr-only">Videoyu oynat: {title}</span>
        </button>
      </div>{' '}
      {/* 24 px tall for a finger (WCAG 2.5.8) in the 20 px its line took, so nothing moves. */}
      <a
        href={watchUrl(videoId)}
        target="_blank"
        rel="noopener noreferrer"
        className="-my-0.5 inline-flex min-h-6 items-center gap-1.5 self-start text-sm font-semibold text-primary underline-offset-4 hover:underline"
      >
        <ExternalLink aria-hidden className="size-4" />
        YouTube’da izle
        <span className="sr-only">: {title} (yeni sekmede açılır)</span>
      </a>
    </div>
  );
}
