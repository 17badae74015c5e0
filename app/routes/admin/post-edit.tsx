import type { ShouldRevalidateFunction } from 'react-router';

import { adminMeta } from '#app/lib/admin/meta.ts';
import { PostEditor } from '#app/routes/admin/post-editor/post-editor.tsx';
import { editorAction, loadEditor, postIdParam } from '#app/server/admin/post-desk.server.ts';

import type { Route } from './+types/post-edit';

export const meta: Route.MetaFunction = ({ loaderData }) =>
  adminMeta(loaderData?.post ? `Düzenle: ${loaderData.post.title}` : 'Yazıyı düzenle');

export function loader(args: Route.LoaderArgs) {
  return loadEditor(args, postIdParam(args.params.id));
}

export function action(args: Route.ActionArgs) {
  return editorAction(args, postIdParam(args.params.id));
}

/** The live preview's requests change nothing: the page's data stays as it is. */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  formData,
  defaultShouldRevalidate,
}) => (formData?.get('intent') === 'preview' ? false : defaultShouldRevalidate);

export default function EditPostPage({ loaderData, actionData }: Route.ComponentProps) {
  return <PostEditor key={loaderData.post?.id} {...loaderData} answer={actionData} />;
}
