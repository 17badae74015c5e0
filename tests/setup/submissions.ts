import type { Comment } from '#app/db/comments.server.ts';
import type { Story } from '#app/db/stories.server.ts';
import type { Runtime } from '#app/server/runtime.server.ts';
import {
  submitComment,
  submitStory,
  type ProcessedPhoto,
} from '#app/server/submissions/save.server.ts';

/** A story sent as the public form sends it, without a photo unless one is given. */
export function sendStory(
  runtime: Runtime,
  authorName: string,
  email: string,
  story: string,
  photo: ProcessedPhoto | null = null,
): Promise<Story> {
  return submitStory(runtime, { authorName, email, story }, photo);
}

/** A comment sent as the public form sends it, under the post `post`. */
export function sendComment(
  runtime: Runtime,
  post: { slug: string; title: string },
  authorName: string,
  content: string,
): Promise<Comment> {
  return submitComment(runtime, { postSlug: post.slug, authorName, content }, post.title);
}
