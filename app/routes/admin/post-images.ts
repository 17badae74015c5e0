import { postImageMessages } from '#app/data/messages/post-image-messages.ts';
import { uploadPostImage } from '#app/server/admin/desks/post-images.server.ts';
import { requireAdminForScript } from '#app/server/admin/sign-in/session.server.ts';
import { getRuntime } from '#app/server/runtime.server.ts';

import type { Route } from './+types/post-images';

/**
 * The post editor's picture upload (docs/product.md#photos), answered as JSON `{ url }` or
 * `{ error }` for the editor's script, refusals included.
 */
export async function action(args: Route.ActionArgs) {
  const runtime = await getRuntime();
  const admin = await requireAdminForScript(
    runtime,
    args,
    'error',
    postImageMessages.sessionExpired,
  );
  const { status, body } = await uploadPostImage(runtime, args.request, admin.email);
  return Response.json(body, { status });
}

export function loader() {
  return Response.json(
    { error: postImageMessages.postOnly },
    { status: 405, headers: { Allow: 'POST' } },
  );
}
