import { defaultAvatar } from '#app/data/avatar.ts';
import type { Testimonial } from '#app/data/content-schema.ts';
import type { ContentItem } from '#app/db/content.server.ts';
import type { Story } from '#app/db/stories.server.ts';
import { numberedSlug, slugFromTitle } from '#app/lib/slug.ts';

/** A story names no job or city; its card calls it this, so the testimonial does too. */
export const STORY_ROLE = 'Dönüşüm hikâyesi';

/**
 * A story as a testimonial, with the consent it was sent with; null for a story sent before the
 * form asked for one. No stars: a story has no rating, and the card must not make one up. The
 * default avatar, not the story's photo: that is served only while the story is published.
 */
export function testimonialFromStory(story: Story, id: string): Testimonial | null {
  const consent = story.publishConsent;
  if (!consent?.text) return null;
  return {
    id,
    name: story.authorName,
    role: STORY_ROLE,
    quote: story.story,
    image: defaultAvatar,
    source: {
      type: 'story',
      storyId: story.id,
      consentText: consent.text,
      consentedAt: consent.at,
    },
  };
}

/** The key of the testimonial each story became (any state), so a story is added only once. */
export function testimonialsOfStories(items: ContentItem[]): Map<number, string> {
  const keys = new Map<number, string>();
  for (const item of items) {
    const { source } = item.data as Testimonial;
    if (source?.type === 'story') keys.set(source.storyId, item.key);
  }
  return keys;
}

/**
 * The home page's testimonials beside the stories it shows: one made from a story shown there
 * would repeat it. Without their source, which stays on the server.
 */
export function testimonialsBesideStories(
  testimonials: Testimonial[],
  shownStoryIds: ReadonlySet<number>,
): Array<Omit<Testimonial, 'source'>> {
  return testimonials
    .filter(({ source }) => !(source?.type === 'story' && shownStoryIds.has(source.storyId)))
    .map(({ source: _source, ...testimonial }) => testimonial);
}

/** The name's slug, numbered past the keys already taken ("zeynep-k-2"). */
export function freeKey(name: string, taken: ReadonlySet<string>): string {
  return numberedSlug(slugFromTitle(name) || 'hikaye', taken);
}

/**
 * What a desk save keeps that the form does not show. The source always. The demo mark only while
 * the name and the quote are still the built-in ones: a new role, rating or picture does not make
 * a made-up testimonial a real one, a new text does.
 */
export function keptOnSave(
  before: unknown,
  posted: Record<string, unknown>,
): Pick<Testimonial, 'source' | 'demo'> {
  const saved = before as Partial<Testimonial> | undefined;
  if (!saved) return {};
  const same = (field: 'name' | 'quote') =>
    typeof posted[field] === 'string' && posted[field].trim() === saved[field];
  return {
    ...(saved.source ? { source: saved.source } : {}),
    ...(saved.demo && same('name') && same('quote') ? { demo: true as const } : {}),
  };
}
