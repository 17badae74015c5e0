import { Suspense } from 'react';
import { Await } from 'react-router';

import { TestimonialCard } from '#app/components/sections/testimonial-card.tsx';
import type { Testimonial } from '#app/data/content-schema.ts';
import { LIVE_STORIES_PATH } from '#app/data/page-paths.ts';
import { storyPageMessages } from '#app/data/messages/story-messages.ts';
import type { PublicStory } from '#app/db/stories.server.ts';
import type { FormResult } from '#app/lib/form-result.ts';
import { useLiveList } from '#app/lib/use-live-list.ts';
import { StoryCard } from '#app/routes/marketing/home/story-card.tsx';
import { StoryForm } from '#app/routes/marketing/home/story-form.tsx';

/** At most nine cards on the home page, visitors' stories first (docs/product.md#story). */
export const HOME_STORY_CARDS = 9;

function isPublicStory(value: unknown): value is PublicStory {
  const story = value as Partial<PublicStory> | null;
  return (
    typeof story === 'object' &&
    story !== null &&
    typeof story.id === 'number' &&
    typeof story.authorName === 'string' &&
    typeof story.story === 'string' &&
    typeof story.createdAt === 'string' &&
    (story.imageUrl === null || typeof story.imageUrl === 'string')
  );
}

function LiveStories({
  initial,
  testimonials,
}: {
  initial: PublicStory[];
  testimonials: Testimonial[];
}) {
  const stories = useLiveList(LIVE_STORIES_PATH, initial, isPublicStory);
  const shown = stories.slice(0, HOME_STORY_CARDS);
  const room = HOME_STORY_CARDS - shown.length;
  return (
    <>
      {stories.length === 0 ? (
        <p className="mb-6 rounded-lg border border-dashed p-4 text-center text-muted-foreground">
          {storyPageMessages.empty}
        </p>
      ) : null}
      <ul
        className="grid gap-6 wrap-anywhere md:grid-cols-2 lg:grid-cols-3"
        aria-label="Danışan yorumları ve dönüşüm hikâyeleri"
      >
        {shown.map((story) => (
          <li key={`hikaye-${story.id}`}>
            <StoryCard story={story} />
          </li>
        ))}
        {testimonials.slice(0, room).map((testimonial) => (
          <li key={testimonial.id}>
            <TestimonialCard testimonial={testimonial} />
          </li>
        ))}
      </ul>
    </>
  );
}

/** Testimonials and approved stories, live, with the form to share one (home page). */
export function StoriesSection({
  stories,
  testimonials,
  formResult,
  consentText,
}: {
  stories: PublicStory[] | Promise<PublicStory[]>;
  /** Shown in the cards the visitors' stories leave free. */
  testimonials: Testimonial[];
  formResult?: FormResult;
  /** The form's publishing consent box (app/data/publish-consent.ts). */
  consentText: string;
}) {
  return (
    <section
      aria-labelledby="hikayeler-baslik"
      id="hikayeler"
      className="mx-auto max-w-7xl px-4 py-20"
    >
      <h2 id="hikayeler-baslik" className="text-center text-3xl font-bold tracking-tight">
        Dönüşüm Hikâyeleri
      </h2>
      <p className="mx-auto mt-3 max-w-2xl text-center text-muted-foreground">
        Birlikte yol yürüdüğümüz danışanlarımın deneyimleri ve senin gibi ziyaretçilerin paylaştığı
        hikâyeler.
      </p>
      <div className="mt-10">
        {/* A page load has the list already. Rendered through Await it would still suspend once on
            the server, and the cards would arrive in a hidden block that only a script reveals:
            visitors without JavaScript would be left with the loading message. */}
        {Array.isArray(stories) ? (
          <LiveStories initial={stories} testimonials={testimonials} />
        ) : (
          <Suspense
            fallback={
              <p role="status" className="text-center text-muted-foreground">
                {storyPageMessages.loading}
              </p>
            }
          >
            <Await resolve={stories}>
              {(list) => <LiveStories initial={list} testimonials={testimonials} />}
            </Await>
          </Suspense>
        )}
      </div>
      <div
        id="hikayeni-paylas"
        className="mx-auto mt-16 max-w-3xl rounded-2xl border bg-card p-6 shadow-sm sm:p-10"
      >
        <h3 className="text-2xl font-bold">Dönüşüm hikâyeni paylaş</h3>
        <p className="mt-2 text-muted-foreground">
          Hikâyen incelendikten sonra bu sayfada yayımlanır. E-posta adresin yayımlanmaz.
        </p>
        <div className="mt-6">
          <StoryForm initial={formResult} consentText={consentText} />
        </div>
      </div>
    </section>
  );
}
