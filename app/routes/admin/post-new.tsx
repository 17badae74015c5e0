import type { ShouldRevalidateFunction } from 'react-router';

import { adminMeta } from '#app/lib/admin/meta.ts';
import { PostEditor } from '#app/routes/admin/post-editor/post-editor.tsx';
import { editorAction, loadEditor } from '#app/server/admin/post-desk.server.ts';

import type { Route } from './+types/post-new';

export const meta: Route.MetaFunction = () => adminMeta('Yeni yazı');

export function loader(args: Route.LoaderArgs) {
  return loadEditor(args, null);
}

export function action(args: Route.ActionArgs) {
  return editorAction(args, null);
}

/** The live preview's requests change nothing: the page's data stays as it is. */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  formData,
  defaultShouldRevalidate,
}) => (formData?.get('intent') === 'preview' ? false : defaultShouldRevalidate);

export default function NewPostPage({ loaderData, actionData }: Route.ComponentProps) {
  return <PostEditor {...loaderData} answer={actionData} />;
}
