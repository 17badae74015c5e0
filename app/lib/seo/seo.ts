import type { MetaDescriptor } from 'react-router';

import { BLOG_PATH } from '#app/data/page-paths.ts';
import type { SitePage } from '#app/data/site-pages.ts';

type RootData = { publicUrl: string; identity: { siteName: string } };
type MetaMatch = { id: string; loaderData?: unknown } | undefined;

function rootData(matches: MetaMatch[]): RootData | undefined {
  return matches.find((match) => match?.id === 'root')?.loaderData as RootData | undefined;
}

export const SHARE_IMAGE_WIDTH = 1200;
export const SHARE_IMAGE_HEIGHT = 630;

/** Where a post's share image is served (app/routes/resources/share-image.ts). */
export function shareImagePath(slug: string): string {
  return `${BLOG_PATH}/${slug}/paylasim.png`;
}

export type PageSeo = Pick<SitePage, 'title' | 'description'> & {
  path?: string;
  noindex?: boolean;
  type?: 'website' | 'article';
  image?: string;
  extra?: MetaDescriptor[];
};

export function pageMeta(
  { matches, location }: { matches: MetaMatch[]; location: { pathname: string } },
  page: PageSeo | undefined,
): MetaDescriptor[] {
  // No loader data (the loader threw): the error boundary sets its own title.
  if (!page) return [];
  const root = rootData(matches);
  const siteName = root?.identity.siteName ?? '';
  const base = root?.publicUrl ?? '';
  const url = `${base}${page.path ?? location.pathname}`;
  const title = page.path === '/' ? `${siteName} | ${page.title}` : `${page.title} | ${siteName}`;
  const image = `${base}${page.image ?? '/images/og-default.png'}`;
  return [
    { title },
    { name: 'description', content: page.description },
    { tagName: 'link', rel: 'canonical', href: url },
    ...(page.noindex ? [{ name: 'robots', content: 'noindex' }] : []),
    { property: 'og:type', content: page.type ?? 'website' },
    { property: 'og:site_name', content: siteName },
    { property: 'og:locale', content: 'tr_TR' },
    { property: 'og:title', content: page.title },
    { property: 'og:description', content: page.description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: image },
    { name: 'twitter:card', content: 'summary_large_image' },
    ...(page.extra ?? []),
  ];
}
