import { adminMeta } from '#app/lib/admin/meta.ts';
import { kindTexts } from '#app/schemas/content-fields.ts';
import {
  contentItemAction,
  contentListAction,
  contentPageOf,
  loadContentIndex,
  loadContentItem,
  loadContentList,
  loadContentRevisions,
  restoreContentAction,
} from '#app/server/admin/desks/content-desk.server.ts';
import {
  contentImportAction,
  loadContentImport,
} from '#app/server/admin/desks/content-yaml-desk.server.ts';
import { loadPriceDesk, priceDeskAction } from '#app/server/admin/desks/price-desk.server.ts';
import { requireAdmin } from '#app/server/admin/sign-in/session.server.ts';
import { getRuntime } from '#app/server/runtime.server.ts';

import type { Route } from './+types/content-desk';
import { ContentImportPage } from './content-desk/content-import.tsx';
import { ContentIndexPage } from './content-desk/content-index.tsx';
import { ContentItemPage } from './content-desk/content-item.tsx';
import { ContentListPage } from './content-desk/content-list.tsx';
import { ContentPricesPage } from './content-desk/content-prices.tsx';
import { ContentRevisionsPage } from './content-desk/content-revisions.tsx';

/*
 * One module for the content desk's pages (docs/product.md#content-desk): the kinds, a kind's
 * items, an item's form and its versions, all under /yonetim/icerik, so the route list that every
 * page of the site loads names them once.
 */

export async function loader(args: Route.LoaderArgs) {
  const runtime = await getRuntime();
  // Signed in first: a stranger learns nothing of the desk's addresses.
  await requireAdmin(runtime, args);
  const page = contentPageOf(args.params['*']);
  switch (page.page) {
    case 'index':
      return loadContentIndex(runtime, args);
    case 'prices':
      return loadPriceDesk(runtime, args);
    case 'import':
      return { page: 'import' as const, ...(await loadContentImport(runtime, args)) };
    case 'list':
      return loadContentList(runtime, args, page.kind);
    case 'item':
      return loadContentItem(runtime, args, page.kind, page.key);
    case 'revisions':
      return loadContentRevisions(runtime, args, page.kind, page.key);
  }
}

/** The page an action posts to; an unknown address is refused only to someone signed in. */
async function postedPage(args: Route.ActionArgs) {
  try {
    return contentPageOf(args.params['*']);
  } catch (refusal) {
    await requireAdmin(await getRuntime(), args);
    throw refusal;
  }
}

export async function action(args: Route.ActionArgs) {
  const runtime = await getRuntime();
  const page = await postedPage(args);
  switch (page.page) {
    case 'prices':
      return priceDeskAction(runtime, args);
    case 'import':
      return contentImportAction(runtime, args);
    case 'list':
      return contentListAction(runtime, args, page.kind);
    case 'item':
      return contentItemAction(runtime, args, page.kind, page.key);
    case 'revisions':
      return restoreContentAction(runtime, args, page.kind, page.key);
    case 'index':
      await requireAdmin(runtime, args);
      throw new Response('Geçersiz istek.', { status: 405 });
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData || loaderData.page === 'index') return adminMeta('İçerik');
  if (loaderData.page === 'prices') return adminMeta('Fiyatlar');
  if (loaderData.page === 'import') return adminMeta('İçeriği içe aktar');
  const { plural } = kindTexts[loaderData.kind];
  switch (loaderData.page) {
    case 'list':
      return adminMeta(plural);
    case 'item':
      return adminMeta(loaderData.item ? `Düzenle: ${loaderData.item.title}` : `Yeni: ${plural}`);
    case 'revisions':
      return adminMeta(`Sürümler: ${loaderData.item.title}`);
  }
};

export default function ContentDeskPage({ loaderData, actionData }: Route.ComponentProps) {
  switch (loaderData.page) {
    case 'index':
      return <ContentIndexPage {...loaderData} />;
    case 'import':
      return (
        <ContentImportPage
          untouched={loaderData.untouched}
          answer={actionData && 'values' in actionData ? actionData : undefined}
        />
      );
    case 'prices':
      return (
        <ContentPricesPage
          {...loaderData}
          answer={actionData && 'values' in actionData ? actionData : undefined}
        />
      );
    case 'list':
      return <ContentListPage {...loaderData} />;
    case 'item':
      return (
        <ContentItemPage
          key={`${loaderData.kind}/${loaderData.item?.key ?? 'yeni'}`}
          {...loaderData}
          answer={actionData && 'values' in actionData ? actionData : undefined}
        />
      );
    case 'revisions':
      return <ContentRevisionsPage {...loaderData} />;
  }
}
