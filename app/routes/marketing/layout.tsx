import { Outlet } from 'react-router';

import { SiteFooter } from '#app/components/layout/site-footer.tsx';
import { SiteHeader } from '#app/components/layout/site-header.tsx';
import { WhatsappButton } from '#app/components/layout/whatsapp-button.tsx';
import { useRootData } from '#app/lib/root-data.ts';

/** The shared public layout of SPEC section 2: header, page, footer, floating chat button. */
export default function MarketingLayout() {
  const { identity, year } = useRootData();
  return (
    <>
      <a
        href="#icerik"
        className="sr-only z-[60] rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        İçeriğe geç
      </a>
      <SiteHeader siteName={identity.siteName} coachTitle={identity.coachTitle} />
      <main id="icerik" tabIndex={-1} className="outline-none">
        <Outlet />
      </main>
      <SiteFooter identity={identity} year={year} />
      <WhatsappButton number={identity.whatsappNumber} greeting={identity.whatsappGreeting} />
    </>
  );
}
