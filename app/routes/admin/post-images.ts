import { postImageMessages } from '#app/data/post-image-messages.ts';
import { uploadPostImage } from '#app/server/admin/post-images.server.ts';
import { requireAdminForScript } from '#app/server/admin/session.server.ts';
import { getRuntime } from '#app/server/runtime.server.ts';

import type { Route } from './+types/post-images';

/**
 * The post editor's picture upload (docs/product.md#photos): POST multipart with one `file`,
 * answered as JSON, `{ url }` or `{ error }` in Turkish. Called from the editor's script, so the
 * area's rules answer as JSON too (401 signed out, 403 without the required second factor),
 * before the body is read; the origin guard (server/http/origin-check.ts) refuses a post from
 * another site before this runs.
 */
export async function action(args: Route.ActionArgs) {
  const admin = await requireAdminForScript(args, 'error', postImageMessages.sessionExpired);
  const { status, body } = await uploadPostImage(await getRuntime(), args.request, admin.email);
  return Response.json(body, { status });
}

export function loader() {
  return Response.json(
    { error: postImageMessages.postOnly },
    { status: 405, headers: { Allow: 'POST' } },
  );
}
