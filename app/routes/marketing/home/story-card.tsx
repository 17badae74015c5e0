import { useState } from 'react';

import { QuoteMark } from '#app/components/sections/testimonial-card.tsx';
import { Card } from '#app/components/ui/card.tsx';
import { defaultAvatar } from '#app/data/avatar.ts';
import type { PublicStory } from '#app/db/stories.server.ts';
import { formatDateTr } from '#app/lib/format.ts';

export const STORY_QUOTE_MAX = 150;

/** A story's quote is cut to 150 characters on its card (docs/product.md#story). */
export function cutQuote(text: string, max = STORY_QUOTE_MAX): string {
  const chars = Array.from(text);
  return chars.length > max ? `${chars.slice(0, max).join('').trimEnd()}…` : text;
}

/** A visitor's approved story; a broken photo falls back to the default avatar. */
export function StoryCard({ story }: { story: PublicStory }) {
  const [broken, setBroken] = useState(false);
  const photo = !story.imageUrl || broken ? defaultAvatar.src : story.imageUrl;
  return (
    <Card className="h-full p-6">
      <QuoteMark />
      <blockquote className="mt-3 flex-1 leading-relaxed whitespace-pre-line">
        {cutQuote(story.story)}
      </blockquote>
      <div className="mt-5 flex items-center gap-3">
        <img
          src={photo}
          alt={story.imageUrl && !broken ? `${story.authorName} fotoğrafı` : ''}
          width={48}
          height={48}
          loading="lazy"
          decoding="async"
          onError={() => setBroken(true)}
          // An image that failed before hydration fired its error event before React listened.
          ref={(img) => {
            if (img?.complete && img.naturalWidth === 0 && story.imageUrl) setBroken(true);
          }}
          className="size-12 rounded-full border object-cover"
        />
        <div>
          <p className="font-semibold">{story.authorName}</p>
          <p className="text-sm text-muted-foreground">
            Dönüşüm hikâyesi ·{' '}
            <time dateTime={story.createdAt}>{formatDateTr(story.createdAt)}</time>
          </p>
        </div>
      </div>
    </Card>
  );
}
