import { data, type ShouldRevalidateFunction } from 'react-router';

import { INTENT_FIELD } from '#app/lib/admin/desk-form.ts';
import { adminMeta } from '#app/lib/admin/meta.ts';
import { PostEditor } from '#app/routes/admin/post-editor/post-editor.tsx';
import { PostPreviewPage } from '#app/routes/admin/post-editor/post-preview-page.tsx';
import { PostRevisionsPage } from '#app/routes/admin/post-editor/post-revisions-page.tsx';
import { POST_INTENTS } from '#app/schemas/post-fields.ts';
import {
  editorAction,
  loadEditor,
  loadPreview,
  loadRevisions,
  postIdParam,
  restoreRevisionAction,
} from '#app/server/admin/desks/post-desk.server.ts';
import { requireAdmin } from '#app/server/admin/sign-in/session.server.ts';
import { getRuntime } from '#app/server/runtime.server.ts';

import type { Route } from './+types/post-desk';

/*
 * One module for a post's pages (docs/product.md#publishing-desk): the new post's and a post's
 * editor, its preview (/onizleme) and its revisions (/surumler). The route list that every page
 * of the site loads then names its parts once for all four (the public pages' script budget).
 */
type Page = 'editor' | 'preview' | 'revisions';

function pageOf(url: URL): Page {
  if (url.pathname.endsWith('/onizleme')) return 'preview';
  if (url.pathname.endsWith('/surumler')) return 'revisions';
  return 'editor';
}

/** /yonetim/yazilar/yeni has no id. */
const postIdOf = (params: { id?: string }) =>
  params.id === undefined ? null : postIdParam(params.id);

export async function loader(args: Route.LoaderArgs) {
  const runtime = await getRuntime();
  const id = postIdOf(args.params);
  switch (pageOf(args.url)) {
    case 'editor':
      return loadEditor(runtime, args, id);
    case 'preview':
      return data(await loadPreview(runtime, args, postIdParam(args.params.id)));
    case 'revisions':
      return data(await loadRevisions(runtime, args, postIdParam(args.params.id)));
  }
}

export async function action(args: Route.ActionArgs) {
  const runtime = await getRuntime();
  switch (pageOf(args.url)) {
    case 'editor':
      return editorAction(runtime, args, postIdOf(args.params));
    case 'revisions':
      return restoreRevisionAction(runtime, args, postIdParam(args.params.id));
    case 'preview':
      await requireAdmin(runtime, args);
      throw data('Geçersiz istek.', { status: 405 });
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return adminMeta('Yazılar');
  const title = loaderData.post?.title;
  switch (loaderData.page) {
    case 'editor':
      return adminMeta(title ? `Düzenle: ${title}` : 'Yeni yazı');
    case 'preview':
      return adminMeta(`Önizleme: ${title}`);
    case 'revisions':
      return adminMeta(`Sürümler: ${title}`);
  }
};

/**
 * A preview (the live one, or the "Önizle" button with JavaScript) changes nothing: the page's
 * data stays as it is.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  formData,
  defaultShouldRevalidate,
}) => (formData?.get(INTENT_FIELD) === POST_INTENTS.preview ? false : defaultShouldRevalidate);

export default function PostDeskPage({ loaderData, actionData }: Route.ComponentProps) {
  switch (loaderData.page) {
    case 'editor':
      return (
        <PostEditor
          key={loaderData.post?.id ?? 'yeni'}
          {...loaderData}
          answer={actionData && 'values' in actionData ? actionData : undefined}
        />
      );
    case 'preview':
      return <PostPreviewPage {...loaderData} />;
    case 'revisions':
      return <PostRevisionsPage {...loaderData} />;
  }
}
