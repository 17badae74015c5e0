import { FooterNewsletterIntro } from '#app/components/forms/newsletter-consent-text.tsx';
import { FooterBrand, FooterCopyright, FooterLinks } from '#app/components/layout/footer-parts.tsx';
import { WhatsappButton } from '#app/components/layout/whatsapp-button.tsx';
import { SellerLine } from '#app/routes/marketing/layout/seller-line.tsx';
import type { SiteContent } from '#app/server/content/site-content.server.ts';
import type { ServerSections } from '#app/server/document/server-sections.server.tsx';

/** The parts of every public page that need no scripts: the footer but its form, the chat button. */
export const layoutSections = {
  'alt-bilgi-marka': ({ identity }) => <FooterBrand identity={identity} />,
  'alt-bilgi-bulten': () => <FooterNewsletterIntro />,
  'alt-bilgi-baglantilar': ({ identity }) => <FooterLinks identity={identity} />,
  'alt-bilgi-telif': ({ identity }) => (
    <>
      <FooterCopyright siteName={identity.siteName} year={new Date().getFullYear()} />
      <SellerLine seller={identity.seller} />
    </>
  ),
  'whatsapp-dugmesi': ({ identity }) => (
    <WhatsappButton number={identity.whatsappNumber} greeting={identity.whatsappGreeting} />
  ),
} satisfies ServerSections<string, SiteContent>;

/** The layout's section ids; the footer shows three of them. */
export type LayoutSectionId = keyof typeof layoutSections;
