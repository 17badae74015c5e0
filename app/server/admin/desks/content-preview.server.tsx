import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';

import { FooterBrand, FooterCopyright, FooterLinks } from '#app/components/layout/footer-parts.tsx';
import { FaqGroup } from '#app/components/sections/services/faq-group.tsx';
import type { PricePackage } from '#app/data/content-schema.ts';
import {
  type ContentData,
  type ContentKind,
  type Package,
} from '#app/lib/content/content-kinds.ts';
import { aboutSections } from '#app/routes/marketing/about.sections.server.tsx';
import { EbookGrid } from '#app/routes/marketing/ebooks/ebook-grid.tsx';
import { SellerLine } from '#app/routes/marketing/layout/seller-line.tsx';
import { CoachingTypes } from '#app/routes/marketing/home/coaching-types.tsx';
import { mediaSections } from '#app/routes/marketing/media.sections.server.tsx';
import { processSections } from '#app/routes/marketing/process.sections.server.tsx';
import { serviceDetailSections } from '#app/routes/marketing/service-detail.sections.server.tsx';
import { PriceSection } from '#app/routes/marketing/services/price-section.tsx';
import { shopSections } from '#app/routes/marketing/shop.sections.server.tsx';
import { inlineSvgImages } from '#app/server/document/inline-images.server.ts';
import type { SiteContent } from '#app/server/content/site-content.server.ts';

/*
 * What an item will look like before it is saved (docs/product.md#content-desk): the public page's own
 * sections, given the content in force with the item as she typed it, drawn on the server. The
 * desk shows the result twice, in the light theme and the dark one.
 */

/** The item as she typed it in place of the saved one, or after the others when new. */
function withItem<T extends { id: string }>(list: readonly T[], item: T): T[] {
  const index = list.findIndex((each) => each.id === item.id);
  return index === -1 ? [...list, item] : list.map((each, at) => (at === index ? item : each));
}

function pricedPackage(content: SiteContent, item: Package): PricePackage {
  const priced = content.pricePackages.find((each) => each.id === item.id);
  // A new package has no price until a price list gives it one.
  const prices = priced ?? { price: 0, originalPrice: null, saveAmount: null };
  return { ...prices, ...item, price: prices.price };
}

function previewOf(kind: ContentKind, content: SiteContent, data: unknown): ReactNode {
  switch (kind) {
    case 'service': {
      const service = data as ContentData<'service'>;
      return serviceDetailSections.hizmet({ service });
    }
    case 'package':
      return (
        <PriceSection
          packages={withItem(content.pricePackages, pricedPackage(content, data as Package))}
          notes={content.priceNotes}
        />
      );
    case 'price-notes':
      return (
        <PriceSection packages={content.pricePackages} notes={data as ContentData<'price-notes'>} />
      );
    case 'faq':
      return (
        <FaqGroup id="onizleme-sss" title="Genel Sorular" entries={[data as ContentData<'faq'>]} />
      );
    case 'product':
      return shopSections.dukkan({ ...content, products: [data as ContentData<'product'>] });
    case 'ebook':
      return <EbookGrid ebooks={[data as ContentData<'ebook'>]} />;
    case 'video':
      return mediaSections.medya({ ...content, videos: [data as ContentData<'video'>] });
    case 'testimonial':
      return aboutSections.hakkimda({
        ...content,
        testimonials: withItem(content.testimonials, data as ContentData<'testimonial'>),
      });
    case 'diploma':
      return aboutSections.hakkimda({
        ...content,
        diplomas: withItem(content.diplomas, data as ContentData<'diploma'>),
      });
    case 'about':
      return aboutSections.hakkimda({ ...content, about: data as ContentData<'about'> });
    case 'process':
      return processSections['kocluk-sureci']({
        ...content,
        process: data as ContentData<'process'>,
      });
    case 'coaching-type': {
      const card = data as ContentData<'coaching-type'>;
      const service = content.services.find((each) => each.id === card.service);
      return service ? (
        <CoachingTypes
          cards={[{ id: service.id, title: service.title, icon: service.icon, lead: card.lead }]}
        />
      ) : null;
    }
    case 'page': {
      const page = data as ContentData<'page'>;
      return (
        <div className="mx-auto grid max-w-3xl gap-2 px-4 py-8">
          <p className="text-sm text-muted-foreground">Arama sonucunda:</p>
          <p className="text-xl font-semibold text-primary">
            {page.title} | {content.identity.siteName}
          </p>
          <p>{page.description}</p>
          <p className="mt-4 text-sm text-muted-foreground">Sayfadaki ana başlık:</p>
          <h2 className="text-3xl font-bold">{page.heading}</h2>
        </div>
      );
    }
    case 'identity': {
      const identity = { ...content.identity, ...(data as ContentData<'identity'>) };
      return (
        <footer className="grid gap-6 border-t bg-muted px-4 py-8">
          <FooterBrand identity={identity} />
          <FooterLinks identity={identity} />
          <FooterCopyright siteName={identity.siteName} year={new Date().getFullYear()} />
          <SellerLine seller={identity.seller} />
        </footer>
      );
    }
  }
}

/** Ids and what names them made unique for a second copy of the same markup. */
function suffixIds(html: string, suffix: string): string {
  return html
    .replace(
      /\b(id|for|aria-labelledby|aria-describedby|aria-controls)="([^"]+)"/g,
      (_, name: string, ids: string) =>
        `${name}="${ids
          .split(' ')
          .map((id) => `${id}${suffix}`)
          .join(' ')}"`,
    )
    .replace(/href="#([^"]+)"/g, `href="#$1${suffix}"`);
}

/** The public sections showing `data`, as HTML: for the light theme's frame, then the dark one's. */
export function renderContentPreview(
  kind: ContentKind,
  content: SiteContent,
  data: unknown,
): { light: string; dark: string } {
  const html = inlineSvgImages(
    renderToStaticMarkup(<MemoryRouter>{previewOf(kind, content, data)}</MemoryRouter>, {
      identifierPrefix: 'onizleme-',
    }),
    'onizleme-svg',
  );
  return { light: html, dark: suffixIds(html, '-koyu') };
}
