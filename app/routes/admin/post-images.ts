import { postImageMessages } from '#app/data/post-image-messages.ts';
import { uploadPostImage } from '#app/server/admin/post-images.server.ts';
import { getAdmin } from '#app/server/admin/session.server.ts';
import { getRuntime } from '#app/server/runtime.server.ts';

import type { Route } from './+types/post-images';

/**
 * The post editor's picture upload (docs/product.md#photos): POST multipart with one `file`,
 * answered as JSON, `{ url }` or `{ error }` in Turkish. Called from the editor's script, so a
 * signed-out request gets 401 with the message rather than the login page; the origin guard
 * (server/http/origin-check.ts) refuses a post from another site before this runs.
 */
export async function action({ request }: Route.ActionArgs) {
  const admin = await getAdmin(request);
  if (!admin) {
    return Response.json({ error: postImageMessages.sessionExpired }, { status: 401 });
  }
  const { status, body } = await uploadPostImage(await getRuntime(), request, admin.email);
  return Response.json(body, { status });
}

export function loader() {
  return Response.json(
    { error: postImageMessages.postOnly },
    { status: 405, headers: { Allow: 'POST' } },
  );
}
